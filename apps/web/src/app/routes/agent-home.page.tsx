import type { ComponentType } from 'react';
import { useSearchParams } from '../../lib/router/index.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import type { TranslationKey } from '../../lib/i18n/translator.ts';
import { Button } from '../../components/ui/button.tsx';
import { Icon, type IconName } from '../../components/ui/icons/icon.tsx';
import { AgentCentreMenu } from '../../features/agent/components/agent-centre-menu.tsx';
import { AgentClock } from '../../features/agent/components/agent-clock.tsx';
import { ContractsView } from '../../features/agent/components/contracts-view.tsx';
import { DownlinesView } from '../../features/agent/components/downlines-view.tsx';
import { IncomeView } from '../../features/agent/components/income-view.tsx';
import { agentViewOf, type AgentView } from '../../features/agent/agent-views.ts';
import { useMemberInfo } from '../../lib/session/member-info.ts';
import { useModalStore } from '../../lib/stores/modal-store.ts';
import { useSessionStore } from '../../lib/stores/session-store.ts';
import styles from './agent-home.module.css';
// Strings of the agent centre arrive with this chunk.
import '../../lib/i18n/agent-centre.ts';

const VIEWS: Record<
  AgentView,
  { title: TranslationKey; lead: TranslationKey; icon: IconName; View: ComponentType }
> = {
  downlines: {
    title: 'agentCentre.menu.downlines',
    lead: 'agentCentre.downlines.lead',
    icon: 'user',
    View: DownlinesView,
  },
  contracts: {
    title: 'agentCentre.menu.contracts',
    lead: 'agentCentre.contracts.lead',
    icon: 'receipt',
    View: ContractsView,
  },
  income: {
    title: 'agentCentre.menu.income',
    lead: 'agentCentre.income.lead',
    icon: 'chart',
    View: IncomeView,
  },
};

/**
 * /agentHome: the agent centre (its loader admits agents only). The agent's name and account
 * actions, the local time and support hours, the menu, and the view named by `?view=`.
 */
export default function AgentHomePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const info = useMemberInfo();
  const userName = useSessionStore((s) => s.userName);
  const openModal = useModalStore((s) => s.openModal);
  const name = info.data?.nickname || info.data?.account || userName || '';
  const view = agentViewOf(params);
  const { title, lead, icon, View } = VIEWS[view];

  return (
    <section
      className={styles.page}
      data-testid="agent-home-page"
      aria-labelledby="agent-home-title"
    >
      <header className={styles.head}>
        <span className={styles.badge}>
          <Icon name="shield" size={22} />
        </span>
        <div className={styles.who}>
          <p className={styles.kicker}>{t('agent.home.welcome')}</p>
          <p className={styles.name} data-testid="agent-name">
            {name}
          </p>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => openModal('changePassword')}>
            <Icon name="key" size={18} />
            {t('agent.forgot')}
          </Button>
          <Button variant="outline" onClick={() => openModal('logout')} data-testid="agent-logout">
            <Icon name="logout" size={18} />
            {t('account.logout')}
          </Button>
        </div>
      </header>
      <div className={styles.strip}>
        <AgentClock />
        <p className={styles.support}>
          <Icon name="clock" size={16} />
          {t('agent.support')}
        </p>
      </div>
      <div className={styles.centre}>
        <AgentCentreMenu view={view} />
        <div className={styles.content}>
          <div className={styles.viewHead}>
            <span className={styles.viewIcon}>
              <Icon name={icon} size={22} />
            </span>
            <div className={styles.titles}>
              <h1 id="agent-home-title" className={styles.title}>
                {t(title)}
              </h1>
              <p className={styles.lead}>{t(lead)}</p>
            </div>
          </div>
          <View />
        </div>
      </div>
    </section>
  );
}
