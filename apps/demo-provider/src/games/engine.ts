import type { z } from 'zod';
import { PlayError } from '../messages.ts';
import type { StakeLimits } from '../rounds.ts';
import type { GameSession } from '../sessions.ts';

/** One game per catalog category: what the page needs to draw it, and one player action. */
export interface Engine {
  limits: StakeLimits;
  /** Static rules and the live board (fixtures, draws, the pond); never calls the portal. */
  view(session: GameSession): object;
  /** One action from the page (spin, hand, shot, ticket); throws PlayError when refused. */
  play(session: GameSession, body: unknown): Promise<object>;
}

/** The page's request body in the engine's shape, or BAD_REQUEST. */
export function readBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new PlayError('BAD_REQUEST');
  return parsed.data;
}
