import type { TeamBetGroup, TeamTransactionType } from '@portal/contracts/agent-team';

/*
 * The team reports' groupings, transaction types and limits (packages/contracts agent-team.ts),
 * repeated so the agent centre's chunk stays free of zod; `satisfies` and a unit test keep them
 * equal to the contracts.
 */

export const TEAM_BET_GROUPS = [
  'member',
  'category',
  'day',
] as const satisfies readonly TeamBetGroup[];

export const TEAM_TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'TRANSFER',
] as const satisfies readonly TeamTransactionType[];

/** What an agent may open under itself: a player or a sub-agent. */
export const DOWNLINE_KINDS = ['PLAYER', 'AGENT'] as const;
export type DownlineKind = (typeof DOWNLINE_KINDS)[number];

/** The longest name of an affiliate link. */
export const AFFILIATE_NAME_MAX = 40;
/** The longest username or password the open-downline call takes. */
export const OPEN_DOWNLINE_FIELD_MAX = 64;

export function isTeamBetGroup(value: unknown): value is TeamBetGroup {
  return TEAM_BET_GROUPS.some((group) => group === value);
}

export function isTeamTransactionType(value: unknown): value is TeamTransactionType {
  return TEAM_TRANSACTION_TYPES.some((type) => type === value);
}

/** Rows per page of the agent centre's team lists. */
export const TEAM_PAGE_SIZE = 20;
