import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { runBetRollup } from '../../../test/bet-rollups.ts';
import { insertBet, insertMerchant } from '../../../test/bet-rows.ts';
import { createDatabase } from '../../db/client.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'bets-reconcile-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run bets:reconcile` (the server package's script) on the PGlite data directory. */
function reconcileCli(): Promise<{ code: number | null; lines: Record<string, unknown>[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/modules/bets/reconcile-cli.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, PGLITE_PATH: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve) =>
    child.on('exit', (code) =>
      resolve({
        code,
        lines: out
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as Record<string, unknown>),
      }),
    ),
  );
}

/** Opens the directory, does `work`, closes it (PGlite allows one process at a time). */
async function withDb(
  work: (db: Awaited<ReturnType<typeof createDatabase>>['db']) => Promise<void>,
) {
  const database = await createDatabase({ pglitePath: dataDir });
  try {
    await database.migrate();
    await work(database.db);
  } finally {
    await database.close();
  }
}

describe('npm run bets:reconcile', () => {
  it('prints each white label’s report and the lag; exits 1 on a mismatch', async () => {
    let merchantId = 0;
    await withDb(async (db) => {
      merchantId = await insertMerchant(db, 'cli', 'Asia/Dhaka');
      await insertBet(db, {
        merchantId,
        memberId: 7,
        status: 'SETTLED',
        stake: 500n,
        payout: 100n,
      });
      await runBetRollup(db);
      await insertBet(db, {
        merchantId,
        memberId: 7,
        status: 'VOID',
        stake: 80n,
        settledAt: new Date(Date.now() - 90_000),
      });
    });
    const clean = await reconcileCli();
    expect(clean.code).toBe(0);
    expect(clean.lines[0]).toMatchObject({
      merchantId,
      timeZone: 'Asia/Dhaka',
      ok: true,
      hourlyMismatches: 0,
      dailyMismatches: 0,
      validStakeBreaches: 0,
    });
    // The void bet waits for the job: it is lag, not a mismatch.
    const summary = clean.lines.at(-1) as {
      ok: boolean;
      lag: { pending: number; lagSeconds: number };
    };
    expect(summary.ok).toBe(true);
    expect(summary.lag.pending).toBe(1);
    expect(summary.lag.lagSeconds).toBeGreaterThanOrEqual(90);

    await withDb(async (db) => {
      await db.execute(sql`update bet_rollups_daily set payout = payout + 1`);
    });
    const broken = await reconcileCli();
    expect(broken.code).toBe(1);
    expect(broken.lines[0]).toMatchObject({ ok: false, dailyMismatches: 1, hourlyMismatches: 0 });
    expect(broken.lines[0]!.daily).toEqual([
      expect.objectContaining({
        memberId: 7,
        bets: expect.objectContaining({ payout: '100' }),
        rollup: expect.objectContaining({ payout: '101' }),
      }),
    ]);
    expect(broken.lines.at(-1)).toMatchObject({ ok: false });
  }, 120_000); // four openings of a PGlite directory, two of them in a new process
});
