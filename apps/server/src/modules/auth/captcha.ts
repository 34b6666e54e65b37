import { createHash } from 'node:crypto';
import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { sameHash } from '../../lib/tokens.ts';
import { saveCaptcha, takeCaptcha } from './auth.repo.ts';

const CAPTCHA_TTL_MS = 5 * 60_000;
// No look-alike characters (0/O, 1/l/I), as a person squinting at a phone would want.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const answerHash = (key: string, answer: string) =>
  createHash('sha256').update(`${key}\u0000${answer.trim().toLowerCase()}`).digest();

export type CaptchaService = ReturnType<typeof createCaptchaService>;

/** Image captchas: the answer is stored hashed under the client's key and checked once. */
export function createCaptchaService(deps: {
  db: Db;
  now?: () => Date;
  /** Test fixtures only: learn each answer as it is issued (production never sets this). */
  onIssue?: (key: string, answer: string) => void;
}) {
  const now = deps.now ?? (() => new Date());

  /** A new captcha for this key: a data URL of a PNG (spec: the value is a base64 png). */
  async function issue(merchantId: number, key: string): Promise<string> {
    const captcha = svgCaptcha.create({
      size: 4,
      charPreset: ALPHABET,
      noise: 3,
      color: true,
      background: '#f4f1e8',
      width: 120,
      height: 44,
    });
    const png = await sharp(Buffer.from(captcha.data)).png().toBuffer();
    await saveCaptcha(deps.db, {
      key,
      merchantId,
      answerHash: answerHash(key, captcha.text),
      expiresAt: new Date(now().getTime() + CAPTCHA_TTL_MS),
    });
    deps.onIssue?.(key, captcha.text);
    return `data:image/png;base64,${png.toString('base64')}`;
  }

  /** Checks and burns the captcha; AUTH_CAPTCHA_REQUIRED when none was given. */
  async function verify(merchantId: number, key: string | undefined, answer: string | undefined) {
    if (!key || !answer?.trim()) throw new AppError('AUTH_CAPTCHA_REQUIRED');
    const row = await takeCaptcha(deps.db, key, merchantId, now());
    if (!row || !sameHash(row.answerHash, answerHash(key, answer))) {
      throw new AppError('AUTH_CAPTCHA_INVALID');
    }
  }

  return { issue, verify };
}
