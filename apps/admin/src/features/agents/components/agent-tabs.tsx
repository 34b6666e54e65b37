import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import styles from '../agents.module.css';

type AgentView = 'tree' | 'settlements';

/** The agents feature's two views: the tree (with each agent's contracts) and the settlements. */
export function AgentTabs({ current }: { current: AgentView }) {
  const { t } = useTranslation();
  const tabs: { view: AgentView; to: string; label: string }[] = [
    { view: 'tree', to: paths.agents, label: t('agents.tabs.tree') },
    { view: 'settlements', to: paths.agentSettlements, label: t('agents.tabs.settlements') },
  ];
  return (
    <nav aria-label={t('agents.tabs.label')} className={`row ${styles.tabs}`}>
      {tabs.map((tab) => (
        <Link
          key={tab.view}
          to={tab.to}
          className={tab.view === current ? 'btn btn-primary' : 'btn'}
          aria-current={tab.view === current ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
