import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminTreeMember } from '@portal/contracts/agents';
import { MEMBER_TYPE } from '@portal/contracts/auth';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { paths } from '../../../config/paths.ts';
import { formatCount } from '../../../lib/format.ts';
import styles from '../agents.module.css';
import { AgentStatusBadge, AgentTypeLabel } from './agent-labels.tsx';

/** What a row's buttons open; null: the role may only read the tree (no actions column). */
export interface AgentRowActions {
  makeAgent: (member: AdminTreeMember) => void;
  move: (member: AdminTreeMember) => void;
}

/** One level of the tree; a member with downlines opens its own level. */
export function AgentTable({
  caption,
  rows,
  actions,
}: {
  caption: string;
  rows: AdminTreeMember[];
  actions: AgentRowActions | null;
}) {
  const { t } = useTranslation();
  const columns = actions ? 6 : 5;
  return (
    <div className="table-wrap">
      <table data-testid="agents-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('agents.columns.username')}</th>
            <th scope="col">{t('agents.columns.type')}</th>
            <th scope="col">{t('agents.columns.status')}</th>
            <th scope="col" className={styles.count}>
              {t('agents.columns.direct')}
            </th>
            <th scope="col" className={styles.count}>
              {t('agents.columns.team')}
            </th>
            {actions && <th scope="col">{t('agents.columns.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((m) => (
            <tr key={m.id} data-testid="agent-row">
              <th scope="row">
                {m.directCount > 0 ? (
                  <Link
                    to={paths.agentsUnder(m.id)}
                    aria-label={t('agents.openDownlines', { name: m.username })}
                  >
                    {m.username}
                  </Link>
                ) : (
                  m.username
                )}
                <div className="muted mono">#{m.id}</div>
              </th>
              <td className="nowrap">
                <AgentTypeLabel type={m.type} />
              </td>
              <td>
                <AgentStatusBadge status={m.status} />
              </td>
              <td className={styles.count}>{formatCount(m.directCount)}</td>
              <td className={styles.count}>{formatCount(m.teamCount)}</td>
              {actions && (
                <td>
                  <div className="row" style={{ flexWrap: 'nowrap' }}>
                    {!m.isAgent && m.type !== MEMBER_TYPE.trial && (
                      <button type="button" className="btn" onClick={() => actions.makeAgent(m)}>
                        {t('agents.makeAgent')}
                      </button>
                    )}
                    <button type="button" className="btn" onClick={() => actions.move(m)}>
                      {t('agents.move')}
                    </button>
                  </div>
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
