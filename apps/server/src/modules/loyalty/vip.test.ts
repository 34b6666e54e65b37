import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { runBetRollup } from '../../../test/bet-rollups.ts';
import { insertBet } from '../../../test/bet-rows.ts';
import { promotionUpdate } from '../../../test/bonus-client.ts';
import { adminCall, signIn } from '../../../test/operator-client.ts';
import { memberCall, newPlayer, rid } from '../../../test/wallet-client.ts';
import { auditLog, grants, memberVip, merchants, vipLevelUps } from '../../db/schema/index.ts';
import { runJobOnce } from '../../lib/jobs.ts';
import { dayOf, dayStart } from '../../lib/zoned-day.ts';
import { policyOf } from '../system/merchant-policy.ts';
import { createLedgerService, type LedgerService } from '../wallet/ledger.service.ts';
import { createTurnoverService } from '../wallet/turnover.service.ts';
import { settleDuePeriods } from './periods.service.ts';
import { createVipJob, runVipPass, VIP_STEPS, type VipStep } from './vip.service.ts';

let t: TestApp;
let ledger: LedgerService;
let merchantId: number;
let timeZone: string;
let owner: string;

const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  ledger = createLedgerService({ db });
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
  merchantId = merchant!.id;
  timeZone = policyOf(merchant!).timeZone;
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
});
afterAll(async () => {
  await t?.app.close();
});

const job = (afterStep?: (step: VipStep) => void) =>
  createVipJob({ ledger, everyMs: 1, afterStep: afterStep && ((s) => afterStep(s)) });

/** Runs passes at `now` until one folds no more days (a long gap folds 31 days a pass). */
async function passUntilCaughtUp(now: Date) {
  for (let i = 0; i < 12; i += 1) {
    const [pass] = await t.database.db.transaction((tx) => runVipPass(tx, now, { ledger }));
    if (!pass || pass.folded.length === 0) return;
  }
  throw new Error('the VIP job did not catch up');
}

/** A credited bank deposit of `amount` (the member's request, the operator's approval). */
async function creditedDeposit(token: string, amount: string) {
  const made = await memberCall(t.app, token, 'POST', '/wps/wallet/deposits', {
    methodCode: 'BANK',
    amount,
    reference: 'BANKREF-VIP',
    requestId: rid(),
  });
  expect(made.status).toBe(200);
  const approved = await adminCall(
    t.app,
    'POST',
    `/wps/admin/wallet/deposits/${made.body.value.id}/approve`,
    owner,
  );
  expect(approved.status).toBe(200);
}

/** A settled slot bet of `stake` minor units at `at`. */
async function bet(memberId: number, stake: bigint, at: Date, category = 'RNG') {
  await insertBet(t.database.db, {
    merchantId,
    memberId,
    status: 'SETTLED',
    stake,
    payout: stake / 2n,
    category,
    placedAt: at,
  });
}

async function vipGrants(memberId: number) {
  return t.database.db
    .select()
    .from(grants)
    .where(and(eq(grants.memberId, memberId), sql`${grants.source} like 'VIP%'`))
    .orderBy(grants.id);
}

async function levelOf(memberId: number) {
  const [row] = await t.database.db
    .select({ level: memberVip.level })
    .from(memberVip)
    .where(eq(memberVip.memberId, memberId));
  return row?.level ?? 0;
}

async function expectReconciled() {
  const r = await ledger.reconcile(merchantId);
  expect(r.unbalanced).toEqual([]);
  expect(r.drift).toEqual([]);
  expect(r.total).toBe(0n);
}

// The seeded ladder (seed-loyalty.ts): Bronze needs 10,000 staked and 1,000 deposited and pays
// 50; Silver 100,000 and 10,000, pays 300, monthly 100 from 20,000 staked in the month.
let silver: { id: number; token: string };
let reachedAt: Date;

