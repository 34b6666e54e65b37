import { useTranslation } from 'react-i18next';
import type { SettlementRun } from '@portal/contracts/agents';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { formatCount, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { ContractKindLabel } from './contract-labels.tsx';

/** The settlement jobs' passes: per period and kind, the contracts, lines, paid and held. */
export function SettlementRunTable({ rows }: { rows: SettlementRun[] }) {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  return (
    <div className="table-wrap">
      <table data-testid="settlement-runs">
        <thead>
          <tr>
            <th scope="col">{t('agents.settlements.runColumns.kind')}</th>
            <th scope="col">{t('agents.settlements.runColumns.period')}</th>
            <th scope="col" className="amount">
              {t('agents.settlements.runColumns.contracts')}
            </th>
            <th scope="col" className="amount">
              {t('agents.settlements.runColumns.lines')}
            </th>
            <th scope="col" className="amount">
              {t('agents.settlements.runColumns.paid')}
            </th>
            <th scope="col" className="amount">
              {t('agents.settlements.runColumns.held')}
            </th>
            <th scope="col">{t('agents.settlements.runColumns.finishedAt')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((run) => (
            <tr key={run.id} data-testid="settlement-run">
              <td className="nowrap">
                <ContractKindLabel kind={run.kind} period={null} />
              </td>
              <th scope="row" className="mono">
                {run.periodKey}
              </th>
              <td className="amount">{formatCount(run.contracts)}</td>
              <td className="amount">{formatCount(run.lines)}</td>
              <td className="amount">{formatMoney(run.paid)}</td>
              <td className="amount">{formatMoney(run.held)}</td>
              <td className="nowrap">{formatDateTime(run.finishedAt, language)}</td>
            </tr>
          ))}
          {rows.length === 0 && <EmptyRow columns={7} />}
        </tbody>
      </table>
    </div>
  );
}
