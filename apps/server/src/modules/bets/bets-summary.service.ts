import type { Executor } from '../../db/client.ts';
import * as repo from './bets-summary.repo.ts';

export type {
  PlayOf,
  PlaySpan,
  PlaySplit,
  PlayTotals,
  TeamOf,
  TeamPlayRow,
} from './bets-summary.repo.ts';

/**
 * Members' play from the rollups (bets-summary.repo.ts `memberTotals`): what other modules call,
 * since they never import this module's repos. Rebates, VIP, missions, tasks and agent pay read
 * play only through here.
 */
export function memberTotals(
  db: Executor,
  who: repo.PlayOf,
  span: repo.PlaySpan,
  split: readonly repo.PlaySplit[] = [],
) {
  return repo.memberTotals(db, who, span, split);
}

/** A team's play grouped by member, category or day (bets-summary.repo.ts `teamPlay`). */
export function teamPlay(
  db: Executor,
  team: repo.TeamOf,
  span: { from: string; to: string },
  by: 'member' | 'category' | 'day',
  page: { limit: number; offset: number },
) {
  return repo.teamPlay(db, team, span, by, page);
}
