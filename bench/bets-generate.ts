/**
 * Builds the scale data set: 10 million bets on PostgreSQL, in a database of its own
 * (bench/bets-scale-db.ts; dropped and created again), migrated and seeded like a real portal.
 *
 * - Members: BETS_MEMBERS (30,000) players, one in ten on the second white label (nova); member
 *   number 0 is `scalebusy`, the busiest. Activity is skewed: a bet's member number is
 *   floor(u² × members), so low numbers play far more (member 0 gets ~0.6 % of all bets).
 * - Games, vendors and categories come from the seeded catalog of the member's white label,
 *   popular titles first (floor(u^1.5 × games)).
 * - BETS_MONTHS (6) months of bets in time order, as they would arrive: placed times spread evenly
 *   with a jitter, settled 5 s to 2 min later; 1 % VOID, 1 % ROLLED_BACK (valid stake 0), the
 *   rest SETTLED with a ~96 % return; bets of the last 5 minutes are partly still OPEN. Stakes are
 *   log-uniform between 10 and ~3,000.
 * - Everything settled more than a day ago is rolled up (bet_rollups_hourly / _daily filled with
 *   the same totals a rollup job would have written); the last day waits for the bench's pass.
 *
 * Fast: set-based `insert … select … from generate_series` in chunks of BETS_CHUNK (500,000), into
 * month partitions made beforehand, with the secondary indexes dropped during the load and built
 * after (their definitions are read from the migrated schema, so they are the real ones); then
 * VACUUM ANALYZE. Phase times go to bench/results/bets-generate.json.
 *
 * Environment: DATABASE_URL (admin URL), BETS_SCALE_DB, BETS_TOTAL (10,000,000), BETS_MEMBERS,
 * BETS_MONTHS, BETS_CHUNK.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { policyOf } from '../apps/server/src/modules/system/merchant-policy.ts';
import {
  ADMIN_URL,
  BUSY_USERNAME,
  GENERATE_RESULT,
  SCALE_DB,
  SCALE_PASSWORD,
  SCALE_URL,
  secondsSince,
} from './bets-scale-db.ts';

const TOTAL = Number(process.env.BETS_TOTAL ?? 10_000_000);
const MEMBERS = Number(process.env.BETS_MEMBERS ?? 30_000);
const MONTHS = Number(process.env.BETS_MONTHS ?? 6);
const CHUNK = Number(process.env.BETS_CHUNK ?? 500_000);

const phases: Record<string, number> = {};
async function phase<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  phases[name] = secondsSince(started);
  console.log(`${name}: ${phases[name]} s`);
  return result;
}

const startedAll = performance.now();
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`drop database if exists ${SCALE_DB} with (force)`);
await admin.query(`create database ${SCALE_DB}`);
await admin.end();

await phase('migrate and seed', async () => {
  const database = await createDatabase({ url: SCALE_URL });
  await prepareDatabase(database, { seed: 'always' });
  await database.close();
});

const client = new pg.Client({ connectionString: SCALE_URL });
await client.connect();
const q = (text: string, values?: unknown[]) => client.query(text, values);
await q(`set synchronous_commit = off`);
await q(`set maintenance_work_mem = '512MB'`);
await q(`set work_mem = '256MB'`);

const now = new Date();
const start = new Date(now.getTime() - MONTHS * 30.4 * 86_400_000);
const end = new Date(now.getTime() - 60_000);
const rolledUpBefore = new Date(now.getTime() - 86_400_000);

await phase('members', async () => {
  const hash = await hashPassword(SCALE_PASSWORD);
  const { rows } = await q(`select id, code from merchants where code in ('demo', 'nova')`);
  const id = (code: string) =>
    (rows as { id: number; code: string }[]).find((m) => m.code === code)!.id;
  // Member number n (0 = the busy one); one in ten on nova.
  await q(
    `insert into members (merchant_id, username, username_key, password_hash, referral_code)
     select case when n > 0 and n % 10 = 0 then $2::int else $1::int end,
            case when n = 0 then $4 else 'scale' || n end,
            case when n = 0 then $4 else 'scale' || n end,
            $3, 'SC' || n
     from generate_series(0, $5::int - 1) n`,
    [id('demo'), id('nova'), hash, BUSY_USERNAME, MEMBERS],
  );
  await q(
    `create unlogged table scale_members as
     select (case when username = $1 then 0 else substr(username, 6)::int end) as n, id, merchant_id
     from members where username = $1 or username ~ '^scale[0-9]+$'`,
    [BUSY_USERNAME],
  );
  await q(`alter table scale_members add primary key (n)`);
  await q(`create unlogged table scale_games as
     select merchant_id, (row_number() over (partition by merchant_id order by is_hot desc, sort, id) - 1)::int as n,
            vendor, code, name_en, category
     from games where enabled and not vassalage`);
  await q(`alter table scale_games add primary key (merchant_id, n)`);
  await q(`create unlogged table scale_game_counts as
     select merchant_id, count(*)::int as games from scale_games group by merchant_id`);
  await q(`analyze scale_members; analyze scale_games; analyze scale_game_counts`);
});

/**
 * Drops a table's keys and indexes for a bulk load and returns the statements that rebuild them
 * (read from the migrated schema, so they are the real ones; sorted builds beat row-by-row upkeep).
 */
