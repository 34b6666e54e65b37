// Proof-of-work bot check (ALTCHA style) behind a small interface, so a hosted provider
// (Turnstile, reCAPTCHA…) can replace it without touching the forms.
import {
  encodeSolution,
  solveChallenge,
  type BotCheckChallenge,
  type SolveProgress,
} from '@portal/contracts/botcheck-solver';
import { authPaths } from '../config/paths.ts';
import { apiFetch } from './api-client.ts';
import type { BotCheckWorkerMessage } from './bot-check.worker.ts';

/** Produces the opaque `botcheck` string that login and registration bodies carry. */
export interface BotCheckProvider {
  run: (signal?: AbortSignal, onProgress?: SolveProgress) => Promise<string>;
}

/** Solves in a Web Worker; without Worker support (tests, old browsers) on this thread. */
function solve(
  challenge: BotCheckChallenge,
  signal?: AbortSignal,
  onProgress?: SolveProgress,
): Promise<number | null> {
  if (typeof Worker === 'undefined') return solveChallenge(challenge, signal, onProgress);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./bot-check.worker.ts', import.meta.url), {
      type: 'module',
    });
    const stop = () => {
      worker.terminate();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<BotCheckWorkerMessage>) => {
      if (event.data.type === 'progress') {
        onProgress?.(event.data.fraction);
        return;
      }
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      resolve(event.data.number);
    };
    worker.onerror = () => {
      // A worker that cannot start (CSP, bundling) must not cost the player the login.
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      solveChallenge(challenge, signal, onProgress).then(resolve, reject);
    };
    worker.postMessage(challenge);
  });
}

/** The built-in provider: fetch a challenge from the server and solve it here. */
export const proofOfWorkProvider: BotCheckProvider = {
  run: async (signal, onProgress) => {
    const challenge = await apiFetch<BotCheckChallenge>(authPaths.botcheck, { signal });
    const number = await solve(challenge, signal, onProgress);
    // An unsolvable challenge still goes out; the server answers AUTH_BOTCHECK_FAILED.
    return encodeSolution(challenge, number ?? -1);
  },
};

let provider: BotCheckProvider = proofOfWorkProvider;

export function setBotCheckProvider(next: BotCheckProvider): void {
  provider = next;
}

/** Runs the active provider once, from scratch. */
export function runBotCheck(signal?: AbortSignal): Promise<string> {
  return provider.run(signal);
}

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

/**
 * Starts solving now and keeps one fresh answer ready while the form is open: an answer whose
 * challenge is about to expire is replaced, and a used one is followed by the next (a wrong
 * password costs one). `onProgress` gets 0..1 while solving.
 */
export function openBotCheck(onProgress?: SolveProgress): BotCheckSession {
  let current: Attempt | null = null;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let isClosed = false;

  function start(): Attempt {
    clearTimeout(refreshTimer);
    const controller = new AbortController();
    const attempt: Attempt = {
      controller,
      failed: false,
      promise: provider.run(controller.signal, onProgress).then(
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
