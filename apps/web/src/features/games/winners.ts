import type { Winner } from '@portal/contracts/games';

/** Spec section 9: the top 3 are highlighted; the list goes on from the 4th, rank shown. */
export const WINNER_PODIUM = 3;

export interface RankedWinner extends Winner {
  rank: number;
}

/** Splits the board into the highlighted top three and the ranked list after them. */
export function splitWinners(list: readonly Winner[]): {
  top: RankedWinner[];
  rest: RankedWinner[];
} {
  const ranked = list.map((winner, i) => ({ ...winner, rank: i + 1 }));
  return { top: ranked.slice(0, WINNER_PODIUM), rest: ranked.slice(WINNER_PODIUM) };
}
