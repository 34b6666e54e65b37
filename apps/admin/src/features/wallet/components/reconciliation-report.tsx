import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reconciliation } from '@portal/contracts/admin-wallet';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { formatAmount, parseSignedAmount } from '@portal/contracts/money';
import { useUiStore } from '../../../lib/ui-store.ts';

/** The difference of two wire amounts, exact (balance − entries of a drifting account). */
function difference(a: string, b: string): string {
  const x = parseSignedAmount(a);
  const y = parseSignedAmount(b);
  if (x === null || y === null) return '—';
  return formatAmount(x - y);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** The ledger check: banner, totals, what is wrong (if anything) and the balance per kind. */
export function ReconciliationReport({ report }: { report: Reconciliation }) {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  return (
    <>
      {report.ok ? (
        <p className="success" data-testid="reconciliation-banner">
          <strong>{t('wallet.reconciliation.ok')}</strong> {t('wallet.reconciliation.okDetail')}
        </p>
      ) : (
        <p className="alert" data-testid="reconciliation-banner">
          <strong>{t('wallet.reconciliation.problem')}</strong>{' '}
          {t('wallet.reconciliation.problemDetail', {
            unbalanced: report.unbalanced.length,
            drift: report.drift.length,
          })}
        </p>
      )}
      <dl className="card stat-list">
        <div>
          <dt>{t('wallet.reconciliation.checkedAt')}</dt>
          <dd>{formatDateTime(report.checkedAt, language)}</dd>
        </div>
        <div>
          <dt>{t('wallet.reconciliation.transactions')}</dt>
          <dd>{report.transactions}</dd>
        </div>
        <div>
          <dt>{t('wallet.reconciliation.entries')}</dt>
          <dd>{report.entries}</dd>
        </div>
        <div>
          <dt>{t('wallet.reconciliation.total')}</dt>
          <dd className="mono">{formatMoney(report.total)}</dd>
        </div>
      </dl>

      {report.unbalanced.length > 0 && (
        <Section title={t('wallet.reconciliation.unbalanced')}>
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('wallet.reconciliation.transactionId')}</th>
                  <th scope="col" className="amount">
                    {t('wallet.reconciliation.sum')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.unbalanced.map((u) => (
                  <tr key={u.transactionId}>
                    <th scope="row" className="mono">
                      {u.transactionId}
                    </th>
                    <td className="amount">{formatMoney(u.sum)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>
      )}

      {report.drift.length > 0 && (
        <Section title={t('wallet.reconciliation.drift')}>
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('wallet.reconciliation.accountId')}</th>
                  <th scope="col" className="amount">
                    {t('wallet.reconciliation.balance')}
                  </th>
                  <th scope="col" className="amount">
                    {t('wallet.reconciliation.entriesSum')}
                  </th>
                  <th scope="col" className="amount">
                    {t('wallet.reconciliation.difference')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.drift.map((d) => (
                  <tr key={d.accountId}>
                    <th scope="row" className="mono">
                      {d.accountId}
                    </th>
                    <td className="amount">{formatMoney(d.balance)}</td>
                    <td className="amount">{formatMoney(d.entries)}</td>
                    <td className="amount">{formatMoney(difference(d.balance, d.entries))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>
      )}

      <Section title={t('wallet.reconciliation.accounts')}>
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('wallet.reconciliation.kind')}</th>
                <th scope="col" className="amount">
                  {t('wallet.reconciliation.balance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.accounts.map((a) => (
                <tr key={a.kind}>
                  <th scope="row" className="mono">
                    {a.kind}
                  </th>
                  <td className="amount">{formatMoney(a.balance)}</td>
                </tr>
              ))}
              {report.accounts.length === 0 && (
                <tr>
                  <td colSpan={2} className="muted">
                    {t('common.empty')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </Section>
    </>
  );
}
