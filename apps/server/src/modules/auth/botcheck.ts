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
  const maxNumber = deps.maxNumber ?? 100_000;
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