describe('VIP levels', () => {
  it('raises a member over two levels at once, pays each level-up bonus once, and names the level', async () => {
    const db = t.database.db;
    silver = await newPlayer(t.app, db);
    const now = new Date();
    await creditedDeposit(silver.token, '10000');
    await bet(silver.id, 6_000_000n, new Date(now.getTime() - 2 * DAY_MS));
    await bet(silver.id, 4_000_000n, new Date(now.getTime() - 60_000), 'LIVE');
    await runBetRollup(db, {}, now);
    const before = await ledger.mainBalance(silver.id);
    const owedBefore = await createTurnoverService({ db }).outstanding(silver.id);

    reachedAt = now;
    await passUntilCaughtUp(now);
    expect(await levelOf(silver.id)).toBe(2);
    const paid = await vipGrants(silver.id);
    expect(paid.map((g) => [g.periodKey, g.amount, g.wageringRequired])).toEqual([
      ['L1', 5_000n, 5_000n],
      ['L2', 30_000n, 30_000n],
    ]);
    expect(paid.every((g) => g.transactionId !== null)).toBe(true);
    expect(await ledger.mainBalance(silver.id)).toBe(before + 35_000n);
    // Each bonus is wagered once before a withdrawal.
    expect(await createTurnoverService({ db }).outstanding(silver.id)).toBe(owedBefore + 35_000n);

    // Another pass, and a second job run: nothing more.
    await passUntilCaughtUp(now);
    expect(await runJobOnce(db, job(), now)).toBe(true);
    expect(await vipGrants(silver.id)).toHaveLength(2);
    expect(await ledger.mainBalance(silver.id)).toBe(before + 35_000n);
    await expectReconciled();

    // Member info and the VIP page, in the request's language.
    const info = await memberCall(t.app, silver.token, 'GET', '/wps/member/info');
    expect(info.body.value).toMatchObject({
      hasVip: true,
      vipLabelName: 'Silver',
      vipRankLevel: 2,
    });
    const page = await memberCall(t.app, silver.token, 'GET', '/wps/loyalty/vip');
    expect(page.status).toBe(200);
    expect(page.body.value).toMatchObject({
      level: 2,
      validStake: '100000.00',
      deposits: '10000.00',
      reached: [
        { level: 1, at: now.toISOString() },
        { level: 2, at: now.toISOString() },
      ],
    });
    expect(page.body.value.levels).toHaveLength(6);
    // The reward centre's list carries the source and level the page names them by.
    const rewards = await memberCall(t.app, silver.token, 'GET', '/wps/loyalty/grants');
    expect(
      (rewards.body.value.list as { source: string; vipLevel: number; title: string }[])
        .filter((g) => g.source === 'VIP_LEVEL_UP')
        .map((g) => [g.vipLevel, g.title])
        .sort(),
    ).toEqual([
      [1, ''],
      [2, ''],
    ]);
    // Bonus details names each by its source and level (the page translates it).
    const details = await memberCall(t.app, silver.token, 'GET', '/wps/member/records/bonuses');
    expect(
      (details.body.value.list as { source: string; vipLevel: number; amount: string }[])
        .filter((r) => r.source === 'VIP_LEVEL_UP')
        .map((r) => [r.vipLevel, r.amount])
        .sort(),
    ).toEqual([
      [1, '50.00'],
      [2, '300.00'],
    ]);
    expect(page.body.value.levels[2]).toMatchObject({
      level: 2,
      name: 'Silver',
      levelUpBonus: '300.00',
      monthlyBonus: '100.00',
      withdrawDailyCount: 6,
    });
  });

  it('lets a level allow more withdrawals a day than the site standard', async () => {
    const info = await memberCall(t.app, silver.token, 'GET', '/wps/wallet/withdraw/info');
    expect(info.body.value.dailyCountLimit).toBe(6);
    const plain = await newPlayer(t.app, t.database.db);
    const standard = await memberCall(t.app, plain.token, 'GET', '/wps/wallet/withdraw/info');
    expect(standard.body.value.dailyCountLimit).toBe(5);
    const member = await memberCall(t.app, plain.token, 'GET', '/wps/member/info');
    expect(member.body.value).toMatchObject({ hasVip: false, vipLabelName: null, vipRankLevel: 0 });
  });

  it('pays nothing when a pass is killed at any step, then exactly once; two runners pay once', async () => {
    const db = t.database.db;
    const p = await newPlayer(t.app, db);
    const now = new Date();
    await creditedDeposit(p.token, '1000');
    await bet(p.id, 1_000_000n, new Date(now.getTime() - 60_000));
    await runBetRollup(db, {}, now);
    const start = await ledger.mainBalance(p.id);

    // Which steps this pass goes through (a dry run, rolled back).
    const seen: VipStep[] = [];
    await expect(
      db.transaction(async (tx) => {
        await runVipPass(tx, now, { ledger, afterStep: (s) => seen.push(s) });
        throw new Error('dry run');
      }),
    ).rejects.toThrow('dry run');
    expect(seen).toEqual(expect.arrayContaining(['folded', 'promoted', 'credited', 'marked']));
    for (const step of VIP_STEPS.filter((s) => seen.includes(s))) {
      const killed = job((s) => {
        if (s === step) throw new Error(`killed after ${step}`);
      });
      await expect(runJobOnce(db, killed, now)).rejects.toThrow(`killed after ${step}`);
      expect(await levelOf(p.id)).toBe(0);
      expect(await vipGrants(p.id)).toEqual([]);
      expect(await ledger.mainBalance(p.id)).toBe(start);
    }

    // Two runners at once (without the job's lock): one Bronze bonus.
    const pass = () => db.transaction((tx) => runVipPass(tx, now, { ledger }));
    await Promise.all([pass(), pass()]);
    expect(await levelOf(p.id)).toBe(1);
    expect((await vipGrants(p.id)).map((g) => [g.periodKey, g.amount])).toEqual([['L1', 5_000n]]);
    expect(await ledger.mainBalance(p.id)).toBe(start + 5_000n);
    const ups = await db.select().from(vipLevelUps).where(eq(vipLevelUps.memberId, p.id));
    expect(ups.map((u) => u.level)).toEqual([1]);
    await expectReconciled();
  });

  it('pays the monthly bonus of the level held at the month end, when the month was played enough', async () => {
    const db = t.database.db;
    // Two months on: the Silver member plays 20,000 in that month, a Bronze member 100 only.
    const bronze = await newPlayer(t.app, db);
    await creditedDeposit(bronze.token, '1000');
    await bet(bronze.id, 1_000_000n, new Date(Date.now() - 60_000));
    await runBetRollup(db, {}, new Date());
    await passUntilCaughtUp(new Date());
    expect(await levelOf(bronze.id)).toBe(1);

    const month = new Date(reachedAt.getTime() + 62 * DAY_MS);
    const firstOfMonth = `${dayOf(month, timeZone).slice(0, 7)}-01`;
    const inMonth = new Date(Date.parse(dayStart(firstOfMonth, timeZone)) + 10 * DAY_MS);
    await bet(silver.id, 2_000_000n, inMonth);
    await bet(bronze.id, 10_000n, inMonth);
    const nextMonth = new Date(Date.parse(dayStart(firstOfMonth, timeZone)) + 40 * DAY_MS);
    const after = new Date(
      Date.parse(dayStart(`${dayOf(nextMonth, timeZone).slice(0, 7)}-01`, timeZone)) + 3_600_000,
    );
    await runBetRollup(db, {}, after);
    const before = await ledger.mainBalance(silver.id);
    await passUntilCaughtUp(after);
    const key = firstOfMonth.slice(0, 7);
    const monthly = (await vipGrants(silver.id)).filter((g) => g.source === 'VIP_MONTHLY');
    expect(monthly.map((g) => [g.periodKey, g.amount])).toEqual([[key, 10_000n]]);
    expect(monthly[0]!.detail).toMatchObject({ level: 2, validStake: '2000000' });
    expect(await ledger.mainBalance(silver.id)).toBe(before + 10_000n);
    // Bronze's monthly bonus needs 5,000 staked in the month: 100 is not enough.
    expect((await vipGrants(bronze.id)).filter((g) => g.source === 'VIP_MONTHLY')).toEqual([]);
    // Settled once: another pass later pays nothing more.
    await passUntilCaughtUp(new Date(after.getTime() + 3_600_000));
    expect((await vipGrants(silver.id)).filter((g) => g.source === 'VIP_MONTHLY')).toHaveLength(1);
    await expectReconciled();
  });

  it('pays a rebate at the rates of the level held when the day ended', async () => {
    const db = t.database.db;
    const list = await adminCall(t.app, 'GET', '/wps/admin/loyalty/promotions', owner);
    const rebate = (list.body.value as { id: number; code: string; tiers: unknown[] }[]).find(
      (p) => p.code === 'DAILY_REBATE',
    )!;
    const put = await adminCall(
      t.app,
      'PUT',
      `/wps/admin/loyalty/promotions/${rebate.id}`,
      owner,
      promotionUpdate(rebate, {
        tiers: [
          { vipLevel: 0, category: '*', threshold: '0', rateBp: 50 },
          { vipLevel: 0, category: 'RNG', threshold: '0', rateBp: 80 },
          { vipLevel: 2, category: '*', threshold: '0', rateBp: 90 },
          { vipLevel: 2, category: 'RNG', threshold: '0', rateBp: 150 },
        ],
      }),
    );
    expect(put.status).toBe(200);
    // A day well after Silver was reached: 10,000 on slots and 1,000 on sports.
    const day = dayOf(new Date(reachedAt.getTime() + 120 * DAY_MS), timeZone);
    const noon = new Date(Date.parse(dayStart(day, timeZone)) + 12 * 3_600_000);
    await bet(silver.id, 1_000_000n, noon);
    await bet(silver.id, 100_000n, noon, 'SPORTS');
    const plain = await newPlayer(t.app, db);
    await bet(plain.id, 1_000_000n, noon);
    const settleAt = new Date(noon.getTime() + 14 * 3_600_000);
    await runBetRollup(db, {}, settleAt);
    await db.transaction((tx) => settleDuePeriods(tx, settleAt, { ledger }));
    const [mine] = await db
      .select()
      .from(grants)
      .where(
        and(eq(grants.memberId, silver.id), eq(grants.source, 'REBATE'), eq(grants.periodKey, day)),
      );
    // Silver: 10,000 × 1.5% + 1,000 × 0.9% = 150 + 9.
    expect(mine!.amount).toBe(15_900n);
    expect(mine!.detail).toMatchObject({ vipLevel: 2 });
    const [theirs] = await db
      .select()
      .from(grants)
      .where(
        and(eq(grants.memberId, plain.id), eq(grants.source, 'REBATE'), eq(grants.periodKey, day)),
      );
    // Level 0: 10,000 × 0.8%.
    expect(theirs!.amount).toBe(8_000n);
  });
});

