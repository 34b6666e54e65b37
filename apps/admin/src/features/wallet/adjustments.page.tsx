import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Adjustment } from '@portal/contracts/admin-wallet';
import { Pager } from '../../components/ui/pager.tsx';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.ts';
import { useWalletSettings } from './api/get-wallet-settings.ts';
import { useAdjustments } from './api/list-adjustments.ts';
import { useReviewAdjustment, type AdjustmentDecision } from './api/review-adjustment.ts';
import { AdjustmentForm } from './components/adjustment-form.tsx';
import { AdjustmentTable, type AdjustmentReview } from './components/adjustment-table.tsx';
import { ADJUSTMENT_STATUSES } from './components/status.tsx';
import { StatusFilter, useStatusFilter } from './components/status-filter.tsx';

const PAGE_SIZE = 20;

/** Manual credits and debits: the form, and the list where a second operator approves. */
export default function AdjustmentsPage() {
  const { t } = useTranslation();
  const canCreate = useCan('adjustments.create');
  const canApprove = useCan('adjustments.approve');
  const { params, status, setStatus, pageNo, setPage } = useStatusFilter(
    ADJUSTMENT_STATUSES,
    'PENDING',
  );
  const linkedId = Number(params.get('memberId'));
  const settings = useWalletSettings();
  const adjustments = useAdjustments({ status: status ?? undefined, pageNo, pageSize: PAGE_SIZE });
  const mutation = useReviewAdjustment();
  const [notice, setNotice] = useState<string | null>(null);

  function decide(decision: AdjustmentDecision, adjustment: Adjustment) {
    setNotice(null);
    const values = { amount: formatMoney(adjustment.amount), name: adjustment.username };
    mutation.mutate(decision, {
      onSuccess: () =>
        setNotice(
          decision.decision === 'approve'
            ? t('wallet.adjustments.doneApprove', values)
            : t('wallet.adjustments.doneReject', values),
        ),
    });
  }

  const failedId = mutation.isError ? mutation.variables.id : null;
  const review: AdjustmentReview | null = canApprove
    ? {
        decide,
        busy: mutation.isPending,
        error: failedId === null ? null : { id: failedId, error: mutation.error },
      }
    : null;
  const rowGone = failedId !== null && !adjustments.data?.list.some((a) => a.id === failedId);

  return (
    <>
      <h1>{t('wallet.adjustments.title')}</h1>
      <p className="muted">{t('wallet.adjustments.intro')}</p>
      {canCreate && (
        <AdjustmentForm
          initialMemberId={Number.isInteger(linkedId) && linkedId > 0 ? linkedId : null}
          threshold={settings.data?.twoPersonThreshold ?? null}
        />
      )}
      <h2>{t('wallet.adjustments.listTitle')}</h2>
      <StatusFilter
        statuses={ADJUSTMENT_STATUSES}
        value={status}
        label={(s) => t(`wallet.adjustmentStatus.${s}`)}
        onChange={setStatus}
      />
      <div aria-live="polite">{notice && <p className="success">{notice}</p>}</div>
      {rowGone && <QueryError error={mutation.error} />}
      {adjustments.isError && (
        <QueryError error={adjustments.error} onRetry={() => void adjustments.refetch()} />
      )}
      {adjustments.isPending && <Loading />}
      {adjustments.data && (
        <>
          <AdjustmentTable rows={adjustments.data.list} review={review} />
          <Pager
            pageNo={pageNo}
            pageSize={PAGE_SIZE}
            total={adjustments.data.total}
            onPage={setPage}
          />
        </>
      )}
    </>
  );
}
