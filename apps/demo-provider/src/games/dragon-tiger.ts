import { z } from 'zod';
import { instantRound, readStake, type ProviderContext } from '../rounds.ts';
import type { GameSession } from '../sessions.ts';
import { drawCard } from './cards.ts';
import { readBody, type Engine } from './engine.ts';

export const DRAGON_TIGER_SPOTS = ['DRAGON', 'TIGER', 'TIE'] as const;
export type DragonTigerSpot = (typeof DRAGON_TIGER_SPOTS)[number];

/** Return of a winning spot in hundredths, stake included: 1:1, 1:1, 11:1. */
export const DRAGON_TIGER_RETURNS: Record<DragonTigerSpot, number> = {
  DRAGON: 200,
  TIGER: 200,
  TIE: 1200,
};

export const DRAGON_TIGER_LIMITS = { min: 500n, max: 200_000n };

const HandSchema = z.object({ stake: z.string().max(20), spot: z.enum(DRAGON_TIGER_SPOTS) });

/** PVP category: Dragon Tiger against the house; one card each, the higher wins (ace low). */
export function createDragonTigerEngine(ctx: ProviderContext): Engine {
  return {
    limits: DRAGON_TIGER_LIMITS,
    view: () => ({
      kind: 'dragon-tiger',
      spots: DRAGON_TIGER_SPOTS,
      returns: DRAGON_TIGER_RETURNS,
    }),
    async play(session: GameSession, body: unknown) {
      const hand = readBody(HandSchema, body);
      const stake = readStake(session, hand.stake, DRAGON_TIGER_LIMITS);
      return instantRound(ctx, session, stake, () => {
        const dragon = drawCard(ctx.random);
        const tiger = drawCard(ctx.random);
        const winner: DragonTigerSpot =
          dragon.rank > tiger.rank ? 'DRAGON' : tiger.rank > dragon.rank ? 'TIGER' : 'TIE';
        // On a tie, Dragon and Tiger bets lose half.
        const ratio =
          winner === hand.spot ? DRAGON_TIGER_RETURNS[hand.spot] : winner === 'TIE' ? 50 : 0;
        return {
          payout: (stake * BigInt(ratio)) / 100n,
          outcome: { spot: hand.spot, dragon, tiger, winner },
        };
      });
    },
  };
}