describe('the VIP ladder in the console', () => {
  async function ladder(token = owner) {
    const res = await adminCall(t.app, 'GET', '/wps/admin/loyalty/vip-levels', token);
    expect(res.status).toBe(200);
    return res.body.value.levels as Record<string, unknown>[];
  }
  const input = (levels: Record<string, unknown>[]) =>
    levels.map(({ name: _n, members: _m, ...l }) => l);

  it('lists the levels with how many members hold each, and saves a change audited', async () => {
    const levels = await ladder();
    expect(levels.map((l) => l.level)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(levels[2]).toMatchObject({ name: 'Silver', levelUpBonus: '300.00' });
    expect(levels[2]!.members).toBeGreaterThanOrEqual(1);
    const changed = input(levels).map((l) => (l.level === 1 ? { ...l, levelUpBonus: '80' } : l));
    const saved = await adminCall(t.app, 'PUT', '/wps/admin/loyalty/vip-levels', owner, {
      levels: changed,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.value.levels[1]).toMatchObject({ levelUpBonus: '80.00' });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'loyalty.configure'), eq(auditLog.targetType, 'vip-ladder')));
    expect(row!.details).toMatchObject({
      before: expect.arrayContaining([expect.objectContaining({ levelUpBonus: '50.00' })]),
      after: expect.arrayContaining([expect.objectContaining({ levelUpBonus: '80.00' })]),
    });
  });

  it('refuses a ladder that drops a level members hold, or that does not climb, and changes nothing', async () => {
    const levels = await ladder();
    const dropped = await adminCall(t.app, 'PUT', '/wps/admin/loyalty/vip-levels', owner, {
      levels: input(levels).slice(0, 2),
    });
    expect(dropped.status).toBe(409);
    expect(dropped.body.code).toBe('LOYALTY_VIP_LEVEL_HELD');
    expect(dropped.body.message).toContain('2');
    const flat = input(levels).map((l) =>
      l.level === 2 ? { ...l, minValidStake: '10', minDeposit: '10' } : l,
    );
    const refused = await adminCall(t.app, 'PUT', '/wps/admin/loyalty/vip-levels', owner, {
      levels: flat,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VALIDATION_FAILED');
    expect(await ladder()).toEqual(levels);
  });

  it('lets support read the ladder but not change it', async () => {
    const support = (await signIn(t.app, 'support1', 'Support#2026')).token;
    const levels = await ladder(support);
    const denied = await adminCall(t.app, 'PUT', '/wps/admin/loyalty/vip-levels', support, {
      levels: input(levels),
    });
    expect(denied.status).toBe(403);
  });
});
