import type { Db } from '../../db/client.ts';
import * as repo from './auth.repo.ts';

export type LoginHistoryService = ReturnType<typeof createLoginHistoryService>;

/** A member's login attempts (successes and failures), newest first, for the console. */
export function createLoginHistoryService(deps: { db: Db }) {
  return {
    /** The latest attempts of one member (at most `limit`). */
    listForMember: (memberId: number, limit = 50) => repo.listAttempts(deps.db, memberId, limit),
  };
}
