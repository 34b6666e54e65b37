import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { freshIp, sendEncrypted, solveBotcheck } from '../../../test/account-client.ts';
import { addOperator, adminCall, adminHeaders, signIn } from '../../../test/operator-client.ts';
import { memberCall, multipart, newPlayer, pngImage, rid } from '../../../test/wallet-client.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';
import { createTurnoverService } from '../wallet/turnover.service.ts';

let t: TestApp;
let owner: string;
let novaOwner: string;
type Promo = { id: number; code: string; state: string | null; take: string; kind: string };

beforeAll(async () => {
  t = await buildTestApp();
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
  await addOperator(t.database.db, 'nova', 'novaboss', 'Nova#2026ab', 'owner');
  novaOwner = (await signIn(t.app, 'novaboss', 'Nova#2026ab', undefined, 'nova')).token;
  // The suite's players share the payee name 'Test Player': one-per-person checks are tested
  // with the first-deposit bonus (loyalty.routes.test.ts); here they would refuse everyone.
  await t.database.db.execute(
    sql`update promotions set limits = '{"samePhone":true,"windowDays":90}'::jsonb where kind = 'REGISTRATION'`,
  );
});
afterAll(async () => {
  await t?.app.close();
});

const main = (memberId: number) => createLedgerService({ db: t.database.db }).mainBalance(memberId);
const outstanding = (memberId: number) =>
  createTurnoverService({ db: t.database.db }).outstanding(memberId);
const grantsOf = async (memberId: number) =>
  (
    (await t.database.db.execute(
      sql`select source, period_key, amount::text, state from grants where member_id = ${memberId} order by id`,
    )) as { rows: { source: string; period_key: string; amount: string; state: string }[] }
  ).rows;

async function page(token: string | null): Promise<Promo[]> {
  const res = token
    ? await memberCall(t.app, token, 'GET', '/wps/loyalty/promotions')
    : {
        body: (
          await t.app.inject({ url: '/wps/loyalty/promotions', headers: { merchant: 'demo' } })
        ).json(),
      };
  if (!Array.isArray(res.body.value)) throw new Error(JSON.stringify(res.body));
  return res.body.value as Promo[];
}
const stateOf = async (token: string | null, code: string) =>
  (await page(token)).find((p) => p.code === code)?.state;
const idOf = async (code: string) => (await page(null)).find((p) => p.code === code)!.id;

const claim = (token: string, id: number, requestId = rid()) =>
  memberCall(t.app, token, 'POST', `/wps/loyalty/promotions/${id}/claim`, { requestId });

/** Registers a member by mobile with the sms code from the outbox; returns the session token. */
async function registerByMobile(mobileNum: string): Promise<{ token: string; id: number }> {
  const send = await t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/register',
    headers: { merchant: 'demo' },
    remoteAddress: freshIp(),
    payload: { mobileNo: mobileNum, countryDialingCode: '880' },
  });
  expect(send.statusCode).toBe(200);
  const outbox = await t.app.inject({
    url: `/wps/test/outbox?recipient=${encodeURIComponent(`+880${mobileNum.slice(1)}`)}`,
    headers: { merchant: 'demo' },
  });
  const code = /\b(\d{6})\b/.exec(outbox.json().value[0].body as string)![1]!;
  const res = await sendEncrypted(
    t.app,
    'PUT',
    '/wps/member/register/mobile',
    {
      termsAccepted: true,
      login: true,
      registerMethod: 'WEB',
      botcheck: await solveBotcheck(t.app),
      mobileNum,
      countryDialingCode: '880',
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
      verificationCode: code,
    },
    { remoteAddress: freshIp(), headers: { language: 'EN' } },
  );
  expect(res.statusCode).toBe(200);
  const token = res.json().value.token as string;
  const info = await memberCall(t.app, token, 'GET', '/wps/member/info');
  return { token, id: info.body.value.id as number };
}

const PRIZES = [3_100n, 13_100n, 131_000n, 13_100_000n];

