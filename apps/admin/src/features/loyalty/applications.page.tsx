import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATES, type AdminApplication } from '@portal/contracts/promotions';
import { ConfirmAction } from '../../components/ui/confirm-action.tsx';
import { EmptyRow } from '../../components/ui/empty-row.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { ProofImage } from '../../components/ui/proof-image.tsx';
import { PromptAction } from '../../components/ui/prompt-action.tsx';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
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

interface DecideProps {
  application: AdminApplication;
  busy: boolean;
  error: unknown;
  onApprove: () => void;
  onReject: (reason: string) => void;
}

/** Approve (asks first: the reward is paid at once) or reject with the reason the member sees. */
function DecideActions({ application: a, busy, error, onApprove, onReject }: DecideProps) {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <div className="row">
        <ConfirmAction
          label={t('applications.approve')}
          question={t('applications.confirmApprove', {
            id: a.id,
            name: a.username,
            promotion: a.title || a.promotionCode,
          })}
          busy={busy}
          onConfirm={onApprove}
        />
        <PromptAction
          danger
          label={t('applications.reject')}
          fieldLabel={t('applications.reasonLabel')}
          hint={t('applications.reasonHint')}
          minLength={1}
          maxLength={200}
          busy={busy}
          onSubmit={onReject}
        />
      </div>
      {error !== null && <QueryError error={error} />}
    </div>
  );
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

  const failedId = decision.isError ? decision.variables.id : null;
  // A refusal shows at its row's buttons; once the row has left the queue, above the table.
  const rowGone =
    failedId !== null && !list.data?.list.some((a) => a.id === failedId && a.state === 'APPLYING');
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
      <div aria-live="polite">
        {done && (
          <p className="success row" data-testid="application-done">
            <span>{t(`applications.done.${done.state}`, { id: done.id })}</span>
            {done.state !== state && (
              <button
                type="button"
                className="btn btn-link"
                onClick={() => {
                  setState(done.state);
                  setDone(null);
                }}
              >
                {t('applications.showState', { state: t(`applications.states.${done.state}`) })}
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
            <table data-testid="applications">
              <thead>
                <tr>
                  <th scope="col">{t('applications.columns.applied')}</th>
                  <th scope="col">{t('applications.columns.member')}</th>
                  <th scope="col">{t('applications.columns.promotion')}</th>
                  <th scope="col">{t('applications.columns.comment')}</th>
                  <th scope="col">{t('applications.columns.images')}</th>
                  <th scope="col">{t('applications.columns.state')}</th>
                  {canDecide && <th scope="col">{t('applications.columns.actions')}</th>}
                </tr>
              </thead>
              <tbody>
                {list.data.list.map((a) => (
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
                          <DecideActions
                            application={a}
                            busy={decision.isPending}
                            error={failedId === a.id ? decision.error : null}
                            onApprove={() => decide(a, true)}
                            onReject={(reason) => decide(a, false, reason)}
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
    </>
  );
}