async function dropIndexes(table: string): Promise<string[]> {
  const { rows: keys } = await q(
    `select conname, pg_get_constraintdef(oid) as def from pg_constraint
     where conrelid = $1::regclass and contype in ('p', 'u')`,
    [table],
  );
  const { rows: plain } = await q(
    `select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename = $1
       and indexname not in (select conname from pg_constraint where conrelid = $1::regclass)`,
    [table],
  );
  const rebuild: string[] = [];
  for (const key of keys as { conname: string; def: string }[]) {
    await q(`alter table ${table} drop constraint ${key.conname}`);
    rebuild.push(`alter table ${table} add constraint ${key.conname} ${key.def}`);
  }
  for (const index of plain as { indexname: string; indexdef: string }[]) {
    await q(`drop index ${index.indexname}`);
    // A partitioned table's definition reads ON ONLY (the parent alone); the build is for all.
    rebuild.push(index.indexdef.replace(' ON ONLY ', ' ON '));
  }
  return rebuild;
}

// Month partitions first (else the DEFAULT partition takes the rows), then the load without
// keys or indexes.
const rebuild = await phase('partitions', async () => {
  await q(
    `select create_month_partition('bets', 'placed_at', m::date)
     from generate_series(date_trunc('month', $1::timestamptz at time zone 'UTC'),
                          date_trunc('month', $2::timestamptz at time zone 'UTC'), interval '1 month') m`,
    [start.toISOString(), end.toISOString()],
  );
  return [
    ...(await dropIndexes('bets')),
    ...(await dropIndexes('bet_rollups_hourly')),
    ...(await dropIndexes('bet_rollups_daily')),
  ];
});

await phase('bets', async () => {
  const span = (end.getTime() - start.getTime()) / 1000;
  for (let lo = 1; lo <= TOTAL; lo += CHUNK) {
    const hi = Math.min(TOTAL, lo + CHUNK - 1);
    const started = performance.now();
    await q(
      `with s as materialized (
         select g, floor(power(random(), 2) * $4::int)::int as mn, random() as ug, random() as us,
                random() as uw, random() as ux,
                $1::timestamptz + make_interval(secs => (g - 1)::float8 / $3::int * $2::float8 + random() * 90) as placed
         from generate_series($5::int, $6::int) g
       ),
       b as (
         select s.*, m.id as member_id, m.merchant_id,
                (round(power(10, 1 + s.us * 2.5)) * 100)::bigint as stake,
                case when s.placed > $7::timestamptz - interval '5 minutes' and s.ux > 0.7 then 'OPEN'
                     when s.ux < 0.01 then 'VOID' when s.ux < 0.02 then 'ROLLED_BACK'
                     else 'SETTLED' end as status,
                floor(power(s.ug, 1.5) * c.games)::int as gn
         from s join scale_members m on m.n = s.mn join scale_game_counts c on c.merchant_id = m.merchant_id
       )
       insert into bets (merchant_id, member_id, vendor, vendor_bet_id, round_id, game_code, game_name,
         category, stake, valid_bet, payout, status, placed_at, settled_at, rolled_up_at)
       select b.merchant_id, b.member_id, g.vendor, 'S' || b.g, 'S' || b.g, g.code, g.name_en, g.category,
              b.stake, case when b.status = 'SETTLED' then b.stake else 0 end,
              case when b.status = 'SETTLED' and b.uw < 0.3 then (b.stake * b.uw * 21.333)::bigint else 0 end,
              b.status, b.placed, st.settled,
              case when st.settled < $8::timestamptz then st.settled + interval '30 seconds' end
       from b join scale_games g on g.merchant_id = b.merchant_id and g.n = b.gn
       cross join lateral (select case when b.status = 'OPEN' then null
                                  else b.placed + make_interval(secs => 5 + b.uw * 115) end as settled) st`,
      [
        start.toISOString(),
        span,
        TOTAL,
        MEMBERS,
        lo,
        hi,
        end.toISOString(),
        rolledUpBefore.toISOString(),
      ],
    );
    console.log(`  bets ${hi.toLocaleString('en')} (${secondsSince(started)} s)`);
  }
  await q(`select setval(pg_get_serial_sequence('bets', 'id'), (select max(id) from bets))`);
});

