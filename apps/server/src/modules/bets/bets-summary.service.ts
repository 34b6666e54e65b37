import type { Executor } from '../../db/client.ts';
import * as repo from './bets-summary.repo.ts';

export type { PlayOf, PlaySpan, PlaySplit, PlayTotals } from './bets-summary.repo.ts';

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
