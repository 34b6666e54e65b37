// Proof-of-work bot check (ALTCHA style) behind a small interface, so a hosted provider
// (Turnstile, reCAPTCHA…) can replace it without touching the forms.
import {
  encodeSolution,
  solveChallenge,
  type BotCheckChallenge,
} from '@portal/contracts/botcheck-solver';
import { authPaths } from '../config/paths.ts';
import { apiFetch } from './api-client.ts';

/** Produces the opaque `botcheck` string that login and registration bodies carry. */
export interface BotCheckProvider {
  run: (signal?: AbortSignal) => Promise<string>;
}

/** The built-in provider: fetch a challenge from the server and solve it here. */
export const proofOfWorkProvider: BotCheckProvider = {
  run: async (signal) => {
    const challenge = await apiFetch<BotCheckChallenge>(authPaths.botcheck, { signal });
    const number = await solveChallenge(challenge, signal);
    // An unsolvable challenge still goes out; the server answers AUTH_BOTCHECK_FAILED.
    return encodeSolution(challenge, number ?? -1);
  },
};

let provider: BotCheckProvider = proofOfWorkProvider;

export function setBotCheckProvider(next: BotCheckProvider): void {
  provider = next;
}

/** Runs the active provider; the forms show a "verifying…" state meanwhile. */
export function runBotCheck(signal?: AbortSignal): Promise<string> {
  return provider.run(signal);
}
