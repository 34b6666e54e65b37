import { loadEnv } from '../../config/env.ts';
import { createDatabase } from '../../db/client.ts';
import { reconcileBets } from './reconcile.service.ts';

// `npm run bets:reconcile`: both rollup tables equal the bets they summarise (exit 1 otherwise).
const env = loadEnv();
const database = await createDatabase({ url: env.DATABASE_URL, pglitePath: env.PGLITE_PATH });
await database.migrate();
// Until the check has run, the answer is a failure (exit 1).
process.exitCode = 1;
try {
  const report = await reconcileBets(database.db);
  for (const m of report.merchants) {
    console.log(
      JSON.stringify({
        merchantId: m.merchantId,
        timeZone: m.timeZone,
        ok: m.ok,
        hourlyMismatches: m.hourly.total,
        dailyMismatches: m.daily.total,
        validStakeBreaches: m.validStake.total,
        ...(m.ok
          ? {}
          : { hourly: m.hourly.list, daily: m.daily.list, validStake: m.validStake.list }),
      }),
    );
  }
  console.log(JSON.stringify({ ok: report.ok, lag: report.lag }));
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await database.close();
}
