import { AccountGamesView } from '../../features/games/components/account-games-view.tsx';
import { useRouteHandle } from '../route-handle.ts';

/** /favorite and /recent: the member's own game lists (login required). */
export default function AccountGamesPage() {
  const variant = useRouteHandle().variant === 'recent' ? 'recent' : 'favorite';
  return <AccountGamesView key={variant} variant={variant} />;
}
