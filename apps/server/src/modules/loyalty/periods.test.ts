import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { runBetRollup } from '../../../test/bet-rollups.ts';
import { insertBet } from '../../../test/bet-rows.ts';
import { memberCall, newPlayer } from '../../../test/wallet-client.ts';
import { merchants, promotions, promotionTiers } from '../../db/schema/index.ts';
import { runJobOnce } from '../../lib/jobs.ts';
import { dayOf, dayStart } from '../../lib/zoned-day.ts';
import { policyOf } from '../system/merchant-policy.ts';
import { createLedgerService, type LedgerService } from '../wallet/ledger.service.ts';
import { cashBackFor, rebateFor } from './loyalty.rules.ts';
import { closedPeriods } from './periods.ts';
import { periodGrants } from './periods.repo.ts';
import {
  createLoyaltyPeriodsJob,
  SETTLE_STEPS,
  settleDuePeriods,
  type SettleStep,
} from './periods.service.ts';

let t: TestApp;
let ledger: LedgerService;
let merchantId: number;
let timeZone: string;
let players: { id: number; token: string }[];
let rebate: { rates: Map<string, number>; capAmount: bigint; minPayout: bigint };
let cashBack: {
  bands: { threshold: bigint; rateBp: number }[];
  capAmount: bigint;
  minPayout: bigint;
};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  ledger = createLedgerService({ db });
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
  merchantId = merchant!.id;
  timeZone = policyOf(merchant!).timeZone;
  players = [];
  for (let i = 0; i < 4; i += 1) {
    players.push(await newPlayer(t.app, db, { paymentPassword: false }));
  }
  const terms = async (code: string) => {
    const [p] = await db
      .select()
      .from(promotions)
      .where(and(eq(promotions.merchantId, merchantId), eq(promotions.code, code)));
    const tiers = await db
      .select()
      .from(promotionTiers)
      .where(eq(promotionTiers.promotionId, p!.id));
    return { p: p!, tiers };
  };
  const r = await terms('DAILY_REBATE');
  // Every member here is at VIP level 0 (vip.test.ts covers the levels' own rates).
  rebate = {
    rates: new Map(r.tiers.filter((x) => x.vipLevel === 0).map((x) => [x.category, x.rateBp])),
    capAmount: r.p.capAmount,
    minPayout: r.p.minPayout,
  };
  const c = await terms('WEEKLY_CASHBACK');
  cashBack = {
    bands: c.tiers.map((x) => ({ threshold: x.threshold, rateBp: x.rateBp })),
    capAmount: c.p.capAmount,
    minPayout: c.p.minPayout,
  };
});
afterAll(async () => {
  await t?.app.close();
});

const DAY_MS = 86_400_000;
const localDay = (at: Date) => dayOf(at, timeZone);
/** A moment 01:00 into a local day `days` after today: every run of a test gets its own days. */
let dayCursor = 400;
function freshNow(): Date {
  dayCursor += 40;
  const today = new Date(Date.now() + dayCursor * DAY_MS).toISOString().slice(0, 10);
  return new Date(Date.parse(dayStart(today, timeZone)) + 3_600_000);
}

const job = (afterStep?: (step: SettleStep) => void) =>
  createLoyaltyPeriodsJob({ ledger, everyMs: 1, afterStep });

async function balances() {
  return Promise.all(players.map((p) => ledger.mainBalance(p.id)));
}

const grantsOf = (source: string, periodKey: string) =>
  periodGrants(t.database.db, merchantId, source, periodKey);

async function promotionIdOf(code: string) {
  const [p] = await t.database.db
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.code, code)));
  return p!.id;
}

async function expectReconciled() {
  const r = await ledger.reconcile(merchantId);
  expect(r.unbalanced).toEqual([]);
  expect(r.drift).toEqual([]);
  expect(r.total).toBe(0n);
}

const CATEGORIES = ['RNG', 'LIVE', 'SPORTS', 'FISH'] as const;
const betArb = fc.record({
  player: fc.integer({ min: 0, max: 3 }),
  category: fc.constantFrom(...CATEGORIES),
  stake: fc.bigInt({ min: 1n, max: 3_000_000n }),
  /** Payout in hundredths of the stake. */
  payoutCenti: fc.integer({ min: 0, max: 300 }),
  status: fc.constantFrom('SETTLED', 'SETTLED', 'SETTLED', 'VOID'),
  /** Days before `now`'s day: 0 is today (not closed), 1 yesterday, 2 the day before. */
  daysAgo: fc.integer({ min: 0, max: 2 }),
  minuteOfDay: fc.integer({ min: 0, max: 1_439 }),
});

