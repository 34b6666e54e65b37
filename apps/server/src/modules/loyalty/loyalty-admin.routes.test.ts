import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPromotion } from '@portal/contracts/loyalty';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { adminCall, adminHeaders, signIn } from '../../../test/operator-client.ts';
import { auditLog, merchants, promotions } from '../../db/schema/index.ts';

let t: TestApp;
let owner: string;
let support: string;
let list: AdminPromotion[];
beforeAll(async () => {
  t = await buildTestApp();
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
  support = (await signIn(t.app, 'support1', 'Support#2026')).token;
  list = (await adminCall(t.app, 'GET', '/wps/admin/loyalty/promotions', owner)).body.value;
});
afterAll(async () => {
  await t?.app.close();
});

const byCode = (code: string) => list.find((p) => p.code === code)!;

/** The body of a PUT that changes nothing, from a promotion as listed. */
function unchanged(p: AdminPromotion) {
  return {
    status: p.status,
    percentBp: p.percentBp,
    cap: p.cap,
    minDeposit: p.minDeposit,
    minPayout: p.minPayout,
    wageringCenti: p.wageringCenti,
    texts: p.texts,
    tiers: p.tiers,
    limits: p.limits,
  };
}

describe('promotions in the console', () => {
  it('lists every promotion of the white label with its rates', () => {
    expect(list.map((p) => [p.code, p.kind, p.period])).toEqual([
      ['FIRST_DEPOSIT_70', 'FIRST_DEPOSIT', null],
      ['DAILY_REBATE', 'REBATE', 'DAY'],
      ['WEEKLY_CASHBACK', 'CASHBACK', 'WEEK'],
      ['REGISTRATION_SMS', 'REGISTRATION', null],
      ['WEEKLY_RELOAD_10', 'RELOAD', 'WEEK'],
      ['SHARE_AND_WIN', 'FIXED', 'ONCE'],
    ]);
    expect(byCode('DAILY_REBATE')).toMatchObject({
      cap: '5000.00',
      minPayout: '1.00',
      wageringCenti: 100,
      tiers: expect.arrayContaining([
        { vipLevel: 0, category: '*', threshold: '0.00', rateBp: 50 },
        { vipLevel: 0, category: 'RNG', threshold: '0.00', rateBp: 80 },
        { vipLevel: 3, category: '*', threshold: '0.00', rateBp: 70 },
      ]),
      runs: [],
    });
    expect(byCode('WEEKLY_CASHBACK').tiers.map((b) => [b.threshold, b.rateBp])).toEqual([
      ['500.00', 500],
      ['5000.00', 800],
      ['20000.00', 1000],
    ]);
  });

  it('lets finance change a rebate, audited with what it was and what it became', async () => {
    const finance = (await signIn(t.app, 'finance1', 'Finance#2026')).token;
    const rebate = byCode('DAILY_REBATE');
    const changed = await adminCall(
      t.app,
      'PUT',
      `/wps/admin/loyalty/promotions/${rebate.id}`,
      finance,
      {
        ...unchanged(rebate),
        cap: '3000',
        tiers: [
          { category: '*', threshold: '0', rateBp: 40 },
          { category: 'FISH', threshold: '0', rateBp: 120 },
        ],
      },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.value).toMatchObject({
      cap: '3000.00',
      tiers: [
        { category: '*', threshold: '0.00', rateBp: 40 },
        { category: 'FISH', threshold: '0.00', rateBp: 120 },
      ],
    });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'loyalty.configure'), eq(auditLog.targetId, String(rebate.id))),
      );
    expect(row!.details).toMatchObject({
      op: 'update',
      code: 'DAILY_REBATE',
      before: { cap: '5000.00' },
      after: { cap: '3000.00' },
    });
    // Put back for the other tests.
    const back = await adminCall(
      t.app,
      'PUT',
      `/wps/admin/loyalty/promotions/${rebate.id}`,
      owner,
      unchanged(rebate),
    );
    expect(back.status).toBe(200);
  });

  it('refuses VIP rebate lines that would drop a game type the level below pays', async () => {
    const rebate = byCode('DAILY_REBATE');
    const refused = await adminCall(
      t.app,
      'PUT',
      `/wps/admin/loyalty/promotions/${rebate.id}`,
      owner,
      {
        ...unchanged(rebate),
        tiers: [
          { vipLevel: 0, category: '*', threshold: '0', rateBp: 50 },
          { vipLevel: 0, category: 'RNG', threshold: '0', rateBp: 80 },
          // Gold would pay slots only, and nothing on every other game: refused.
          { vipLevel: 3, category: 'RNG', threshold: '0', rateBp: 100 },
        ],
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('LOYALTY_PROMOTION_RATES_INVALID');
    const after = await adminCall(t.app, 'GET', '/wps/admin/loyalty/promotions', owner);
    const still = (after.body.value as { code: string; tiers: unknown[] }[]).find(
      (p) => p.code === 'DAILY_REBATE',
    );
    expect(still!.tiers).toEqual(rebate.tiers);
  });

  it('shows and changes the one-per-person checks of the first-deposit bonus', async () => {
    const bonus = byCode('FIRST_DEPOSIT_70');
    expect(bonus.limits).toEqual({
      samePhone: true,
      samePayeeName: true,
      sameRegisterIp: false,
      samePayeeAccount: true,
      windowDays: 90,
    });
    const changed = await adminCall(
      t.app,
      'PUT',
      `/wps/admin/loyalty/promotions/${bonus.id}`,
      owner,
      { ...unchanged(bonus), limits: { ...bonus.limits, sameRegisterIp: true, windowDays: 30 } },
    );
    expect(changed.body.value.limits).toMatchObject({ sameRegisterIp: true, windowDays: 30 });
    await adminCall(
      t.app,
      'PUT',
      `/wps/admin/loyalty/promotions/${bonus.id}`,
      owner,
      unchanged(bonus),
    );
  });

  it('lets support read the promotions but not change them', async () => {
    const read = await adminCall(t.app, 'GET', '/wps/admin/loyalty/promotions', support);
    expect(read.status).toBe(200);
    const rebate = byCode('DAILY_REBATE');
    const put = await adminCall(
      t.app,
      'PUT',
      `/wps/admin/loyalty/promotions/${rebate.id}`,
      support,
      unchanged(rebate),
    );
    expect(put.status).toBe(403);
  });

  it('refuses bad terms with a clear code and a translated message, changing nothing', async () => {
    const rebate = byCode('DAILY_REBATE');
    const cashBack = byCode('WEEKLY_CASHBACK');
    const put = (id: number, body: unknown, language = 'EN') =>
      t.app.inject({
        method: 'PUT',
        url: `/wps/admin/loyalty/promotions/${id}`,
        headers: { ...adminHeaders(owner), language },
        payload: body as Record<string, unknown>,
      });
    const refusals = [
      [rebate.id, { ...unchanged(rebate), cap: '-5' }, 400, 'VALIDATION_FAILED'],
      [rebate.id, { ...unchanged(rebate), cap: '0' }, 400, 'VALIDATION_FAILED'],
      [rebate.id, { ...unchanged(rebate), minPayout: '1.005' }, 400, 'VALIDATION_FAILED'],
      [
        rebate.id,
        { ...unchanged(rebate), tiers: [{ category: 'RNG', threshold: '0', rateBp: 0 }] },
        400,
        'VALIDATION_FAILED',
      ],
      [
        rebate.id,
        {
          ...unchanged(rebate),
          tiers: [
            { category: 'RNG', threshold: '0', rateBp: 10 },
            { category: 'RNG', threshold: '0.00', rateBp: 20 },
          ],
        },
        400,
        'VALIDATION_FAILED',
      ],
      [rebate.id, { ...unchanged(rebate), tiers: [] }, 400, 'LOYALTY_PROMOTION_RATES_INVALID'],
      [
        cashBack.id,
        {
          ...unchanged(cashBack),
          tiers: [{ category: 'RNG', threshold: '100', rateBp: 500 }],
        },
        400,
        'LOYALTY_PROMOTION_RATES_INVALID',
      ],
      [
        rebate.id,
        { ...unchanged(rebate), limits: { ...rebate.limits, windowDays: 0 } },
        400,
        'VALIDATION_FAILED',
      ],
      [999_999, unchanged(rebate), 404, 'NOT_FOUND'],
    ] as const;
    for (const [id, body, status, code] of refusals) {
      const answer = await put(id, body);
      expect([answer.statusCode, answer.json().code]).toEqual([status, code]);
    }
    const bn = await put(cashBack.id, { ...unchanged(cashBack), tiers: [] }, 'BN');
    expect(bn.json().message).toContain('ক্যাশব্যাকে');
    const after = (await adminCall(t.app, 'GET', '/wps/admin/loyalty/promotions', owner)).body
      .value as AdminPromotion[];
    expect(after.find((p) => p.id === rebate.id)).toEqual(rebate);
    expect(after.find((p) => p.id === cashBack.id)).toEqual(cashBack);
  });

  it("never reaches another white label's promotion", async () => {
    const [nova] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'nova'));
    const [theirs] = await t.database.db
      .select()
      .from(promotions)
      .where(and(eq(promotions.merchantId, nova!.id), eq(promotions.code, 'DAILY_REBATE')));
    const answer = await adminCall(
      t.app,
      'PUT',
      `/wps/admin/loyalty/promotions/${theirs!.id}`,
      owner,
      { ...unchanged(byCode('DAILY_REBATE')), status: 'PAUSED' },
    );
    expect(answer.status).toBe(404);
    const [still] = await t.database.db
      .select()
      .from(promotions)
      .where(eq(promotions.id, theirs!.id));
    expect(still!.status).toBe('ACTIVE');
  });
});
