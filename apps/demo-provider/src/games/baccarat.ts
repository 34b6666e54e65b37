import { z } from 'zod';
import { readStake, instantRound, type ProviderContext } from '../rounds.ts';
import type { GameSession } from '../sessions.ts';
import { drawCard, type Card } from './cards.ts';
import { readBody, type Engine } from './engine.ts';

export const BACCARAT_SPOTS = ['PLAYER', 'BANKER', 'TIE'] as const;
export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number];

/** What a winning spot returns, stake included, in hundredths: 1:1, 0.95:1, 8:1. */
export const BACCARAT_RETURNS: Record<BaccaratSpot, number> = {
  PLAYER: 200,
  BANKER: 195,
  TIE: 900,
};

export const BACCARAT_LIMITS = { min: 1_000n, max: 500_000n };

const HandSchema = z.object({ stake: z.string().max(20), spot: z.enum(BACCARAT_SPOTS) });

/** Baccarat value of a hand. */
export function baccaratTotal(cards: readonly Card[]): number {
  return cards.reduce((sum, c) => sum + (c.rank >= 10 ? 0 : c.rank), 0) % 10;
}

/** Whether the banker draws a third card, given its total and the player's third card. */
export function bankerDraws(bankerTotal: number, playerThird: Card | undefined): boolean {
  if (playerThird === undefined) return bankerTotal <= 5;
  const p = playerThird.rank >= 10 ? 0 : playerThird.rank;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return p !== 8;
    case 4:
      return p >= 2 && p <= 7;
    case 5:
      return p >= 4 && p <= 7;
    case 6:
      return p === 6 || p === 7;
    default:
      return false;
  }
}

/** Deals a coup with the standard drawing rules (punto banco). */
export function dealBaccarat(draw: () => Card): {
  player: Card[];
  banker: Card[];
  winner: BaccaratSpot;
} {
  const player = [draw(), draw()];
  const banker = [draw(), draw()];
  const natural = baccaratTotal(player) >= 8 || baccaratTotal(banker) >= 8;
  if (!natural) {
    let playerThird: Card | undefined;
    if (baccaratTotal(player) <= 5) {
      playerThird = draw();
      player.push(playerThird);
    }
    if (bankerDraws(baccaratTotal(banker), playerThird)) banker.push(draw());
  }
  const p = baccaratTotal(player);
  const b = baccaratTotal(banker);
  return { player, banker, winner: p > b ? 'PLAYER' : b > p ? 'BANKER' : 'TIE' };
}

/** LIVE category: a baccarat table, one spot per hand. */
export function createBaccaratEngine(ctx: ProviderContext): Engine {
  return {
    limits: BACCARAT_LIMITS,
    view: () => ({ kind: 'baccarat', spots: BACCARAT_SPOTS, returns: BACCARAT_RETURNS }),
    async play(session: GameSession, body: unknown) {
      const hand = readBody(HandSchema, body);
      const stake = readStake(session, hand.stake, BACCARAT_LIMITS);
      return instantRound(ctx, session, stake, () => {
        const coup = dealBaccarat(() => drawCard(ctx.random));
        // A tie returns PLAYER and BANKER stakes.
        const ratio =
          coup.winner === hand.spot ? BACCARAT_RETURNS[hand.spot] : coup.winner === 'TIE' ? 100 : 0;
        return {
          payout: (stake * BigInt(ratio)) / 100n,
          outcome: {
            spot: hand.spot,
            ...coup,
            playerTotal: baccaratTotal(coup.player),
            bankerTotal: baccaratTotal(coup.banker),
          },
        };
      });
    },
  };
}
