import { z } from 'zod';
import { PlayError } from '../messages.ts';
import { instantRound, pickWeighted, readStake, type ProviderContext } from '../rounds.ts';
import type { Fish, GameSession } from '../sessions.ts';
import { readBody, type Engine } from './engine.ts';

/**
 * Fish kinds: what a catch pays (× the shot's stake), how often the kind swims in, and the chance
 * a shot catches it (94 % / multiplier, so every target returns about 94 % in the long run).
 */
export const FISH_KINDS = [
  { kind: 'minnow', multiplier: 2, spawnWeight: 30 },
  { kind: 'clownfish', multiplier: 3, spawnWeight: 24 },
  { kind: 'puffer', multiplier: 5, spawnWeight: 18 },
  { kind: 'squid', multiplier: 8, spawnWeight: 12 },
  { kind: 'turtle', multiplier: 12, spawnWeight: 8 },
  { kind: 'ray', multiplier: 20, spawnWeight: 5 },
  { kind: 'shark', multiplier: 50, spawnWeight: 2 },
  { kind: 'golden-whale', multiplier: 100, spawnWeight: 1 },
] as const;

const RTP_PPM = 940_000;
const POND_SIZE = 6;
export const FISH_LIMITS = { min: 10n, max: 10_000n };

const ShotSchema = z.object({ stake: z.string().max(20), fishId: z.number().int().positive() });

function kindOf(fish: Fish) {
  return FISH_KINDS.find((k) => k.kind === fish.kind) ?? FISH_KINDS[0];
}

function spawn(ctx: ProviderContext, session: GameSession): Fish {
  const kind =
    FISH_KINDS[
      pickWeighted(
        ctx.random,
        FISH_KINDS.map((k) => k.spawnWeight),
      )
    ]!;
  const fish: Fish = {
    id: session.nextFishId,
    kind: kind.kind,
    lane: ctx.random(6),
    leftward: ctx.random(2) === 1,
  };
  session.nextFishId += 1;
  return fish;
}

function pondOf(ctx: ProviderContext, session: GameSession): Fish[] {
  if (!session.pond) {
    session.pond = Array.from({ length: POND_SIZE }, () => spawn(ctx, session));
  }
  return session.pond;
}

/** FISH category: each shot is a round (bet the stake, win the catch or 0.00). */
export function createFishEngine(ctx: ProviderContext): Engine {
  return {
    limits: FISH_LIMITS,
    view: (session) => ({
      kind: 'fish',
      kinds: FISH_KINDS.map(({ kind, multiplier }) => ({ kind, multiplier })),
      pond: pondOf(ctx, session),
    }),
    async play(session: GameSession, body: unknown) {
      const shot = readBody(ShotSchema, body);
      const stake = readStake(session, shot.stake, FISH_LIMITS);
      const target = pondOf(ctx, session).find((f) => f.id === shot.fishId);
      if (!target) throw new PlayError('FISH_GONE');
      const { multiplier } = kindOf(target);
      return instantRound(ctx, session, stake, () => {
        const hit = ctx.random(1_000_000) < Math.floor(RTP_PPM / multiplier);
        const pond = pondOf(ctx, session);
        const index = pond.findIndex((f) => f.id === target.id);
        if (hit && index >= 0) pond.splice(index, 1, spawn(ctx, session));
        else if (ctx.random(6) === 0) {
          // Now and then another fish swims off and a new one comes in.
          pond.splice(ctx.random(pond.length), 1, spawn(ctx, session));
        }
        return {
          payout: hit ? stake * BigInt(multiplier) : 0n,
          outcome: { fishId: target.id, kind: target.kind, multiplier, hit, pond },
        };
      });
    },
  };
}
