import type { Job } from '../../lib/jobs.ts';
import { prune as pruneCounters } from './attempt-limits.repo.ts';
import { pruneExpired } from './auth.repo.ts';
import { pruneStates } from './oidc.repo.ts';

/** Every 10 minutes: forget single-use values, captchas, tickets, try counters and login states past their time. */
export const authHousekeepingJob: Job = {
  name: 'auth-housekeeping',
  everyMs: 10 * 60_000,
  async run(db, now) {
    await pruneExpired(db, now);
    await pruneStates(db, now);
    await pruneCounters(db, new Date(now.getTime() - 86_400_000), now);
  },
};