await phase('rollups', async () => {
  const { rows } = await q(`select id, policy from merchants`);
  const zones = (rows as { id: number; policy: Record<string, unknown> }[]).map((m) => ({
    id: m.id,
    zone: policyOf(m).timeZone,
  }));
  const settled = `coalesce(settled_at, placed_at)`;
  await q(
    `insert into bet_rollups_hourly (merchant_id, member_id, hour, category, vendor, bet_count, stake, valid_stake, payout)
     select merchant_id, member_id, date_trunc('hour', ${settled}, 'UTC'), category, vendor,
            count(*), sum(stake), sum(valid_bet), sum(payout)
     from bets where rolled_up_at is not null group by 1, 2, 3, 4, 5`,
  );
  await q(
    `insert into bet_rollups_daily (merchant_id, member_id, day, category, vendor, bet_count, stake, valid_stake, payout)
     select b.merchant_id, b.member_id, (${settled} at time zone z.zone)::date, b.category, b.vendor,
            count(*), sum(b.stake), sum(b.valid_bet), sum(b.payout)
     from bets b join json_to_recordset($1::json) as z(id integer, zone text) on z.id = b.merchant_id
     where b.rolled_up_at is not null group by 1, 2, 3, 4, 5`,
    [JSON.stringify(zones)],
  );
});

await phase('indexes', async () => {
  for (const statement of rebuild) await q(statement);
});

await phase('vacuum analyze', async () => {
  await q(`vacuum (analyze) bets`);
  await q(`vacuum (analyze) bet_rollups_hourly`);
  await q(`vacuum (analyze) bet_rollups_daily`);
  await q(`drop table scale_members, scale_games, scale_game_counts`);
});

const { rows: sizes } = await q(
  `select count(*)::int as partitions,
          pg_size_pretty(sum(pg_table_size(inhrelid))) as heap,
          pg_size_pretty(sum(pg_indexes_size(inhrelid))) as indexes
   from pg_inherits where inhparent = 'bets'::regclass`,
);
const { rows: counts } = await q(
  `select count(*)::int as bets, count(*) filter (where rolled_up_at is null)::int as pending,
          (select count(*)::int from members) as members,
          (select count(*)::int from bets
            where member_id = (select id from members where username = $1)) as busy_member_bets
   from bets`,
  [BUSY_USERNAME],
);
await client.end();

const result = {
  date: new Date().toISOString(),
  database: SCALE_DB,
  requested: { bets: TOTAL, members: MEMBERS, months: MONTHS, chunk: CHUNK },
  built: counts[0] as unknown,
  storage: sizes[0] as unknown,
  placedFrom: start.toISOString(),
  placedTo: end.toISOString(),
  phasesSeconds: phases,
  wallSeconds: secondsSince(startedAll),
};
console.log(result);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(GENERATE_RESULT, JSON.stringify(result, null, 2));
