/**
 * The agent centre's own views, chosen by /agentHome?view=… (a query parameter: the page stays
 * one route in the agent layout, and a hard reload or a shared link opens the same view), in the
 * spec's menu order: agentAnnouncement, agentTeamOverview, registerCenter, downlineManagmentView,
 * personalHistoryCopy (team betting), palStatementsAgentCopy (user loss), agentRevenueReport (my
 * income), agentDownlineTransactionDetailsCopy, then the contract kinds.
 */
export const AGENT_VIEWS = [
  'announcements',
  'overview',
  'register',
  'downlines',
  'bets',
  'loss',
  'income',
  'transactions',
  'contracts',
] as const;

export type AgentView = (typeof AGENT_VIEWS)[number];

/** The view of an address that names none, or one that does not exist. */
export const DEFAULT_AGENT_VIEW: AgentView = 'downlines';

/** The view an address asks for; the downline list when it names none or one that does not exist. */
export function agentViewOf(params: URLSearchParams): AgentView {
  const asked = params.get('view');
  return AGENT_VIEWS.find((view) => view === asked) ?? DEFAULT_AGENT_VIEW;
}
