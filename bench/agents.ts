/**
 * Agent pay benchmark (issue 16): the real-time salary over 10,000 agents (BENCH_AGENTS) and
 * 200,000 members (BENCH_AGENT_MEMBERS) with a day of bet rollups, on PGlite and (when reachable)
 * PostgreSQL.
 *
 * The tree: 1 % of the agents at the top, 9 % under them, the rest under those (three levels);
 * every member under a random agent of the last level. Every agent has a REALTIME_SALARY contract
 * (two tiers, a top agent's rates highest, each level below lower, as the offer rule requires).
 * Each member has 1–2 daily rollup rows for today. A pass is the job's: `settlePeriod` over today's
 * open period in one transaction (write the lines set-based, pay them from AGENT_COMMISSION in
 * bulk, mark them, record the run). Measured: pass 1 (the day so far), pass 2 after a tenth of the
 * members played 5 more minutes (pays the differences), pass 3 with nothing new (pays nothing).
 * Seconds and statements per pass. Checks: every agent is paid its team's salary less its
 * sub-agents' (so the lines sum to the top agents' gross), a pass with nothing new writes no line,
 * and the ledger reconciles. A violation exits 1.
 *
 * Writes bench/results/agents.json. Environment: BENCH_AGENTS (10000), BENCH_AGENT_MEMBERS
 * (200000), DATABASE_URL, BENCH_DB=pglite|postgres for one of them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { merchants } from '../apps/server/src/db/schema/index.ts';
import { duePeriods } from '../apps/server/src/modules/agents/settlement.periods.ts';
import { PAY_STEPS, settlePeriod } from '../apps/server/src/modules/agents/settlement.service.ts';
import { policyOf } from '../apps/server/src/modules/system/merchant-policy.ts';
import { createLedgerService } from '../apps/server/src/modules/wallet/ledger.service.ts';
import { dbStats, onEachBackend, type Backend } from './backends.ts';

const AGENTS = Number(process.env.BENCH_AGENTS ?? 10_000);
const MEMBERS = Number(process.env.BENCH_AGENT_MEMBERS ?? 200_000);
let failed = false;
function check(ok: boolean, what: string) {
  if (!ok) {
    failed = true;
    console.error(`VIOLATION: ${what}`);
  }
}
type Rows<T> = { rows: T[] };

async function run(backend: Backend) {
  const { db } = backend.database;
  await prepareDatabase(backend.database, { seed: 'always' });
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
  const merchantId = merchant.id;
  const timeZone = policyOf(merchant).timeZone;
  const top = Math.max(1, Math.round(AGENTS / 100));
  const mid = Math.max(1, Math.round(AGENTS / 10)) - top;
  const low = AGENTS - top - mid;
  const t0 = performance.now();
  // Level by level: the insert trigger builds each path from the upline's.
  // Level by level, set-based: the uplines numbered in one pass and joined by number (a lookup per
  // row was minutes at 200,000 members); the insert trigger builds each path from the upline's.
  const level = async (prefix: string, count: number, uplinePrefix: string | null, of: number) => {
    const type = prefix === 'bm' ? 0 : 1;
    await db.execute(
      uplinePrefix === null
        ? sql`
          insert into members (merchant_id, username, username_key, password_hash, referral_code,
            type)
          select ${merchantId}, ${prefix} || i, ${prefix} || i, 'x', upper(${prefix}) || i, ${type}
          from generate_series(1, ${count}) i`
        : sql`
          with ups as materialized (
            select id, row_number() over (order by id) - 1 as n from members
            where merchant_id = ${merchantId} and username_key like ${`${uplinePrefix}%`}
          )
          insert into members (merchant_id, username, username_key, password_hash, referral_code,
            type, upline_id)
          select ${merchantId}, ${prefix} || i, ${prefix} || i, 'x', upper(${prefix}) || i, ${type},
            u.id
          from generate_series(1, ${count}) i
          join ups u on u.n = (i * 7919) % ${of}
          order by i`,
    );
    await db.execute(sql`analyze members`);
  };
  await level('ba', top, null, 1);
  await level('bb', mid, 'ba', top);
  await level('bc', low, 'bb', mid);
  await level('bm', MEMBERS, 'bc', low);
  const contract = (prefix: string, rate1: number, rate2: number) => sql`
    insert into agent_contracts (merchant_id, agent_id, upline_id, kind, tiers, status, accepted_at)
    select ${merchantId}, m.id, m.upline_id, 'REALTIME_SALARY',
      jsonb_build_array(
        jsonb_build_object('minBase', '0', 'minActivePlayers', 0, 'rateBp', ${rate1}::int),
        jsonb_build_object('minBase', '5000000', 'minActivePlayers', 5, 'rateBp', ${rate2}::int)),
      'ACTIVE', now() - interval '2 days'
    from members m where m.merchant_id = ${merchantId} and m.username_key like ${`${prefix}%`}`;
  await db.execute(contract('ba', 60, 100));
  await db.execute(contract('bb', 40, 70));
  await db.execute(contract('bc', 20, 40));
  const pay = duePeriods('REALTIME_SALARY', null, new Date(), timeZone).find((p) => p.open)!;
  const today = pay.key;
  await db.execute(sql`
    insert into bet_rollups_daily
      (merchant_id, member_id, day, category, vendor, bet_count, stake, valid_stake, payout)
    select ${merchantId}, m.id, ${today}::date, c.category, c.vendor, 10, s.stake, s.stake,
      s.stake * 95 / 100
    from members m
    cross join (values ('RNG', 'PG', 0), ('LIVE', 'EVO', 1)) c(category, vendor, k)
    cross join lateral (select (1000 + (m.id * 7919 + c.k * 104729) % 200000)::bigint as stake) s
    where m.merchant_id = ${merchantId} and m.username_key like 'bm%' and (c.k = 0 or m.id % 2 = 0)`);
  await db.execute(sql`analyze bet_rollups_daily`);
  await db.execute(sql`analyze agent_contracts`);
  const setupSeconds = (performance.now() - t0) / 1000;
  const ledger = createLedgerService({ db });
  const currency = { id: merchantId, currency: merchant.currency };

  const passes: {
    pass: string;
    seconds: number;
    statements: number;
    steps: Record<string, number>;
    contracts: number;
    lines: number;
    paid: string;
  }[] = [];
  const measure = async (name: string) => {
    const now = new Date();
    const period = duePeriods('REALTIME_SALARY', null, now, timeZone).find((p) => p.open)!;
    dbStats.statements = 0;
    const started = performance.now();
    const steps: Record<string, number> = {};
    let mark = started;
    const result = await db.transaction((tx) =>
      settlePeriod(tx, currency, 'REALTIME_SALARY', null, period, {
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
      pass: name,
      seconds: Number(seconds.toFixed(3)),
      statements: dbStats.statements,
      steps,
      contracts: result.contracts,
      lines: result.lines,
      paid: result.paid.toString(),
    });
    console.log(
      `${backend.name}: ${name}: ${result.contracts.toLocaleString('en')} contracts, ${result.lines.toLocaleString('en')} lines, ${seconds.toFixed(2)} s, ${dbStats.statements} statements`,
    );
    return result;
  };

  // The differentials telescope: what every agent is owed sums to the top agents' gross.
  const topGross = async () => {
    // Computed here from the members' paths and today's rollups, not by the statement measured.
    const rows = (
      (await db.execute(sql`
        select m.tree_path as path, coalesce(sum(r.valid_stake), 0)::text as stake
        from members m
        left join bet_rollups_daily r on r.member_id = m.id and r.merchant_id = ${merchantId}
          and r.day = ${today}::date
        where m.merchant_id = ${merchantId} and m.username_key like 'b%'
        group by m.id, m.tree_path`)) as Rows<{ path: string; stake: string }>
    ).rows;
    const team = new Map<string, { stake: bigint; players: number }>();
    for (const row of rows) {
      const stake = BigInt(row.stake);
      const topId = row.path.split('/')[1];
      if (row.path === `/${topId}/`) continue;
      const t = team.get(topId) ?? { stake: 0n, players: 0 };
      t.stake += stake;
      if (stake >= 100n) t.players += 1;
      team.set(topId, t);
    }
    let gross = 0n;
    for (const t of team.values()) {
      gross += (t.stake * (t.stake >= 5_000_000n && t.players >= 5 ? 100n : 60n)) / 10_000n;
    }
    return gross;
  };
  const paidSoFar = async () => {
    const [row] = (
      (await db.execute(sql`
        select coalesce(sum(amount), 0)::text as paid from agent_settlements
        where merchant_id = ${merchantId} and kind = 'REALTIME_SALARY' and period_key = ${today}`)) as Rows<{
        paid: string;
      }>
    ).rows;
    return BigInt(row.paid);
  };

  const first = await measure('day so far');
  check(first.contracts === AGENTS, `pass 1 saw ${first.contracts} of ${AGENTS} contracts`);
  check((await paidSoFar()) === (await topGross()), 'pass 1: lines do not sum to the top gross');
  // Five more minutes: a tenth of the members staked more.
  await db.execute(sql`
    update bet_rollups_daily set stake = stake + 5000, valid_stake = valid_stake + 5000,
      payout = payout + 4000
    where merchant_id = ${merchantId} and day = ${today}::date and category = 'RNG'
      and member_id % 10 = 3`);
  const second = await measure('5 minutes later');
  check(second.lines > 0, 'pass 2 paid nothing for the new stakes');
  check((await paidSoFar()) === (await topGross()), 'pass 2: lines do not sum to the top gross');
  const third = await measure('nothing new');
  check(third.lines === 0, `pass 3 wrote ${third.lines} lines with nothing new`);
  const reconciled = await ledger.reconcile(merchantId);
  check(
    reconciled.unbalanced.length === 0 && reconciled.drift.length === 0 && reconciled.total === 0n,
    'the ledger does not reconcile',
  );
  return {
    backend: backend.label,
    agents: AGENTS,
    members: MEMBERS,
    levels: { top, mid, low },
    setupSeconds: Number(setupSeconds.toFixed(2)),
    steps: PAY_STEPS,
    passes,
    secondsPerPass: passes[0].seconds,
    statementsPerPass: passes[0].statements,
  };
}

const results = await onEachBackend('bench_agents', run);
mkdirSync('bench/results', { recursive: true });
const out = {
  at: new Date().toISOString(),
  machine: { cpus: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30) },
  job: 'agent pay: real-time salary, today so far, every agent with a contract',
  results,
};
writeFileSync('bench/results/agents.json', `${JSON.stringify(out, null, 2)}\n`);
console.log(JSON.stringify(out, null, 2));
if (failed) process.exit(1);
