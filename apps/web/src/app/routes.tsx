import { CATEGORY_CODES, CATEGORY_PAGE } from '../config/categories.ts';
import { Splash } from '../components/ui/splash.tsx';
import type { LayoutDef, PageRoute } from '../lib/router/index.ts';
import { AgentLayout } from './layout/agent-layout.tsx';
import { PageFallback, RootLayout } from './layout/root-layout.tsx';
import { lazyPage } from './lazy-page.tsx';
import type { RouteHandle } from './route-handle.ts';
import { RouteError } from './route-error.tsx';
import { requireAgent, requireLogin, requiresLogin } from './route-rules.ts';

const home = lazyPage(() => import('./routes/home.page.tsx'));
const gameCenter = lazyPage(() => import('./routes/game-center.page.tsx'));
const gameList = lazyPage(() => import('./routes/game-list.page.tsx'));
const accountGames = lazyPage(() => import('./routes/account-games.page.tsx'));
const lottery = lazyPage(() => import('./routes/lottery.page.tsx'));

type Route = PageRoute<RouteHandle>;
type Load = Parameters<typeof lazyPage>[0];

/**
 * A page of the player's chrome, lazily loaded; the paths `requiresLogin` names get the login
 * guard (one list decides). Pages sharing a module share its loader (one chunk, one cache).
 */
function page(
  path: string,
  load: Load | ReturnType<typeof lazyPage>,
  handle?: RouteHandle,
  layout = 'player',
): Route {
  const guard = requiresLogin(`/${path}`) ? { guard: requireLogin } : {};
  const ready = typeof load === 'function' ? lazyPage(load) : load;
  return { path, layout, handle, ...ready, ...guard };
}

export const layouts: Record<string, LayoutDef> = {
  // A cold load of an agent page shows the splash until the page's chunk is in.
  agent: { Component: AgentLayout, Fallback: Splash, ErrorView: RouteError },
  // The chrome draws at once around the fallback while the first page's chunk arrives; a page
  // that fails renders its error inside the chrome.
  player: { Component: RootLayout, PageFallback, ErrorView: RouteError },
};

/** The spec's route table (section 2). Paths match case-insensitively. */
export const routes: Route[] = [
  page('agent', () => import('./routes/agent-login.page.tsx'), { title: 'titles.agent' }, 'agent'),
  {
    ...page(
      'agentHome',
      () => import('./routes/agent-home.page.tsx'),
      { title: 'titles.agentHome' },
      'agent',
    ),
    guard: requireAgent,
  },
  page('', home),
  page('index', home),
  page('index.html', home),
  page('home', home),
  page('login', home, { modal: 'login', title: 'modal.titles.login' }),
  page('register', home, { modal: 'register', title: 'modal.titles.register' }),
  page('help', home, { modal: 'help', title: 'modal.titles.help' }),
  page('resetPassword', home, {
    modal: 'resetPassword',
    title: 'modal.titles.resetPassword',
  }),
  page('member', () => import('./routes/member.page.tsx'), { title: 'pages.member' }),
  // Player centre (spec: the entry names are the paths).
  page('depositv2', () => import('./routes/deposit.page.tsx'), { title: 'titles.deposit' }),
  page('withdraw', () => import('./routes/withdraw.page.tsx'), {
    title: 'titles.withdraw',
  }),
  page('transferFund', () => import('./routes/transfer-fund.page.tsx'), {
    title: 'titles.transferFund',
  }),
  page('transferUpline', () => import('./routes/transfer-upline.page.tsx'), {
    title: 'titles.transferUpline',
  }),
  page('transactionHistory', () => import('./routes/transaction-history.page.tsx'), {
    title: 'titles.transactionHistory',
  }),
  page('personalHistoryCopy', () => import('./routes/betting-record.page.tsx'), {
    title: 'titles.bettingRecord',
  }),
  page('personalProfit', () => import('./routes/personal-profit.page.tsx'), {
    title: 'titles.personalProfit',
  }),
  page('bonusDetails', () => import('./routes/bonus-details.page.tsx'), {
    title: 'titles.bonusDetails',
  }),
  page('messageV2', () => import('./routes/messages.page.tsx'), {
    title: 'titles.messages',
  }),
  page('rewardCenter', () => import('./routes/reward-center.page.tsx'), {
    title: 'titles.rewardCenter',
  }),
  page('referral', () => import('./routes/referral.page.tsx'), {
    title: 'titles.referral',
  }),
  page('vip', () => import('./routes/vip.page.tsx'), { title: 'titles.vip' }),
  page('feedback', () => import('./routes/feedback.page.tsx'), {
    title: 'titles.feedback',
  }),
  page('download', () => import('./routes/app-download.page.tsx'), {
    title: 'titles.download',
  }),
  page('liveChat', () => import('./routes/live-chat.page.tsx'), {
    title: 'titles.liveChat',
  }),
  ...CATEGORY_CODES.map((code) => {
    const { path, kind } = CATEGORY_PAGE[code];
    return page(path.slice(1), kind === 'center' ? gameCenter : gameList, {
      category: code,
      title: `nav.categories.${code}`,
    });
  }),
  page('favorite', accountGames, { variant: 'favorite', title: 'pages.favorite' }),
  page('recent', accountGames, { variant: 'recent', title: 'pages.recent' }),
  page('lottery', lottery, { variant: 'lottery', title: 'pages.lottery' }),
  page('seaLottery', lottery, { variant: 'seaLottery', title: 'pages.seaLottery' }),
  page('vnLottery', lottery, { variant: 'vnLottery', title: 'pages.vnLottery' }),
  // In-house provably fair games (BGS); the launch call answers these URLs.
  page('bgs/dice', () => import('./routes/bgs-dice.page.tsx'), { title: 'titles.dice' }),
  page('bgs/limbo', () => import('./routes/bgs-limbo.page.tsx'), { title: 'titles.limbo' }),
  page('bgs/mines', () => import('./routes/bgs-mines.page.tsx'), { title: 'titles.mines' }),
  page('bgs/plinko', () => import('./routes/bgs-plinko.page.tsx'), {
    title: 'titles.plinko',
  }),
  page('bgs/slot', () => import('./routes/bgs-slot.page.tsx'), { title: 'titles.slot' }),
  page('bgs/crash', () => import('./routes/bgs-crash.page.tsx'), { title: 'titles.crash' }),
  page('bgs/verify', () => import('./routes/bgs-verify.page.tsx'), {
    title: 'titles.verify',
  }),
  page('promotions', () => import('./routes/promotions.page.tsx'), {
    title: 'pages.promotions',
  }),
  page('pointMall', () => import('./routes/point-mall.page.tsx'), {
    title: 'pages.pointMall',
  }),
  page('seamless', () => import('./routes/seamless.page.tsx'), { title: 'pages.seamless' }),
  page('*', () => import('./routes/not-found.page.tsx'), { title: 'titles.notFound' }),
];
