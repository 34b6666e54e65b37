/**
 * Loyalty periods benchmark: the daily rebate over 100,000 members (BENCH_LOYALTY_MEMBERS) with a
 * day of bet rollups each, on PGlite and (when reachable) PostgreSQL.
 *
 * The demo white label is seeded (its DAILY_REBATE promotion: 0.5%, 0.8% on slots and fishing,
 * 0.6% on live casino, cap 5,000, from 1.00, 1×). Members are inserted in one statement, and each
 * of three days gets 1–3 daily rollup rows per member (game category × vendor), as the rollup job
 * would leave them. Each day is then settled as the job does it (`settlePeriod` inside one
 * transaction): claim the grants, credit them in bulk through the ledger, link them, record the
 * run. A pass's seconds and statements are measured; the median of the three days is reported.
 * After each pass a second pass of the same day must pay nothing. Then one VIP pass (fold the three
 * days, raise every member whose stake reaches a level, pay the level-up bonuses) is measured the
 * same way, and a second must raise nobody. After all of them the ledger must reconcile and every
 * member's balance must equal their grants. Last, the first day's rebates are made overdue and the
 * bonus expiry job's passes (EXPIRY_BATCH grants each) take them back: seconds and statements per
 * pass; every member's balance must then be their grants less what was taken. A violation exits 1.
 *
 * Writes bench/results/loyalty.json. Environment: BENCH_LOYALTY_MEMBERS (100000), DATABASE_URL,
 * BENCH_DB=pglite|postgres for one of them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { merchants, promotions } from '../apps/server/src/db/schema/index.ts';
import * as periodsRepo from '../apps/server/src/modules/loyalty/periods.repo.ts';
import { settlePeriod } from '../apps/server/src/modules/loyalty/periods.service.ts';
import { runVipPass } from '../apps/server/src/modules/loyalty/vip.service.ts';
import { EXPIRY_BATCH, expireDue } from '../apps/server/src/modules/loyalty/expiry.service.ts';
import type { Period } from '../apps/server/src/modules/loyalty/periods.ts';
import { dayStart, nextDay } from '../apps/server/src/lib/zoned-day.ts';
import { policyOf } from '../apps/server/src/modules/system/merchant-policy.ts';
import { createLedgerService } from '../apps/server/src/modules/wallet/ledger.service.ts';
import { dbStats, onEachBackend, type Backend } from './backends.ts';

const MEMBERS = Number(process.env.BENCH_LOYALTY_MEMBERS ?? 100_000);
const DAYS = ['2026-01-05', '2026-01-06', '2026-01-07'];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
let failed = false;
function check(ok: boolean, what: string) {
  if (!ok) {
    failed = true;
    console.error(`VIOLATION: ${what}`);
  }
}

async function run(backend: Backend) {
  const { db } = backend.database;
  await prepareDatabase(backend.database, { seed: 'always' });
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
  const merchantId = merchant.id;
  const timeZone = policyOf(merchant).timeZone;
  const t0 = performance.now();
  await db.execute(sql`
    insert into members (merchant_id, username, username_key, password_hash, referral_code)
    select ${merchantId}, 'lb' || i, 'lb' || i, 'x', 'LB' || i from generate_series(1, ${MEMBERS}) i`);
  // Per member and day: slots always, live casino for two in three, sports for one in three.
  for (const day of DAYS) {
    await db.execute(sql`
      insert into bet_rollups_daily
        (merchant_id, member_id, day, category, vendor, bet_count, stake, valid_stake, payout)
      select ${merchantId}, m.id, ${day}::date, c.category, c.vendor, 10,
        s.stake, s.stake, s.stake * 95 / 100
      from members m
      cross join (values ('RNG', 'PG', 0), ('LIVE', 'EVO', 1), ('SPORTS', 'SBO', 2)) c(category, vendor, k)
      cross join lateral (select (1000 + (m.id * 7919 + c.k * 104729) % 2000000)::bigint as stake) s
      where m.merchant_id = ${merchantId} and m.username like 'lb%'
        and (c.k = 0 or (m.id + c.k) % 3 <> 2)`);
  }
  const setupSeconds = (performance.now() - t0) / 1000;
  const [rollups] = (
    (await db.execute(sql`select count(*)::int as n from bet_rollups_daily`)) as {
      rows: { n: number }[];
    }
  ).rows;

  const ledger = createLedgerService({ db });
  const [promotion] = await db
    .select({ promotion: promotions, currency: merchants.currency, policy: merchants.policy })
    .from(promotions)
    .innerJoin(merchants, eq(merchants.id, promotions.merchantId))
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.code, 'DAILY_REBATE')));
  const passes: {
    day: string;
    seconds: number;
    statements: number;
    steps: Record<string, number>;
    members: number;
    total: string;
  }[] = [];
  const repeats: number[] = [];
  for (const day of DAYS) {
    const period: Period = {
      key: day,
      fromDay: day,
      toDay: nextDay(day),
      startsAt: dayStart(day, timeZone),
      endsAt: dayStart(nextDay(day), timeZone),
    };
    dbStats.statements = 0;
    const started = performance.now();
    const steps: Record<string, number> = {};
    let mark = started;
    const result = await db.transaction((tx) =>
      settlePeriod(tx, promotion, period, {
        ledger,
        afterStep: (step) => {
          const at = performance.now();
          steps[step] = Number(((at - mark) / 1000).toFixed(3));
          mark = at;
        },
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    passes.push({
      day,
      seconds,
      statements: dbStats.statements,
      steps,
      members: result.members,
      total: result.total.toString(),
    });
    check(result.members === MEMBERS, `${day}: paid ${result.members} of ${MEMBERS} members`);
    const again = performance.now();
    const second = await db.transaction((tx) => settlePeriod(tx, promotion, period, { ledger }));
    repeats.push((performance.now() - again) / 1000);
    check(second.paid.length === 0, `${day}: a second pass paid ${second.paid.length} members`);
    console.log(
      `${backend.name}: ${day} ${result.members.toLocaleString('en')} members paid in ${seconds.toFixed(2)} s, ${dbStats.statements} statements`,
    );
  }
  // The VIP pass over the same members: thresholds on stake only (the bench has no deposits), so
  // most members pass one or two levels at once; folding the three days, raising, paying.
  await db.execute(sql`update vip_levels set min_deposit = 0 where merchant_id = ${merchantId}`);
  const vipNow = new Date(
    Date.parse(dayStart(nextDay(DAYS[DAYS.length - 1]), timeZone)) + 3_600_000,
  );
  dbStats.statements = 0;
  const vipStarted = performance.now();
  const vipSteps: Record<string, number> = {};
  let vipMark = vipStarted;
  const [vipPass] = await db.transaction((tx) =>
    runVipPass(tx, vipNow, {
      ledger,
      // Each white label's pass reports its steps; the demo one is measured.
      afterStep: (step, merchant) => {
        if (merchant !== merchantId) return;
        const at = performance.now();
        vipSteps[step] = Number(((at - vipMark) / 1000).toFixed(3));
        vipMark = at;
      },
    }),
  );
  const vipSeconds = (performance.now() - vipStarted) / 1000;
  const vipStatements = dbStats.statements;
  const vipAgainStarted = performance.now();
  const [vipAgain] = await db.transaction((tx) => runVipPass(tx, vipNow, { ledger }));
  const vipAgainSeconds = (performance.now() - vipAgainStarted) / 1000;
  check(vipPass !== undefined && vipPass.folded.length === DAYS.length, 'VIP: days not folded');
  check(vipPass !== undefined && vipPass.reached > 0, 'VIP: nobody reached a level');
  check(vipAgain !== undefined && vipAgain.reached === 0, 'VIP: a second pass raised members');
  console.log(
    `${backend.name}: VIP pass ${vipPass?.reached.toLocaleString('en')} levels reached in ${vipSeconds.toFixed(2)} s, ${vipStatements} statements`,
  );

  const reconciled = await ledger.reconcile(merchantId);
  check(
    reconciled.unbalanced.length === 0 && reconciled.drift.length === 0 && reconciled.total === 0n,
    'the ledger does not reconcile',
  );
  const [mismatch] = (
    (await db.execute(sql`
      select count(*)::int as n from wallet_accounts w
      join members m on m.id = w.member_id and m.username like 'lb%'
      where w.merchant_id = ${merchantId} and w.kind = 'MAIN' and w.balance <> (
        select coalesce(sum(g.amount), 0) from grants g where g.member_id = w.member_id)`)) as {
      rows: { n: number }[];
    }
  ).rows;
  check(mismatch.n === 0, `${mismatch.n} balances differ from their grants`);
  // Bonus expiry: the first day's rebates (1× wagering, still open: the bench bets nothing after
  // them) are given a deadline that has passed, and the expiry job's passes of EXPIRY_BATCH
  // grants take them back. Each member's balance must then be their grants less what was taken.
  await db.execute(sql`
    update grants set expires_at = now() - interval '1 day'
    where merchant_id = ${merchantId} and source = 'REBATE' and period_key = ${DAYS[0]}`);
  const expiryPasses: { seconds: number; statements: number; expired: number }[] = [];
  for (;;) {
    dbStats.statements = 0;
    const started = performance.now();
    const expired = await db.transaction((tx) => expireDue(tx, new Date(), { ledger }));
    if (expired === 0) break;
    expiryPasses.push({
      seconds: Number(((performance.now() - started) / 1000).toFixed(3)),
      statements: dbStats.statements,
      expired,
    });
  }
  const expiredTotal = expiryPasses.reduce((sum, p) => sum + p.expired, 0);
  check(expiredTotal === MEMBERS, `expiry: ${expiredTotal} of ${MEMBERS} grants expired`);
  console.log(
    `${backend.name}: expiry ${expiredTotal.toLocaleString('en')} grants in ${expiryPasses.length} passes, median ${median(expiryPasses.map((p) => p.seconds))} s and ${median(expiryPasses.map((p) => p.statements))} statements per pass of ${EXPIRY_BATCH.toLocaleString('en')}`,
  );
  const afterExpiry = await ledger.reconcile(merchantId);
  check(
    afterExpiry.unbalanced.length === 0 && afterExpiry.drift.length === 0,
    'the ledger does not reconcile after expiry',
  );
  const [expiryMismatch] = (
    (await db.execute(sql`
      select count(*)::int as n from wallet_accounts w
      join members m on m.id = w.member_id and m.username like 'lb%'
      where w.merchant_id = ${merchantId} and w.kind = 'MAIN' and w.balance <> (
        select coalesce(sum(g.amount - coalesce((g.detail #>> '{forfeit,amount}')::bigint, 0)), 0)
        from grants g where g.member_id = w.member_id)`)) as { rows: { n: number }[] }
  ).rows;
  check(expiryMismatch.n === 0, `${expiryMismatch.n} balances differ after expiry`);
  const grants = await periodsRepo.periodGrants(db, merchantId, 'REBATE', DAYS[0]);
  return {
    backend: backend.label,
    members: MEMBERS,
    rollupRows: rollups.n,
    setupSeconds: Number(setupSeconds.toFixed(2)),
    passes: passes.map((p) => ({ ...p, seconds: Number(p.seconds.toFixed(3)) })),
    medianSeconds: Number(median(passes.map((p) => p.seconds)).toFixed(3)),
    statementsPerPass: median(passes.map((p) => p.statements)),
    secondPassMedianSeconds: Number(median(repeats).toFixed(3)),
    vip: {
      daysFolded: vipPass?.folded.length ?? 0,
      levelsReached: vipPass?.reached ?? 0,
      seconds: Number(vipSeconds.toFixed(3)),
      steps: vipSteps,
      statements: vipStatements,
      secondPassSeconds: Number(vipAgainSeconds.toFixed(3)),
    },
    expiry: {
      grants: expiredTotal,
      batch: EXPIRY_BATCH,
      passes: expiryPasses.length,
      medianSecondsPerPass: median(expiryPasses.map((p) => p.seconds)),
      statementsPerPass: median(expiryPasses.map((p) => p.statements)),
    },
    sampleGrant: grants[0]
      ? { amount: grants[0].amount.toString(), detail: grants[0].detail }
      : null,
  };
}

const results = await onEachBackend('bench_loyalty', run);
mkdirSync('bench/results', { recursive: true });
const out = {
  at: new Date().toISOString(),
  machine: { cpus: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30) },
  job: 'loyalty periods: daily rebate, one day, every member with rollups',
  results,
};
writeFileSync('bench/results/loyalty.json', `${JSON.stringify(out, null, 2)}\n`);
console.log(JSON.stringify(out, null, 2));
if (failed) process.exit(1);
