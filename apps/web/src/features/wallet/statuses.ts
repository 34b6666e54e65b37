import type { DepositStatus, WithdrawalStatus } from '@portal/contracts/wallet';

/**
 * The contracts' status lists, repeated so the page chunks stay free of zod; the `satisfies`
 * clauses and a unit test keep them equal to the contracts.
 */
export const WITHDRAWAL_STATUSES = [
  'PENDING',
  'APPROVED',
  'PAYMENT_ISSUED',
  'NOT_RECEIVED',
  'RECEIVED',
  'REJECTED',
  'FAILED',
] as const satisfies readonly WithdrawalStatus[];

export const DEPOSIT_STATUSES = [
  'PENDING',
  'APPROVED',
  'REJECTED',
] as const satisfies readonly DepositStatus[];

/** Badge colour of a status. */
export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export const WITHDRAWAL_TONE: Record<WithdrawalStatus, Tone> = {
  PENDING: 'neutral',
  APPROVED: 'info',
  PAYMENT_ISSUED: 'warning',
  NOT_RECEIVED: 'danger',
  RECEIVED: 'success',
  REJECTED: 'danger',
  FAILED: 'danger',
};

export const DEPOSIT_TONE: Record<DepositStatus, Tone> = {
  PENDING: 'neutral',
  APPROVED: 'success',
  REJECTED: 'danger',
};
