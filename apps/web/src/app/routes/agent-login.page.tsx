import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { AgentLoginCard } from '../../features/agent/components/agent-login-card.tsx';
import { Icon, type IconName } from '../../components/ui/icons/icon.tsx';
import styles from './agent-login.module.css';
// The agent area's strings arrive with this chunk.
import '../../lib/i18n/agent-centre.ts';

const PERKS: Array<{
  icon: IconName;
  key: 'agentArea.perks.team' | 'agentArea.perks.salary' | 'agentArea.perks.reports';
}> = [
  { icon: 'userPlus', key: 'agentArea.perks.team' },
  { icon: 'clock', key: 'agentArea.perks.salary' },
  { icon: 'trophy', key: 'agentArea.perks.reports' },
];

/** /agent: agent sign-in inside the agent layout. */
export default function AgentLoginPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} data-testid="agent-login-page">
      <section className={styles.pitch} aria-label={t('agentArea.subtitle')}>
        <p className={styles.kicker}>{t('agent.layoutLabel')}</p>
        <p className={styles.lead}>{t('agentArea.subtitle')}</p>
        <ul className={styles.perks}>
          {PERKS.map((perk) => (
            <li key={perk.key}>
              <span className={styles.perkIcon}>
                <Icon name={perk.icon} size={18} />
              </span>
              {t(perk.key)}
            </li>
          ))}
        </ul>
      </section>
      <AgentLoginCard />
    </div>
  );
}
