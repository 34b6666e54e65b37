import { Fragment } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminWithdrawal } from '@portal/contracts/admin-wallet';
import { ConfirmAction } from '../../../components/ui/confirm-action.tsx';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { PromptAction } from '../../../components/ui/prompt-action.tsx';
import { ProofImage } from '../../../components/ui/proof-image.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { api, paths } from '../../../config/paths.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import type { WithdrawalStep } from '../api/review-withdrawal.ts';
import { WithdrawalStatusBadge } from './status.tsx';

export interface WithdrawalReview {
  act: (step: WithdrawalStep, withdrawal: AdminWithdrawal) => void;
  busy: boolean;
  /** The refusal of the last step and the withdrawal it was about. */
  error: { id: number; error: unknown } | null;
}

/**
 * The withdrawal queue: the payee account to pay to (whole for roles that pay out, else its last
 * four), and the moves each state allows.
 */
export function WithdrawalTable({
  rows,
  review,
  movedIds,
  onShowStatus,
}: {
  rows: readonly AdminWithdrawal[];
  review: WithdrawalReview | null;
  /** Rows acted on here that left the current view: kept until refresh, marked as moved. */
  movedIds?: ReadonlySet<number>;
  /** Opens the tab a moved row went to. */
  onShowStatus?: (status: AdminWithdrawal['status']) => void;
}) {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  const columns = review ? 8 : 7;
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">{t('wallet.columns.orderNo')}</th>
            <th scope="col">{t('wallet.columns.member')}</th>
            <th scope="col" className="amount">
              {t('wallet.columns.amount')}
            </th>
            <th scope="col">{t('wallet.columns.payee')}</th>
            <th scope="col">{t('wallet.columns.status')}</th>
            <th scope="col">{t('wallet.columns.details')}</th>
            <th scope="col">{t('wallet.columns.created')}</th>
            {review && <th scope="col">{t('wallet.columns.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((w) => (
            <Fragment key={w.id}>
              <tr>
                <th scope="row" className="mono nowrap">
                  {w.orderNo}
                </th>
                <td>
                  <Link to={paths.member(w.memberId)}>{w.username}</Link>
                </td>
                <td className="amount">{formatMoney(w.amount)}</td>
                <td>
                  <div>{w.bankName}</div>
                  <div>{w.accountName}</div>
                  <div className="mono nowrap">{w.accountNumber}</div>
                  {w.accountNumberMasked && (
                    <div className="muted">{t('wallet.withdrawals.accountMasked')}</div>
                  )}
                </td>
                <td>
                  <WithdrawalStatusBadge status={w.status} />
                  {movedIds?.has(w.id) && (
                    <div>
                      <button
                        type="button"
                        className="btn-link"
                        onClick={() => onShowStatus?.(w.status)}
                        data-testid={`withdrawal-moved-${w.orderNo}`}
                      >
                        {t('wallet.withdrawals.movedTo', {
                          status: t(`wallet.withdrawalStatus.${w.status}`),
                        })}
                      </button>
                    </div>
                  )}
                </td>
                <td className="text-cell">
                  <WithdrawalDetails withdrawal={w} />
                </td>
                <td className="nowrap">{formatDateTime(w.createdAt, language)}</td>
                {review && (
                  <td className="actions-cell">
                    <WithdrawalActions withdrawal={w} review={review} />
                  </td>
                )}
              </tr>
              {w.status === 'NOT_RECEIVED' && (
                <tr>
                  <td colSpan={columns}>
                    <NotReceivedClaim withdrawal={w} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
          {rows.length === 0 && <EmptyRow columns={columns} />}
        </tbody>
      </table>
    </div>
  );
}

function WithdrawalDetails({ withdrawal: w }: { withdrawal: AdminWithdrawal }) {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  const lines: string[] = [];
  if (w.payoutReference) lines.push(t('wallet.withdrawals.payoutRef', { ref: w.payoutReference }));
  if (w.status === 'PAYMENT_ISSUED' && w.confirmDeadline) {
    lines.push(
      t('wallet.withdrawals.deadline', { time: formatDateTime(w.confirmDeadline, language) }),
    );
  }
  if (w.status === 'RECEIVED' && w.autoConfirmed) lines.push(t('wallet.withdrawals.autoConfirmed'));
  if (w.reason) lines.push(t('wallet.reasonValue', { reason: w.reason }));
  lines.push(t('wallet.withdrawals.updated', { time: formatDateTime(w.updatedAt, language) }));
  return (
    <>
      {lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </>
  );
}

/** What the member sent with "not received": their note and the proof images. */
function NotReceivedClaim({ withdrawal: w }: { withdrawal: AdminWithdrawal }) {
  const { t } = useTranslation();
  return (
    <section
      className="notice stack sticky-cell"
      aria-label={t('wallet.withdrawals.claim', { orderNo: w.orderNo })}
    >
      <strong>{t('wallet.withdrawals.claim', { orderNo: w.orderNo })}</strong>
      <p style={{ margin: 0 }}>{w.memberNote ?? t('wallet.withdrawals.noNote')}</p>
      {w.proofIds.length > 0 ? (
        <div className="row">
          {w.proofIds.map((proofId, index) => (
            <ProofImage
              key={proofId}
              path={api.withdrawalProof(proofId)}
              label={t('wallet.withdrawals.proofN', { n: index + 1, orderNo: w.orderNo })}
            />
          ))}
        </div>
      ) : (
        <span className="muted">{t('wallet.noProof')}</span>
      )}
    </section>
  );
}

function WithdrawalActions({
  withdrawal: w,
  review,
}: {
  withdrawal: AdminWithdrawal;
  review: WithdrawalReview;
}) {
  const { t } = useTranslation();
  const failed = review.error?.id === w.id ? review.error.error : null;
  const values = { orderNo: w.orderNo, amount: formatMoney(w.amount), name: w.username };
  const act = (step: WithdrawalStep) => review.act(step, w);

  const reason = (label: string, action: 'reject' | 'fail') => (
    <PromptAction
      danger
      label={label}
      fieldLabel={t('wallet.reasonLabel')}
      hint={t('wallet.reasonHint')}
      maxLength={300}
      busy={review.busy}
      onSubmit={(text) => act({ id: w.id, action, reason: text })}
    />
  );
  const issued = (label: string) => (
    <PromptAction
      label={label}
      fieldLabel={t('wallet.withdrawals.payoutLabel')}
      hint={t('wallet.withdrawals.payoutHint', values)}
      maxLength={64}
      busy={review.busy}
      onSubmit={(payoutReference) => act({ id: w.id, action: 'payment-issued', payoutReference })}
    />
  );

  let buttons = null;
  switch (w.status) {
    case 'PENDING':
      buttons = (
        <>
          <ConfirmAction
            label={t('wallet.approve')}
            question={t('wallet.withdrawals.confirmApprove', values)}
            busy={review.busy}
            onConfirm={() => act({ id: w.id, action: 'approve' })}
          />
          {reason(t('wallet.reject'), 'reject')}
        </>
      );
      break;
    case 'APPROVED':
      buttons = (
        <>
          {issued(t('wallet.withdrawals.markIssued'))}
          {reason(t('wallet.withdrawals.fail'), 'fail')}
        </>
      );
      break;
    case 'NOT_RECEIVED':
      buttons = (
        <>
          {issued(t('wallet.withdrawals.markIssuedAgain'))}
          {reason(t('wallet.withdrawals.fail'), 'fail')}
        </>
      );
      break;
    case 'PAYMENT_ISSUED':
    case 'RECEIVED':
    case 'REJECTED':
    case 'FAILED':
      break;
  }
  if (!buttons && failed === null) return null;
  return (
    <div className="stack">
      {buttons && <div className="row">{buttons}</div>}
      {failed !== null && <QueryError error={failed} />}
    </div>
  );
}
