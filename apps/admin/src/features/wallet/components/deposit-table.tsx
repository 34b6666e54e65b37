import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminDeposit } from '@portal/contracts/admin-wallet';
import { ConfirmAction } from '../../../components/ui/confirm-action.tsx';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { PromptAction } from '../../../components/ui/prompt-action.tsx';
import { ProofButton } from '../../../components/ui/proof-image.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { api, paths } from '../../../config/paths.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import type { DepositDecision } from '../api/review-deposit.ts';
import { DepositStatusBadge } from './status.tsx';

export interface DepositReview {
  decide: (decision: DepositDecision, deposit: AdminDeposit) => void;
  busy: boolean;
  /** The refusal of the last decision and the deposit it was about. */
  error: { id: number; error: unknown } | null;
}

/** The deposit queue; review buttons only when `review` is given (the operator may review). */
export function DepositTable({
  rows,
  review,
}: {
  rows: readonly AdminDeposit[];
  review: DepositReview | null;
}) {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  const columns = review ? 9 : 8;
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">{t('wallet.columns.orderNo')}</th>
            <th scope="col">{t('wallet.columns.member')}</th>
            <th scope="col">{t('wallet.columns.method')}</th>
            <th scope="col" className="amount">
              {t('wallet.columns.amount')}
            </th>
            <th scope="col">{t('wallet.columns.reference')}</th>
            <th scope="col">{t('wallet.columns.proof')}</th>
            <th scope="col">{t('wallet.columns.status')}</th>
            <th scope="col">{t('wallet.columns.created')}</th>
            {review && <th scope="col">{t('wallet.columns.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((d) => (
            <tr key={d.id}>
              <th scope="row" className="mono nowrap">
                {d.orderNo}
              </th>
              <td>
                <Link to={paths.member(d.memberId)}>{d.username}</Link>
              </td>
              <td className="nowrap">
                {d.methodCode}
                <div className="muted">{t(`wallet.methodType.${d.methodType}`)}</div>
              </td>
              <td className="amount">{formatMoney(d.amount)}</td>
              <td className="mono">{d.reference ?? '—'}</td>
              <td>
                {d.hasProof ? (
                  <ProofButton path={api.depositProof(d.id)} label={d.orderNo} />
                ) : (
                  <span className="muted">{t('wallet.noProof')}</span>
                )}
              </td>
              <td>
                <DepositStatusBadge status={d.status} />
                {d.reason && <div className="muted">{d.reason}</div>}
                {d.decidedBy && (
                  <div className="muted nowrap">
                    {t('wallet.decidedBy', {
                      name: d.decidedBy,
                      time: formatDateTime(d.decidedAt, language),
                    })}
                  </div>
                )}
                {d.gatewayTxnId && (
                  <div className="muted mono">{t('wallet.gatewayTxn', { id: d.gatewayTxnId })}</div>
                )}
              </td>
              <td className="nowrap">{formatDateTime(d.createdAt, language)}</td>
              {review && (
                <td className="actions-cell">
                  <DepositActions deposit={d} review={review} />
                </td>
              )}
            </tr>
          ))}
          {rows.length === 0 && <EmptyRow columns={columns} />}
        </tbody>
      </table>
    </div>
  );
}

function DepositActions({ deposit, review }: { deposit: AdminDeposit; review: DepositReview }) {
  const { t } = useTranslation();
  const failed = review.error?.id === deposit.id ? review.error.error : null;
  if (deposit.status !== 'PENDING') return null;
  const values = {
    orderNo: deposit.orderNo,
    amount: formatMoney(deposit.amount),
    name: deposit.username,
  };
  return (
    <div className="stack">
      <div className="row">
        <ConfirmAction
          label={t('wallet.approve')}
          question={t('wallet.deposits.confirmApprove', values)}
          busy={review.busy}
          onConfirm={() => review.decide({ id: deposit.id, decision: 'approve' }, deposit)}
        />
        <PromptAction
          danger
          label={t('wallet.reject')}
          fieldLabel={t('wallet.reasonLabel')}
          hint={t('wallet.reasonHint')}
          maxLength={300}
          busy={review.busy}
          onSubmit={(reason) =>
            review.decide({ id: deposit.id, decision: 'reject', reason }, deposit)
          }
        />
      </div>
      {failed !== null && <QueryError error={failed} />}
    </div>
  );
}
