import { randomBytes } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { claimNonce, getOrCreateSecret } from './auth.repo.ts';

/** A bot check before login and registration. A hosted provider can implement the same shape. */
export interface BotCheck {
  /** What the browser needs to start (for the proof of work: the challenge). */
  challenge(): Promise<Record<string, unknown>>;
  /** Throws AUTH_BOTCHECK_FAILED unless the solution is valid, fresh and unused. */
  verify(solution: string | undefined): Promise<void>;
}

const CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * The work budget (issue 14). The solver runs in a Web Worker with a synchronous SHA-256; on
 * this 2-core build machine under load it hashed ~100k salt+n strings/s (`npx tsx
 * bench/botcheck-solve.ts`). A low-end phone is taken as 4× slower (25k/s) and a mid-range one
 * as 1.5× slower (65k/s). n is uniform in [0, maxNumber], so:
 * - expected work on a mid-range phone: maxNumber / 2 / 65k ≤ 0.3 s
 * - 95th-percentile work on a low-end phone: 0.95 × maxNumber / 25k ≤ 1 s
 * The proof of work only makes each attempt cost something; rate limits, single use and the
 * expiry are what stop a bot, so the budget favours the player's phone.
 */
export const BOTCHECK_BUDGET = {
  lowEndHashesPerSecond: 25_000,
  midRangeHashesPerSecond: 65_000,
  midRangeExpectedSeconds: 0.3,
  lowEndWorstSeconds: 1,
} as const;
/** The default upper bound of n, sized by the budget above. */
export const BOTCHECK_MAX_NUMBER = 25_000;
/** A configured bound above this would break the budget; it is refused at startup. */
export const BOTCHECK_MAX_NUMBER_CEILING = Math.floor(
  (BOTCHECK_BUDGET.lowEndWorstSeconds * BOTCHECK_BUDGET.lowEndHashesPerSecond) / 0.95,
);

/**
 * Self-hosted proof of work (the ALTCHA protocol): the browser finds n with
 * SHA-256(salt + n) = challenge; the server checks the HMAC signature, the expiry and that the
 * solution was not used before. No third-party service is contacted.
 */
export async function createProofOfWorkBotCheck(deps: {
  db: Db;
  /** Upper bound of n; the work is about half of it on average. */
  maxNumber?: number;
  now?: () => Date;
}): Promise<BotCheck> {
  const now = deps.now ?? (() => new Date());
  const hmacKey = await getOrCreateSecret(deps.db, 'botcheck-hmac-v1', () =>
    randomBytes(32).toString('base64url'),
  );
  const maxNumber = deps.maxNumber ?? BOTCHECK_MAX_NUMBER;
  if (!Number.isInteger(maxNumber) || maxNumber < 1 || maxNumber > BOTCHECK_MAX_NUMBER_CEILING) {
    throw new Error(`botcheck maxNumber must be 1..${BOTCHECK_MAX_NUMBER_CEILING}`);
  }
  return {
    async challenge() {
      const challenge = await createChallenge({
        hmacKey,
        maxNumber,
        expires: new Date(now().getTime() + CHALLENGE_TTL_MS),
      });
      return { ...challenge };
    },
    async verify(solution) {
      if (!solution || solution.length > 4096) throw new AppError('AUTH_BOTCHECK_FAILED');
      let valid: boolean;
      let signature = '';
      try {
        valid = await verifySolution(solution, hmacKey, true);
        const parsed = JSON.parse(Buffer.from(solution, 'base64').toString('utf8')) as {
          signature?: unknown;
        };
        if (typeof parsed.signature === 'string') signature = parsed.signature;
      } catch {
        valid = false;
      }
      if (!valid || !signature) throw new AppError('AUTH_BOTCHECK_FAILED');
      const fresh = await claimNonce(
        deps.db,
        `pow:${signature}`,
        new Date(now().getTime() + CHALLENGE_TTL_MS),
      );
      if (!fresh) throw new AppError('AUTH_BOTCHECK_FAILED');
    },
  };
}
