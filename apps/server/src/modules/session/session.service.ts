import type { Db } from '../../db/client.ts';
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

/** Opaque 256-bit session tokens stored as SHA-256, with idle and absolute expiry. */
export function createSessionService(deps: { db: Db; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

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
    const row = await repo.findByTokenHash(deps.db, hashToken(token));
    if (!row || row.session.merchantId !== merchantId) return undefined;
    const t = now();
    const idleUntil = row.session.lastSeenAt.getTime() + limits.idleMinutes * 60_000;
    if (row.session.expiresAt.getTime() <= t.getTime() || idleUntil <= t.getTime()) {
      await repo.revoke(deps.db, row.session.id, t, 'expired');
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
    revoke: (id: number, reason: string) => repo.revoke(deps.db, id, now(), reason),
    revokeAllForMember: (memberId: number, reason: string, exceptId?: number, on: Db = deps.db) =>
      repo.revokeAllForMember(on, memberId, now(), reason, exceptId),
    listForMember: (memberId: number) => repo.listForMember(deps.db, memberId),
  };
}
