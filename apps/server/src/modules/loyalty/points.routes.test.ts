import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, sendEncrypted } from '../../../test/account-client.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { addOperator, adminCall, signIn } from '../../../test/operator-client.ts';
import { PAYMENT_PASSWORD, memberCall, newPlayer, rid } from '../../../test/wallet-client.ts';
import { auditLog, grants, mallItems } from '../../db/schema/index.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';
import { createTurnoverService } from '../wallet/turnover.service.ts';

let t: TestApp;
let owner: string;
let items: { id: number; name: string; pricePoints: number; rewardKind: string }[];

beforeAll(async () => {
  t = await buildTestApp();
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
  const mall = await t.app.inject({ method: 'GET', url: '/wps/loyalty/mall', headers: bearer('') });
  items = mall.json().value;
});
afterAll(async () => {
  await t?.app.close();
});

const main = (memberId: number) => createLedgerService({ db: t.database.db }).mainBalance(memberId);
const itemOf = (kind: string) => items.find((i) => i.rewardKind === kind)!;

async function creditedDeposit(token: string, amount: string) {
  const made = await memberCall(t.app, token, 'POST', '/wps/wallet/deposits', {
    methodCode: 'BANK',
    amount,
    reference: 'BANKREF-PTS',
    requestId: rid(),
  });
  expect(made.status).toBe(200);
  const id = made.body.value.id as number;
  expect(
    (await adminCall(t.app, 'POST', `/wps/admin/wallet/deposits/${id}/approve`, owner)).status,
  ).toBe(200);
  return id;
}

async function summary(token: string) {
  const res = await memberCall(t.app, token, 'GET', '/wps/loyalty/points');
  expect(res.status).toBe(200);
  return res.body.value as { balance: number; ratios: unknown[] };
}

function redeem(token: string, itemId: number, extra: Record<string, unknown> = {}) {
  return sendEncrypted(
    t.app,
    'POST',
    '/wps/loyalty/mall/redeem',
    { itemId, requestId: rid(), paymentPassword: PAYMENT_PASSWORD, ...extra },
    { headers: bearer(token) },
  );
}

function convert(token: string, points: unknown, extra: Record<string, unknown> = {}) {
  return sendEncrypted(
    t.app,
    'POST',
    '/wps/loyalty/points/convert',
    { points, requestId: rid(), paymentPassword: PAYMENT_PASSWORD, ...extra },
    { headers: bearer(token) },
  );
}

/** A member with `points` points, earned the real way: deposits credited at 1 point per 100. */
async function memberWithPoints(points: number) {
  const p = await newPlayer(t.app, t.database.db);
  // Bank deposits are at most 500,000 each.
  for (let left = points; left > 0; left -= 4_000) {
    await creditedDeposit(p.token, String(Math.min(left, 4_000) * 100));
  }
  expect((await summary(p.token)).balance).toBe(points);
  return p;
}

