import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { runBetRollup } from '../../../test/bet-rollups.ts';
import { insertBet, insertMerchant } from '../../../test/bet-rows.ts';
import type { Db } from '../../db/client.ts';
import {
  agentContracts,
  agentPayHolds,
  agentSettlements,
  ledgerTransactions,
  members,
  type StoredTier,
} from '../../db/schema/index.ts';
import { runJobOnce } from '../../lib/jobs.ts';
import { dayStart } from '../../lib/zoned-day.ts';
import { createLedgerService, type LedgerService } from '../wallet/ledger.service.ts';
import { rateAt } from './contracts.rules.ts';
import { duePeriods } from './settlement.periods.ts';
import {
  AGENT_PAY_SOURCE,
  createAgentPayJob,
  PAY_STEPS,
  settleDue,
  settlePeriod,
} from './settlement.service.ts';

/*
 * Agent pay against the written rules (docs/AGENTS.md): random trees, contracts and bets; every
 * line is what the formula says, a period pays once whatever happens (a crash at each step, a
 * second pass, two runners), late bets pay an adjustment, dividends carry losing periods, holds
 * keep the money until released, and the ledger reconciles.
 */

let t: TestApp;
let db: Db;
let ledger: LedgerService;
const TZ = 'Asia/Dhaka';
let merchantSeq = 0;

beforeAll(async () => {
  t = await buildTestApp();
  db = t.database.db;
  ledger = createLedgerService({ db });
});
afterAll(async () => {
  await t?.app.close();
});

interface World {
  merchantId: number;
  merchant: { id: number; currency: string };
  ids: number[];
  uplines: (number | null)[];
}

/** A white label of its own with members in a tree: parent[i] < i, or null. */
async function world(parents: (number | null)[], agents: boolean[]): Promise<World> {
  merchantSeq += 1;
  const merchantId = await insertMerchant(db, `pay${merchantSeq}`, TZ);
  const ids: number[] = [];
  for (let i = 0; i < parents.length; i += 1) {
    const name = `p${merchantSeq}m${i}`;
    const [row] = await db
      .insert(members)
      .values({
        merchantId,
        username: name,
        usernameKey: name,
        passwordHash: 'x',
        referralCode: name.toUpperCase(),
        type: agents[i] ? 1 : 0,
        uplineId: parents[i] === null ? null : ids[parents[i]!]!,
      })
      .returning({ id: members.id });
    ids.push(row!.id);
  }
  return {
    merchantId,
    merchant: { id: merchantId, currency: 'BDT' },
    ids,
    uplines: parents.map((p) => (p === null ? null : ids[p]!)),
  };
}

async function contract(
  w: World,
  agentIndex: number,
  kind: string,
  tiers: StoredTier[],
  period: string | null = null,
) {
  const [row] = await db
    .insert(agentContracts)
    .values({
      merchantId: w.merchantId,
      agentId: w.ids[agentIndex]!,
      uplineId: null,
      kind,
      period,
      tiers,
      status: 'ACTIVE',
      acceptedAt: new Date('2020-01-01T00:00:00Z'),
    })
    .returning({ id: agentContracts.id });
  return row!.id;
}

const at = (day: string, hour: number) =>
  new Date(Date.parse(dayStart(day, TZ)) + hour * 3_600_000);

async function bet(w: World, i: number, day: string, stake: bigint, payout: bigint, hour = 3) {
  await insertBet(db, {
    merchantId: w.merchantId,
    memberId: w.ids[i]!,
    status: 'SETTLED',
    stake,
    payout,
    placedAt: at(day, hour),
    settledAt: at(day, hour),
  });
}

const dayPay = (day: string) =>
  duePeriods('DAILY_SALARY', null, at(day, 25), TZ).find((p) => p.key === day)!;

async function linesOf(w: World, kind?: string) {
  return db
    .select()
    .from(agentSettlements)
    .where(
      and(
        eq(agentSettlements.merchantId, w.merchantId),
        kind ? eq(agentSettlements.kind, kind) : undefined,
      ),
    )
    .orderBy(agentSettlements.agentId, agentSettlements.revision);
}

