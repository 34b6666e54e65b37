import { useTranslation } from 'react-i18next';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
import { useReconciliation } from './api/get-reconciliation.ts';
import { ReconciliationReport } from './components/reconciliation-report.tsx';

/** Does the ledger balance? Every transaction must sum to zero and every balance match its entries. */
export default function ReconciliationPage() {
  const { t } = useTranslation();
  const report = useReconciliation();
  return (
    <>
      <h1>{t('wallet.reconciliation.title')}</h1>
      <p className="muted">{t('wallet.reconciliation.intro')}</p>
      <div className="row" style={{ marginBlockEnd: 'var(--space-4)' }}>
        <button
          type="button"
          className="btn btn-primary"
          disabled={report.isFetching}
          onClick={() => void report.refetch()}
        >
          {report.isFetching ? t('wallet.reconciliation.running') : t('wallet.reconciliation.run')}
        </button>
      </div>
      {report.isError && <QueryError error={report.error} onRetry={() => void report.refetch()} />}
      {report.isPending && <Loading />}
      {report.data && <ReconciliationReport report={report.data} />}
    </>
  );
}
