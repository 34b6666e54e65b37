/**
 * Whether the database can be reached. A connection failure seen anywhere (a request, a job, a
 * pool client) marks it down; while down, a probe pings it every `probeMs` and marks it up at the
 * first answer, so the portal serves again within a fraction of a second of its return.
 */
export interface DbHealth {
  isDown(): boolean;
  /** Looks at a failure; marks the database down and returns true when it was unreachable. */
  observe(err: unknown): boolean;
  /** Stops probing (app close). */
  close(): void;
}

/** Node socket errors and PostgreSQL SQLSTATEs that mean "no database", not "bad query". */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
]);
const DRIVER_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|client has encountered a connection error|connection is not queryable|not queryable|client was closed/i;

/** True when `err` (or anything in its cause chain) is the database being unreachable. */
export function isConnectionError(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || e.code.startsWith('08'))) {
      return true;
    }
    if (typeof e.message === 'string' && DRIVER_MESSAGES.test(e.message)) return true;
    current = e.cause;
  }
  return false;
}

export function createDbHealth(ping: () => Promise<void>, probeMs = 250): DbHealth {
  let down = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const probe = () => {
    timer = setTimeout(() => {
      timer = undefined;
      ping().then(
        () => {
          down = false;
        },
        () => {
          if (!closed) probe();
        },
      );
    }, probeMs);
    timer.unref();
  };

  return {
    isDown: () => down,
    observe(err) {
      if (!isConnectionError(err)) return false;
      if (!down && !closed) {
        down = true;
        probe();
      }
      return true;
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
    },
  };
}

/** A database that is never unreachable (embedded PGlite). */
export const ALWAYS_UP: DbHealth = {
  isDown: () => false,
  observe: isConnectionError,
  close: () => undefined,
};
