import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  agentContracts,
  agentPayHolds,
  agentSettlementRuns,
  agentSettlements,
  betRollupsDaily,
  betRollupsHourly,
  grants,
  members,
  merchants,
} from '../../db/schema/index.ts';
import type { CreditRows } from '../wallet/ledger.repo.ts';
import type { PayPeriod } from './settlement.periods.ts';

type Rows<T> = { rows: T[] };

/** A team member is an active player in a period with a valid stake of at least 1.00. */
export const ACTIVE_PLAYER_MIN_STAKE = 100;

/** White labels with a contract of the kind in force or ended lately, with their policy. */
export async function merchantsWithContracts(db: Executor, kind: string, since: Date) {
  return db
    .selectDistinct({
      id: merchants.id,
      currency: merchants.currency,
      policy: merchants.policy,
      period: agentContracts.period,
    })
    .from(agentContracts)
    .innerJoin(merchants, eq(merchants.id, agentContracts.merchantId))
    .where(
      and(
        eq(agentContracts.kind, kind),
        sql`${agentContracts.acceptedAt} is not null`,
        sql`(${agentContracts.endedAt} is null or ${agentContracts.endedAt} > ${since.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(merchants.id, agentContracts.period);
}

export interface SettleInput {
  merchantId: number;
  kind: string;
  /** A dividend's period letter; null for salaries. */
  period: string | null;
  pay: PayPeriod;
}

/** Every playing member's valid stake and net loss (stake − payout − bonuses) in the period. */
function playOf(input: SettleInput): SQL {
  const { merchantId, pay } = input;
  const rollups =
    'days' in pay.source
      ? sql`select member_id, valid_stake, stake - payout as net_loss from ${betRollupsDaily}
          where merchant_id = ${merchantId} and day >= ${pay.source.days[0]}::date
            and day < ${pay.source.days[1]}::date`
      : sql`select member_id, valid_stake, stake - payout as net_loss from ${betRollupsHourly}
          where merchant_id = ${merchantId} and hour >= ${pay.source.hours[0]}::timestamptz
            and hour < ${pay.source.hours[1]}::timestamptz`;
  // A dividend's net loss is after the bonuses the team was paid in the period.
  const bonuses =
    input.kind === 'DIVIDEND'
      ? sql`union all
          select member_id, 0::bigint, -amount from ${grants}
          where merchant_id = ${merchantId} and transaction_id is not null
            and created_at >= ${pay.startsAt}::timestamptz and created_at < ${pay.endsAt}::timestamptz`
      : sql``;
  return sql`select member_id, sum(valid_stake)::bigint as valid_stake,
      sum(net_loss)::bigint as net_loss
    from (${rollups} ${bonuses}) x group by member_id`;
}

/**
 * Writes the period's pay lines in one statement, whatever the number of agents (docs/AGENTS.md):
 * - the contracts of the kind in force at the period's `asOf`;
 * - each playing member's valid stake and net loss, added to every upline above it (the ids in
 *   its tree path), so each contract's base is its agent's whole team, never the agent itself;
 * - the rate of the tier reached (base and active players); a dividend's base is the net loss
 *   less the carry of its last settled period;
 * - gross = floor(max(base, 0) × rate / 10 000); the agent is owed gross less the gross of its
 *   direct sub-agents' contracts of the kind (the differential), never below 0;
 * - a line pays what is owed less what earlier lines of the period paid (revision n + 1), when
 *   positive; a dividend's first line is written even at 0, for its carry.
 * Lines of held agents are HELD, the rest DUE (paid next in the same transaction). Keyed by
 * (agent, kind, period, revision): a second runner's insert finds the key taken.
 */
export async function writeLines(
  db: Executor,
  input: SettleInput,
): Promise<{ contracts: number; lines: number; held: bigint }> {
  const { merchantId, kind, pay } = input;
  const period = input.period === null ? sql`c.period is null` : sql`c.period = ${input.period}`;
  // Every upline's team totals, first into an analysed temporary table: the planner then knows
  // how many agents played, and joins them to the contracts by hash (estimates from a CTE chain
  // picked nested loops over every contract × every member).
  await db.execute(sql`drop table if exists pg_temp.agent_pay_team`);
  await db.execute(sql`
    create temporary table agent_pay_team on commit drop as
    with play as (${playOf(input)})
    select x.id::bigint as agent_id, sum(p.valid_stake)::bigint as valid_stake,
      sum(p.net_loss)::bigint as net_loss,
      (count(*) filter (where p.valid_stake >= ${ACTIVE_PLAYER_MIN_STAKE}))::int as players
    from play p
    join ${members} m on m.id = p.member_id
    cross join lateral unnest(string_to_array(trim(both '/' from m.tree_path), '/')) as x(id)
    where x.id::bigint <> p.member_id
    group by x.id::bigint`);
  await db.execute(sql`analyze pg_temp.agent_pay_team`);
  const result = (await db.execute(sql`
    with c as materialized (
      select c.id as contract_id, c.agent_id, c.tiers, a.upline_id as agent_upline
      from ${agentContracts} c join ${members} a on a.id = c.agent_id
      where c.merchant_id = ${merchantId} and c.kind = ${kind} and ${period}
        and c.accepted_at <= ${pay.asOf}::timestamptz
        and (c.ended_at is null or c.ended_at > ${pay.asOf}::timestamptz)
    ),
    team as (
      select c.contract_id, c.agent_id, c.tiers, c.agent_upline,
        coalesce(t.valid_stake, 0)::bigint as valid_stake,
        coalesce(t.net_loss, 0)::bigint as net_loss, coalesce(t.players, 0) as players
      from c left join agent_pay_team t on t.agent_id = c.agent_id
    ),
    prior as (
      select agent_id, sum(amount)::bigint as paid, max(revision)::int as revision,
        max(carry_in) filter (where revision = 1) as carry_in
      from ${agentSettlements}
      where merchant_id = ${merchantId} and kind = ${kind} and period_key = ${pay.key}
      group by agent_id
    ),
    based as (
      select t.*, coalesce(pr.paid, 0) as paid, coalesce(pr.revision, 0) as revision,
        case when ${kind} = 'DIVIDEND' then coalesce(pr.carry_in, (
          select s.carry_out from ${agentSettlements} s
          where s.agent_id = t.agent_id and s.kind = 'DIVIDEND' and s.revision = 1
            and s.period_end <= ${pay.startsAt}::timestamptz
          order by s.period_end desc limit 1), 0) else 0 end as carry_in
      from team t left join prior pr on pr.agent_id = t.agent_id
    ),
    rated as (
      select b.*, base, coalesce((
          select max((x->>'rateBp')::int) from jsonb_array_elements(b.tiers) x
          where (x->>'minBase')::bigint <= base and (x->>'minActivePlayers')::int <= b.players
        ), 0) as rate_bp
      from based b
      cross join lateral (select case when ${kind} = 'DIVIDEND'
        then b.net_loss - b.carry_in else b.valid_stake end as base) v
    ),
    grossed as (
      select r.*, greatest(r.base, 0) * r.rate_bp / 10000 as gross from rated r
    ),
    subs as (
      select agent_upline, sum(gross)::bigint as gross from grossed
      where agent_upline is not null group by agent_upline
    ),
    owed as (
      select g.*, coalesce(s.gross, 0) as sub_agents
      from grossed g left join subs s on s.agent_upline = g.agent_id
    ),
    inserted as (
      insert into ${agentSettlements} (merchant_id, agent_id, contract_id, kind, period_key,
        revision, period_start, period_end, base, active_players, rate_bp, gross, sub_agents,
        carry_in, carry_out, amount, status)
      select ${merchantId}, o.agent_id, o.contract_id, ${kind}, ${pay.key}, o.revision + 1,
        ${pay.startsAt}::timestamptz, ${pay.endsAt}::timestamptz, o.base, o.players, o.rate_bp,
        o.gross, o.sub_agents, o.carry_in, greatest(-o.base, 0),
        greatest(o.gross - o.sub_agents, 0) - o.paid,
        case when greatest(o.gross - o.sub_agents, 0) - o.paid <= 0 then 'NONE'
          when exists (select 1 from ${agentPayHolds} h where h.agent_id = o.agent_id) then 'HELD'
          else 'DUE' end
      from owed o
      where greatest(o.gross - o.sub_agents, 0) - o.paid > 0
        or (${kind} = 'DIVIDEND' and o.revision = 0 and ${!pay.open})
      order by o.agent_id
      on conflict do nothing
      returning status, amount
    )
    select (select count(*) from c)::int as contracts, (select count(*) from inserted)::int as lines,
      (select coalesce(sum(amount) filter (where status = 'HELD'), 0) from inserted)::text as held`)) as Rows<{
    contracts: number;
    lines: number;
    held: string;
  }>;
  const row = result.rows[0];
  return {
    contracts: Number(row?.contracts ?? 0),
    lines: Number(row?.lines ?? 0),
    held: BigInt(row?.held ?? '0'),
  };
}

/** Lines waiting to be paid, as the ledger's bulk credit reads them (DUE, or one agent's HELD). */
export function payableLines(
  merchantId: number,
  which: { kind: string; periodKey: string } | { heldAgentId: number },
): CreditRows {
  const filter =
    'heldAgentId' in which
      ? sql`s.agent_id = ${which.heldAgentId} and s.status = 'HELD'`
      : sql`s.kind = ${which.kind} and s.period_key = ${which.periodKey} and s.status = 'DUE'`;
  return sql`
    select s.id::text as external_id, s.agent_id as member_id, s.amount,
      s.kind || ' ' || s.period_key || case when s.revision > 1 then ' #' || s.revision else '' end
        as reference,
      0::bigint as required
    from ${agentSettlements} s
    where s.merchant_id = ${merchantId} and ${filter}`;
}

/** Marks lines paid by their ledger transactions. */
export async function markPaid(db: Executor, paid: { lineId: number; transactionId: number }[]) {
  if (paid.length === 0) return;
  const ids = `{${paid.map((p) => p.lineId).join(',')}}`;
  const txs = `{${paid.map((p) => p.transactionId).join(',')}}`;
  await db.execute(sql`
    update ${agentSettlements} s set status = 'PAID', transaction_id = x.tx, paid_at = now()
    from unnest(${ids}::bigint[], ${txs}::bigint[]) as x(id, tx)
    where s.id = x.id and s.status in ('DUE', 'HELD')`);
}

/** Records a pass over a period that wrote lines, with what it paid and held. */
export async function insertRun(
  db: Executor,
  input: { merchantId: number; kind: string; periodKey: string; contracts: number; lines: number },
  paid: bigint,
  held: bigint,
) {
  await db.insert(agentSettlementRuns).values({ ...input, paid, held });
}

/** The sum of these lines' amounts. */
export async function sumLines(db: Executor, ids: number[]) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${agentSettlements.amount}), 0)::text` })
    .from(agentSettlements)
    .where(sql`${agentSettlements.id} = any(${`{${ids.join(',')}}`}::bigint[])`);
  return BigInt(row?.total ?? '0');
}

