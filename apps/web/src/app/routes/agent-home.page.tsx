import { lazy, Suspense, type ComponentType } from 'react';
import { useSearchParams } from '../../lib/router/index.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import type { TranslationKey } from '../../lib/i18n/translator.ts';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icons/icon.tsx';
import { Loading } from '../../components/ui/load-state.tsx';
import {
  AGENT_VIEW_ICONS,
  AgentCentreMenu,
} from '../../features/agent/components/agent-centre-menu.tsx';
import { AgentClock } from '../../features/agent/components/agent-clock.tsx';
import { agentViewOf, type AgentView } from '../../features/agent/agent-views.ts';
import { useMemberInfo } from '../../lib/session/member-info.ts';
import { useModalStore } from '../../lib/stores/modal-store.ts';
import { useSessionStore } from '../../lib/stores/session-store.ts';
import styles from './agent-home.module.css';
// Strings of the agent centre arrive with this chunk.
import '../../lib/i18n/agent-centre.ts';

/**
 * Each view loads when opened, as its own chunk: the entry lists only what the centre's frame
 * needs (the home page's JS budget counts those names), and an agent downloads only its views.
 */
const view = <N extends string>(load: () => Promise<Record<N, ComponentType>>, name: N) =>
  lazy(() => load().then((m) => ({ default: m[name] })));
const AgentAnnouncementsView = view(
  () => import('../../features/announcements/components/agent-announcements-view.tsx'),
  'AgentAnnouncementsView',
);
const TeamOverviewView = view(
  () => import('../../features/agent/components/team-overview-view.tsx'),
  'TeamOverviewView',
);
const RegisterCentreView = view(
  () => import('../../features/agent/components/register-centre-view.tsx'),
  'RegisterCentreView',
);
const TeamBetsView = view(
  () => import('../../features/agent/components/team-bets-view.tsx'),
  'TeamBetsView',
);
const TeamLossView = view(
  () => import('../../features/agent/components/team-loss-view.tsx'),
  'TeamLossView',
);
const IncomeView = view(
  () => import('../../features/agent/components/income-view.tsx'),
  'IncomeView',
);
const TeamTransactionsView = view(
  () => import('../../features/agent/components/team-transactions-view.tsx'),
  'TeamTransactionsView',
);
const DownlinesView = view(
  () => import('../../features/agent/components/downlines-view.tsx'),
  'DownlinesView',
);
const ContractsView = view(
  () => import('../../features/agent/components/contracts-view.tsx'),
  'ContractsView',
);

/** Each view's title (its menu entry's name), the line under it, and the view. */
const VIEWS: Record<AgentView, { lead: TranslationKey; View: ComponentType }> = {
  announcements: { lead: 'agentCentre.announcements.lead', View: AgentAnnouncementsView },
  overview: { lead: 'agentCentre.overview.lead', View: TeamOverviewView },
  register: { lead: 'agentCentre.register.lead', View: RegisterCentreView },
  downlines: { lead: 'agentCentre.downlines.lead', View: DownlinesView },
  bets: { lead: 'agentCentre.bets.lead', View: TeamBetsView },
  loss: { lead: 'agentCentre.loss.lead', View: TeamLossView },
  income: { lead: 'agentCentre.income.lead', View: IncomeView },
  transactions: { lead: 'agentCentre.transactions.lead', View: TeamTransactionsView },
  contracts: { lead: 'agentCentre.contracts.lead', View: ContractsView },
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
  const current = agentViewOf(params);
  const { lead, View } = VIEWS[current];
  const icon = AGENT_VIEW_ICONS[current];

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
          <p className={styles.kicker}>{t('agentArea.home.welcome')}</p>
          <p className={styles.name} data-testid="agent-name">
            {name}
          </p>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => openModal('changePassword')}>
            <Icon name="key" size={18} />
            {t('agentArea.forgot')}
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
          {t('agentArea.support')}
        </p>
      </div>
      <div className={styles.centre}>
        <AgentCentreMenu view={current} />
        <div className={styles.content}>
          <div className={styles.viewHead}>
            <span className={styles.viewIcon}>
              <Icon name={icon} size={22} />
            </span>
            <div className={styles.titles}>
              <h1 id="agent-home-title" className={styles.title}>
                {t(`agentCentre.menu.${current}`)}
              </h1>
              <p className={styles.lead}>{t(lead)}</p>
            </div>
          </div>
          <Suspense fallback={<Loading />}>
            <View />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
