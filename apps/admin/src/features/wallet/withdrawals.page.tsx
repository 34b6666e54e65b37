import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminWithdrawal } from '@portal/contracts/admin-wallet';
import { Pager } from '../../components/ui/pager.tsx';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.ts';
import { useWithdrawals } from './api/list-withdrawals.ts';
import { useReviewWithdrawal, type WithdrawalStep } from './api/review-withdrawal.ts';
import { WITHDRAWAL_STATUSES } from './components/status.tsx';
import { useStatusFilter } from './components/status-filter.tsx';
import { WithdrawalTable, type WithdrawalReview } from './components/withdrawal-table.tsx';
import { WithdrawalTabs } from './components/withdrawal-tabs.tsx';
import { useWithdrawalCounts } from './api/count-withdrawals.ts';

const PAGE_SIZE = 20;

/** Withdrawals through their states: approve, pay out, handle "not received" claims. */
export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const canReview = useCan('withdrawals.review');
  const { status, params, setParams, pageNo, setPage } = useStatusFilter(
    WITHDRAWAL_STATUSES,
    'PENDING',
  );
  const q = params.get('q')?.trim() || undefined;
  const withdrawals = useWithdrawals({
    status: status ?? undefined,
    q,
    pageNo,
    pageSize: PAGE_SIZE,
  });
  const counts = useWithdrawalCounts(q);
  const mutation = useReviewWithdrawal();
  const [notice, setNotice] = useState<string | null>(null);
  // Rows acted on here, as the step left them: they stay in view (marked) until the view changes.
  const [moved, setMoved] = useState<ReadonlyMap<number, AdminWithdrawal>>(new Map());
  const [search, setSearch] = useState(q ?? '');

  function show(next: { status: typeof status; q: string | undefined }) {
    setMoved(new Map());
    setNotice(null);
    setParams({ status: next.status ?? 'ALL', ...(next.q ? { q: next.q } : {}) });
  }

  function handleSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A search looks through every status, whichever tab is open.
    show({ status: null, q: search.trim() || undefined });
  }

  function act(step: WithdrawalStep, withdrawal: AdminWithdrawal) {
    setNotice(null);
    const values = { orderNo: withdrawal.orderNo, amount: formatMoney(withdrawal.amount) };
    const done = {
      approve: t('wallet.withdrawals.doneApprove', values),
      reject: t('wallet.withdrawals.doneReject', values),
      fail: t('wallet.withdrawals.doneFail', values),
      'payment-issued': t('wallet.withdrawals.doneIssued', values),
    }[step.action];
    mutation.mutate(step, {
      onSuccess: (updated) => {
        setNotice(done);
        if (status !== null && updated.status !== status) {
          setMoved((current) => new Map(current).set(updated.id, updated));
        }
      },
    });
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
  const listed = withdrawals.data?.list ?? [];
  const rows = [
    ...[...moved.values()].filter((m) => !listed.some((w) => w.id === m.id)),
    ...listed.map((w) => moved.get(w.id) ?? w),
  ];

  return (
    <>
      <h1>{t('wallet.withdrawals.title')}</h1>
      <p className="muted">{t('wallet.withdrawals.intro')}</p>
      <form className="filters" role="search" onSubmit={handleSearch}>
        <label>
          {t('wallet.withdrawals.searchLabel')}
          <input
            type="search"
            value={search}
            maxLength={64}
            onChange={(e) => setSearch(e.target.value)}
            data-testid="withdrawal-search"
          />
        </label>
        <div className="row">
          <button type="submit" className="btn" data-testid="withdrawal-search-submit">
            {t('wallet.withdrawals.search')}
          </button>
          {q && (
            <button
              type="button"
              className="btn"
              onClick={() => {
                setSearch('');
                show({ status: 'PENDING', q: undefined });
              }}
            >
              {t('wallet.withdrawals.clearSearch')}
            </button>
          )}
        </div>
      </form>
      {q && <p className="muted">{t('wallet.withdrawals.searchScope', { q })}</p>}
      <WithdrawalTabs
        value={status}
        counts={counts.data}
        onChange={(s) => show({ status: s, q })}
      />
      <div aria-live="polite">{notice && <p className="success">{notice}</p>}</div>
      {rowGone && <QueryError error={mutation.error} />}
      {withdrawals.isError && (
        <QueryError error={withdrawals.error} onRetry={() => void withdrawals.refetch()} />
      )}
      {withdrawals.isPending && <Loading />}
      {withdrawals.data && (
        <>
          <WithdrawalTable
            rows={rows}
            review={review}
            movedIds={new Set(moved.keys())}
            onShowStatus={(s) => show({ status: s, q })}
          />
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
