import { paths } from '../config/paths.ts';
import { hasToken, useSessionStore } from '../lib/stores/session-store.ts';

/**
 * Game pages hide the side menu (spec section 2): paths under /seamless, /lottery, the spec's
 * spelling "/lottert", /seaLottery and /vnLottery, case-insensitive; and the in-house game pages
 * under /bgs/ (/bgs/dice, /bgs/crash, /bgs/verify…), but not the BGS game list (/bgs, /bgs/).
 */
const GAME_PAGE_PATH = /^\/(seamless|lottery|lottert|sealottery|vnlottery|bgs\/[^/])/i;

export function isGamePage(pathname: string): boolean {
  return GAME_PAGE_PATH.test(pathname);
}

/** Pages that need a session token; without one they redirect to /login (routes.tsx reads it). */
export const LOGIN_REQUIRED_PATHS = [
  paths.member,
  paths.lottery,
  paths.seaLottery,
  paths.vnLottery,
  paths.favorite,
  paths.recent,
  paths.deposit,
  paths.withdraw,
  paths.transferFund,
  paths.transferUpline,
  paths.transactionHistory,
  paths.bettingRecord,
  paths.personalProfit,
  paths.bonusDetails,
  paths.messages,
  paths.rewardCenter,
  paths.referral,
  paths.vip,
  paths.liveChat,
  '/bgs/dice',
  '/bgs/limbo',
  '/bgs/mines',
  '/bgs/plinko',
  '/bgs/slot',
  '/bgs/crash',
] as const;

export function requiresLogin(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return LOGIN_REQUIRED_PATHS.some((p) => p.toLowerCase() === path);
}

/** The agent layout replaces the player chrome on these paths. */
export function isAgentPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path === '/agent' || path === '/agenthome';
}

/** Route guard: to /login when there is no token. */
export function requireLogin(): string | null {
  return hasToken() ? null : paths.login;
}

/** Route guard: the agent centre is for agents only; everyone else goes to the agent login. */
export function requireAgent(): string | null {
  const { token, isAgent } = useSessionStore.getState();
  return token && isAgent ? null : paths.agent;
}
