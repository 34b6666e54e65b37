/**
 * The agent centre's own views, chosen by /agentHome?view=… (a query parameter: the page stays
 * one route in the agent layout, and a hard reload or a shared link opens the same view). Later
 * agent entries (team overview, reports) join this list when they work.
 */
export const AGENT_VIEWS = ['downlines', 'contracts', 'income'] as const;

export type AgentView = (typeof AGENT_VIEWS)[number];

/** The view an address asks for; the first one when it names none or one that does not exist. */
export function agentViewOf(params: URLSearchParams): AgentView {
  const asked = params.get('view');
  return AGENT_VIEWS.find((view) => view === asked) ?? AGENT_VIEWS[0];
}
