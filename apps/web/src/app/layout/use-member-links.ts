import { useNavigate } from '../../lib/router/index.ts';
import { paths } from '../../config/paths.ts';
import { openModal } from '../../lib/stores/modal-store.ts';
import { useSessionStore } from '../../lib/stores/session-store.ts';

/**
 * Where the chrome's reward-centre, VIP and invite entries lead: a visitor gets the login popup (the
 * pages need a session), a member the page itself, and an agent's invite goes to the agent centre
 * (the footer's "affiliate service for agents").
 */
export function useMemberLinks() {
  const navigate = useNavigate();
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  const go = (to: string) => () => {
    if (token === null) openModal('login');
    else void navigate(to);
  };
  return {
    rewardCenter: go(paths.rewardCenter),
    vip: go(paths.vip),
    invite: go(isAgent ? paths.agentHome : paths.referral),
  };
}
