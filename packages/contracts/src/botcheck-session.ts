// A bot check started when a form opens (not at submit), kept fresh while the form stays open.
// Shared by the player site and the console; the token itself comes from the caller's `run`.
import type { SolveProgress } from './botcheck-solver.ts';

/** Refresh a solved token this long before its challenge expires (the server allows 5 min). */
const EXPIRY_MARGIN_MS = 30_000;
/** A floor on refreshes, so a client clock ahead of the server's cannot cause a fetch loop. */
const MIN_REFRESH_MS = 60_000;
/** When a token carries no expiry, treat it as good for this long. */
const DEFAULT_LIFETIME_MS = 4 * 60_000;

/** When the challenge behind a token stops being accepted (ALTCHA: `expires` in the salt). */
export function tokenExpiresAt(token: string, now = Date.now()): number {
  try {
    const { salt } = JSON.parse(atob(token)) as { salt?: unknown };
    const expires = typeof salt === 'string' ? /[?&]expires=(\d+)/.exec(salt)?.[1] : undefined;
    if (expires) return Number(expires) * 1000;
  } catch {
    // A provider other than the proof of work may use another format.
  }
  return now + DEFAULT_LIFETIME_MS;
}

/** A bot check started when a form opens, so the answer is usually ready before submit. */
export interface BotCheckSession {
  /** The prepared token (waiting for it if still solving); starts preparing the next one. */
  take: () => Promise<string>;
  /** Stops solving and refreshing (the form closed). */
  close: () => void;
}

interface Attempt {
  controller: AbortController;
  promise: Promise<string>;
  failed: boolean;
}

/** Produces one `botcheck` token (fetch a challenge and solve it, or a hosted provider). */
export type BotCheckRun = (signal?: AbortSignal, onProgress?: SolveProgress) => Promise<string>;

/**
 * Starts solving now and keeps one fresh answer ready while the form is open: an answer whose
 * challenge is about to expire is replaced, and a used one is followed by the next (a wrong
 * password costs one). `onProgress` gets 0..1 while solving. The player site and the console
 * both open their checks here.
 */
export function openBotCheckSession(run: BotCheckRun, onProgress?: SolveProgress): BotCheckSession {
  let current: Attempt | null = null;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let isClosed = false;

  function start(): Attempt {
    clearTimeout(refreshTimer);
    const controller = new AbortController();
    const attempt: Attempt = {
      controller,
      failed: false,
      promise: run(controller.signal, onProgress).then(
        (token) => {
          onProgress?.(1);
          const delay = tokenExpiresAt(token) - EXPIRY_MARGIN_MS - Date.now();
          if (current === attempt && !isClosed) {
            refreshTimer = setTimeout(
              () => {
                if (current === attempt && !isClosed) current = start();
              },
              Math.max(MIN_REFRESH_MS, delay),
            );
          }
          return token;
        },
        (error: unknown) => {
          attempt.failed = true;
          throw error;
        },
      ),
    };
    // Nobody may be waiting yet; a failure is retried by take().
    attempt.promise.catch(() => undefined);
    return attempt;
  }

  current = start();
  return {
    take() {
      const attempt = current && !current.failed ? current : start();
      current = null;
      clearTimeout(refreshTimer);
      const next = () => {
        if (!isClosed && current === null) current = start();
      };
      attempt.promise.then(next, next);
      return attempt.promise;
    },
    close() {
      isClosed = true;
      clearTimeout(refreshTimer);
      current?.controller.abort();
      current = null;
    },
  };
}
