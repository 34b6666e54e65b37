import type { Db } from '../../db/client.ts';
import { hashToken } from '../../lib/tokens.ts';
import * as repo from './auth.repo.ts';

export type AuthTickets = ReturnType<typeof createAuthTickets>;

/** Single-use, expiring tickets stored as hashes (email reset links). */
export function createAuthTickets(deps: { db: Db; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async issue(input: {
      token: string;
      kind: string;
      merchantId: number;
      memberId: number;
      ttlMs: number;
    }) {
      await repo.insertTicket(deps.db, {
        tokenHash: hashToken(input.token),
        kind: input.kind,
        merchantId: input.merchantId,
        memberId: input.memberId,
        expiresAt: new Date(now().getTime() + input.ttlMs),
      });
    },
    /** The member of a live ticket, consuming it; undefined when unknown, used or expired. */
    async consume(token: string, kind: string): Promise<number | undefined> {
      if (token.length < 32 || token.length > 64) return undefined;
      const hash = hashToken(token);
      const row = await repo.findLiveTicket(deps.db, hash, kind, now());
      if (!row || !(await repo.consumeTicket(deps.db, hash, now()))) return undefined;
      return row.memberId;
    },
  };
}
