import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATES, type AdminApplication } from '@portal/contracts/promotions';
import { DecisionActions, DecisionDone, QueueTable } from '../../components/ui/decision-queue.tsx';
import { ProofImage } from '../../components/ui/proof-image.tsx';
import { paths } from '../../config/paths.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { useUrlPage } from '../../lib/use-url-page.ts';
import { useApplications, useDecideApplication } from './api/applications.ts';
import { usePromotions } from './api/promotions.ts';

type State = AdminApplication['state'];

const PAGE_SIZE = 20;
const BADGE: Record<State, string> = {
  APPLYING: 'badge badge-warn',
  APPROVED: 'badge badge-ok',
  REJECTED: 'badge badge-bad',
};

/**
 * The queue's state and promotion in the address (`?state=`, `?promotionId=`, with `?page=`):
 * absent state means Waiting (the queue's work), absent promotion every promotion.
 */
function useApplicationFilter() {
  const page = useUrlPage();
  const raw = page.params.get('state');
  const state: State = APPLICATION_STATES.find((s) => s === raw) ?? 'APPLYING';
  const id = Number(page.params.get('promotionId'));
  const promotionId = Number.isInteger(id) && id > 0 ? id : undefined;
  const setFilter = (next: { state: State; promotionId: number | undefined }) =>
    page.setParams({
      ...(next.state !== 'APPLYING' ? { state: next.state } : {}),
      ...(next.promotionId ? { promotionId: String(next.promotionId) } : {}),
    });
  return {
    ...page,
    state,
    promotionId,
    setState: (s: State) => setFilter({ state: s, promotionId }),
    setPromotion: (p: number | undefined) => setFilter({ state, promotionId: p }),
  };
}

/**
 * Promotion applications (loyalty.read; loyalty.approve decides them): by state, waiting ones
 * oldest first, each with its member, promotion, comment and images; approving pays the reward,
 * rejecting tells the member why. A promotion's card links here filtered to its applications.
 */
