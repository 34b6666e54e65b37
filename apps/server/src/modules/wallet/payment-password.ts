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
   * Checks the payment password. Each try is counted before the comparison, in the statement
   * that allows it; the fifth wrong one locks for 15 minutes, the right one clears the count.
   */
  async function verify(
    member: { id: number; paymentPasswordHash: string | null },
    password: string,
  ): Promise<void> {
    if (member.paymentPasswordHash === null) {
      throw new AppError('WALLET_PAYMENT_PASSWORD_REQUIRED');
    }
    const key = String(member.id);
    const claim = await deps.limits.claim(PAYMENT_PASSWORD_LIMIT, key);
    if (!claim.allowed) throw lockedError(claim.lockedUntil, now());
    if (!(await verifyPassword(member.paymentPasswordHash, password))) {
      if (claim.lockedUntil) {
        await deps.onLocked?.(member.id, claim.lockedUntil);
        throw lockedError(claim.lockedUntil, now());
      }
      throw new AppError('WALLET_PAYMENT_PASSWORD_WRONG', {
        params: { left: String(PAYMENT_PASSWORD_LIMIT.max - claim.tries) },
      });
    }
    await deps.limits.reset(PAYMENT_PASSWORD_LIMIT, key);
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
