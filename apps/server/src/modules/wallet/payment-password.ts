import type { PaymentPasswordUpdate } from '@portal/contracts/wallet';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { AttemptLimits, LimitRule } from '../auth/attempt-limits.ts';

/** Five wrong payment passwords lock outgoing money calls for 15 minutes. */
export const PAYMENT_PASSWORD_LIMIT: LimitRule = {
  scope: 'payment-password',
  max: 5,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};

export type PaymentPasswords = ReturnType<typeof createPaymentPasswords>;

function lockedError(until: Date, now: Date): AppError {
  return new AppError('WALLET_PAYMENT_PASSWORD_LOCKED', {
    params: { minutes: String(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000))) },
    details: [{ path: 'lockedUntil', message: until.toISOString() }],
  });
}

/** The six-digit password every outgoing money call asks for (withdrawals, transfers). */
export function createPaymentPasswords(deps: {
  saveHash: (memberId: number, hash: string) => Promise<void>;
  limits: AttemptLimits;
  /** Tells the member their payment password was locked (sms or email). */
  onLocked?: (memberId: number, until: Date) => Promise<void>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  /**
   * Checks the payment password. Checks of one member are serialised on their try counter, so
   * parallel wrong tries never get more than five comparisons and parallel right ones are all
   * accepted; the fifth wrong one locks for 15 minutes, the right one clears the count.
   */
  async function verify(
    member: { id: number; paymentPasswordHash: string | null },
    password: string,
  ): Promise<void> {
    const hash = member.paymentPasswordHash;
    if (hash === null) throw new AppError('WALLET_PAYMENT_PASSWORD_REQUIRED');
    const result = await deps.limits.check(PAYMENT_PASSWORD_LIMIT, String(member.id), () =>
      verifyPassword(hash, password),
    );
    if (result.ok) return;
    if (result.lockedUntil) {
      if (!result.wasLocked) await deps.onLocked?.(member.id, result.lockedUntil);
      throw lockedError(result.lockedUntil, now());
    }
    throw new AppError('WALLET_PAYMENT_PASSWORD_WRONG', {
      params: { left: String(PAYMENT_PASSWORD_LIMIT.max - result.tries) },
    });
  }

  /** Sets or changes it; the login password proves the caller is the account holder. */
  async function set(
    member: { id: number; passwordHash: string },
    input: PaymentPasswordUpdate,
  ): Promise<void> {
    if (!(await verifyPassword(member.passwordHash, input.loginPassword))) {
      throw new AppError('AUTH_OLD_PASSWORD_WRONG');
    }
    await deps.saveHash(member.id, await hashPassword(input.newPaymentPassword));
  }

  return { verify, set };
}