async function commissionPaid(w: World) {
  const result = (await db.execute(sql`
    select t.member_id, sum(e.amount)::text as amount
    from ${ledgerTransactions} t join ledger_entries e on e.transaction_id = t.id
    join wallet_accounts a on a.id = e.account_id and a.member_id = t.member_id
    where t.merchant_id = ${w.merchantId} and t.source = ${AGENT_PAY_SOURCE}
    group by t.member_id`)) as { rows: { member_id: string; amount: string }[] };
  return new Map(result.rows.map((r) => [Number(r.member_id), BigInt(r.amount)]));
}

/** The written salary rule, computed here from the bets alone. */
function expectedSalary(
  w: World,
  contracts: Map<number, StoredTier[]>,
  play: Map<number, { valid: bigint }>,
) {
  const under = (agent: number, member: number): boolean => {
    let up = w.uplines[member];
    while (up !== null && up !== undefined) {
      if (up === w.ids[agent]) return true;
      up = w.uplines[w.ids.indexOf(up)];
    }
    return false;
  };
  const gross = new Map<number, bigint>();
  for (const [agent, tiers] of contracts) {
    let base = 0n;
    let players = 0;
    for (let m = 0; m < w.ids.length; m += 1) {
      if (!under(agent, m)) continue;
      const valid = play.get(m)?.valid ?? 0n;
      base += valid;
      if (valid >= 100n) players += 1;
    }
    gross.set(agent, (base * BigInt(rateAt(tiers, base, players))) / 10_000n);
  }
  const owed = new Map<number, bigint>();
  for (const [agent, g] of gross) {
    let sub = 0n;
    for (const [other, og] of gross) {
      if (w.uplines[other] === w.ids[agent]) sub += og;
    }
    owed.set(w.ids[agent]!, g - sub > 0n ? g - sub : 0n);
  }
  return owed;
}

const tierArb = fc
  .array(
    fc.record({
      minBase: fc.integer({ min: 0, max: 60_000 }),
      minActivePlayers: fc.integer({ min: 0, max: 4 }),
      rateBp: fc.integer({ min: 1, max: 300 }),
    }),
    { minLength: 1, maxLength: 3 },
  )
  .map((raw) => {
    // Tiers that go up, as the contract rules require.
    const sorted = [...raw].sort((a, b) => a.minBase - b.minBase);
    let players = 0;
    let rate = 0;
    // The first tier asks nothing half the time, so most random worlds pay something.
    if (sorted[0]!.rateBp % 2 === 0) Object.assign(sorted[0]!, { minBase: 0, minActivePlayers: 0 });
    return sorted.map((x) => {
      players = Math.max(players, x.minActivePlayers);
      rate = Math.max(rate, x.rateBp);
      return { minBase: String(x.minBase * 100), minActivePlayers: players, rateBp: rate };
    });
  });

