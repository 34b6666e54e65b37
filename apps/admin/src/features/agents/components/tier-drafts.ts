import type {
  Contract,
  ContractKind,
  ContractTerms,
  DividendPeriod,
} from '@portal/contracts/agents';
import { AMOUNT_INPUT_PATTERN, parseSignedAmount } from '@portal/contracts/money';
import { bpToPercent, percentToBp } from '../../../lib/money.ts';

/** A tier as typed: the minimum base (an amount), the minimum active players, the rate in percent. */
export interface TierDraft {
  key: number;
  minBase: string;
  minActivePlayers: string;
  rate: string;
}

let nextKey = 1;

export const newTier = (): TierDraft => ({
  key: nextKey++,
  minBase: '',
  minActivePlayers: '0',
  rate: '',
});

/** The tiers of a contract as the form shows them (rates back in percent), else one empty tier. */
export function tierDraftsOf(contract: Contract | undefined): TierDraft[] {
  if (!contract || contract.tiers.length === 0) return [newTier()];
  return contract.tiers.map((tier) => ({
    key: nextKey++,
    minBase: tier.minBase,
    minActivePlayers: String(tier.minActivePlayers),
    rate: bpToPercent(tier.rateBp),
  }));
}

const MAX_PLAYERS = 100_000;

/** A tier minimum as the contracts accept it ("50000", "0", "1234.5"), in minor units; else null. */
function baseOf(text: string): bigint | null {
  const value = text.trim();
  return AMOUNT_INPUT_PATTERN.test(value) ? parseSignedAmount(value) : null;
}

function playersOf(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n <= MAX_PLAYERS ? n : null;
}

export interface TierProblems {
  base: boolean;
  players: boolean;
  rate: boolean;
  /** It does not need more than the tier before it, or pays less. */
  notAbove: boolean;
}

interface ReadTier {
  base: bigint | null;
  players: number | null;
  rateBp: number | null;
}

/**
 * The contracts' rule: at least the base and the players of the tier before, more of one of
 * them, and at least its rate. A tier with a field that does not read shows that problem instead.
 */
function goesUp(tier: ReadTier, before: ReadTier | undefined): boolean {
  if (!before) return true;
  const { base, players, rateBp } = tier;
  if (base === null || players === null || rateBp === null) return true;
  if (before.base === null || before.players === null || before.rateBp === null) return true;
  const more = base > before.base || players > before.players;
  return base >= before.base && players >= before.players && more && rateBp >= before.rateBp;
}

/** Each typed tier's problems: a field that does not read, or a tier that does not go up. */
export function tierProblems(drafts: readonly TierDraft[]): TierProblems[] {
  const read: ReadTier[] = drafts.map((d) => ({
    base: baseOf(d.minBase),
    players: playersOf(d.minActivePlayers),
    rateBp: percentToBp(d.rate),
  }));
  return read.map((tier, i) => ({
    base: tier.base === null,
    players: tier.players === null,
    rate: tier.rateBp === null,
    notAbove: !goesUp(tier, read[i - 1]),
  }));
}

export const hasProblem = (p: TierProblems) => p.base || p.players || p.rate || p.notAbove;

/** The terms to send, or null while a tier has a problem. A dividend carries its period. */
export function contractTermsOf(
  kind: ContractKind,
  period: DividendPeriod,
  drafts: readonly TierDraft[],
): ContractTerms | null {
  if (tierProblems(drafts).some(hasProblem)) return null;
  return {
    kind,
    ...(kind === 'DIVIDEND' ? { period } : {}),
    tiers: drafts.map((d) => ({
      minBase: d.minBase.trim(),
      minActivePlayers: Number(d.minActivePlayers.trim()),
      rateBp: percentToBp(d.rate) ?? 0,
    })),
  };
}
