import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  betRollupsDaily,
  grants,
  ledgerEntries,
  ledgerTransactions,
  members,
  walletAccounts,
} from '../../db/schema/index.ts';

/*
 * An agent's team reports (docs/AGENTS.md, "Team reports"): set-based over the members under the
 * agent's path, whatever the team's size. Money comes from the members' main-wallet entries (the
 * ledger is the truth, not the order tables); play from the daily rollups.
 */

type Rows<T> = { rows: T[] };

export interface TeamScope {
  merchantId: number;
  /** The condition on `members` that picks the team (agents.repo `underPath`). */
  team: SQL;
  /** One member by username key. */
  usernameKey?: string | undefined;
}

const who = (scope: TeamScope) =>
  sql`${members.merchantId} = ${scope.merchantId} and ${scope.team}
    ${scope.usernameKey === undefined ? sql`` : sql`and ${members.usernameKey} = ${scope.usernameKey}`}`;

/** The team's size, its direct members and who registered in [fromTs, toTs). */
export async function memberCounts(
  db: Executor,
  scope: TeamScope,
  agentId: number,
  fromTs: string,
  toTs: string,
): Promise<{ teamSize: number; directCount: number; newMembers: number }> {
  const result = (await db.execute(sql`
    select count(*)::int as team_size,
      (count(*) filter (where ${members.uplineId} = ${agentId}))::int as direct_count,
      (count(*) filter (where ${members.createdAt} >= ${fromTs}::timestamptz
        and ${members.createdAt} < ${toTs}::timestamptz))::int as new_members
    from ${members} where ${who(scope)}`)) as Rows<{
    team_size: number;
    direct_count: number;
    new_members: number;
  }>;
  const row = result.rows[0];
  return {
    teamSize: Number(row?.team_size ?? 0),
    directCount: Number(row?.direct_count ?? 0),
    newMembers: Number(row?.new_members ?? 0),
  };
}

/** The ledger kinds of the team's money movements, as the agent reads them. */
export const TEAM_KINDS: Record<'DEPOSIT' | 'WITHDRAWAL' | 'TRANSFER', string[]> = {
  DEPOSIT: ['DEPOSIT'],
  WITHDRAWAL: ['WITHDRAWAL', 'WITHDRAWAL_RELEASE'],
  TRANSFER: ['TRANSFER'],
};

const teamEntries = (scope: TeamScope, kinds: string[], fromTs: string, toTs: string) => sql`
  from ${ledgerEntries} e
  join ${walletAccounts} a on a.id = e.account_id and a.kind = 'MAIN'
  join ${members} on ${members.id} = a.member_id
  join ${ledgerTransactions} t on t.id = e.transaction_id
  where a.merchant_id = ${scope.merchantId} and ${who(scope)}
    and t.kind = any(${`{${kinds.join(',')}}`}::text[])
    and e.created_at >= ${fromTs}::timestamptz and e.created_at < ${toTs}::timestamptz`;

/** The team's main-wallet movements per ledger kind: the sum and the number of entries. */
export async function moneyByKind(
  db: Executor,
  scope: TeamScope,
  fromTs: string,
  toTs: string,
): Promise<Map<string, { sum: bigint; count: number }>> {
  const kinds = [...TEAM_KINDS.DEPOSIT, ...TEAM_KINDS.WITHDRAWAL, 'BONUS'];
  const result = (await db.execute(sql`
    select t.kind, coalesce(sum(e.amount), 0)::text as sum, count(*)::int as n
    ${teamEntries(scope, kinds, fromTs, toTs)} group by t.kind`)) as Rows<{
    kind: string;
    sum: string;
    n: number;
  }>;
  return new Map(result.rows.map((r) => [r.kind, { sum: BigInt(r.sum), count: Number(r.n) }]));
}

/** A page of the team's deposits, withdrawals and transfers, newest first. */
export async function pageMoney(
  db: Executor,
  scope: TeamScope,
  kinds: string[],
  fromTs: string,
  toTs: string,
  page: { limit: number; offset: number },
) {
  const from = teamEntries(scope, kinds, fromTs, toTs);
  const [rows, total] = await Promise.all([
    db.execute(sql`select e.id, ${members.username} as username, t.kind, e.amount::text as amount,
        coalesce(t.reference, '') as reference, e.created_at
      ${from} order by e.id desc limit ${page.limit} offset ${page.offset}`),
    db.execute(sql`select count(*)::int as n ${from}`),
  ]);
  return {
    rows: (
      rows as Rows<{
        id: number | string;
        username: string;
        kind: string;
        amount: string;
        reference: string;
        created_at: string | Date;
      }>
    ).rows.map((r) => ({
      id: Number(r.id),
      username: r.username,
      kind: r.kind,
      amount: BigInt(r.amount),
      reference: r.reference,
      createdAt: new Date(r.created_at),
    })),
    total: Number((total as Rows<{ n: number }>).rows[0]?.n ?? 0),
  };
}

export interface LossRow {
  username: string;
  stake: bigint;
  validStake: bigint;
  payout: bigint;
  bonuses: bigint;
}

/**
 * The team's user-loss statement: per member, its play over the days and the bonuses it was paid
 * (the dividend's rule: paid grants in the range), biggest loss first; the page, the number of
 * members with either, and the totals.
 */
export async function lossPage(
  db: Executor,
  scope: TeamScope,
  days: { from: string; to: string },
  fromTs: string,
  toTs: string,
  page: { limit: number; offset: number },
) {
  const per = sql`
    with x as (
      select r.member_id, r.stake, r.valid_stake, r.payout, 0::bigint as bonus
      from ${betRollupsDaily} r
      where r.merchant_id = ${scope.merchantId}
        and r.day between ${days.from}::date and ${days.to}::date
      union all
      select g.member_id, 0, 0, 0, g.amount from ${grants} g
      where g.merchant_id = ${scope.merchantId} and g.transaction_id is not null
        and g.created_at >= ${fromTs}::timestamptz and g.created_at < ${toTs}::timestamptz
    ), per as (
      select ${members.username} as username, sum(x.stake)::bigint as stake,
        sum(x.valid_stake)::bigint as valid_stake, sum(x.payout)::bigint as payout,
        sum(x.bonus)::bigint as bonuses
      from x join ${members} on ${members.id} = x.member_id
      where ${who(scope)}
      group by ${members.username}
    )`;
  const [rows, all] = await Promise.all([
    db.execute(sql`${per} select username, stake::text, valid_stake::text, payout::text,
        bonuses::text from per order by stake - payout - bonuses desc, username
        limit ${page.limit} offset ${page.offset}`),
    db.execute(sql`${per} select count(*)::int as n, coalesce(sum(stake), 0)::text as stake,
        coalesce(sum(valid_stake), 0)::text as valid_stake,
        coalesce(sum(payout), 0)::text as payout, coalesce(sum(bonuses), 0)::text as bonuses
      from per`),
  ]);
  type Raw = {
    username: string;
    stake: string;
    valid_stake: string;
    payout: string;
    bonuses: string;
  };
  const toRow = (r: Raw): LossRow => ({
    username: r.username,
    stake: BigInt(r.stake),
    validStake: BigInt(r.valid_stake),
    payout: BigInt(r.payout),
    bonuses: BigInt(r.bonuses),
  });
  const sum = (all as Rows<Raw & { n: number }>).rows[0]!;
  return {
    rows: (rows as Rows<Raw>).rows.map(toRow),
    total: Number(sum.n),
    totals: toRow({ ...sum, username: '' }),
  };
}
