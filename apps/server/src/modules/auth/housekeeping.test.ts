import { describe, expect, it } from 'vitest';
import { captchas, usedNonces } from '../../db/schema/index.ts';
import { runJobOnce } from '../../lib/jobs.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { authHousekeepingJob } from './housekeeping.ts';

describe('auth housekeeping', () => {
  it('deletes expired nonces and captchas and keeps live ones', async () => {
    const database = await createTestDatabase();
    try {
      const now = new Date();
      const past = new Date(now.getTime() - 1000);
      const future = new Date(now.getTime() + 60_000);
      await database.db.insert(usedNonces).values([
        { nonce: 'old', expiresAt: past },
        { nonce: 'live', expiresAt: future },
      ]);
      await database.db.insert(captchas).values([
        { key: 'old-key', merchantId: 1, answerHash: Buffer.from('x'), expiresAt: past },
        { key: 'live-key', merchantId: 1, answerHash: Buffer.from('y'), expiresAt: future },
      ]);
      expect(await runJobOnce(database.db, authHousekeepingJob, now)).toBe(true);
      expect((await database.db.select().from(usedNonces)).map((r) => r.nonce)).toEqual(['live']);
      expect((await database.db.select().from(captchas)).map((r) => r.key)).toEqual(['live-key']);
    } finally {
      await database.close();
    }
  });
});