export default function ApplicationsPage() {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  const canDecide = useCan('loyalty.approve');
  const { state, promotionId, setState, setPromotion, pageNo, setPage } = useApplicationFilter();
  const list = useApplications({ state, promotionId, pageNo, pageSize: PAGE_SIZE });
  const promotions = usePromotions();
  const decision = useDecideApplication();
  const [done, setDone] = useState<{ id: number; state: 'APPROVED' | 'REJECTED' } | null>(null);

  function decide(a: AdminApplication, approve: boolean, reason = '') {
    setDone(null);
    decision.mutate(
      { id: a.id, decision: approve ? { approve: true } : { approve: false, reason } },
      { onSuccess: () => setDone({ id: a.id, state: approve ? 'APPROVED' : 'REJECTED' }) },
    );
  }

  const failed = decision.isError ? { id: decision.variables.id, error: decision.error } : null;
  const columns = canDecide ? 7 : 6;
  // The filter offers the fixed rewards (the promotions members apply for) and the one shown.
  const choices = (promotions.data ?? []).filter((p) => p.kind === 'FIXED' || p.id === promotionId);
  const unknownChoice = promotionId !== undefined && !choices.some((p) => p.id === promotionId);

  return (
    <>
      <h1>{t('applications.title')}</h1>
      <p className="muted">{t('applications.intro')}</p>
      {!canDecide && <p className="notice">{t('applications.readOnly')}</p>}
      <nav className="row" aria-label={t('applications.tabsLabel')}>
        {APPLICATION_STATES.map((s) => (
          <button
            key={s}
            type="button"
            className={s === state ? 'btn btn-primary' : 'btn'}
            aria-pressed={s === state}
            onClick={() => {
              setDone(null);
              setState(s);
            }}
            data-testid={`application-tab-${s}`}
          >
            {t(`applications.states.${s}`)}
          </button>
        ))}
      </nav>
      <div className="filters" style={{ marginBlockStart: 'var(--space-3)' }}>
        <label>
          {t('applications.promotion')}
          <select
            value={promotionId ?? ''}
            onChange={(e) => setPromotion(e.target.value ? Number(e.target.value) : undefined)}
            data-testid="application-promotion-filter"
          >
            <option value="">{t('applications.allPromotions')}</option>
            {choices.map((p) => (
              <option key={p.id} value={p.id}>
                {p.texts.EN?.title ?? p.code}
              </option>
            ))}
            {unknownChoice && <option value={promotionId}>#{promotionId}</option>}
          </select>
        </label>
      </div>
      <DecisionDone
        text={done && t(`applications.done.${done.state}`, { id: done.id })}
        show={
          done && done.state !== state
            ? {
                label: t('applications.showState', {
                  state: t(`applications.states.${done.state}`),
                }),
                onClick: () => {
                  setState(done.state);
                  setDone(null);
                },
              }
            : null
        }
        testId="application-done"
      />
      <QueueTable
        list={list}
        failed={failed}
        isOpen={(a) => a.state === 'APPLYING'}
        testId="applications"
        head={
          <>
            <th scope="col">{t('applications.columns.applied')}</th>
            <th scope="col">{t('applications.columns.member')}</th>
            <th scope="col">{t('applications.columns.promotion')}</th>
            <th scope="col">{t('applications.columns.comment')}</th>
            <th scope="col">{t('applications.columns.images')}</th>
            <th scope="col">{t('applications.columns.state')}</th>
            {canDecide && <th scope="col">{t('applications.columns.actions')}</th>}
          </>
        }
        columns={columns}
        row={(a) => (
          <tr key={a.id} data-testid={`application-${a.id}`}>
            <th scope="row" style={{ fontWeight: 'normal' }}>
              <span className="mono">#{a.id}</span>
              <div className="nowrap">{formatDateTime(a.createdAt, language)}</div>
            </th>
            <td>
              <Link to={paths.member(a.memberId)}>{a.username}</Link>
              <div className="muted mono">#{a.memberId}</div>
            </td>
            <td className="text-cell">
              {a.title || a.promotionCode}
              <div className="muted mono">{a.promotionCode}</div>
              <div className="muted">{t('applications.period', { key: a.periodKey })}</div>
            </td>
            <td className="text-cell" style={{ whiteSpace: 'pre-wrap' }}>
              {/* Members' words are text: markup in them is shown, never run. */}
              {a.comment || <span className="muted">{t('applications.noComment')}</span>}
            </td>
            <td>
              {a.images.length === 0 ? (
                <span className="muted">{t('applications.noImages')}</span>
              ) : (
                <div className="row">
                  {a.images.map((url, i) => (
                    <ProofImage
                      key={url}
                      path={url}
                      label={t('applications.imageLabel', { n: i + 1, id: a.id })}
                    />
                  ))}
                </div>
              )}
            </td>
            <td>
              <span className={BADGE[a.state]}>{t(`applications.states.${a.state}`)}</span>
              {a.amount !== null && (
                <div className="muted nowrap">
                  {t('applications.paid', { amount: formatMoney(a.amount) })}
                </div>
              )}
              {a.reason && <div className="muted">{a.reason}</div>}
              {a.decidedBy && (
                <div className="muted nowrap">
                  {t('applications.decidedBy', {
                    name: a.decidedBy,
                    time: formatDateTime(a.decidedAt, language),
                  })}
                </div>
              )}
            </td>
            {canDecide && (
              <td className="actions-cell">
                {a.state === 'APPLYING' && (
                  <DecisionActions
                    approveLabel={t('applications.approve')}
                    question={t('applications.confirmApprove', {
                      id: a.id,
                      name: a.username,
                      promotion: a.title || a.promotionCode,
                    })}
                    rejectLabel={t('applications.reject')}
                    reasonLabel={t('applications.reasonLabel')}
                    reasonHint={t('applications.reasonHint')}
                    reasonMinLength={1}
                    busy={decision.isPending}
                    error={failed?.id === a.id ? failed.error : null}
                    onApprove={() => decide(a, true)}
                    onReject={(reason) => decide(a, false, reason)}
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
    </>
  );
}
