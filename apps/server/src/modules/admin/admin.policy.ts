import { ADMIN_ACTIONS, type AdminAction, type OperatorRole } from '@portal/contracts/admin';

/** Who may do what in the console. Pure data: the one place a role's reach is decided. */
const GRANTS: Record<AdminAction, readonly OperatorRole[]> = {
  'members.read': ['owner', 'finance', 'support', 'agent_manager'],
  'members.lock': ['owner', 'support'],
  'members.forceReset': ['owner', 'support'],
  'outbox.read': ['owner', 'support'],
  // Reading the flags and field rules helps support answer players; only the owner edits them.
  'settings.read': ['owner', 'support', 'content'],
  'settings.write': ['owner'],
  'audit.read': ['owner'],
  // Money: finance runs the queues; a large adjustment needs a second finance or owner operator.
  'wallet.read': ['owner', 'finance', 'support'],
  'deposits.review': ['owner', 'finance'],
  'withdrawals.review': ['owner', 'finance'],
  'adjustments.create': ['owner', 'finance'],
  'adjustments.approve': ['owner', 'finance'],
  'payments.configure': ['owner'],
  // Games catalog: support reads it to answer players; content runs it (hot, new, names, order).
  'games.read': ['owner', 'support', 'content'],
  'games.write': ['owner', 'content'],
  // Bet exceptions (history rows not recorded, bets changed after settlement): money questions,
  // so finance reviews them; rows that name no white label only the owner sees.
  'bets.review': ['owner', 'finance'],
  'bets.reviewUnassigned': ['owner'],
  // Platform messages: what the site says to members is content's and support's to write.
  'messages.send': ['owner', 'support', 'content'],
  // Sms and email delivery: the owner holds the provider credentials; support re-sends a failed code.
  'messaging.configure': ['owner'],
  'outbox.retry': ['owner', 'support'],
  // Site operations (maintenance, region rules, links, domains) and operator accounts: owner only.
  'site.configure': ['owner'],
  'operators.manage': ['owner'],
  // Feedback desk: support answers players' feedback (the owner too).
  'feedback.read': ['owner', 'support'],
  'feedback.reply': ['owner', 'support'],
  // Site content (announcements, banners, help): content writes it; support reads it to answer players.
  'content.read': ['owner', 'content', 'support'],
  'content.write': ['owner', 'content'],
  // Live chat: support answers members; the owner can step in.
  'chat.answer': ['owner', 'support'],
  // Rewards: support reads the terms to answer players; what a promotion pays is money, so the
  // owner and finance set it.
  'loyalty.read': ['owner', 'finance', 'support', 'content'],
  'loyalty.configure': ['owner', 'finance'],
  // Promotion applications: support reads the member's case, finance sees the money.
  'loyalty.approve': ['owner', 'finance', 'support'],
  // Agents: the agent manager runs the tree (make agent, move a team); support reads it to answer
  // players and agents.
  'agents.read': ['owner', 'agent_manager', 'support'],
  'agents.manage': ['owner', 'agent_manager'],
};

/** The permission of the roles that pay members out; only they see payee account numbers whole. */
export const PAYOUT_ACTION: AdminAction = 'withdrawals.review';

/** True when an operator of this role may take the action. Unknown roles may do nothing. */
export function can(role: string, action: AdminAction): boolean {
  return (GRANTS[action] as readonly string[]).includes(role);
}

/** Every action the role may take, in catalogue order (sent to the console to shape its menus). */
export function permissionsOf(role: string): AdminAction[] {
  return ADMIN_ACTIONS.filter((action) => can(role, action));
}

/** Whether the role sees payee account numbers in full (it pays to them); others see the last four. */
export function seesPayeeAccounts(role: string): boolean {
  return can(role, PAYOUT_ACTION);
}
