import type { PaymentPasswordUpdate } from '@portal/contracts/wallet';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';

export type PaymentPasswords = ReturnType<typeof createPaymentPasswords>;

/** The six-digit password every outgoing money call asks for (withdrawals, transfers). */
export function createPaymentPasswords(deps: {
  saveHash: (memberId: number, hash: string) => Promise<void>;
}) {
  async function verify(
    member: { paymentPasswordHash: string | null },
    password: string,
  ): Promise<void> {
    if (member.paymentPasswordHash === null) {
      throw new AppError('WALLET_PAYMENT_PASSWORD_REQUIRED');
    }
    if (!(await verifyPassword(member.paymentPasswordHash, password))) {
      throw new AppError('WALLET_PAYMENT_PASSWORD_WRONG');
    }
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
