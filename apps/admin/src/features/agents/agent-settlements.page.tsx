import { useTranslation } from 'react-i18next';
import { Pager } from '../../components/ui/pager.tsx';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useUrlPage } from '../../lib/use-url-page.ts';
import { useSettlementRuns, useSettlements, type SettlementFilter } from './api/settlements.ts';
import { AgentTabs } from './components/agent-tabs.tsx';
import { SettlementFilters } from './components/settlement-filters.tsx';
import { SettlementRunTable } from './components/settlement-run-table.tsx';
import { SettlementTable } from './components/settlement-table.tsx';
import { settlementFilterOf } from './url-params.ts';

const PAGE_SIZE = 20;
const RUNS_PAGE_SIZE = 10;
/** The runs table pages on its own parameter; the payout lines use `page`. */
const RUNS_PAGE = 'runsPage';

/**
 * What the settlement jobs paid agents: the runs (one per period and kind), then the payout
 * lines by kind, status, agent and days with the filter's paid and held totals. Filters and
 * both pages live in the address, so Back and links work.
 */
export default function AgentSettlementsPage() {
  const { t } = useTranslation();
  const { params, setParams, pageNo, setPage } = useUrlPage();
  const runsPage = useUrlPage(RUNS_PAGE);
  const filter = settlementFilterOf(params);
  const lines = useSettlements({ ...filter, pageNo, pageSize: PAGE_SIZE });
  const runs = useSettlementRuns({ pageNo: runsPage.pageNo, pageSize: RUNS_PAGE_SIZE });

  function handleSearch(next: SettlementFilter) {
    const out = new URLSearchParams();
    const kept = params.get(RUNS_PAGE);
    if (kept) out.set(RUNS_PAGE, kept);
    for (const [key, value] of Object.entries(next)) {
      if (value !== undefined) out.set(key, String(value));
    }
    setParams(out);
  }

  return (
    <>
      <h1>{t('agents.settlements.title')}</h1>
      <p className="muted">{t('agents.settlements.intro')}</p>
      <AgentTabs current="settlements" />

      <h2>{t('agents.settlements.runsTitle')}</h2>
      {runs.isError && <QueryError error={runs.error} onRetry={() => void runs.refetch()} />}
      {runs.isPending && <Loading />}
      {runs.data && (
        <>
          <SettlementRunTable rows={runs.data.list} />
          <Pager
            pageNo={runsPage.pageNo}
            pageSize={RUNS_PAGE_SIZE}
            total={runs.data.total}
            onPage={runsPage.setPage}
          />
        </>
      )}

      <h2>{t('agents.settlements.linesTitle')}</h2>
      <SettlementFilters key={params.toString()} initial={filter} onSearch={handleSearch} />
      {lines.isError && <QueryError error={lines.error} onRetry={() => void lines.refetch()} />}
      {lines.isPending && <Loading />}
      {lines.data && (
        <>
          <div
            className="card stack"
            data-testid="settlement-totals"
            style={{ marginBlockEnd: 'var(--space-3)' }}
          >
            <p className="muted" style={{ margin: 0 }}>
              {t('agents.settlements.totals')}
            </p>
            <dl className="stat-list">
              <div>
                <dt>{t('agents.settlements.paid')}</dt>
                <dd className="mono">{formatMoney(lines.data.paid)}</dd>
              </div>
              <div>
                <dt>{t('agents.settlements.held')}</dt>
                <dd className="mono">{formatMoney(lines.data.held)}</dd>
              </div>
            </dl>
          </div>
          <SettlementTable rows={lines.data.list} />
          <Pager pageNo={pageNo} pageSize={PAGE_SIZE} total={lines.data.total} onPage={setPage} />
        </>
      )}
    </>
  );
}
