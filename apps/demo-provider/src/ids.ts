import { createHash, randomBytes } from 'node:crypto';

const ID_RE = /^[A-Za-z0-9_.:-]{1,64}$/;

/** A random session id: 128 bits, hex (it is also the page's capability, so not guessable). */
export function newSessionId(): string {
  return randomBytes(16).toString('hex');
}

/** The protocol's id alphabet is [A-Za-z0-9_.:-] and 64 characters at most. */
function safePart(text: string, max: number): string {
  return text.replace(/[^A-Za-z0-9_.:]/g, '_').slice(0, max);
}

/**
 * A transaction or round id `${vendor}-${session}-${counter}-${kind}`. The session part is random
 * per launch and the counter grows per session, so ids never repeat; anything that would not fit
 * 64 characters is replaced by a hash of the whole.
 */
export function walletId(vendor: string, sessionId: string, counter: number, kind: string): string {
  const id = `${safePart(vendor, 16)}-${safePart(sessionId, 32)}-${counter}-${safePart(kind, 8)}`;
  if (ID_RE.test(id)) return id;
  return `h-${createHash('sha256').update(id).digest('hex').slice(0, 40)}-${safePart(kind, 8)}`;
}

/** The rollback's own id for a bet: the bet's id with `-rb`, or a hash when that is too long. */
export function rollbackIdFor(betTransactionId: string): string {
  const id = `${betTransactionId}-rb`;
  if (ID_RE.test(id)) return id;
  return `rb-${createHash('sha256').update(betTransactionId).digest('hex').slice(0, 48)}`;
}

/** A request id for non-money calls (player, balance, end-round). */
export function requestId(prefix: string): string {
  return `${safePart(prefix, 16)}-${randomBytes(10).toString('hex')}`;
}