describe('points', () => {
  it('are earned once per credited deposit at the ratio of the table, and listed', async () => {
    const p = await newPlayer(t.app, t.database.db);
    const first = await summary(p.token);
    expect(first).toMatchObject({
      balance: 0,
      ratios: [{ methodCode: '*', vipLevel: 0, amountPerPoint: '100.00' }],
      convertAmountPerPoint: '0.05',
      convertMinPoints: 200,
      hasPaymentPassword: true,
    });
    const id = await creditedDeposit(p.token, '12345');
    // A second approval is refused and earns nothing.
    const again = await adminCall(t.app, 'POST', `/wps/admin/wallet/deposits/${id}/approve`, owner);
    expect(again.status).toBe(409);
    expect((await summary(p.token)).balance).toBe(123);
    const history = await memberCall(t.app, p.token, 'GET', '/wps/loyalty/points/history');
    expect(history.body.value).toMatchObject({
      total: 1,
      list: [{ kind: 'DEPOSIT', points: 123, balanceAfter: 123 }],
    });
  });

  it('redeem a cash reward: points taken at once, paid when approved, audited', async () => {
    const cash = itemOf('CASH');
    const p = await memberWithPoints(cash.pricePoints + 20);
    const before = await main(p.id);
    const wrong = await redeem(p.token, cash.id, { paymentPassword: '135799' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WALLET_PAYMENT_PASSWORD_WRONG');
    expect((await summary(p.token)).balance).toBe(cash.pricePoints + 20);

    const made = await redeem(p.token, cash.id);
    expect(made.statusCode).toBe(200);
    const redemption = made.json().value;
    expect(redemption).toMatchObject({ status: 'IN_PROCESS', points: cash.pricePoints });
    expect((await summary(p.token)).balance).toBe(20);
    expect(await main(p.id)).toBe(before);

    const owed = await createTurnoverService({ db: t.database.db }).outstanding(p.id);
    const queue = await adminCall(
      t.app,
      'GET',
      '/wps/admin/loyalty/mall/redemptions?status=IN_PROCESS',
      owner,
    );
    expect(queue.body.value.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: redemption.id, username: p.username }),
      ]),
    );
    const approved = await adminCall(
      t.app,
      'POST',
      `/wps/admin/loyalty/mall/redemptions/${redemption.id}/approve`,
      owner,
      {},
    );
    expect(approved.status).toBe(200);
    expect(approved.body.value.status).toBe('APPROVED');
    // 50 cash, no wagering added.
    expect(await main(p.id)).toBe(before + 5_000n);
    expect(await createTurnoverService({ db: t.database.db }).outstanding(p.id)).toBe(owed);
    const twice = await adminCall(
      t.app,
      'POST',
      `/wps/admin/loyalty/mall/redemptions/${redemption.id}/reject`,
      owner,
      {},
    );
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('MALL_REDEMPTION_DECIDED');
    expect(await main(p.id)).toBe(before + 5_000n);
    expect((await summary(p.token)).balance).toBe(20);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetType, 'mall-redemption'),
          eq(auditLog.targetId, String(redemption.id)),
        ),
      );
    expect(audit!.details).toMatchObject({ op: 'approve' });
    // The member's history shows it approved.
    const mine = await memberCall(t.app, p.token, 'GET', '/wps/loyalty/mall/redemptions');
    expect(mine.body.value.list[0]).toMatchObject({ id: redemption.id, status: 'APPROVED' });
  });

  it('returns the points and the stock when a redemption is rejected', async () => {
    const goods = itemOf('GOODS');
    const p = await memberWithPoints(goods.pricePoints);
    const stock = async () =>
      (await t.database.db.select().from(mallItems).where(eq(mallItems.id, goods.id)))[0]!.stock;
    const stockBefore = await stock();
    const made = (await redeem(p.token, goods.id)).json().value;
    expect(await stock()).toBe(stockBefore! - 1);
    expect((await summary(p.token)).balance).toBe(0);
    // Another white label's operator neither sees nor decides it.
    await addOperator(t.database.db, 'nova', 'novamall', 'Nova#2026ab', 'owner');
    const nova = (await signIn(t.app, 'novamall', 'Nova#2026ab', undefined, 'nova')).token;
    const foreignQueue = await adminCall(
      t.app,
      'GET',
      '/wps/admin/loyalty/mall/redemptions?status=IN_PROCESS',
      nova,
      undefined,
      { merchant: 'nova' },
    );
    expect(foreignQueue.body.value.list).toEqual([]);
    for (const action of ['approve', 'reject']) {
      const foreign = await adminCall(
        t.app,
        'POST',
        `/wps/admin/loyalty/mall/redemptions/${made.id}/${action}`,
        nova,
        { reason: 'not yours' },
        { merchant: 'nova' },
      );
      expect(foreign.status).toBe(404);
    }
    expect((await summary(p.token)).balance).toBe(0);
    const rejected = await adminCall(
      t.app,
      'POST',
      `/wps/admin/loyalty/mall/redemptions/${made.id}/reject`,
      owner,
      { reason: 'Out of sizes' },
    );
    expect(rejected.body.value).toMatchObject({ status: 'REJECTED', reason: 'Out of sizes' });
    expect((await summary(p.token)).balance).toBe(goods.pricePoints);
    expect(await stock()).toBe(stockBefore);
    const history = await memberCall(t.app, p.token, 'GET', '/wps/loyalty/points/history');
    expect(history.body.value.list.map((e: { kind: string }) => e.kind)).toEqual([
      'REDEEM_RETURN',
      'REDEEM',
      'DEPOSIT',
    ]);
  });

  it('counts the per-member limit and the stock atomically when redemptions race', async () => {
    const goods = itemOf('GOODS');
    // Limit one per member: two at once from a member with points for both, one passes.
    const p = await memberWithPoints(goods.pricePoints * 2);
    const both = await Promise.all([redeem(p.token, goods.id), redeem(p.token, goods.id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().code).toBe('MALL_LIMIT_REACHED');
    expect((await summary(p.token)).balance).toBe(goods.pricePoints);

    // One left in stock: two members at once, one gets it.
    await t.database.db.update(mallItems).set({ stock: 1 }).where(eq(mallItems.id, goods.id));
    const a = await memberWithPoints(goods.pricePoints);
    const b = await memberWithPoints(goods.pricePoints);
    const race = await Promise.all([redeem(a.token, goods.id), redeem(b.token, goods.id)]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(race.find((r) => r.statusCode === 409)!.json().code).toBe('MALL_OUT_OF_STOCK');
    const left = (await summary(a.token)).balance + (await summary(b.token)).balance;
    expect(left).toBe(goods.pricePoints);
  });

  it('refuses a redemption without enough points, of an unknown reward, or with a bad item id', async () => {
    const bonus = itemOf('BONUS');
    const p = await memberWithPoints(bonus.pricePoints - 1);
    const poor = await redeem(p.token, bonus.id);
    expect(poor.statusCode).toBe(409);
    expect(poor.json()).toMatchObject({ code: 'POINTS_NOT_ENOUGH' });
    expect(poor.json().message).toMatch(/points/);
    expect((await redeem(p.token, 999_999)).statusCode).toBe(404);
    const negative = await redeem(p.token, -1);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().code).toBe('VALIDATION_FAILED');
    expect((await summary(p.token)).balance).toBe(bonus.pricePoints - 1);
  });

  it('convert to cash at the rate, once per request, with the wagering set', async () => {
    const p = await memberWithPoints(450);
    const before = await main(p.id);
    const small = await convert(p.token, 100);
    expect(small.statusCode).toBe(400);
    expect(small.json()).toMatchObject({ code: 'POINTS_CONVERT_MIN' });
    expect(small.json().message).toContain('200');
    for (const bad of [-300, 250.5, '300']) {
      const res = await convert(p.token, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const requestId = rid();
    const done = await convert(p.token, 400, { requestId });
    expect(done.statusCode).toBe(200);
    expect(done.json().value).toEqual({ points: 400, amount: '20.00', pointsBalance: 50 });
    const replay = await convert(p.token, 400, { requestId });
    expect(replay.json().value).toEqual({ points: 400, amount: '20.00', pointsBalance: 50 });
    const conflict = await convert(p.token, 300, { requestId });
    expect(conflict.statusCode).toBe(422);
    expect(conflict.json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await main(p.id)).toBe(before + 2_000n);
    const paid = await t.database.db
      .select()
      .from(grants)
      .where(and(eq(grants.memberId, p.id), eq(grants.source, 'POINTS_CONVERT')));
    expect(paid).toHaveLength(1);
    expect(paid[0]!.wageringRequired).toBe(2_000n);
    const notEnough = await convert(p.token, 200);
    expect(notEnough.statusCode).toBe(409);
    expect(notEnough.json().code).toBe('POINTS_NOT_ENOUGH');
    const r = await createLedgerService({ db: t.database.db }).reconcile(p.merchantId);
    expect(r.drift).toEqual([]);
    expect(r.total).toBe(0n);
  });
});

describe('the points mall in the console', () => {
  it('creates and changes rewards, audited; bad terms change nothing; support only reads', async () => {
    const created = await adminCall(t.app, 'POST', '/wps/admin/loyalty/mall/items', owner, {
      texts: { EN: { name: 'Phone top-up 100', description: 'Mobile credit.' } },
      status: 'ACTIVE',
      pricePoints: 1200,
      stock: 20,
      perMemberLimit: 2,
      rewardKind: 'GOODS',
      rewardAmount: null,
      wageringCenti: 0,
      sort: 9,
    });
    expect(created.status).toBe(200);
    const id = created.body.value.id as number;
    const bad = await adminCall(t.app, 'PUT', `/wps/admin/loyalty/mall/items/${id}`, owner, {
      ...created.body.value,
      id: undefined,
      redeemed: undefined,
      pricePoints: -5,
    });
    expect(bad.status).toBe(400);
    const mismatched = await adminCall(t.app, 'PUT', `/wps/admin/loyalty/mall/items/${id}`, owner, {
      ...created.body.value,
      id: undefined,
      redeemed: undefined,
      rewardKind: 'CASH',
    });
    expect(mismatched.status).toBe(400);
    const hidden = await adminCall(t.app, 'PUT', `/wps/admin/loyalty/mall/items/${id}`, owner, {
      ...created.body.value,
      id: undefined,
      redeemed: undefined,
      status: 'HIDDEN',
    });
    expect(hidden.body.value.status).toBe('HIDDEN');
    const mall = await t.app.inject({
      method: 'GET',
      url: '/wps/loyalty/mall',
      headers: bearer(''),
    });
    expect(mall.json().value.map((i: { id: number }) => i.id)).not.toContain(id);
    const audits = await t.database.db.execute(
      sql`select count(*)::int as n from audit_log where target_type = 'mall-item' and target_id = ${String(id)}`,
    );
    expect((audits as { rows: { n: number }[] }).rows[0]!.n).toBe(2);

    const support = (await signIn(t.app, 'support1', 'Support#2026')).token;
    expect((await adminCall(t.app, 'GET', '/wps/admin/loyalty/mall/items', support)).status).toBe(
      200,
    );
    const denied = await adminCall(t.app, 'PUT', `/wps/admin/loyalty/mall/items/${id}`, support, {
      ...hidden.body.value,
      id: undefined,
      redeemed: undefined,
    });
    expect(denied.status).toBe(403);
  });

  it('saves the ratio table: a Gold member earns at Gold’s ratio', async () => {
    const settings = await adminCall(t.app, 'GET', '/wps/admin/loyalty/points-settings', owner);
    expect(settings.body.value.ratios).toEqual([
      { methodCode: '*', vipLevel: 0, amountPerPoint: '100.00' },
      { methodCode: '*', vipLevel: 3, amountPerPoint: '50.00' },
    ]);
    const saved = await adminCall(t.app, 'PUT', '/wps/admin/loyalty/points-settings', owner, {
      ...settings.body.value,
      ratios: [
        { methodCode: '*', vipLevel: 0, amountPerPoint: '100' },
        { methodCode: 'BANK', vipLevel: 0, amountPerPoint: '20' },
      ],
    });
    expect(saved.status).toBe(200);
    const p = await newPlayer(t.app, t.database.db);
    await creditedDeposit(p.token, '1000');
    // Bank transfers now earn a point per 20.
    expect((await summary(p.token)).balance).toBe(50);
    await adminCall(t.app, 'PUT', '/wps/admin/loyalty/points-settings', owner, settings.body.value);
  });
});

describe('the bonus report', () => {
  it('sums what the suite paid today by source, with conversions and redemptions', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const res = await adminCall(
      t.app,
      'GET',
      `/wps/admin/loyalty/report?from=${yesterday}&to=${tomorrow}`,
      owner,
    );
    expect(res.status).toBe(200);
    const report = res.body.value;
    const bySource = (source: string) =>
      (report.rows as { source: string; grants: number; amount: string }[])
        .filter((r) => r.source === source)
        .reduce(
          (acc, r) => ({ grants: acc.grants + r.grants, amount: acc.amount + Number(r.amount) }),
          {
            grants: 0,
            amount: 0,
          },
        );
    // One approved cash reward (50) and one conversion (20) in this file.
    expect(bySource('MALL')).toEqual({ grants: 1, amount: 50 });
    expect(bySource('POINTS_CONVERT')).toEqual({ grants: 1, amount: 20 });
    expect(report.conversions).toEqual({ count: 1, points: 400, amount: '20.00' });
    expect(report.redemptions.approved).toBe(1);
    expect(report.redemptions.rejected).toBe(1);
    expect(report.rows.every((r: { day: string }) => r.day >= yesterday && r.day <= tomorrow)).toBe(
      true,
    );

    const backwards = await adminCall(
      t.app,
      'GET',
      `/wps/admin/loyalty/report?from=${tomorrow}&to=${yesterday}`,
      owner,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.code).toBe('VALIDATION_FAILED');
    const tooLong = await adminCall(
      t.app,
      'GET',
      '/wps/admin/loyalty/report?from=2026-01-01&to=2026-12-31',
      owner,
    );
    expect(tooLong.status).toBe(400);
  });
});