describe('daily salary against the written rule', () => {
  it('pays every agent its tier on its team less its sub-agents, once; the ledger reconciles', async () => {
    let dayIndex = 0;
    let paying = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 3, max: 8 }).chain((n) =>
          fc.record({
            parents: fc.tuple(
              ...Array.from({ length: n }, (_, i) =>
                i === 0 ? fc.constant(null) : fc.option(fc.integer({ min: 0, max: i - 1 })),
              ),
            ),
            agents: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
            tiers: fc.array(tierArb, { minLength: n, maxLength: n }),
            bets: fc.array(
              fc.record({
                member: fc.integer({ min: 0, max: n - 1 }),
                stake: fc.integer({ min: 50, max: 5_000_000 }),
                win: fc.integer({ min: 0, max: 2_000_000 }),
              }),
              { minLength: 2, maxLength: 12 },
            ),
          }),
        ),
        async ({ parents, agents, tiers, bets }) => {
          dayIndex += 1;
          const day = `2026-0${1 + (dayIndex % 9)}-${String(1 + (dayIndex % 27)).padStart(2, '0')}`;
          // Agents have agents (or nobody) above them: a sub-agent's upline is an agent.
          const isAgent = agents.map((a, i) => a || i === 0);
          const w = await world(parents, isAgent);
          const contracts = new Map<number, StoredTier[]>();
          // Each agent's tiers never pay more than its upline's (the offer rule): the upline's
          // rate is the sub-agent's tier rate or more at every point.
          for (let i = 0; i < parents.length; i += 1) {
            if (!isAgent[i]) continue;
            const up = parents[i];
            const own =
              up !== null && up !== undefined && contracts.has(up)
                ? contracts
                    .get(up)!
                    .map((x) => ({ ...x, rateBp: Math.max(1, Math.floor(x.rateBp / 2)) }))
                : tiers[i]!;
            contracts.set(i, own);
            await contract(w, i, 'DAILY_SALARY', own);
          }
          const play = new Map<number, { valid: bigint }>();
          for (const b of bets) {
            await bet(w, b.member, day, BigInt(b.stake), BigInt(b.win));
            const p = play.get(b.member) ?? { valid: 0n };
            p.valid += BigInt(b.stake);
            play.set(b.member, p);
          }
          await runBetRollup(db);
          const pay = dayPay(day);
          await db.transaction((tx) =>
            settlePeriod(tx, w.merchant, 'DAILY_SALARY', null, pay, { ledger }),
          );
          // A second pass finds every line written: nothing more.
          await db.transaction((tx) =>
            settlePeriod(tx, w.merchant, 'DAILY_SALARY', null, pay, { ledger }),
          );
          const want = expectedSalary(w, contracts, play);
          const lines = await linesOf(w);
          const got = new Map(lines.map((l) => [l.agentId, l.amount]));
          for (const [agentId, amount] of want) {
            expect(got.get(agentId) ?? 0n, `agent ${agentId}`).toBe(amount);
          }
          expect(lines.every((l) => l.revision === 1 && l.status === 'PAID')).toBe(true);
          const paid = await commissionPaid(w);
          for (const l of lines) expect(paid.get(l.agentId)).toBe(l.amount);
          expect(paid.size).toBe(lines.length);
          const check = await ledger.reconcile(w.merchantId);
          expect(check).toEqual({ unbalanced: [], drift: [], total: 0n });
          if (lines.some((l) => l.amount > 0n)) paying += 1;
        },
      ),
      { numRuns: 10 },
    );
    // The random worlds did pay (a property over empty results would prove nothing).
    expect(paying).toBeGreaterThanOrEqual(4);
  });

  it('a bet the vendor settles late on a paid day pays its difference once, as an adjustment', async () => {
    const w = await world([null, 0, 0], [true, false, false]);
    await contract(w, 0, 'DAILY_SALARY', [{ minBase: '0', minActivePlayers: 0, rateBp: 100 }]);
    const day = '2026-03-10';
    await bet(w, 1, day, 1_000_000n, 0n);
    await runBetRollup(db);
    const now = at(day, 26);
    await db.transaction((tx) => settleDue(tx, now, { ledger }));
    let lines = await linesOf(w);
    expect(lines.map((l) => [l.revision, l.amount])).toEqual([[1, 10_000n]]);
    // A pulled history bet settled on the paid day arrives afterwards.
    await bet(w, 2, day, 500_000n, 0n, 20);
    await runBetRollup(db);
    await db.transaction((tx) => settleDue(tx, new Date(now.getTime() + 3_600_000), { ledger }));
    await db.transaction((tx) => settleDue(tx, new Date(now.getTime() + 7_200_000), { ledger }));
    lines = await linesOf(w);
    expect(lines.map((l) => [l.revision, l.amount, l.base])).toEqual([
      [1, 10_000n, 1_000_000n],
      [2, 5_000n, 1_500_000n],
    ]);
    expect((await commissionPaid(w)).get(w.ids[0]!)).toBe(15_000n);
  });

  it('a closed day waits while its bets are not all in the rollups', async () => {
    const w = await world([null, 0], [true, false]);
    await contract(w, 0, 'DAILY_SALARY', [{ minBase: '0', minActivePlayers: 0, rateBp: 100 }]);
    const day = '2026-03-20';
    await bet(w, 1, day, 1_000_000n, 0n);
    await db.transaction((tx) => settleDue(tx, at(day, 26), { ledger }));
    expect(await linesOf(w)).toEqual([]);
    await runBetRollup(db);
    await db.transaction((tx) => settleDue(tx, at(day, 26), { ledger }));
    expect((await linesOf(w)).map((l) => l.amount)).toEqual([10_000n]);
  });
});