describe('the registration bonus of the SMS channel', () => {
  it('is claimable once by a member who registered and verified by sms: a drawn prize, 20× to wager', async () => {
    const m = await registerByMobile('01712340001');
    const claimable = await memberCall(t.app, m.token, 'GET', '/wps/loyalty/claimable');
    expect(claimable.body.value).toEqual([
      expect.objectContaining({
        kind: 'REGISTRATION',
        title: 'Sign-up bonus up to 131K',
        amount: '131000.00',
        draw: true,
        wageringMultiple: 20,
      }),
    ]);
    const id = claimable.body.value[0].promotionId as number;
    expect(await stateOf(m.token, 'REGISTRATION_SMS')).toBe('OPEN');
    const requestId = rid();
    const first = await claim(m.token, id, requestId);
    expect(first.status).toBe(200);
    const paid = BigInt(first.body.value.amount.replace('.', ''));
    expect(PRIZES).toContain(paid);
    expect(await main(m.id)).toBe(paid);
    expect(await outstanding(m.id)).toBe(paid * 20n);
    // A retry of the same claim answers the first result; another claim is refused.
    const retry = await claim(m.token, id, requestId);
    expect(retry.body.value).toEqual(first.body.value);
    const again = await claim(m.token, id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('LOYALTY_ALREADY_TAKEN');
    expect(await grantsOf(m.id)).toEqual([
      { source: 'REGISTRATION', period_key: 'ONCE', amount: String(paid), state: 'CLAIMED' },
    ]);
    expect((await memberCall(t.app, m.token, 'GET', '/wps/loyalty/claimable')).body.value).toEqual(
      [],
    );
    expect(await stateOf(m.token, 'REGISTRATION_SMS')).toBe('PROCESS');
    const report = await adminCall(t.app, 'GET', '/wps/admin/wallet/reconciliation', owner);
    expect(report.body.value).toMatchObject({ ok: true, total: '0.00' });
  });

  it('is not for a member who did not verify by sms, nor for a member of before it started', async () => {
    const p = await newPlayer(t.app, t.database.db);
    const id = await idOf('REGISTRATION_SMS');
    expect((await memberCall(t.app, p.token, 'GET', '/wps/loyalty/claimable')).body.value).toEqual(
      [],
    );
    expect(await stateOf(p.token, 'REGISTRATION_SMS')).toBe('NOT_ELIGIBLE');
    const res = await t.app.inject({
      method: 'POST',
      url: `/wps/loyalty/promotions/${id}/claim`,
      headers: { authorization: `Bearer ${p.token}`, language: 'BN' },
      payload: { requestId: rid() },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'LOYALTY_PROMOTION_NOT_ELIGIBLE',
      message: expect.stringMatching(/[\u0980-\u09FF]/),
    });
    expect(await main(p.id)).toBe(0n);
  });

  it('pays once when two claims of one member race', async () => {
    const m = await registerByMobile('01712340002');
    const id = await idOf('REGISTRATION_SMS');
    const [a, b] = await Promise.all([claim(m.token, id), claim(m.token, id)]);
    expect([a.status, b.status].sort(), JSON.stringify([a.body, b.body])).toEqual([200, 409]);
    expect((await grantsOf(m.id)).length).toBe(1);
  });
});

describe('a reload bonus', () => {
  it('is offered from the second deposit, pays its share once a week, and not again that week', async () => {
    const p = await newPlayer(t.app, t.database.db);
    const deposit = (amount: string, promotionId?: number) =>
      memberCall(t.app, p.token, 'POST', '/wps/wallet/deposits', {
        methodCode: 'BANK',
        amount,
        reference: 'BANKREF-1',
        requestId: rid(),
        ...(promotionId ? { promotionId } : {}),
      });
    const approve = (id: number) =>
      adminCall(t.app, 'POST', `/wps/admin/wallet/deposits/${id}/approve`, owner);
    const reloadId = await idOf('WEEKLY_RELOAD_10');
    // Not on a first deposit.
    expect((await deposit('1000', reloadId)).body.code).toBe('LOYALTY_PROMOTION_NOT_ELIGIBLE');
    await approve((await deposit('1000')).body.value.id);
    expect(await stateOf(p.token, 'WEEKLY_RELOAD_10')).toBe('OPEN');
    const offers = await memberCall(t.app, p.token, 'GET', '/wps/loyalty/deposit-offers');
    expect(offers.body.value).toEqual([
      expect.objectContaining({ code: 'WEEKLY_RELOAD_10', kind: 'RELOAD', percent: 10, bands: [] }),
    ]);
    const second = await deposit('3000', reloadId);
    expect(second.status).toBe(200);
    await approve(second.body.value.id);
    // 1,000 + 3,000 deposited, 10% of 3,000 = 300 on top.
    expect(await main(p.id)).toBe(430_000n);
    const [reload] = await grantsOf(p.id);
    expect(reload).toMatchObject({ source: 'RELOAD', amount: '30000', state: 'ISSUED' });
    expect(reload!.period_key).toMatch(new RegExp(`^${reloadId}:\\d{4}-W\\d{2}$`));
    // (3,000 + 300) × 5 = 16,500, of which the bank deposit already requires 3,000 (1×).
    expect(await outstanding(p.id)).toBe(100_000n + 1_650_000n);
    expect((await deposit('1000', reloadId)).body.code).toBe('LOYALTY_PROMOTION_NOT_ELIGIBLE');
    expect(await stateOf(p.token, 'WEEKLY_RELOAD_10')).toBe('PROCESS');
  });
});

describe('a fixed reward members apply for', () => {
  it('takes a comment and images, waits for the console, is rejected with a reason, then approved and paid once', async () => {
    const p = await newPlayer(t.app, t.database.db);
    const id = await idOf('SHARE_AND_WIN');
    expect(await stateOf(p.token, 'SHARE_AND_WIN')).toBe('OPEN');
    const png = await pngImage();
    const apply = (fields: Record<string, string>, files = 1) => {
      const form = multipart(
        fields,
        Array.from({ length: files }, (_, i) => ({
          field: 'image',
          name: `shot${i}.png`,
          type: 'image/png',
          data: png,
        })),
      );
      return t.app.inject({
        method: 'POST',
        url: `/wps/loyalty/promotions/${id}/apply`,
        headers: { authorization: `Bearer ${p.token}`, 'content-type': form.contentType },
        payload: form.payload,
      });
    };
    // Bad input changes nothing: a long comment, no image where one is required, four images.
    const long = await apply({ comment: 'x'.repeat(141) });
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('VALIDATION_FAILED');
    expect((await apply({ comment: 'shared' }, 0)).json().code).toBe('VALIDATION_FAILED');
    expect((await apply({ comment: 'shared' }, 4)).statusCode).toBe(400);
    expect(await stateOf(p.token, 'SHARE_AND_WIN')).toBe('OPEN');

    const sent = await apply({ comment: 'https://social.example/post/1' }, 2);
    expect(sent.statusCode).toBe(200);
    const applicationId = sent.json().value.id as number;
    expect((await apply({ comment: 'again' })).json().code).toBe('LOYALTY_ALREADY_APPLIED');
    expect(await stateOf(p.token, 'SHARE_AND_WIN')).toBe('APPLYING');

    // The console's queue shows it with its images; another white label sees neither.
    const queue = await adminCall(t.app, 'GET', '/wps/admin/loyalty/applications', owner);
    const row = queue.body.value.list.find((a: { id: number }) => a.id === applicationId);
    expect(row).toMatchObject({
      promotionCode: 'SHARE_AND_WIN',
      comment: 'https://social.example/post/1',
      imageCount: 2,
      state: 'APPLYING',
    });
    const image = await t.app.inject({ url: row.images[0], headers: adminHeaders(owner) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    const foreign = await t.app.inject({
      url: row.images[0],
      headers: adminHeaders(novaOwner, 'nova'),
    });
    expect(foreign.statusCode).toBe(404);
    const foreignDecide = await adminCall(
      t.app,
      'POST',
      `/wps/admin/loyalty/applications/${applicationId}/decide`,
      novaOwner,
      { approve: true },
      { merchant: 'nova' },
    );
    expect(foreignDecide.status).toBe(404);
    // Another member cannot read the images either.
    const other = await newPlayer(t.app, t.database.db);
    const peek = await memberCall(
      t.app,
      other.token,
      'GET',
      `/wps/loyalty/applications/${applicationId}/images/1`,
    );
    expect(peek.status).toBe(404);

    const rejected = await adminCall(
      t.app,
      'POST',
      `/wps/admin/loyalty/applications/${applicationId}/decide`,
      owner,
      { approve: false, reason: 'The post is not public' },
    );
    expect(rejected.body.value).toMatchObject({
      state: 'REJECTED',
      reason: 'The post is not public',
    });
    expect(await stateOf(p.token, 'SHARE_AND_WIN')).toBe('REJECTED');
    const twice = await adminCall(
      t.app,
      'POST',
      `/wps/admin/loyalty/applications/${applicationId}/decide`,
      owner,
      { approve: true },
    );
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('LOYALTY_APPLICATION_DECIDED');
    expect(await main(p.id)).toBe(0n);

    // A rejected application may be followed by another; approving it pays 50 with 3× to wager.
    const second = await apply({ comment: 'https://social.example/post/2' });
    const secondId = second.json().value.id as number;
    const approved = await adminCall(
      t.app,
      'POST',
      `/wps/admin/loyalty/applications/${secondId}/decide`,
      owner,
      { approve: true },
    );
    expect(approved.body.value).toMatchObject({ state: 'APPROVED', amount: '50.00' });
    expect(await main(p.id)).toBe(5_000n);
    expect(await outstanding(p.id)).toBe(15_000n);
    expect(await stateOf(p.token, 'SHARE_AND_WIN')).toBe('PROCESS');
    expect((await apply({ comment: 'third' })).json().code).toBe('LOYALTY_ALREADY_TAKEN');
    const mine = await memberCall(t.app, p.token, 'GET', '/wps/loyalty/applications');
    expect(mine.body.value.list.map((a: { state: string }) => a.state)).toEqual([
      'APPROVED',
      'REJECTED',
    ]);
    // The member was told both decisions; the console's audit has both.
    const inbox = await memberCall(
      t.app,
      p.token,
      'GET',
      '/wps/member/messages?pageNo=1&pageSize=10',
    );
    expect(JSON.stringify(inbox.body)).toContain('Application approved');
    const audit = (await t.database.db.execute(
      sql`select details->>'op' as op from audit_log where target_type = 'promotion-application'
          and target_id in (${String(applicationId)}, ${String(secondId)}) order by id`,
    )) as { rows: { op: string }[] };
    expect(audit.rows.map((r) => r.op)).toEqual(['reject', 'approve']);
  });
});

describe('the promotions builder', () => {
  const base = {
    status: 'ACTIVE',
    percentBp: 0,
    cap: '20.00',
    minDeposit: '0',
    minPayout: '0',
    wageringCenti: 0,
    texts: { EN: { title: 'Daily gift', terms: 'A gift each day.' } },
    limits: {
      samePhone: false,
      samePayeeName: false,
      sameRegisterIp: false,
      samePayeeAccount: false,
      windowDays: 90,
    },
    tiers: [],
  };

  it('creates a daily fixed reward members claim; its state follows the member', async () => {
    const created = await adminCall(t.app, 'POST', '/wps/admin/loyalty/promotions', owner, {
      ...base,
      code: 'DAILY_GIFT',
      kind: 'FIXED',
      period: 'DAY',
    });
    expect(created.status).toBe(200);
    expect(created.body.value).toMatchObject({
      code: 'DAILY_GIFT',
      period: 'DAY',
      application: null,
    });
    const p = await newPlayer(t.app, t.database.db);
    expect(await stateOf(p.token, 'DAILY_GIFT')).toBe('OPEN');
    const paid = await claim(p.token, created.body.value.id);
    expect(paid.body.value).toMatchObject({ amount: '20.00', wageringRequired: '0.00' });
    expect(await stateOf(p.token, 'DAILY_GIFT')).toBe('CLAIMED');
    expect((await claim(p.token, created.body.value.id)).body.code).toBe('LOYALTY_ALREADY_TAKEN');
    const audit = (await t.database.db.execute(
      sql`select count(*)::int as n from audit_log where target_type = 'promotion'
          and target_id = ${String(created.body.value.id)} and details->>'op' = 'create'`,
    )) as { rows: { n: number }[] };
    expect(audit.rows[0]!.n).toBe(1);
  });

  it('shows a promotion that starts later as coming soon, and one for VIPs as not for a new member', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const soon = await adminCall(t.app, 'POST', '/wps/admin/loyalty/promotions', owner, {
      ...base,
      code: 'LATER_GIFT',
      kind: 'FIXED',
      period: 'ONCE',
      startsAt: later,
    });
    expect(soon.status).toBe(200);
    expect(await stateOf(null, 'LATER_GIFT')).toBe('COMING_SOON');
    expect(
      (await claim((await newPlayer(t.app, t.database.db)).token, soon.body.value.id)).body.code,
    ).toBe('LOYALTY_PROMOTION_UNKNOWN');
    const vip = await adminCall(t.app, 'POST', '/wps/admin/loyalty/promotions', owner, {
      ...base,
      code: 'VIP_GIFT',
      kind: 'FIXED',
      period: 'WEEK',
      eligibility: { newMemberDays: null, vipMin: 2, vipMax: null, methods: [], channel: null },
    });
    const p = await newPlayer(t.app, t.database.db);
    expect(await stateOf(p.token, 'VIP_GIFT')).toBe('NOT_ELIGIBLE');
    expect((await claim(p.token, vip.body.value.id)).body.code).toBe(
      'LOYALTY_PROMOTION_NOT_ELIGIBLE',
    );
  });

  it('counts bets toward a reward’s wagering at its game weights', async () => {
    const created = await adminCall(t.app, 'POST', '/wps/admin/loyalty/promotions', owner, {
      ...base,
      code: 'WEIGHTED_GIFT',
      kind: 'FIXED',
      period: 'ONCE',
      cap: '100.00',
      wageringCenti: 1_000,
      weights: { LIVE: 10, SPORTS: 0 },
    });
    expect(created.body.value.weights).toEqual({ LIVE: 10, SPORTS: 0 });
    const shown = (await page(null)).find((p) => p.code === 'WEIGHTED_GIFT') as Promo & {
      weights: Record<string, number>;
    };
    expect(shown.weights).toEqual({ LIVE: 10, SPORTS: 0 });
    const p = await newPlayer(t.app, t.database.db);
    await claim(p.token, created.body.value.id);
    const turnover = createTurnoverService({ db: t.database.db });
    expect(await outstanding(p.id)).toBe(100_000n);
    // Live casino counts a tenth, sports nothing, every other category in full.
    await turnover.recordValidBet(p.id, 100_000n, 'LIVE');
    expect(await outstanding(p.id)).toBe(90_000n);
    await turnover.recordValidBet(p.id, 50_000n, 'SPORTS');
    expect(await outstanding(p.id)).toBe(90_000n);
    await turnover.recordValidBet(p.id, 30_000n, 'RNG');
    expect(await outstanding(p.id)).toBe(60_000n);
    // A bet without a category counts at the '*' weight (here: in full).
    await turnover.recordValidBet(p.id, 70_000n);
    expect(await outstanding(p.id)).toBe(0n);
  });

  it('refuses bad terms with a code and a translated message, and creates nothing', async () => {
    const count = async () =>
      (
        (await t.database.db.execute(sql`select count(*)::int as n from promotions`)) as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    const before = await count();
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { ...base, code: 'NEG_CAP', kind: 'FIXED', period: 'ONCE', cap: '-5' },
        400,
        'VALIDATION_FAILED',
      ],
      [
        { ...base, code: 'DAILY_GIFT', kind: 'FIXED', period: 'ONCE' },
        409,
        'LOYALTY_PROMOTION_CODE_TAKEN',
      ],
      [
        { ...base, code: 'FD_DAILY', kind: 'FIRST_DEPOSIT', period: 'DAY', percentBp: 5000 },
        400,
        'VALIDATION_FAILED',
      ],
      [
        { ...base, code: 'RELOAD_ZERO', kind: 'RELOAD', period: 'WEEK' },
        400,
        'LOYALTY_PROMOTION_RATES_INVALID',
      ],
      [
        {
          ...base,
          code: 'PRIZE_OVER_CAP',
          kind: 'REGISTRATION',
          period: 'ONCE',
          tiers: [{ vipLevel: 0, category: '*', threshold: '50.00', rateBp: 10 }],
        },
        400,
        'LOYALTY_PROMOTION_RATES_INVALID',
      ],
      [{ ...base, code: 'lower case', kind: 'FIXED', period: 'ONCE' }, 400, 'VALIDATION_FAILED'],
      [
        { ...base, code: 'BAD_WEIGHT', kind: 'FIXED', period: 'ONCE', weights: { LIVE: 150 } },
        400,
        'VALIDATION_FAILED',
      ],
    ];
    for (const [body, status, code] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/admin/loyalty/promotions',
        headers: { ...adminHeaders(owner), language: 'BN' },
        payload: body,
      });
      expect([res.statusCode, res.json().code], JSON.stringify(body)).toEqual([status, code]);
      expect(res.json().message).toMatch(/[\u0980-\u09FF]/);
    }
    expect(await count()).toBe(before);
  });
});
