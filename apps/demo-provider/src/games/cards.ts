import type { ProviderContext } from '../rounds.ts';

/** A playing card: rank 1 (ace) … 13 (king), suit 0–3 (♠ ♥ ♦ ♣). */
export interface Card {
  rank: number;
  suit: number;
}

/** A card from an endless shoe (every draw independent, as from many decks). */
export function drawCard(random: ProviderContext['random']): Card {
  return { rank: random(13) + 1, suit: random(4) };
}