describe('exactly once', () => {
  it('a pass killed at any step pays nothing; the next pays once', async () => {
    for (const stop of PAY_STEPS) {
      const w = await world([null, 0], [true, false]);
      await contract(w, 0, 'DAILY_SALARY', [{ minBase: '0', minActivePlayers: 0, rateBp: 200 }]);
      const day = '2026-04-02';
      await bet(w, 1, day, 300_000n, 0n);
      await runBetRollup(db);
      const pay = dayPay(day);
      await expect(
        db.transaction((tx) =>
          settlePeriod(tx, w.merchant, 'DAILY_SALARY', null, pay, {
            ledger,
            afterStep: (step) => {
              if (step === stop) throw new Error(`killed after ${step}`);
            },
          }),
        ),
      ).rejects.toThrow(`killed after ${stop}`);
      expect(await linesOf(w), stop).toEqual([]);
      expect((await commissionPaid(w)).size).toBe(0);
      await db.transaction((tx) =>
        settlePeriod(tx, w.merchant, 'DAILY_SALARY', null, pay, { ledger }),
      );
      expect((await commissionPaid(w)).get(w.ids[0]!)).toBe(6_000n);
    }
  });

  it('two runners at once pay a period once', async () => {
    const w = await world([null, 0, 0], [true, false, false]);
    await contract(w, 0, 'DAILY_SALARY', [{ minBase: '0', minActivePlayers: 0, rateBp: 50 }]);
    const day = '2026-04-05';
    await bet(w, 1, day, 2_000_000n, 0n);
    await bet(w, 2, day, 2_000_000n, 0n);
    await runBetRollup(db);
    const pay = dayPay(day);
    // Without the job's advisory lock: the line's key alone keeps the second from paying.
    const results = await Promise.all(
      [1, 2].map(() =>
        db.transaction((tx) => settlePeriod(tx, w.merchant, 'DAILY_SALARY', null, pay, { ledger })),
      ),
    );
    expect(results.reduce((n, r) => n + r.lines, 0)).toBe(1);
    expect((await commissionPaid(w)).get(w.ids[0]!)).toBe(20_000n);
    // And through the scheduler's job, twice at once.
    await Promise.all([1, 2].map(() => runJobOnce(db, createAgentPayJob({ ledger }), at(day, 30))));
    expect((await linesOf(w)).length).toBe(1);
  });
});

describe('dividend', () => {
  it('pays the share of the net loss, carries a winning period forward (the worked example)', async () => {
    const w = await world([null, 0], [true, false]);
    await contract(w, 0, 'DIVIDEND', [{ minBase: '0', minActivePlayers: 0, rateBp: 3500 }], 'D');
    const days = ['2026-05-04', '2026-05-05', '2026-05-06'];
    await bet(w, 1, days[0]!, 1_200_000n, 0n); // net loss 12,000.00
    await bet(w, 1, days[1]!, 100_000n, 400_000n); // the team wins 3,000.00
    await bet(w, 1, days[2]!, 500_000n, 0n); // net loss 5,000.00
    await runBetRollup(db);
    for (const day of days) {
      await db.transaction((tx) => settleDue(tx, at(day, 26), { ledger }));
    }
    // The day before the bets paid nothing and carried nothing.
    const lines = (await linesOf(w, 'DIVIDEND')).filter((l) => days.includes(l.periodKey));
    expect(lines.map((l) => [l.periodKey, l.base, l.amount, l.carryOut, l.status])).toEqual([
      ['2026-05-04', 1_200_000n, 420_000n, 0n, 'PAID'],
      ['2026-05-05', -300_000n, 0n, 300_000n, 'NONE'],
      ['2026-05-06', 200_000n, 70_000n, 0n, 'PAID'],
    ]);
  });
});

describe('holds', () => {
  it('a held agent’s lines wait as HELD, with no money moved', async () => {
    const w = await world([null, 0], [true, false]);
    await contract(w, 0, 'DAILY_SALARY', [{ minBase: '0', minActivePlayers: 0, rateBp: 100 }]);
    await db
      .insert(agentPayHolds)
      .values({ merchantId: w.merchantId, agentId: w.ids[0]!, reason: 'review', heldBy: null });
    const day = '2026-06-01';
    await bet(w, 1, day, 1_000_000n, 0n);
    await runBetRollup(db);
    await db.transaction((tx) => settleDue(tx, at(day, 26), { ledger }));
    expect((await linesOf(w)).map((l) => [l.status, l.amount])).toEqual([['HELD', 10_000n]]);
    expect((await commissionPaid(w)).size).toBe(0);
  });
});
