import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { adminCall, signIn } from '../../../test/operator-client.ts';
import { PAYMENT_PASSWORD, memberCall, newPlayer, rid } from '../../../test/wallet-client.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';
import { createTurnoverService } from '../wallet/turnover.service.ts';

let t: TestApp;
let owner: string;
let promotionId: number;
/** The seeded one-per-person checks (the suite's players share a payee name: see setLimits). */
const SEEDED_LIMITS = {
  samePhone: true,
  samePayeeName: true,
  samePayeeAccount: true,
  windowDays: 90,
};
async function setLimits(limits: Record<string, unknown>) {
  await t.database.db.execute(
    sql`update promotions set limits = ${JSON.stringify(limits)}::jsonb where kind = 'FIRST_DEPOSIT'`,
  );
}

beforeAll(async () => {
  t = await buildTestApp();
  // The test helper gives every player the payee name "Test Player": the bonus's mechanics are
  // tested with the checks off; 'one per person' below turns them on.
  await setLimits({});
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
  const p = await newPlayer(t.app, t.database.db);
  const offers = await memberCall(t.app, p.token, 'GET', '/wps/loyalty/deposit-offers');
  promotionId = offers.body.value[0].promotionId as number;
});
afterAll(async () => {
  await t?.app.close();
});

const main = (memberId: number) => createLedgerService({ db: t.database.db }).mainBalance(memberId);
const outstanding = (memberId: number) =>
  createTurnoverService({ db: t.database.db }).outstanding(memberId);

function deposit(token: string, amount: string, withBonus = true) {
  return memberCall(t.app, token, 'POST', '/wps/wallet/deposits', {
    methodCode: 'BANK',
    amount,
    reference: 'BANKREF-1',
    requestId: rid(),
    ...(withBonus ? { promotionId } : {}),
  });
}

const approve = (id: number) =>
  adminCall(t.app, 'POST', `/wps/admin/wallet/deposits/${id}/approve`, owner);

