import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REDEMPTION_STATUSES, type AdminRedemption } from '@portal/contracts/points';
import { ConfirmAction } from '../../../components/ui/confirm-action.tsx';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { PromptAction } from '../../../components/ui/prompt-action.tsx';
import { Loading, QueryError } from '../../../components/ui/query-error.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { useUrlPage } from '../../../lib/use-url-page.ts';
import {
  useDecideRedemption,
  useMallRedemptions,
  type RedemptionDecision,
} from '../api/points-mall.ts';

type Status = AdminRedemption['status'];

const PAGE_SIZE = 20;
const ALL = 'ALL';
const BADGE: Record<Status, string> = {
  IN_PROCESS: 'badge badge-warn',
  APPROVED: 'badge badge-ok',
  REJECTED: 'badge badge-bad',
};

/**
 * The status filter in the address (`?status=`, with `?page=`): absent means In process (the
 * queue's work), `ALL` every status. A decided redemption is found under its new status.
 */
function useRedemptionFilter() {
  const page = useUrlPage();
  const raw = page.params.get('status');
  const status: Status | null =
    raw === ALL ? null : (REDEMPTION_STATUSES.find((s) => s === raw) ?? 'IN_PROCESS');
  const setStatus = (next: Status | null) => page.setParams({ status: next ?? ALL });
  return { ...page, status, setStatus };
}

interface DecideProps {
  redemption: AdminRedemption;
  busy: boolean;
  error: unknown;
  decide: (decision: RedemptionDecision, redemption: AdminRedemption) => void;
}

/** Approve (asks first) or reject with an optional reason the member sees. */
function DecideActions({ redemption: r, busy, error, decide }: DecideProps) {
  const { t } = useTranslation();
  const values = { id: r.id, item: r.itemName, name: r.username };
  return (
    <div className="stack">
      <div className="row">
        <ConfirmAction
          label={t('pointsMall.redemptions.approve')}
          question={t(`pointsMall.redemptions.confirmApprove.${r.rewardKind}`, values)}
          busy={busy}
          onConfirm={() => decide({ id: r.id, decision: 'approve' }, r)}
        />
        <PromptAction
          danger
          label={t('pointsMall.redemptions.reject')}
          fieldLabel={t('pointsMall.redemptions.reasonLabel')}
          hint={t('pointsMall.redemptions.reasonHint')}
          minLength={0}
          maxLength={200}
          busy={busy}
          onSubmit={(reason) => decide({ id: r.id, decision: 'reject', reason }, r)}
        />
      </div>
      {error !== null && <QueryError error={error} />}
    </div>
  );
}

/**
 * The redemption queue: newest first under a status (In process by default), with the member,
 * the reward and its points; the owner and finance approve or reject what is in process.
 */
