import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDeposit } from '@portal/contracts/admin-wallet';
import { Pager } from '../../components/ui/pager.tsx';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.ts';
import { useDeposits } from './api/list-deposits.ts';
import { useReviewDeposit, type DepositDecision } from './api/review-deposit.ts';
import { DepositTable, type DepositReview } from './components/deposit-table.tsx';
import { DEPOSIT_STATUSES } from './components/status.tsx';
import { StatusFilter, useStatusFilter } from './components/status-filter.tsx';

const PAGE_SIZE = 20;

/** Deposits waiting for an operator (bank and e-wallet transfers), newest first. */
export default function DepositsPage() {
  const { t } = useTranslation();
  const canReview = useCan('deposits.review');
  const { status, setStatus, pageNo, setPage } = useStatusFilter(DEPOSIT_STATUSES, 'PENDING');
  const deposits = useDeposits({ status: status ?? undefined, pageNo, pageSize: PAGE_SIZE });
  const mutation = useReviewDeposit();
  const [notice, setNotice] = useState<string | null>(null);

  function decide(decision: DepositDecision, deposit: AdminDeposit) {
    setNotice(null);
    const values = { orderNo: deposit.orderNo, amount: formatMoney(deposit.amount) };
    mutation.mutate(decision, {
      onSuccess: () =>
        setNotice(
          decision.decision === 'approve'
            ? t('wallet.deposits.doneApprove', values)
            : t('wallet.deposits.doneReject', values),
        ),
    });
  }

  const failedId = mutation.isError ? mutation.variables.id : null;
  const review: DepositReview | null = canReview
    ? {
        decide,
        busy: mutation.isPending,
        error: failedId === null ? null : { id: failedId, error: mutation.error },
      }
    : null;
  // A refusal shows at its row; when the row has left this view, at the top instead.
  const rowGone = failedId !== null && !deposits.data?.list.some((d) => d.id === failedId);

  return (
    <>
      <h1>{t('wallet.deposits.title')}</h1>
      <p className="muted">{t('wallet.deposits.intro')}</p>
      <StatusFilter
        statuses={DEPOSIT_STATUSES}
        value={status}
        label={(s) => t(`wallet.depositStatus.${s}`)}
        onChange={setStatus}
      />
      <div aria-live="polite">{notice && <p className="success">{notice}</p>}</div>
      {rowGone && <QueryError error={mutation.error} />}
      {deposits.isError && (
        <QueryError error={deposits.error} onRetry={() => void deposits.refetch()} />
      )}
      {deposits.isPending && <Loading />}
      {deposits.data && (
        <>
          <DepositTable rows={deposits.data.list} review={review} />
          <Pager
            pageNo={pageNo}
            pageSize={PAGE_SIZE}
            total={deposits.data.total}
            onPage={setPage}
          />
        </>
      )}
    </>
  );
}
