import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminTreeNode } from '@portal/contracts/agents';
import { paths } from '../../../config/paths.ts';
import styles from '../agents.module.css';

/**
 * Where the level shown sits: the top agents, then each upline (top first), then the member whose
 * downlines are listed. Every step but the last opens that level.
 */
export function AgentBreadcrumb({
  parentId,
  node,
}: {
  /** The member whose downlines are shown; null at the top. */
  parentId: number | null;
  /** That member with its uplines, once loaded. */
  node: AdminTreeNode | undefined;
}) {
  const { t } = useTranslation();
  const separator = (
    <span className={styles.separator} aria-hidden="true">
      ›
    </span>
  );
  return (
    <nav aria-label={t('agents.breadcrumb')} data-testid="agents-breadcrumb">
      <ol className={styles.crumbs}>
        <li>
          {parentId === null ? (
            <span aria-current="page">{t('agents.top')}</span>
          ) : (
            <Link to={paths.agents}>{t('agents.top')}</Link>
          )}
        </li>
        {parentId !== null &&
          node?.uplines.map((upline) => (
            <li key={upline.id}>
              {separator}
              <Link to={paths.agentsUnder(upline.id)}>{upline.username}</Link>
            </li>
          ))}
        {parentId !== null && (
          <li>
            {separator}
            <span aria-current="page">{node?.member.username ?? `#${parentId}`}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}
