import { Secret, TOTP } from 'otpauth';

const PERIOD_S = 30;

/**
 * The absolute 30-second step a code belongs to (allowing one step of clock drift either way),
 * or null when the code is wrong. Callers store the step so that a code works only once.
 */
export function matchTotpStep(secretBase32: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = new TOTP({ secret: Secret.fromBase32(secretBase32), period: PERIOD_S });
  const delta = totp.validate({ token: code, window: 1, timestamp: now.getTime() });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
}