export function RedemptionQueue() {
  const { t } = useTranslation();
  const id = useId();
  const language = useUiStore((s) => s.language);
  const canDecide = useCan('loyalty.configure');
  const { status, setStatus, pageNo, setPage } = useRedemptionFilter();
  const list = useMallRedemptions({ status: status ?? undefined, pageNo, pageSize: PAGE_SIZE });
  const decision = useDecideRedemption();
  const [done, setDone] = useState<{ id: number; status: 'APPROVED' | 'REJECTED' } | null>(null);

  function decide(d: RedemptionDecision, r: AdminRedemption) {
    setDone(null);
    const status = d.decision === 'approve' ? 'APPROVED' : 'REJECTED';
    decision.mutate(d, { onSuccess: () => setDone({ id: r.id, status }) });
  }

  const failedId = decision.isError ? decision.variables.id : null;
  // A refusal shows at its row's buttons; once the row has left the queue (decided, or not in
  // this view), above the table instead.
  const rowGone =
    failedId !== null &&
    !list.data?.list.some((r) => r.id === failedId && r.status === 'IN_PROCESS');
  const columns = canDecide ? 7 : 6;

  return (
    <section className="stack" aria-labelledby={`${id}-title`} data-testid="redemption-queue">
      <h2 id={`${id}-title`} style={{ margin: 0 }}>
        {t('pointsMall.redemptions.title')}
      </h2>
      <p className="muted">{t('pointsMall.redemptions.intro')}</p>
      <div className="filters">
        <label>
          {t('pointsMall.redemptions.status')}
          <select
            value={status ?? ALL}
            onChange={(e) => {
              setDone(null);
              setStatus(REDEMPTION_STATUSES.find((s) => s === e.target.value) ?? null);
            }}
            data-testid="redemption-status-filter"
          >
            {REDEMPTION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`pointsMall.redemptionStatuses.${s}`)}
              </option>
            ))}
            <option value={ALL}>{t('pointsMall.redemptions.allStatuses')}</option>
          </select>
        </label>
      </div>
      <div aria-live="polite">
        {done && (
          <p className="success row" data-testid="redemption-done">
            <span>{t(`pointsMall.redemptions.done.${done.status}`, { id: done.id })}</span>
            {done.status !== status && (
              <button type="button" className="btn btn-link" onClick={() => setStatus(done.status)}>
                {t('pointsMall.redemptions.showStatus', {
                  status: t(`pointsMall.redemptionStatuses.${done.status}`),
                })}
              </button>
            )}
          </p>
        )}
      </div>
      {rowGone && <QueryError error={decision.error} />}
      {list.isError && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loading />}
      {list.data && (
        <>
          <div className="table-wrap">
            <table data-testid="redemptions">
              <thead>
                <tr>
                  <th scope="col">{t('pointsMall.redemptions.number')}</th>
                  <th scope="col">{t('pointsMall.redemptions.member')}</th>
                  <th scope="col">{t('pointsMall.redemptions.reward')}</th>
                  <th scope="col" className="amount">
                    {t('pointsMall.redemptions.points')}
                  </th>
                  <th scope="col">{t('pointsMall.redemptions.status')}</th>
                  <th scope="col">{t('pointsMall.redemptions.requested')}</th>
                  {canDecide && <th scope="col">{t('pointsMall.actions')}</th>}
                </tr>
              </thead>
              <tbody>
                {list.data.list.map((r) => (
                  <tr key={r.id} data-testid={`redemption-${r.id}`}>
                    <th scope="row" className="mono nowrap">
                      #{r.id}
                    </th>
                    <td>
                      <Link to={paths.member(r.memberId)}>{r.username}</Link>
                    </td>
                    <td className="text-cell">
                      {r.itemName}
                      <div className="muted">{t(`pointsMall.kinds.${r.rewardKind}`)}</div>
                    </td>
                    <td className="amount">{r.points.toLocaleString('en')}</td>
                    <td>
                      <span className={BADGE[r.status]}>
                        {t(`pointsMall.redemptionStatuses.${r.status}`)}
                      </span>
                      {r.reason && <div className="muted">{r.reason}</div>}
                      {r.decidedBy && (
                        <div className="muted nowrap">
                          {t('pointsMall.redemptions.decidedBy', {
                            name: r.decidedBy,
                            time: formatDateTime(r.decidedAt, language),
                          })}
                        </div>
                      )}
                    </td>
                    <td className="nowrap">{formatDateTime(r.createdAt, language)}</td>
                    {canDecide && (
                      <td className="actions-cell">
                        {r.status === 'IN_PROCESS' && (
                          <DecideActions
                            redemption={r}
                            busy={decision.isPending}
                            error={failedId === r.id ? decision.error : null}
                            decide={decide}
                          />
                        )}
                      </td>
                    )}
                  </tr>
                ))}
                {list.data.list.length === 0 && <EmptyRow columns={columns} />}
              </tbody>
            </table>
          </div>
          <Pager pageNo={pageNo} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