describe('rebate and cash back periods', () => {
  it('pay every member exactly what the written formulas say, once, and the ledger reconciles', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(betArb, { maxLength: 24 }), async (betList) => {
        const db = t.database.db;
        const now = freshNow();
        const todayStart = Date.parse(dayStart(localDay(now), timeZone));
        const placed = betList.map((b) => {
          const at = new Date(todayStart - b.daysAgo * DAY_MS + b.minuteOfDay * 60_000);
          // Today's bets after `now` would be in the future: move them before it.
          return { ...b, at: at > now ? new Date(now.getTime() - 60_000) : at };
        });
        for (const b of placed) {
          const payout = b.status === 'VOID' ? b.stake : (b.stake * BigInt(b.payoutCenti)) / 100n;
          await insertBet(db, {
            merchantId,
            memberId: players[b.player]!.id,
            status: b.status,
            stake: b.stake,
            payout,
            category: b.category,
            placedAt: b.at,
          });
        }
        await runBetRollup(db, {}, now);
        const before = await balances();

        expect(await runJobOnce(db, job(), now)).toBe(true);

        // Expected, from the bets, by the pure formulas.
        const expected = players.map(() => 0n);
        for (const period of closedPeriods('DAY', now, timeZone, 3)) {
          const paid = await grantsOf('REBATE', period.key);
          for (const [i, p] of players.entries()) {
            const stakes = new Map<string, bigint>();
            for (const b of placed) {
              const day = localDay(b.at);
              if (b.player !== i || b.status !== 'SETTLED') continue;
              if (day < period.fromDay || day >= period.toDay) continue;
              stakes.set(b.category, (stakes.get(b.category) ?? 0n) + b.stake);
            }
            const want = rebateFor(stakes, rebate);
            expect(paid.find((g) => g.memberId === p.id)?.amount ?? 0n).toBe(want);
            expected[i]! += want;
          }
        }
        for (const period of closedPeriods('WEEK', now, timeZone, 3)) {
          const paid = await grantsOf('CASHBACK', period.key);
          for (const [i, p] of players.entries()) {
            let loss = 0n;
            for (const b of placed) {
              const day = localDay(b.at);
              if (b.player !== i || day < period.fromDay || day >= period.toDay) continue;
              const payout =
                b.status === 'VOID' ? b.stake : (b.stake * BigInt(b.payoutCenti)) / 100n;
              loss += b.stake - payout;
            }
            const want = cashBackFor(loss, cashBack);
            expect(paid.find((g) => g.memberId === p.id)?.amount ?? 0n).toBe(want);
            expected[i]! += want;
          }
        }
        const after = await balances();
        expect(after.map((b, i) => b - before[i]!)).toEqual(expected);
        // Today is not closed: nothing is paid for it.
        expect(await grantsOf('REBATE', localDay(now))).toEqual([]);

        // A second pass (or a second node) pays nothing more.
        expect(await runJobOnce(db, job(), now)).toBe(true);
        expect(await balances()).toEqual(after);
        await expectReconciled();
      }),
      { numRuns: 12 },
    );
  });

  it('waits for the rollups: a day is not paid while a bet settled in it is not counted', async () => {
    const db = t.database.db;
    const now = freshNow();
    const yesterday = closedPeriods('DAY', now, timeZone, 1)[0]!;
    await insertBet(db, {
      merchantId,
      memberId: players[0]!.id,
      status: 'SETTLED',
      stake: 1_000_000n,
      category: 'RNG',
      placedAt: new Date(Date.parse(yesterday.startsAt) + 3_600_000),
    });
    const settled = await db.transaction((tx) => settleDuePeriods(tx, now, { ledger }));
    const ours = await promotionIdOf('DAILY_REBATE');
    expect(settled.filter((s) => s.promotionId === ours && s.periodKey === yesterday.key)).toEqual(
      [],
    );
    expect(await grantsOf('REBATE', yesterday.key)).toEqual([]);

    await runBetRollup(db, {}, now);
    await runJobOnce(db, job(), now);
    const [grant] = await grantsOf('REBATE', yesterday.key);
    // 10,000.00 on slots at 0.8% = 80.00, with 1× to wager; the category line is kept.
    expect(grant).toMatchObject({ memberId: players[0]!.id, amount: 8_000n });
    expect(grant!.wageringRequired).toBe(8_000n);
    expect(grant!.detail).toEqual({
      vipLevel: 0,
      categories: { RNG: { validStake: '1000000', rateBp: 80, amount: '8000' } },
    });
    // The member reads it in bonus details: the promotion's name, the day, the category's line.
    const details = await memberCall(
      t.app,
      players[0]!.token,
      'GET',
      '/wps/member/records/bonuses',
    );
    expect(details.body.value.list).toContainEqual(
      expect.objectContaining({
        amount: '80.00',
        reason: 'Daily rebate',
        period: yesterday.key,
        lines: [{ category: 'RNG', validStake: '10000.00', ratePercent: 0.8, amount: '80.00' }],
        cashBack: null,
        turnoverRequired: '80.00',
      }),
    );
  });

  it("pays last week's net loss back by its band, and says so in bonus details", async () => {
    const db = t.database.db;
    const now = freshNow();
    const [week] = closedPeriods('WEEK', now, timeZone, 1);
    const p = players[1]!;
    // 6,000.00 staked, 500.00 won back: a net loss of 5,500.00, in the 8% band: 440.00.
    await insertBet(db, {
      merchantId,
      memberId: p.id,
      status: 'SETTLED',
      stake: 600_000n,
      payout: 50_000n,
      category: 'SPORTS',
      placedAt: new Date(Date.parse(week!.startsAt) + DAY_MS),
    });
    await runBetRollup(db, {}, now);
    await runJobOnce(db, job(), now);
    const [grant] = await grantsOf('CASHBACK', week!.key);
    expect(grant).toMatchObject({ memberId: p.id, amount: 44_000n, wageringRequired: 44_000n });
    const bn = await t.app.inject({
      method: 'GET',
      url: '/wps/member/records/bonuses',
      headers: { authorization: `Bearer ${p.token}`, language: 'BN' },
    });
    expect(bn.json().value.list).toContainEqual(
      expect.objectContaining({
        amount: '440.00',
        reason: 'সাপ্তাহিক ক্যাশব্যাক',
        period: week!.key,
        lines: [],
        cashBack: { netLoss: '5500.00', ratePercent: 8 },
      }),
    );
  });

  it('pays nothing when a pass dies at any step, then exactly once; two runners pay once', async () => {
    const db = t.database.db;
    const now = freshNow();
    const yesterday = closedPeriods('DAY', now, timeZone, 1)[0]!;
    for (const p of players) {
      await insertBet(db, {
        merchantId,
        memberId: p.id,
        status: 'SETTLED',
        stake: 500_000n,
        category: 'LIVE',
        placedAt: new Date(Date.parse(yesterday.startsAt) + 7_200_000),
      });
    }
    await runBetRollup(db, {}, now);
    const before = await balances();
    for (const step of SETTLE_STEPS) {
      const dying = job((at) => {
        if (at === step) throw new Error(`killed after ${step}`);
      });
      await expect(runJobOnce(db, dying, now)).rejects.toThrow(`killed after ${step}`);
      expect(await grantsOf('REBATE', yesterday.key)).toEqual([]);
      expect(await balances()).toEqual(before);
    }
    const runs = await Promise.all([runJobOnce(db, job(), now), runJobOnce(db, job(), now)]);
    expect(runs).toContain(true);
    // Without the job's lock too: the grants' keys pay each member once.
    await Promise.all([
      db.transaction((tx) => settleDuePeriods(tx, now, { ledger })),
      db.transaction((tx) => settleDuePeriods(tx, now, { ledger })),
    ]);
    // 5,000.00 on live casino at 0.6% = 30.00 each.
    const after = await balances();
    expect(after.map((b, i) => b - before[i]!)).toEqual(players.map(() => 3_000n));
    expect(await grantsOf('REBATE', yesterday.key)).toHaveLength(players.length);
    const counted = await db.execute(
      sql`select count(*)::int as n from loyalty_runs
        where merchant_id = ${merchantId} and period_key = ${yesterday.key}`,
    );
    expect((counted as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    await expectReconciled();
  });
});
