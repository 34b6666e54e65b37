import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { ALWAYS_UP } from './db-health.ts';
import { startJobs, type Job } from './jobs.ts';

describe('scheduled jobs', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it('runs a first pass after firstAfterMs, then every everyMs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    const passes: Date[] = [];
    const daily: Job = {
      name: 'jobs-test-daily',
      everyMs: 86_400_000,
      firstAfterMs: 60_000,
      async run(_db, now) {
        passes.push(now);
      },
    };
    const app = { dbHealth: ALWAYS_UP, log: { warn() {}, error() {} } };
    const stop = startJobs(app as unknown as FastifyInstance, database.db, [daily]);
    try {
      await vi.advanceTimersByTimeAsync(59_000);
      expect(passes).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1_000);
      await vi.waitFor(() => expect(passes).toHaveLength(1));
      await vi.advanceTimersByTimeAsync(86_400_000 - 60_000);
      await vi.waitFor(() => expect(passes).toHaveLength(2));
    } finally {
      stop();
      vi.useRealTimers();
    }
  });
});
