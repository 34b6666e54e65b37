import type { RouteObject } from 'react-router';
import { CATEGORY_CODES, CATEGORY_PAGE } from '../config/categories.ts';
import { AgentLayout } from './layout/agent-layout.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { lazyPage } from './lazy-page.tsx';
import type { RouteHandle } from './route-handle.ts';
import { RouteError } from './route-error.tsx';
import { requireAgentLoader, requireLoginLoader, requiresLogin } from './route-rules.ts';

const home = () => import('./routes/home.page.tsx');
const gameCenter = () => import('./routes/game-center.page.tsx');
const gameList = () => import('./routes/game-list.page.tsx');
const accountGames = () => import('./routes/account-games.page.tsx');
const lottery = () => import('./routes/lottery.page.tsx');

/** A lazy page; the paths `requiresLogin` names get the login guard (one list decides). */
function page(
  path: string,
  load: Parameters<typeof lazyPage>[0],
  handle?: RouteHandle,
  options?: Parameters<typeof lazyPage>[1],
): RouteObject {
  const guard = requiresLogin(`/${path}`) ? { guard: requireLoginLoader } : {};
  return { path, handle, ...lazyPage(load, { ...options, ...guard }) };
}

/** The spec's route table (section 2). Paths match case-insensitively. */
export const routes: RouteObject[] = [
  {
    Component: AgentLayout,
    errorElement: <RouteError />,
    children: [
      page('agent', () => import('./routes/agent-login.page.tsx')),
      page('agentHome', () => import('./routes/agent-home.page.tsx'), undefined, {
        guard: requireAgentLoader,
      }),
    ],
  },
  {
    Component: RootLayout,
    errorElement: <RouteError />,
    children: [
      {
        // Pathless so that a page error renders inside the chrome.
        errorElement: <RouteError />,
        children: [
          { index: true, ...lazyPage(home) },
          page('index', home),
          page('index.html', home),
          page('home', home),
          page('login', home, { modal: 'login' }),
          page('register', home, { modal: 'register' }),
          page('help', home, { modal: 'help' }),
          page('resetPassword', home, { modal: 'resetPassword' }),
          page('member', () => import('./routes/member.page.tsx')),
          // Player centre (spec: the entry names are the paths).
          page('depositv2', () => import('./routes/deposit.page.tsx')),
          page('withdraw', () => import('./routes/withdraw.page.tsx')),
          page('transferFund', () => import('./routes/transfer-fund.page.tsx')),
          page('transferUpline', () => import('./routes/transfer-upline.page.tsx')),
          page('transactionHistory', () => import('./routes/transaction-history.page.tsx')),
          page('personalHistoryCopy', () => import('./routes/betting-record.page.tsx')),
          page('personalProfit', () => import('./routes/personal-profit.page.tsx')),
          page('bonusDetails', () => import('./routes/bonus-details.page.tsx')),
          page('messageV2', () => import('./routes/messages.page.tsx')),
          page('rewardCenter', () => import('./routes/reward-center.page.tsx')),
          page('referral', () => import('./routes/referral.page.tsx')),
          page('feedback', () => import('./routes/feedback.page.tsx')),
          page('download', () => import('./routes/app-download.page.tsx')),
          page('liveChat', () => import('./routes/live-chat.page.tsx')),
          ...CATEGORY_CODES.map((code) => {
            const { path, kind } = CATEGORY_PAGE[code];
            return page(path.slice(1), kind === 'center' ? gameCenter : gameList, {
              category: code,
            });
          }),
          page('favorite', accountGames, { variant: 'favorite' }),
          page('recent', accountGames, { variant: 'recent' }),
          page('lottery', lottery, { variant: 'lottery' }),
          page('seaLottery', lottery, { variant: 'seaLottery' }),
          page('vnLottery', lottery, { variant: 'vnLottery' }),
          // In-house provably fair games (BGS); the launch call answers these URLs.
          page('bgs/dice', () => import('./routes/bgs-dice.page.tsx')),
          page('bgs/limbo', () => import('./routes/bgs-limbo.page.tsx')),
          page('bgs/mines', () => import('./routes/bgs-mines.page.tsx')),
          page('bgs/plinko', () => import('./routes/bgs-plinko.page.tsx')),
          page('bgs/slot', () => import('./routes/bgs-slot.page.tsx')),
          page('bgs/crash', () => import('./routes/bgs-crash.page.tsx')),
          page('bgs/verify', () => import('./routes/bgs-verify.page.tsx')),
          page('promotions', () => import('./routes/promotions.page.tsx')),
          page('pointMall', () => import('./routes/point-mall.page.tsx')),
          page('seamless', () => import('./routes/seamless.page.tsx')),
          page('*', () => import('./routes/not-found.page.tsx')),
        ],
      },
    ],
  },
];
