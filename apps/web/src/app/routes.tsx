import type { RouteObject } from 'react-router';
import { CATEGORY_CODES, CATEGORY_PAGE } from '../config/categories.ts';
import { AgentLayout } from './layout/agent-layout.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { lazyPage } from './lazy-page.tsx';
import type { RouteHandle } from './route-handle.ts';
import { RouteError } from './route-error.tsx';
import { requireAgentLoader, requireLoginLoader } from './route-rules.ts';

const home = () => import('./routes/home.page.tsx');
const gameCenter = () => import('./routes/game-center.page.tsx');
const gameList = () => import('./routes/game-list.page.tsx');
const accountGames = () => import('./routes/account-games.page.tsx');
const lottery = () => import('./routes/lottery.page.tsx');
const guarded = { guard: requireLoginLoader };

function page(
  path: string,
  load: Parameters<typeof lazyPage>[0],
  handle?: RouteHandle,
  options?: Parameters<typeof lazyPage>[1],
): RouteObject {
  return { path, handle, ...lazyPage(load, options) };
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
          page('member', () => import('./routes/member.page.tsx'), {}, guarded),
          // Player centre (spec: the entry names are the paths).
          page('depositv2', () => import('./routes/deposit.page.tsx'), {}, guarded),
          page('withdraw', () => import('./routes/withdraw.page.tsx'), {}, guarded),
          page('transferFund', () => import('./routes/transfer-fund.page.tsx'), {}, guarded),
          page('transferUpline', () => import('./routes/transfer-upline.page.tsx'), {}, guarded),
          page(
            'transactionHistory',
            () => import('./routes/transaction-history.page.tsx'),
            {},
            guarded,
          ),
          page(
            'personalHistoryCopy',
            () => import('./routes/betting-record.page.tsx'),
            {},
            guarded,
          ),
          page('personalProfit', () => import('./routes/personal-profit.page.tsx'), {}, guarded),
          page('bonusDetails', () => import('./routes/bonus-details.page.tsx'), {}, guarded),
          ...CATEGORY_CODES.map((code) => {
            const { path, kind } = CATEGORY_PAGE[code];
            return page(path.slice(1), kind === 'center' ? gameCenter : gameList, {
              category: code,
            });
          }),
          page('favorite', accountGames, { variant: 'favorite' }, guarded),
          page('recent', accountGames, { variant: 'recent' }, guarded),
          page('lottery', lottery, { variant: 'lottery' }, guarded),
          page('seaLottery', lottery, { variant: 'seaLottery' }, guarded),
          page('vnLottery', lottery, { variant: 'vnLottery' }, guarded),
          // In-house provably fair games (BGS); the launch call answers these URLs.
          page('bgs/dice', () => import('./routes/bgs-dice.page.tsx'), {}, guarded),
          page('bgs/limbo', () => import('./routes/bgs-limbo.page.tsx'), {}, guarded),
          page('bgs/mines', () => import('./routes/bgs-mines.page.tsx'), {}, guarded),
          page('bgs/plinko', () => import('./routes/bgs-plinko.page.tsx'), {}, guarded),
          page('bgs/slot', () => import('./routes/bgs-slot.page.tsx'), {}, guarded),
          page('bgs/crash', () => import('./routes/bgs-crash.page.tsx'), {}, guarded),
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
