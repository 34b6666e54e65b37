import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminWithdrawal } from '@portal/contracts/admin-wallet';
import { Pager } from '../../components/ui/pager.tsx';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.ts';
import { useWithdrawals } from './api/list-withdrawals.ts';
import { useReviewWithdrawal, type WithdrawalStep } from './api/review-withdrawal.ts';
import { WITHDRAWAL_STATUSES } from './components/status.tsx';
import { StatusFilter, useStatusFilter } from './components/status-filter.tsx';
import { WithdrawalTable, type WithdrawalReview } from './components/withdrawal-table.tsx';

const PAGE_SIZE = 20;

/** Withdrawals through their states: approve, pay out, handle "not received" claims. */
export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const canReview = useCan('withdrawals.review');
  const { status, setStatus, pageNo, setPage } = useStatusFilter(WITHDRAWAL_STATUSES, 'PENDING');
  const withdrawals = useWithdrawals({ status: status ?? undefined, pageNo, pageSize: PAGE_SIZE });
  const mutation = useReviewWithdrawal();
  const [notice, setNotice] = useState<string | null>(null);

  function act(step: WithdrawalStep, withdrawal: AdminWithdrawal) {
    setNotice(null);
    const values = { orderNo: withdrawal.orderNo, amount: formatMoney(withdrawal.amount) };
    const done = {
      approve: t('wallet.withdrawals.doneApprove', values),
      reject: t('wallet.withdrawals.doneReject', values),
      fail: t('wallet.withdrawals.doneFail', values),
      'payment-issued': t('wallet.withdrawals.doneIssued', values),
    }[step.action];
    mutation.mutate(step, { onSuccess: () => setNotice(done) });
  }

  const failedId = mutation.isError ? mutation.variables.id : null;
  const review: WithdrawalReview | null = canReview
    ? {
        act,
        busy: mutation.isPending,
        error: failedId === null ? null : { id: failedId, error: mutation.error },
      }
    : null;
  const rowGone = failedId !== null && !withdrawals.data?.list.some((w) => w.id === failedId);

  return (
    <>
      <h1>{t('wallet.withdrawals.title')}</h1>
      <p className="muted">{t('wallet.withdrawals.intro')}</p>
      <StatusFilter
        statuses={WITHDRAWAL_STATUSES}
        value={status}
        label={(s) => t(`wallet.withdrawalStatus.${s}`)}
        onChange={setStatus}
      />
      <div aria-live="polite">{notice && <p className="success">{notice}</p>}</div>
      {rowGone && <QueryError error={mutation.error} />}
      {withdrawals.isError && (
        <QueryError error={withdrawals.error} onRetry={() => void withdrawals.refetch()} />
      )}
      {withdrawals.isPending && <Loading />}
      {withdrawals.data && (
        <>
          <WithdrawalTable rows={withdrawals.data.list} review={review} />
          <Pager
            pageNo={pageNo}
            pageSize={PAGE_SIZE}
            total={withdrawals.data.total}
            onPage={setPage}
          />
        </>
      )}
    </>
  );
}
