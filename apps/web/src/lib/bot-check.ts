// Proof-of-work bot check (ALTCHA style) behind a small interface, so a hosted provider
// (Turnstile, reCAPTCHA…) can replace it without touching the forms.
import {
  encodeSolution,
  solveChallenge,
  type BotCheckChallenge,
  type SolveProgress,
} from '@portal/contracts/botcheck-solver';
import { openBotCheckSession, type BotCheckSession } from '@portal/contracts/botcheck-session';
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

export { tokenExpiresAt, type BotCheckSession } from '@portal/contracts/botcheck-session';

/** Runs the active provider once, from scratch. */
export function runBotCheck(signal?: AbortSignal): Promise<string> {
  return provider.run(signal);
}

/** A bot check started when a form opens, with the active provider (see botcheck-session). */
export function openBotCheck(onProgress?: SolveProgress): BotCheckSession {
  return openBotCheckSession((signal, progress) => provider.run(signal, progress), onProgress);
}
