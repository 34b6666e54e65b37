import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@portal/contracts/admin-wallet';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { formatMoney } from '../../../lib/format.ts';

/** Deposit methods in the order members see them; Edit only when `onEdit` is given. */
export function PaymentMethodTable({
  rows,
  onEdit,
}: {
  rows: readonly PaymentMethod[];
  onEdit: ((method: PaymentMethod) => void) | null;
}) {
  const { t } = useTranslation();
  const columns = onEdit ? 8 : 7;
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">{t('wallet.methods.code')}</th>
            <th scope="col">{t('wallet.methods.name')}</th>
            <th scope="col">{t('wallet.methods.type')}</th>
            <th scope="col" className="amount">
              {t('wallet.methods.limits')}
            </th>
            <th scope="col">{t('wallet.methods.payTo')}</th>
            <th scope="col">{t('wallet.methods.turnover')}</th>
            <th scope="col">{t('wallet.columns.status')}</th>
            {onEdit && <th scope="col">{t('wallet.columns.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((m) => (
            <tr key={m.id}>
              <th scope="row" className="mono">
                {m.code}
                <div className="muted">#{m.sortOrder}</div>
              </th>
              <td>
                <div lang="en">{m.nameEn}</div>
                <div lang="bn">{m.nameBn}</div>
              </td>
              <td>
                {t(`wallet.methodType.${m.type}`)}
                {m.gateway && <div className="muted mono">{m.gateway}</div>}
              </td>
              <td className="amount">
                {formatMoney(m.min)} – {formatMoney(m.max)}
              </td>
              <td>
                {[m.bankName, m.accountName].filter(Boolean).join(' · ') || '—'}
                {m.accountNumber && <div className="mono">{m.accountNumber}</div>}
              </td>
              <td className="nowrap">×{m.turnoverMultiplier}</td>
              <td>
                <span className={`badge ${m.enabled ? 'badge-ok' : ''}`}>
                  {m.enabled ? t('wallet.methods.on') : t('wallet.methods.off')}
                </span>
              </td>
              {onEdit && (
                <td>
                  <button
                    type="button"
                    className="btn"
                    aria-label={t('wallet.methods.editOf', { code: m.code })}
                    onClick={() => onEdit(m)}
                  >
                    {t('wallet.methods.edit')}
                  </button>
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