// ---------------------------------------------------------------- reading

export interface LineFilter {
  merchantId: number;
  agentId?: number | undefined;
  kind?: string | undefined;
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function lineWhere(f: LineFilter): SQL {
  const s = agentSettlements;
  return and(
    eq(s.merchantId, f.merchantId),
    f.agentId !== undefined ? eq(s.agentId, f.agentId) : undefined,
    f.kind ? eq(s.kind, f.kind) : undefined,
    f.status ? eq(s.status, f.status) : undefined,
    f.from ? gte(s.periodEnd, sql`${f.from}::timestamptz`) : undefined,
    f.to ? lt(s.periodStart, sql`${f.to}::timestamptz`) : undefined,
  )!;
}

/** A page of pay lines, newest first, with the paid and held totals of the whole filter. */
export async function pageLines(db: Executor, f: LineFilter, offset: number, limit: number) {
  const s = agentSettlements;
  const where = lineWhere(f);
  const rows = await db
    .select({ line: s, agent: members.username })
    .from(s)
    .innerJoin(members, eq(members.id, s.agentId))
    .where(where)
    .orderBy(desc(s.periodStart), desc(s.id))
    .offset(offset)
    .limit(limit);
  const [totals] = await db
    .select({
      total: sql<number>`count(*)::int`,
      paid: sql<string>`coalesce(sum(${s.amount}) filter (where ${s.status} = 'PAID'), 0)::text`,
      held: sql<string>`coalesce(sum(${s.amount}) filter (where ${s.status} = 'HELD'), 0)::text`,
    })
    .from(s)
    .where(where);
  return {
    rows,
    total: totals?.total ?? 0,
    paid: BigInt(totals?.paid ?? '0'),
    held: BigInt(totals?.held ?? '0'),
  };
}

export async function pageRuns(db: Executor, merchantId: number, offset: number, limit: number) {
  const r = agentSettlementRuns;
  const rows = await db
    .select()
    .from(r)
    .where(eq(r.merchantId, merchantId))
    .orderBy(desc(r.finishedAt), desc(r.id))
    .offset(offset)
    .limit(limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(r)
    .where(eq(r.merchantId, merchantId));
  return { rows, total: count?.n ?? 0 };
}

// ---------------------------------------------------------------- holds

export async function findHold(db: Executor, agentId: number) {
  const [row] = await db.select().from(agentPayHolds).where(eq(agentPayHolds.agentId, agentId));
  return row;
}

export async function insertHold(
  tx: Executor,
  values: { merchantId: number; agentId: number; reason: string; heldBy: number | null },
) {
  const rows = await tx.insert(agentPayHolds).values(values).onConflictDoNothing().returning();
  return rows.length > 0;
}

/** Removes the hold, locking it first so two releases take turns. */
export async function deleteHold(tx: Executor, agentId: number) {
  const rows = await tx.delete(agentPayHolds).where(eq(agentPayHolds.agentId, agentId)).returning();
  return rows.length > 0;
}
