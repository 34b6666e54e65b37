import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REDEMPTION_STATUSES, type AdminRedemption } from '@portal/contracts/points';
import {
  DecisionActions,
  DecisionDone,
  QueueTable,
} from '../../../components/ui/decision-queue.tsx';
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

  const failed = decision.isError ? { id: decision.variables.id, error: decision.error } : null;
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
      <DecisionDone
        text={done && t(`pointsMall.redemptions.done.${done.status}`, { id: done.id })}
        show={
          done && done.status !== status
            ? {
                label: t('pointsMall.redemptions.showStatus', {
                  status: t(`pointsMall.redemptionStatuses.${done.status}`),
                }),
                onClick: () => setStatus(done.status),
              }
            : null
        }
        testId="redemption-done"
      />
      <QueueTable
        list={list}
        failed={failed}
        isOpen={(r) => r.status === 'IN_PROCESS'}
        testId="redemptions"
        head={
          <>
            <th scope="col">{t('pointsMall.redemptions.number')}</th>
            <th scope="col">{t('pointsMall.redemptions.member')}</th>
            <th scope="col">{t('pointsMall.redemptions.reward')}</th>
            <th scope="col" className="amount">
              {t('pointsMall.redemptions.points')}
            </th>
            <th scope="col">{t('pointsMall.redemptions.status')}</th>
            <th scope="col">{t('pointsMall.redemptions.requested')}</th>
            {canDecide && <th scope="col">{t('pointsMall.actions')}</th>}
          </>
        }
        columns={columns}
        row={(r) => (
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
                  <DecisionActions
                    approveLabel={t('pointsMall.redemptions.approve')}
                    question={t(`pointsMall.redemptions.confirmApprove.${r.rewardKind}`, {
                      id: r.id,
                      item: r.itemName,
                      name: r.username,
                    })}
                    rejectLabel={t('pointsMall.redemptions.reject')}
                    reasonLabel={t('pointsMall.redemptions.reasonLabel')}
                    reasonHint={t('pointsMall.redemptions.reasonHint')}
                    reasonMinLength={0}
                    busy={decision.isPending}
                    error={failed?.id === r.id ? failed.error : null}
                    onApprove={() => decide({ id: r.id, decision: 'approve' }, r)}
                    onReject={(reason) => decide({ id: r.id, decision: 'reject', reason }, r)}
                  />
                )}
              </td>
            )}
          </tr>
        )}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPage={setPage}
      />
    </section>
  );
}
