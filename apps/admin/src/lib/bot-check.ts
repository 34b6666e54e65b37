// The proof-of-work bot check the server asks for with a captcha (the same ALTCHA-style
// protocol the web app solves): find n with hex(SHA-256(salt + n)) === challenge.
import {
  encodeSolution,
  solveChallenge,
  type BotCheckChallenge,
} from '@portal/contracts/botcheck-solver';
import { api } from '../config/paths.ts';
import { apiFetch } from './api-client.ts';

/** Fetches a challenge and solves it here; the result is the `botcheck` field of the body. */
export async function runBotCheck(signal?: AbortSignal): Promise<string> {
  const challenge = await apiFetch<BotCheckChallenge>(api.botcheck, { signal });
  return encodeSolution(challenge, (await solveChallenge(challenge, signal)) ?? -1);
}
