import type { AdminAction } from '@portal/contracts/admin';
import { paths } from '../config/paths.ts';

/** Console menu in order; each entry shows only when the role allows its action. */
export const NAV_ITEMS = [
  { to: paths.members, label: 'nav.members', action: 'members.read' },
  { to: paths.agents, label: 'nav.agents', action: 'agents.read' },
  { to: paths.deposits, label: 'nav.deposits', action: 'wallet.read' },
  { to: paths.withdrawals, label: 'nav.withdrawals', action: 'wallet.read' },
  { to: paths.adjustments, label: 'nav.adjustments', action: 'wallet.read' },
  { to: paths.paymentMethods, label: 'nav.paymentMethods', action: 'wallet.read' },
  { to: paths.reconciliation, label: 'nav.reconciliation', action: 'wallet.read' },
  { to: paths.gameVendors, label: 'nav.gameVendors', action: 'games.read' },
  { to: paths.games, label: 'nav.games', action: 'games.read' },
  { to: paths.betExceptions, label: 'nav.betExceptions', action: 'bets.review' },
  { to: paths.promotions, label: 'nav.promotions', action: 'loyalty.read' },
  { to: paths.applications, label: 'nav.applications', action: 'loyalty.read' },
  { to: paths.vipLevels, label: 'nav.vipLevels', action: 'loyalty.read' },
  { to: paths.pointsMall, label: 'nav.pointsMall', action: 'loyalty.read' },
  { to: paths.messages, label: 'nav.messages', action: 'messages.send' },
  { to: paths.feedback, label: 'nav.feedback', action: 'feedback.read' },
  { to: paths.announcements, label: 'nav.announcements', action: 'content.read' },
  { to: paths.chat, label: 'nav.chat', action: 'chat.answer' },
  { to: paths.banners, label: 'nav.banners', action: 'content.read' },
  { to: paths.helpCentre, label: 'nav.helpCentre', action: 'content.read' },
  { to: paths.outbox, label: 'nav.outbox', action: 'outbox.read' },
  { to: paths.messaging, label: 'nav.messaging', action: 'messaging.configure' },
  { to: paths.modules, label: 'nav.modules', action: 'settings.read' },
  { to: paths.fields, label: 'nav.fields', action: 'settings.read' },
  { to: paths.audit, label: 'nav.audit', action: 'audit.read' },
  { to: paths.site, label: 'nav.site', action: 'site.configure' },
  { to: paths.operators, label: 'nav.operators', action: 'operators.manage' },
] as const satisfies readonly { to: string; label: string; action: AdminAction }[];
