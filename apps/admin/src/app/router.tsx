import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { AdminAction } from '@portal/contracts/admin';
import { Loading } from '../components/ui/query-error.tsx';
import { BASENAME, paths } from '../config/paths.ts';
import { ConsoleLayout } from './console-layout.tsx';
import { HomeRedirect } from './home-redirect.tsx';
import { RequirePermission } from './require-permission.tsx';
import { RequireSession } from './require-session.tsx';

const SignInPage = lazy(() => import('../features/session/sign-in.page.tsx'));
const MembersPage = lazy(() => import('../features/members/members.page.tsx'));
const MemberDetailPage = lazy(() => import('../features/members/member-detail.page.tsx'));
const AgentsPage = lazy(() => import('../features/agents/agents.page.tsx'));
const AgentSettlementsPage = lazy(() => import('../features/agents/agent-settlements.page.tsx'));
const DepositsPage = lazy(() => import('../features/wallet/deposits.page.tsx'));
const WithdrawalsPage = lazy(() => import('../features/wallet/withdrawals.page.tsx'));
const AdjustmentsPage = lazy(() => import('../features/wallet/adjustments.page.tsx'));
const PaymentMethodsPage = lazy(() => import('../features/wallet/payment-methods.page.tsx'));
const ReconciliationPage = lazy(() => import('../features/wallet/reconciliation.page.tsx'));
const GameVendorsPage = lazy(() => import('../features/games/vendors.page.tsx'));
const GamesPage = lazy(() => import('../features/games/games.page.tsx'));
const BetExceptionsPage = lazy(() => import('../features/bets/bet-exceptions.page.tsx'));
const MessagesPage = lazy(() => import('../features/messages/messages.page.tsx'));
const FeedbackPage = lazy(() => import('../features/feedback/feedback.page.tsx'));
const FeedbackItemPage = lazy(() => import('../features/feedback/feedback-item.page.tsx'));
const AnnouncementsPage = lazy(() => import('../features/announcements/announcements.page.tsx'));
const ChatDeskPage = lazy(() => import('../features/chat/chat-desk.page.tsx'));
const BannersPage = lazy(() => import('../features/content/banners.page.tsx'));
const HelpCentrePage = lazy(() => import('../features/content/help.page.tsx'));
const OutboxPage = lazy(() => import('../features/outbox/outbox.page.tsx'));
const MessagingPage = lazy(() => import('../features/outbox/messaging.page.tsx'));
const ModulesPage = lazy(() => import('../features/settings/modules.page.tsx'));
const FieldsPage = lazy(() => import('../features/settings/fields.page.tsx'));
const AuditPage = lazy(() => import('../features/audit/audit.page.tsx'));
const SitePage = lazy(() => import('../features/site/site.page.tsx'));
const PromotionsPage = lazy(() => import('../features/loyalty/promotions.page.tsx'));
const ApplicationsPage = lazy(() => import('../features/loyalty/applications.page.tsx'));
const VipLevelsPage = lazy(() => import('../features/loyalty/vip-levels.page.tsx'));
const PointsMallPage = lazy(() => import('../features/loyalty/points-mall.page.tsx'));
const OperatorsPage = lazy(() => import('../features/operators/operators.page.tsx'));

const guarded = (action: AdminAction, page: ReactNode) => (
  <RequirePermission action={action}>{page}</RequirePermission>
);

/** Every console route; pages load lazily. */
export const routes: RouteObject[] = [
  {
    path: paths.signIn,
    element: (
      <Suspense fallback={<Loading />}>
        <SignInPage />
      </Suspense>
    ),
  },
  {
    path: paths.home,
    element: (
      <RequireSession>
        <ConsoleLayout />
      </RequireSession>
    ),
    children: [
      { index: true, element: <HomeRedirect /> },
      { path: paths.members, element: guarded('members.read', <MembersPage />) },
      { path: '/members/:id', element: guarded('members.read', <MemberDetailPage />) },
      { path: paths.agents, element: guarded('agents.read', <AgentsPage />) },
      { path: paths.agentSettlements, element: guarded('agents.read', <AgentSettlementsPage />) },
      { path: paths.deposits, element: guarded('wallet.read', <DepositsPage />) },
      { path: paths.withdrawals, element: guarded('wallet.read', <WithdrawalsPage />) },
      { path: paths.adjustments, element: guarded('wallet.read', <AdjustmentsPage />) },
      { path: paths.paymentMethods, element: guarded('wallet.read', <PaymentMethodsPage />) },
      { path: paths.reconciliation, element: guarded('wallet.read', <ReconciliationPage />) },
      { path: paths.gameVendors, element: guarded('games.read', <GameVendorsPage />) },
      { path: paths.games, element: guarded('games.read', <GamesPage />) },
      { path: paths.betExceptions, element: guarded('bets.review', <BetExceptionsPage />) },
      { path: paths.messages, element: guarded('messages.send', <MessagesPage />) },
      { path: paths.site, element: guarded('site.configure', <SitePage />) },
      { path: paths.promotions, element: guarded('loyalty.read', <PromotionsPage />) },
      { path: paths.applications, element: guarded('loyalty.read', <ApplicationsPage />) },
      { path: paths.vipLevels, element: guarded('loyalty.read', <VipLevelsPage />) },
      { path: paths.pointsMall, element: guarded('loyalty.read', <PointsMallPage />) },
      { path: paths.operators, element: guarded('operators.manage', <OperatorsPage />) },
      { path: paths.feedback, element: guarded('feedback.read', <FeedbackPage />) },
      { path: '/feedback/:id', element: guarded('feedback.read', <FeedbackItemPage />) },
      { path: paths.announcements, element: guarded('content.read', <AnnouncementsPage />) },
      { path: paths.chat, element: guarded('chat.answer', <ChatDeskPage />) },
      { path: paths.banners, element: guarded('content.read', <BannersPage />) },
      { path: paths.helpCentre, element: guarded('content.read', <HelpCentrePage />) },
      { path: paths.outbox, element: guarded('outbox.read', <OutboxPage />) },
      { path: paths.messaging, element: guarded('messaging.configure', <MessagingPage />) },
      { path: paths.modules, element: guarded('settings.read', <ModulesPage />) },
      { path: paths.fields, element: guarded('settings.read', <FieldsPage />) },
      { path: paths.audit, element: guarded('audit.read', <AuditPage />) },
      { path: '*', element: <HomeRedirect /> },
    ],
  },
];

export const createConsoleRouter = () => createBrowserRouter(routes, { basename: BASENAME });
