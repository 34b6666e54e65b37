import type { Db, Executor } from '../../db/client.ts';
import { createCoalescer } from '../../lib/coalescer.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import * as repo from './session.repo.ts';

export type SessionArea = 'member' | 'agent';

export interface SessionLimits {
  idleMinutes: number;
  absoluteHours: number;
}

/** Touching last_seen at most once a minute keeps a busy session from writing on every call. */
const TOUCH_EVERY_MS = 60_000;

export type SessionService = ReturnType<typeof createSessionService>;

/** Told when sessions end (logout, password change, lock, expiry), so live sockets close at once. */
export type SessionEndedListener = (memberId: number, sessionIds: number[]) => void;

/** Opaque 256-bit session tokens stored as SHA-256, with idle and absolute expiry. */
export function createSessionService(deps: {
  db: Db;
  now?: () => Date;
  /** Lookup statements at once (1 on PGlite's one connection, a few on a pool). */
  lanes?: number;
}) {
  const now = deps.now ?? (() => new Date());
  // Every guarded call looks its token up: the lookups of calls that arrive together share one
  // statement (lib/coalescer.ts).
  const lookups = createCoalescer<Buffer, repo.SessionHolder | undefined>({
    lanes: deps.lanes ?? 1,
    maxBatch: 64,
    statement: async (hashes) => {
      const rows = await repo.findByTokenHashes(deps.db, hashes);
      const byHash = new Map(rows.map(({ tokenHash, ...row }) => [tokenHash.toString('hex'), row]));
      return hashes.map((h) => byHash.get(h.toString('hex')));
    },
  });
  const listeners: SessionEndedListener[] = [];
  const ended = (memberId: number, sessionIds: number[]) => {
    if (sessionIds.length === 0) return;
    for (const listener of listeners) listener(memberId, sessionIds);
  };

  async function revoke(id: number, reason: string): Promise<void> {
    const memberId = await repo.revoke(deps.db, id, now(), reason);
    if (memberId !== undefined) ended(memberId, [id]);
  }

  /** Starts a session; the token is returned once and never stored. */
  async function create(input: {
    merchantId: number;
    memberId: number;
    area: SessionArea;
    ip: string;
    userAgent: string | undefined;
    limits: SessionLimits;
  }): Promise<{ token: string; sessionId: number }> {
    const token = newToken();
    const t = now();
    const sessionId = await repo.insertSession(deps.db, {
      merchantId: input.merchantId,
      memberId: input.memberId,
      tokenHash: hashToken(token),
      area: input.area,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 512) ?? null,
      createdAt: t,
      lastSeenAt: t,
      expiresAt: new Date(t.getTime() + input.limits.absoluteHours * 3_600_000),
    });
    return { token, sessionId };
  }

  /** The live session for a token, or undefined (unknown, revoked, idle too long or too old). */
  async function resolve(token: string, merchantId: number, limits: SessionLimits) {
    if (token.length < 32 || token.length > 64) return undefined;
    const row = await lookups.run(hashToken(token));
    if (!row || row.session.merchantId !== merchantId) return undefined;
    const t = now();
    const idleUntil = row.session.lastSeenAt.getTime() + limits.idleMinutes * 60_000;
    if (row.session.expiresAt.getTime() <= t.getTime() || idleUntil <= t.getTime()) {
      await revoke(row.session.id, 'expired');
      return undefined;
    }
    if (t.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await repo.touch(deps.db, row.session.id, t);
    }
    return row;
  }

  return {
    create,
    resolve,
    revoke,
    /**
     * Ends every live session of a member (but `exceptId`), on `on` when given (a console
     * action's transaction); returns how many ended. Their sockets are told at once.
     */
    async revokeAllForMember(
      memberId: number,
      reason: string,
      exceptId?: number,
      on: Executor = deps.db,
    ) {
      const ids = await repo.revokeAllForMember(on, memberId, now(), reason, exceptId);
      ended(memberId, ids);
      return ids.length;
    },
    /** Subscribes to ended sessions (one listener per wiring, for the life of the app). */
    onEnded: (listener: SessionEndedListener) => void listeners.push(listener),
    listForMember: (memberId: number) => repo.listForMember(deps.db, memberId),
  };
}
