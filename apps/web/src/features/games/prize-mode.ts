import type { LOTTERY_PRIZE_MODES } from '@portal/contracts/games';

export type PrizeMode = (typeof LOTTERY_PRIZE_MODES)[number];

/** Card keys (vassalage) that switch the lottery pages to the electronic lottery mode. */
const ELECTRONIC_MARKERS = ['TCG_LOTTO_VN', 'LOTT'] as const;

/**
 * Spec section 4: the prize mode is the electronic lottery mode when the ELOTT category's cards
 * (keyed by vassalage) contain TCG_LOTTO_VN or LOTT, else the normal lottery mode.
 */
export function prizeModeOf(elottCards: Readonly<Record<string, unknown>> | undefined): PrizeMode {
  if (!elottCards) return 'LOTT';
  return ELECTRONIC_MARKERS.some((key) => Object.hasOwn(elottCards, key)) ? 'ELOTT' : 'LOTT';
}

/** The prize mode of a lottery page: the SEA page always uses SEA, the others the rule above. */
export function pagePrizeMode(
  variant: string | undefined,
  elottCards: Readonly<Record<string, unknown>> | undefined,
): PrizeMode {
  return variant === 'seaLottery' ? 'SEA' : prizeModeOf(elottCards);
}
