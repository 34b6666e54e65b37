import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminTreeNode } from '@portal/contracts/agents';
import { paths } from '../../../config/paths.ts';
import styles from '../agents.module.css';
import { AgentContracts } from './agent-contracts.tsx';
import { HoldBanner } from './hold-banner.tsx';

/**
 * The opened agent's pay: the hold on its payouts, its contracts, and the way to its payout
 * lines. The buttons show to agents.manage only.
 */
export function AgentPayPanel({ node, canManage }: { node: AdminTreeNode; canManage: boolean }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  const agent = node.member;
  return (
    <section
      className={`stack ${styles.pay}`}
      aria-labelledby={`pay-${agent.id}`}
      data-testid="agent-pay"
    >
      <h2 id={`pay-${agent.id}`} className={styles.heading}>
        {t('agents.pay.title', { name: agent.username })}
      </h2>
      <div aria-live="polite" data-testid="agent-pay-notice">
        {notice && <p className="success">{notice}</p>}
      </div>
      <HoldBanner node={node} canManage={canManage} onDone={setNotice} />
      <AgentContracts agent={agent} canManage={canManage} onDone={setNotice} />
      <p style={{ margin: 0 }}>
        <Link to={paths.agentSettlementsOf(agent.id)}>
          {t('agents.pay.lines', { name: agent.username })}
        </Link>
      </p>
    </section>
  );
}