async function count(table: 'deposits' | 'grants', memberId: number) {
  const rows = await t.database.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where member_id = ${memberId}`,
  );
  return (rows as { rows: { n: number }[] }).rows[0]!.n;
}

describe('the 70% first-deposit bonus', () => {
  it('is offered to a new member with its cap, minimum and wagering, in their language', async () => {
    const p = await newPlayer(t.app, t.database.db);
    const en = await memberCall(t.app, p.token, 'GET', '/wps/loyalty/deposit-offers');
    expect(en.status).toBe(200);
    expect(en.body.value).toEqual([
      expect.objectContaining({
        code: 'FIRST_DEPOSIT_70',
        title: '70% first-deposit bonus',
        percent: 70,
        cap: '7000.00',
        minDeposit: '200.00',
        wageringMultiple: 10,
      }),
    ]);
    const bn = await t.app.inject({
      method: 'GET',
      url: '/wps/loyalty/deposit-offers',
      headers: { authorization: `Bearer ${p.token}`, language: 'BN' },
    });
    expect(bn.json().value[0].title).toBe('প্রথম ডিপোজিটে ৭০% বোনাস');
  });

  it('is paid once when the deposit is credited, with (deposit + bonus) × 10 to wager', async () => {
    const p = await newPlayer(t.app, t.database.db);
    const asked = await deposit(p.token, '1000');
    expect(asked.status).toBe(200);
    const id = asked.body.value.id as number;
    const [a, b] = await Promise.all([approve(id), approve(id)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    // 1,000 deposited and 700 bonus; the deposit's own 1× and the bonus's rest make 17,000.
    expect(await main(p.id)).toBe(170_000n);
    expect(await outstanding(p.id)).toBe(1_700_000n);
    const grants = await memberCall(t.app, p.token, 'GET', '/wps/loyalty/grants');
    expect(grants.body.value).toMatchObject({ total: 1 });
    expect(grants.body.value.list[0]).toMatchObject({
      source: 'FIRST_DEPOSIT',
      title: '70% first-deposit bonus',
      amount: '700.00',
      wageringRequired: '16000.00',
      reference: asked.body.value.orderNo,
      state: 'ISSUED',
    });
    // Bonus details name it by the promotion, with its own requirement.
    const details = await memberCall(t.app, p.token, 'GET', '/wps/member/records/bonuses');
    expect(details.body.value.list).toEqual([
      expect.objectContaining({
        amount: '700.00',
        reason: '70% first-deposit bonus',
        turnoverRequired: '16000.00',
        turnoverRemaining: '16000.00',
      }),
    ]);
    // No withdrawal until the wagering is done: the bonus cannot leave early.
    const account = await memberCall(t.app, p.token, 'POST', '/wps/wallet/payee-accounts', {
      bankName: 'Shapla Bank',
      accountName: 'Test Player',
      accountNumber: `12${Math.floor(Math.random() * 1e9)}`,
    });
    const out = await memberCall(t.app, p.token, 'POST', '/wps/wallet/withdrawals', {
      payeeAccountId: account.body.value.id,
      amount: '1000',
      paymentPassword: PAYMENT_PASSWORD,
      requestId: rid(),
    });
    expect(out.status).toBe(409);
    expect(out.body.code).toBe('WALLET_TURNOVER_REQUIRED');
    expect(await main(p.id)).toBe(170_000n);
    // The ledger still sums to zero: the bonus came from the bonus-expense account.
    const report = await adminCall(t.app, 'GET', '/wps/admin/wallet/reconciliation', owner);
    expect(report.body.value).toMatchObject({ ok: true, total: '0.00' });
    // Taken: no longer offered, and a second deposit cannot name it.
    const offers = await memberCall(t.app, p.token, 'GET', '/wps/loyalty/deposit-offers');
    // The first-deposit bonus is gone; the weekly reload is offered from the second deposit on.
    expect(offers.body.value.map((o: { code: string }) => o.code)).toEqual(['WEEKLY_RELOAD_10']);
    const again = await deposit(p.token, '1000');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('LOYALTY_PROMOTION_NOT_ELIGIBLE');
    expect(await count('deposits', p.id)).toBe(1);
  });

  it('pays at most the cap', async () => {
    const p = await newPlayer(t.app, t.database.db);
    const id = (await deposit(p.token, '20000')).body.value.id as number;
    expect((await approve(id)).status).toBe(200);
    expect(await main(p.id)).toBe(2_000_000n + 700_000n);
  });

  it('goes with the first credited deposit only: two orders naming it pay one bonus', async () => {
    const p = await newPlayer(t.app, t.database.db);
    const first = (await deposit(p.token, '500')).body.value.id as number;
    const second = (await deposit(p.token, '800')).body.value.id as number;
    const results = await Promise.all([approve(first), approve(second)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(await count('grants', p.id)).toBe(1);
    const balance = await main(p.id);
    // 1,300 deposited plus 70% of whichever was credited first.
    expect([130_000n + 35_000n, 130_000n + 56_000n]).toContain(balance);
  });

  it('a retried deposit request answers the first order, bonus and all', async () => {
    const p = await newPlayer(t.app, t.database.db);
    const body = {
      methodCode: 'BANK',
      amount: '600',
      reference: 'R-3',
      requestId: rid(),
      promotionId,
    };
    const one = await memberCall(t.app, p.token, 'POST', '/wps/wallet/deposits', body);
    expect((await approve(one.body.value.id as number)).status).toBe(200);
    const retry = await memberCall(t.app, p.token, 'POST', '/wps/wallet/deposits', body);
    expect(retry.status).toBe(200);
    expect(retry.body.value.id).toBe(one.body.value.id);
    expect(await main(p.id)).toBe(60_000n + 42_000n);
  });

  it('refuses a deposit under the minimum, or a promotion that is not offered, in Bengali too', async () => {
    // A second promotion of the white label that starts at 1,000.
    const [row] = (
      (await t.database.db.execute(sql`
        insert into promotions (merchant_id, code, kind, percent_bp, cap_amount, min_deposit, wagering_centi, texts)
        select merchant_id, 'FIRST_DEPOSIT_BIG', kind, 10000, 100000, 100000, 500, texts
          from promotions where id = ${promotionId}
        returning id`)) as { rows: { id: number }[] }
    ).rows;
    const p = await newPlayer(t.app, t.database.db);
    const low = await t.app.inject({
      method: 'POST',
      url: '/wps/wallet/deposits',
      headers: { authorization: `Bearer ${p.token}`, language: 'BN' },
      payload: {
        methodCode: 'BANK',
        amount: '999.99',
        reference: 'R-1',
        requestId: rid(),
        promotionId: row!.id,
      },
    });
    expect(low.statusCode).toBe(409);
    expect(low.json()).toMatchObject({
      code: 'LOYALTY_PROMOTION_NOT_ELIGIBLE',
      message: expect.stringContaining('বোনাস'),
    });
    const unknown = await memberCall(t.app, p.token, 'POST', '/wps/wallet/deposits', {
      methodCode: 'BANK',
      amount: '1000',
      reference: 'R-2',
      requestId: rid(),
      promotionId: promotionId + 1000,
    });
    expect(unknown.status).toBe(409);
    expect(await count('deposits', p.id)).toBe(0);
  });
});

describe('the promotions page', () => {
  it('lists what runs now to a visitor, with rates, in their language; a paused one is gone', async () => {
    const visitor = await t.app.inject({
      method: 'GET',
      url: '/wps/loyalty/promotions',
      headers: { language: 'BN' },
    });
    expect(visitor.statusCode).toBe(200);
    // Seeded ones (another test adds a second first-deposit promotion).
    const seeded = ['FIRST_DEPOSIT_70', 'DAILY_REBATE', 'WEEKLY_CASHBACK'];
    const list = (visitor.json().value as { code: string; title: string }[]).filter((p) =>
      seeded.includes(p.code),
    );
    expect(list.map((p) => [p.code, p.title])).toEqual([
      ['FIRST_DEPOSIT_70', 'প্রথম ডিপোজিটে ৭০% বোনাস'],
      ['DAILY_REBATE', 'দৈনিক রিবেট'],
      ['WEEKLY_CASHBACK', 'সাপ্তাহিক ক্যাশব্যাক'],
    ]);
    expect(list[1]).toMatchObject({
      kind: 'REBATE',
      period: 'DAY',
      cap: '5000.00',
      wageringMultiple: 1,
      rates: expect.arrayContaining([{ category: 'RNG', threshold: '0.00', ratePercent: 0.8 }]),
    });
    await t.database.db.execute(
      sql`update promotions set status = 'PAUSED' where code = 'WEEKLY_CASHBACK'`,
    );
    try {
      const after = await t.app.inject({ method: 'GET', url: '/wps/loyalty/promotions' });
      const codes = after.json().value.map((p: { code: string }) => p.code) as string[];
      expect(codes).toContain('DAILY_REBATE');
      expect(codes).not.toContain('WEEKLY_CASHBACK');
    } finally {
      await t.database.db.execute(
        sql`update promotions set status = 'ACTIVE' where code = 'WEEKLY_CASHBACK'`,
      );
    }
  });
});

describe('one first-deposit bonus per person', () => {
  async function player(identity: { payeeName: string; mobile?: string }) {
    const p = await newPlayer(t.app, t.database.db);
    await t.database.db.execute(sql`
      update members set payee_name = ${identity.payeeName},
        country_dialing_code = ${identity.mobile ? '880' : null}, mobile_num = ${identity.mobile ?? null}
      where id = ${p.id}`);
    return p;
  }
  const tag = () => Math.random().toString(36).slice(2, 8);
  const offered = async (token: string): Promise<number> => {
    const answer = await memberCall(t.app, token, 'GET', '/wps/loyalty/deposit-offers');
    return (answer.body.value as unknown[]).length;
  };

  it('refuses it to an account sharing a payee name or a payee account with a taker', async () => {
    await setLimits(SEEDED_LIMITS);
    try {
      const phone = `17${Math.floor(1e7 + Math.random() * 8e7)}`;
      const name = `Rahim Uddin ${tag()}`;
      const accountNumber = `88${Math.floor(Math.random() * 1e9)}`;
      const first = await player({ payeeName: name, mobile: phone });
      await memberCall(t.app, first.token, 'POST', '/wps/wallet/payee-accounts', {
        bankName: 'Shapla Bank',
        accountName: name,
        accountNumber,
      });
      expect((await approve((await deposit(first.token, '1000')).body.value.id)).status).toBe(200);
      expect(await main(first.id)).toBe(170_000n);

      // (A phone is one member's only: the registration refuses a number in use.)
      const sameName = await player({ payeeName: `  ${name.toUpperCase()} ` });
      const third = `Third ${tag()}`;
      const sameAccount = await player({ payeeName: third });
      const added = await memberCall(
        t.app,
        sameAccount.token,
        'POST',
        '/wps/wallet/payee-accounts',
        {
          bankName: 'Shapla Bank',
          accountName: third,
          accountNumber,
        },
      );
      expect(added.status).toBe(200);
      for (const p of [sameName, sameAccount]) {
        expect(await offered(p.token)).toBe(0);
        const asked = await deposit(p.token, '1000');
        expect([asked.status, asked.body.code]).toEqual([409, 'LOYALTY_PROMOTION_NOT_ELIGIBLE']);
        expect(await count('deposits', p.id)).toBe(0);
      }
      // Someone else entirely is offered it.
      const stranger = await player({
        payeeName: `Karim ${tag()}`,
        mobile: `18${Math.floor(1e7 + Math.random() * 8e7)}`,
      });
      expect(await offered(stranger.token)).toBeGreaterThan(0);
    } finally {
      await setLimits({});
    }
  });

  it('pays one bonus when two accounts of one person are credited at once', async () => {
    await setLimits(SEEDED_LIMITS);
    try {
      const name = `Twin ${tag()}`;
      const a = await player({ payeeName: name });
      const b = await player({ payeeName: name });
      // Both ask before either is paid: each order is taken with the bonus.
      const [da, db] = [await deposit(a.token, '1000'), await deposit(b.token, '1000')];
      expect([da.status, db.status]).toEqual([200, 200]);
      const approved = await Promise.all([approve(da.body.value.id), approve(db.body.value.id)]);
      expect(approved.map((r) => r.status)).toEqual([200, 200]);
      // Both deposits are credited; the bonus goes to one of them only.
      const balances = [await main(a.id), await main(b.id)].sort();
      expect(balances).toEqual([100_000n, 170_000n]);
      expect((await count('grants', a.id)) + (await count('grants', b.id))).toBe(1);
    } finally {
      await setLimits({});
    }
  });
});
