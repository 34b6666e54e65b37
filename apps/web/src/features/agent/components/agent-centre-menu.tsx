import { useEffect, useRef } from 'react';
import { Link } from '../../../lib/router/index.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Icon, type IconName } from '../../../components/ui/icons/icon.tsx';
import { paths } from '../../../config/paths.ts';
import { cx } from '../../../lib/cx.ts';
import { formatCount } from '../../../lib/format.ts';
import { useMemberInfo } from '../../../lib/session/member-info.ts';
import type { AgentView } from '../agent-views.ts';
import countStyles from '../../../components/ui/count-badge.module.css';
import styles from './agent-centre.module.css';
import '../../../lib/i18n/agent-centre.ts';

type MenuKey = 'downlines' | 'deposit' | 'withdraw' | 'messages' | 'customerService';

interface MenuEntry {
  key: MenuKey;
  to: string;
  icon: IconName;
  /** An agent-centre view (shown on this page); other entries lead to the member pages. */
  view?: AgentView;
}

/**
 * The spec's agent-centre menu, only the entries that work today: the centre's own views, then
 * the member pages an agent uses too (the other agent entries join when they are built).
 */
export const AGENT_CENTRE_MENU: readonly MenuEntry[] = [
  { key: 'downlines', to: `${paths.agentHome}?view=downlines`, icon: 'user', view: 'downlines' },
  { key: 'deposit', to: paths.deposit, icon: 'cashIn' },
  { key: 'withdraw', to: paths.withdraw, icon: 'cashOut' },
  { key: 'messages', to: paths.messages, icon: 'mail' },
  { key: 'customerService', to: paths.liveChat, icon: 'headset' },
];

/** The agent centre's menu: a column on wide screens, a scrolling strip on phones. */
export function AgentCentreMenu({ view }: { view: AgentView }) {
  const { t, i18n } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  const unread = useMemberInfo().data?.unreadMessage ?? 0;

  // On the phone strip the current entry may sit off screen; bring it into view once.
  useEffect(() => {
    const active = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    active?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, []);

  return (
    <nav className={styles.menu} aria-label={t('agentCentre.menuLabel')}>
      <ul ref={list} className={styles.menuList} data-testid="agent-centre-menu">
        {AGENT_CENTRE_MENU.map((item) => {
          const isActive = item.view !== undefined && item.view === view;
          return (
            <li key={item.key}>
              <Link
                to={item.to}
                aria-current={isActive ? 'page' : undefined}
                className={cx(styles.menuItem, isActive && styles.active)}
                data-testid={`agent-centre-${item.key}`}
              >
                <Icon name={item.icon} size={18} />
                <span>{t(`agentCentre.menu.${item.key}`)}</span>
                {item.key === 'messages' && unread > 0 && (
                  <>
                    <span className={countStyles.count} aria-hidden="true">
                      {formatCount(unread, i18n.language)}
                    </span>
                    <span className="visually-hidden">
                      {` (${t('agentCentre.unreadBadge', { count: unread })})`}
                    </span>
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
