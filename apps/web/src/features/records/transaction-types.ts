import type { TransactionType } from '@portal/contracts/wallet';

/**
 * The contracts' TRANSACTION_TYPES, repeated so the page chunk stays free of zod; `satisfies` and
 * a unit test keep the two equal.
 */
export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'WITHDRAWAL_RELEASE',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'GAME_TRANSFER',
  'BET',
  'WIN',
  'BONUS',
  'ADJUSTMENT',
  'COMMISSION',
] as const satisfies readonly TransactionType[];

export function isTransactionType(value: unknown): value is TransactionType {
  return typeof value === 'string' && (TRANSACTION_TYPES as readonly string[]).includes(value);
}
