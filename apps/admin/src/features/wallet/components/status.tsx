import { useTranslation } from 'react-i18next';
import type { DepositStatus, WithdrawalStatus } from '@portal/contracts/wallet';
import { toneClass, type Tone } from '../../../components/ui/status-badge.tsx';
import type { AdjustmentStatus } from '../api/list-adjustments.ts';

// Records rather than the contracts' status arrays: those modules would bring zod into the
// console bundle, and a Record still fails to compile when the contracts gain a status.
const DEPOSIT: Record<DepositStatus, Tone> = { PENDING: 'warn', APPROVED: 'ok', REJECTED: 'bad' };
const WITHDRAWAL: Record<WithdrawalStatus, Tone> = {
  PENDING: 'warn',
  APPROVED: 'warn',
  PAYMENT_ISSUED: 'plain',
  NOT_RECEIVED: 'bad',
  RECEIVED: 'ok',
  REJECTED: 'bad',
  FAILED: 'bad',
};
const ADJUSTMENT: Record<AdjustmentStatus, Tone> = {
  PENDING: 'warn',
  APPLIED: 'ok',
  REJECTED: 'bad',
};

const keys = <K extends string>(record: Record<K, Tone>) => Object.keys(record) as K[];
export const DEPOSIT_STATUSES = keys(DEPOSIT);
export const WITHDRAWAL_STATUSES = keys(WITHDRAWAL);
export const ADJUSTMENT_STATUSES = keys(ADJUSTMENT);

/** A status as a badge with its name (colour is never the only cue). */
export function DepositStatusBadge({ status }: { status: DepositStatus }) {
  const { t } = useTranslation();
  return <span className={toneClass(DEPOSIT[status])}>{t(`wallet.depositStatus.${status}`)}</span>;
}

export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation();
  return (
    <span className={toneClass(WITHDRAWAL[status])}>{t(`wallet.withdrawalStatus.${status}`)}</span>
  );
}

export function AdjustmentStatusBadge({ status }: { status: AdjustmentStatus }) {
  const { t } = useTranslation();
  return (
    <span className={toneClass(ADJUSTMENT[status])}>{t(`wallet.adjustmentStatus.${status}`)}</span>
  );
}
