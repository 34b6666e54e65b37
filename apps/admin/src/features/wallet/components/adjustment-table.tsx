import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Adjustment } from '@portal/contracts/admin-wallet';
import { ConfirmAction } from '../../../components/ui/confirm-action.tsx';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { PromptAction } from '../../../components/ui/prompt-action.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import type { AdjustmentDecision } from '../api/review-adjustment.ts';
import { AdjustmentStatusBadge } from './status.tsx';

export interface AdjustmentReview {
  decide: (decision: AdjustmentDecision, adjustment: Adjustment) => void;
  busy: boolean;
  /** The refusal of the last decision (e.g. the requester approving their own) and its row. */
  error: { id: number; error: unknown } | null;
}

/** Adjustments, newest first; approve / reject on pending ones when `review` is given. */
export function AdjustmentTable({
  rows,
  review,
}: {
  rows: readonly Adjustment[];
  review: AdjustmentReview | null;
}) {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  const columns = review ? 8 : 7;
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">{t('wallet.columns.created')}</th>
            <th scope="col">{t('wallet.columns.member')}</th>
            <th scope="col" className="amount">
              {t('wallet.columns.amount')}
            </th>
            <th scope="col">{t('wallet.adjustments.kind')}</th>
            <th scope="col">{t('wallet.reasonLabel')}</th>
            <th scope="col">{t('wallet.columns.status')}</th>
            <th scope="col">{t('wallet.adjustments.operators')}</th>
            {review && <th scope="col">{t('wallet.columns.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((a) => (
            <tr key={a.id}>
              <td className="nowrap">{formatDateTime(a.createdAt, language)}</td>
              <td>
                <Link to={paths.member(a.memberId)}>{a.username}</Link>
              </td>
              <td className="amount">
                {a.direction === 'CREDIT' ? '+' : '−'}
                {formatMoney(a.amount)}
              </td>
              <td>
                {t(`wallet.kind.${a.kind}`)}
                {a.direction === 'CREDIT' && a.turnoverMultiplier > 0 && (
                  <div className="muted nowrap">
                    {t('wallet.adjustments.turnoverValue', { multiplier: a.turnoverMultiplier })}
                  </div>
                )}
              </td>
              <td className="text-cell">{a.reason}</td>
              <td>
                <AdjustmentStatusBadge status={a.status} />
              </td>
              <td>
                <div className="nowrap">
                  {t('wallet.adjustments.requestedBy', { name: a.requestedBy })}
                </div>
                {a.decidedBy && (
                  <div className="muted nowrap">
                    {t('wallet.decidedBy', {
                      name: a.decidedBy,
                      time: formatDateTime(a.decidedAt, language),
                    })}
                  </div>
                )}
              </td>
              {review && (
                <td className="actions-cell">
                  <AdjustmentActions adjustment={a} review={review} />
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

function AdjustmentActions({
  adjustment: a,
  review,
}: {
  adjustment: Adjustment;
  review: AdjustmentReview;
}) {
  const { t } = useTranslation();
  const failed = review.error?.id === a.id ? review.error.error : null;
  if (a.status !== 'PENDING' && failed === null) return null;
  const values = {
    amount: formatMoney(a.amount),
    name: a.username,
    requester: a.requestedBy,
  };
  return (
    <div className="stack">
      {a.status === 'PENDING' && (
        <div className="row">
          <ConfirmAction
            label={t('wallet.approve')}
            question={t(
              a.direction === 'CREDIT'
                ? 'wallet.adjustments.confirmApproveCredit'
                : 'wallet.adjustments.confirmApproveDebit',
              values,
            )}
            busy={review.busy}
            onConfirm={() => review.decide({ id: a.id, decision: 'approve' }, a)}
          />
          <PromptAction
            danger
            label={t('wallet.reject')}
            fieldLabel={t('wallet.reasonLabel')}
            maxLength={300}
            busy={review.busy}
            onSubmit={(reason) => review.decide({ id: a.id, decision: 'reject', reason }, a)}
          />
        </div>
      )}
      {failed !== null && <QueryError error={failed} />}
    </div>
  );
}
