import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Settlement } from '@portal/contracts/agents';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { paths } from '../../../config/paths.ts';
import { formatCount, formatMoney, formatRateBp } from '../../../lib/format.ts';
import { ContractKindLabel, SettlementStatusBadge } from './contract-labels.tsx';

/** The money columns of a line, in order, after its rate. */
const MONEY = ['gross', 'subAgents', 'carryIn', 'carryOut', 'amount'] as const;

/**
 * Payout lines: the period, the agent (opens it in the tree), the kind, the revision (above 1 an
 * adjustment for late bets), the base and players it reached, the rate, what it earned, what its
 * sub-agents took, the dividend carry, the amount and whether it was paid or held.
 */
export function SettlementTable({ rows }: { rows: Settlement[] }) {
  const { t } = useTranslation();
  return (
    <div className="table-wrap">
      <table data-testid="settlement-lines">
        <thead>
          <tr>
            <th scope="col">{t('agents.settlements.columns.period')}</th>
            <th scope="col">{t('agents.settlements.columns.agent')}</th>
            <th scope="col">{t('agents.settlements.columns.kind')}</th>
            <th scope="col">{t('agents.settlements.columns.revision')}</th>
            <th scope="col" className="amount">
              {t('agents.settlements.columns.base')}
            </th>
            <th scope="col" className="amount">
              {t('agents.settlements.columns.activePlayers')}
            </th>
            <th scope="col" className="amount">
              {t('agents.settlements.columns.rate')}
            </th>
            {MONEY.map((column) => (
              <th key={column} scope="col" className="amount">
                {t(`agents.settlements.columns.${column}`)}
              </th>
            ))}
            <th scope="col">{t('agents.settlements.columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((line) => (
            <tr key={line.id} data-testid="settlement-line">
              <th scope="row" className="mono nowrap">
                {line.periodKey}
              </th>
              <td>
                <Link
                  to={paths.agentsUnder(line.agentId)}
                  aria-label={t('agents.settlements.openAgent', { name: line.agent })}
                >
                  {line.agent}
                </Link>
                <div className="muted mono">#{line.agentId}</div>
              </td>
              <td className="nowrap">
                <ContractKindLabel kind={line.kind} period={null} />
              </td>
              <td className="nowrap">
                {line.revision > 1 ? (
                  <span className="badge">
                    {t('agents.settlements.adjustment', { n: line.revision })}
                  </span>
                ) : (
                  line.revision
                )}
              </td>
              <td className="amount">{formatMoney(line.base)}</td>
              <td className="amount">{formatCount(line.activePlayers)}</td>
              <td className="amount">{formatRateBp(line.rateBp)}</td>
              {MONEY.map((column) => (
                <td key={column} className="amount">
                  {formatMoney(line[column])}
                </td>
              ))}
              <td>
                <SettlementStatusBadge status={line.status} />
              </td>
            </tr>
          ))}
          {rows.length === 0 && <EmptyRow columns={13} />}
        </tbody>
      </table>
    </div>
  );
}
