import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Icon } from '../../components/ui/icons/icon.tsx';
import { useMemberInfo } from '../../lib/session/member-info.ts';
import { useModalStore } from '../../lib/stores/modal-store.ts';
import { useSessionStore } from '../../lib/stores/session-store.ts';
import styles from './agent-home.module.css';

/** /agentHome: the agent centre (its loader admits agents only); the centre itself comes later. */
export default function AgentHomePage() {
  const { t } = useTranslation();
  const info = useMemberInfo();
  const userName = useSessionStore((s) => s.userName);
  const openModal = useModalStore((s) => s.openModal);
  const name = info.data?.nickname || info.data?.account || userName || '';

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
          <h1 id="agent-home-title" className={styles.name} data-testid="agent-name">
            {name}
          </h1>
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
      <EmptyState
        level={2}
        compact
        illustration="member"
        title={t('agent.home.soonTitle')}
        text={t('agent.home.soonText')}
      />
      <p className={styles.support}>
        <Icon name="clock" size={16} />
        {t('agent.support')}
      </p>
    </section>
  );
}
