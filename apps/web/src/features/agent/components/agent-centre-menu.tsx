import { useEffect, useRef } from 'react';
import { Link } from '../../../lib/router/index.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Icon, type IconName } from '../../../components/ui/icons/icon.tsx';
import { paths } from '../../../config/paths.ts';
import { cx } from '../../../lib/cx.ts';
import { formatCount } from '../../../lib/format.ts';
import { useMemberInfo } from '../../../lib/session/member-info.ts';
import { useContracts } from '../api/contracts.ts';
import { AGENT_VIEWS, type AgentView } from '../agent-views.ts';
import { offeredKinds } from '../contract-kinds.ts';
import { contractRequests } from '../contract-requests.ts';
import countStyles from '../../../components/ui/count-badge.module.css';
import styles from './agent-centre.module.css';
import '../../../lib/i18n/agent-centre.ts';

type MenuKey = AgentView | 'deposit' | 'withdraw' | 'messages' | 'customerService';

interface MenuEntry {
  key: MenuKey;
  to: string;
  icon: IconName;
  /** An agent-centre view (shown on this page); other entries lead to the member pages. */
  view?: AgentView;
}

/** The icon of each agent-centre view (its menu entry and its page title). */
export const AGENT_VIEW_ICONS: Record<AgentView, IconName> = {
  announcements: 'info',
  overview: 'home',
  register: 'userPlus',
  downlines: 'user',
  bets: 'dice',
  loss: 'trophy',
  income: 'chart',
  transactions: 'transfer',
  contracts: 'receipt',
};

/**
 * The spec's agent-centre menu: the centre's own views in its order, then the member pages an
 * agent uses too. The contracts entry counts the kinds with a request waiting (a new offer, a
 * termination asked), and is left out when the site offers no contract kind.
 */
export const AGENT_CENTRE_MENU: readonly MenuEntry[] = [
  ...AGENT_VIEWS.map((view) => ({
    key: view,
    to: `${paths.agentHome}?view=${view}`,
    icon: AGENT_VIEW_ICONS[view],
    view,
  })),
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
  const contracts = useContracts().data;
  const requests = contracts ? contractRequests(contracts).length : 0;
  // Known to offer no kind: no contracts entry (shown while the answer is awaited).
  const noContracts = contracts !== undefined && offeredKinds(contracts).length === 0;
  const entries = AGENT_CENTRE_MENU.filter((item) => !(item.key === 'contracts' && noContracts));
  /** A count badge: the number, and for screen readers what it counts. */
  const badge = (count: number, text: string) => (
    <>
      <span className={countStyles.count} aria-hidden="true">
        {formatCount(count, i18n.language)}
      </span>
      <span className="visually-hidden">{` (${text})`}</span>
    </>
  );

  // On the phone strip the current entry may sit off screen; bring it into view once.
  useEffect(() => {
    const active = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    active?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, []);

  return (
    <nav className={styles.menu} aria-label={t('agentCentre.menuLabel')}>
      <ul ref={list} className={styles.menuList} data-testid="agent-centre-menu">
        {entries.map((item) => {
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
                {item.key === 'messages' &&
                  unread > 0 &&
                  badge(unread, t('agentCentre.unreadBadge', { count: unread }))}
                {item.key === 'contracts' &&
                  requests > 0 &&
                  badge(requests, t('agentCentre.requestsBadge', { count: requests }))}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
