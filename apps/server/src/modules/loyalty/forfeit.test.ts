import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, sendEncrypted } from '../../../test/account-client.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  demoMerchant,
  lose as lose_,
  reconciled as reconciledLedger,
  withFirstDepositBonus,
} from '../../../test/bonus-client.ts';
import { addOperator, adminCall, signIn } from '../../../test/operator-client.ts';
import { PAYMENT_PASSWORD, fund, memberCall, newPlayer, rid } from '../../../test/wallet-client.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';
import { createTurnoverService } from '../wallet/turnover.service.ts';

let t: TestApp;
let owner: string;
let novaOwner: string;
let firstDepositId: number;

beforeAll(async () => {
  t = await buildTestApp();
  // The suite's players share a payee name: one-per-person checks are loyalty.routes.test's.
  await t.database.db.execute(sql`update promotions set limits = '{}'::jsonb`);
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
  await addOperator(t.database.db, 'nova', 'novafin', 'Nova#2026ab', 'owner');
  novaOwner = (await signIn(t.app, 'novafin', 'Nova#2026ab', undefined, 'nova')).token;
  const promos = await t.app.inject({
    url: '/wps/loyalty/promotions',
    headers: { merchant: 'demo' },
  });
  firstDepositId = promos
    .json()
    .value.find((p: { code: string }) => p.code === 'FIRST_DEPOSIT_70').id;
});
afterAll(async () => {
  await t?.app.close();
});

const ledger = () => createLedgerService({ db: t.database.db });
const main = (memberId: number) => ledger().mainBalance(memberId);
const outstanding = (memberId: number) =>
  createTurnoverService({ db: t.database.db }).outstanding(memberId);

/** A member with a credited 1,000 bank deposit and its 700 first-deposit bonus. */
const withBonus = () => withFirstDepositBonus(t, owner, firstDepositId);
const lose = (memberId: number, amount: bigint) => lose_(t.database.db, memberId, amount);
const demo = () => demoMerchant(t.database.db);
const reconciled = () => reconciledLedger(t, owner);

const forfeit = (token: string, grantId: number, paymentPassword = PAYMENT_PASSWORD) =>
  sendEncrypted(
    t.app,
    'POST',
    `/wps/loyalty/grants/${grantId}/forfeit`,
    { paymentPassword },
    { headers: bearer(token) },
  );

describe('giving up a bonus', () => {
  it('returns the bonus, closes its wagering and keeps the deposit’s; once', async () => {
    const p = await withBonus();
    expect(await main(p.id)).toBe(170_000n);
    // Bank deposit 1× (1,000) + bonus (1,000 + 700) × 10 − 1,000 = 17,000 to bet.
    expect(await outstanding(p.id)).toBe(1_700_000n);
    const wrong = await forfeit(p.token, p.grantId, '135790');
    expect(wrong.statusCode).toBe(400);
    expect(await main(p.id)).toBe(170_000n);

    const res = await forfeit(p.token, p.grantId);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ grantId: p.grantId, taken: '700.00' });
    expect(await main(p.id)).toBe(100_000n);
    expect(await outstanding(p.id)).toBe(100_000n);
    const again = await forfeit(p.token, p.grantId);
    expect(again.json().value).toEqual({ grantId: p.grantId, taken: '700.00' });
    expect(await main(p.id)).toBe(100_000n);
    const details = await memberCall(t.app, p.token, 'GET', '/wps/member/records/bonuses');
    expect(details.body.value.list[0]).toMatchObject({
      grantId: p.grantId,
      grantState: 'FORFEITED',
      turnoverRemaining: '0.00',
    });
    expect(await reconciled()).toMatchObject({ ok: true, total: '0.00' });
  });

  it('takes back at most the balance', async () => {
    const p = await withBonus();
    await lose(p.id, 150_000n);
    const res = await forfeit(p.token, p.grantId);
    expect(res.json().value.taken).toBe('200.00');
    expect(await main(p.id)).toBe(0n);
    expect(await reconciled()).toMatchObject({ ok: true });
  });

  it('is refused while money is at a game wallet, for a bonus with nothing open, and for someone else’s bonus', async () => {
    const p = await withBonus();
    await t.database.db.execute(
      sql`insert into vendor_positions (merchant_id, member_id, vendor, balance)
          values ((select merchant_id from members where id = ${p.id}), ${p.id}, 'TESTVENDOR', 5000)`,
    );
    const atVendor = await forfeit(p.token, p.grantId);
    expect([atVendor.statusCode, atVendor.json().code]).toEqual([
      409,
      'LOYALTY_FORFEIT_FUNDS_AT_VENDOR',
    ]);
    expect(await main(p.id)).toBe(170_000n);
    const other = await newPlayer(t.app, t.database.db);
    expect((await forfeit(other.token, p.grantId)).statusCode).toBe(404);
    // Wagering done: nothing to give up.
    const q = await withBonus();
    await createTurnoverService({ db: t.database.db }).recordValidBet(q.id, 1_700_000n);
    const done = await forfeit(q.token, q.grantId);
    expect([done.statusCode, done.json().code]).toEqual([409, 'LOYALTY_FORFEIT_NOT_OPEN']);
    expect(await main(q.id)).toBe(170_000n);
  });

  it('by an operator of the white label only, with a reason, audited', async () => {
    const p = await withBonus();
    const url = `/wps/admin/loyalty/grants/${p.grantId}/forfeit`;
    expect(
      (await adminCall(t.app, 'POST', url, owner, { memberId: p.id, reason: '' })).status,
    ).toBe(400);
    // Named with another member: not found, nothing moved.
    const other = await newPlayer(t.app, t.database.db);
    const wrongMember = await adminCall(t.app, 'POST', url, owner, {
      memberId: other.id,
      reason: 'x',
    });
    expect(wrongMember.status, JSON.stringify(wrongMember.body)).toBe(404);
    expect(await main(p.id)).toBe(170_000n);
    // The console lists the member's grants with what is open on each.
    const listed = await adminCall(
      t.app,
      'GET',
      `/wps/admin/loyalty/members/${p.id}/grants`,
      owner,
    );
    expect(listed.body.value.list).toEqual([
      expect.objectContaining({
        id: p.grantId,
        source: 'FIRST_DEPOSIT',
        title: '70% first-deposit bonus',
        amount: '700.00',
        wageringRemaining: '16000.00',
        state: 'ISSUED',
      }),
    ]);
    const foreignList = await adminCall(
      t.app,
      'GET',
      `/wps/admin/loyalty/members/${p.id}/grants`,
      novaOwner,
      undefined,
      { merchant: 'nova' },
    );
    expect(foreignList.body.value.list).toEqual([]);
    const foreign = await adminCall(
      t.app,
      'POST',
      url,
      novaOwner,
      { memberId: p.id, reason: 'x' },
      { merchant: 'nova' },
    );
    expect(foreign.status).toBe(404);
    const res = await adminCall(t.app, 'POST', url, owner, {
      memberId: p.id,
      reason: 'Bonus abuse: shared device',
    });
    expect(res.body.value).toEqual({ grantId: p.grantId, taken: '700.00' });
    const audit = (await t.database.db.execute(
      sql`select details from audit_log where target_type = 'grant' and target_id = ${String(p.grantId)}`,
    )) as { rows: { details: Record<string, unknown> }[] };
    expect(audit.rows.map((r) => r.details)).toEqual([
      expect.objectContaining({
        op: 'forfeit',
        taken: '700.00',
        reason: 'Bonus abuse: shared device',
      }),
    ]);
  });

  it('two forfeits at once move the money once', async () => {
    const p = await withBonus();
    const [a, b] = await Promise.all([forfeit(p.token, p.grantId), forfeit(p.token, p.grantId)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await main(p.id)).toBe(100_000n);
  });
});

describe('the bust rule', () => {
  it('closes a bonus lost in play when the member deposits again, not before', async () => {
    const p = await withBonus();
    await lose(p.id, 169_950n);
    // 0.50 left: spent, but nothing closes until new money comes.
    expect(await outstanding(p.id)).toBe(1_700_000n);
    const asked = await memberCall(t.app, p.token, 'POST', '/wps/wallet/deposits', {
      methodCode: 'BANK',
      amount: '500',
      reference: 'BANKREF-2',
      requestId: rid(),
    });
    await adminCall(
      t.app,
      'POST',
      `/wps/admin/wallet/deposits/${asked.body.value.id}/approve`,
      owner,
    );
    // The old deposit's own 1× requirement stays; the bonus's 16,000 closed; the new 500 needs 500.
    expect(await outstanding(p.id)).toBe(100_000n + 50_000n);
    const details = await memberCall(t.app, p.token, 'GET', '/wps/member/records/bonuses');
    expect(details.body.value.list[0]).toMatchObject({ grantState: 'FORFEITED' });
  });

  it('leaves the bonus of a member who still has money', async () => {
    const p = await withBonus();
    await lose(p.id, 100_000n);
    await fund(t.database.db, p.id, 10_000n);
    const asked = await memberCall(t.app, p.token, 'POST', '/wps/wallet/deposits', {
      methodCode: 'BANK',
      amount: '500',
      reference: 'BANKREF-3',
      requestId: rid(),
    });
    await adminCall(
      t.app,
      'POST',
      `/wps/admin/wallet/deposits/${asked.body.value.id}/approve`,
      owner,
    );
    expect(await outstanding(p.id)).toBe(1_700_000n + 50_000n);
  });
});

describe('the wagering model (property)', () => {
  type Step =
    | { op: 'bet'; stake: number; win: number }
    | { op: 'deposit'; amount: number }
    | { op: 'forfeit' }
    | { op: 'withdraw'; amount: number };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({
      op: fc.constant('bet' as const),
      stake: fc.integer({ min: 1, max: 2_000 }),
      win: fc.integer({ min: 0, max: 4_000 }),
    }),
    fc.record({
      op: fc.constant('deposit' as const),
      amount: fc.integer({ min: 500, max: 3_000 }),
    }),
    fc.constant({ op: 'forfeit' as const }),
    fc.record({
      op: fc.constant('withdraw' as const),
      amount: fc.integer({ min: 100, max: 3_000 }),
    }),
  );

  it('no money appears, the ledger reconciles, and no withdrawal leaves while wagering is open', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const p = await withBonus();
        const account = await memberCall(t.app, p.token, 'POST', '/wps/wallet/payee-accounts', {
          bankName: 'Shapla Bank',
          accountName: 'Test Player',
          accountNumber: `12${Math.floor(Math.random() * 1e9)}`,
        });
        const turnover = createTurnoverService({ db: t.database.db });
        const merchant = await demo();
        const l = ledger();
        // What the member may have: deposits and the bonus in, wins in, stakes and withdrawals
        // out, forfeits back.
        let expected = 170_000n;
        let forfeited = false;
        for (const s of steps) {
          const balance = await main(p.id);
          if (s.op === 'bet') {
            const stake = BigInt(s.stake) * 100n;
            if (stake > balance) continue;
            await lose(p.id, stake);
            const win = BigInt(s.win) * 100n;
            if (win > 0n) {
              await l.post({
                merchantId: merchant.id,
                kind: 'WIN',
                key: { source: 'TEST', externalId: rid(), operation: 'WIN' },
                memberId: p.id,
                lines: [
                  { accountId: await l.houseAccountId(merchant, 'PROVIDER:TEST'), amount: -win },
                  { accountId: await l.memberAccountId(merchant, p.id, 'MAIN'), amount: win },
                ],
              });
            }
            await turnover.recordValidBet(p.id, stake);
            expected += win - stake;
          } else if (s.op === 'deposit') {
            const asked = await memberCall(t.app, p.token, 'POST', '/wps/wallet/deposits', {
              methodCode: 'BANK',
              amount: String(s.amount),
              reference: 'BANKREF-P',
              requestId: rid(),
            });
            if (!asked.body.value) throw new Error(JSON.stringify(asked.body));
            await adminCall(
              t.app,
              'POST',
              `/wps/admin/wallet/deposits/${asked.body.value.id}/approve`,
              owner,
            );
            expected += BigInt(s.amount) * 100n;
          } else if (s.op === 'forfeit') {
            const res = await forfeit(p.token, p.grantId);
            // The first forfeit takes back what it says (at most the balance); a repeat answers
            // the same and moves nothing.
            if (res.statusCode === 200 && !forfeited) {
              const taken = BigInt((res.json().value.taken as string).replace('.', ''));
              expect(taken).toBeLessThanOrEqual(balance);
              expect(taken).toBeLessThanOrEqual(70_000n);
              expected -= taken;
              forfeited = true;
            }
          } else {
            const open = await outstanding(p.id);
            const res = await memberCall(t.app, p.token, 'POST', '/wps/wallet/withdrawals', {
              payeeAccountId: account.body.value.id,
              amount: String(s.amount),
              paymentPassword: PAYMENT_PASSWORD,
              requestId: rid(),
            });
            if (open > 0n) {
              // The rule a bonus rests on: nothing leaves while wagering is open.
              expect(res.status, JSON.stringify(res.body)).not.toBe(200);
            }
            if (res.status === 200) expected -= BigInt(s.amount) * 100n;
          }
          expect(await main(p.id)).toBe(expected);
          expect(expected).toBeGreaterThanOrEqual(0n);
        }
        expect(await reconciled()).toMatchObject({ ok: true, total: '0.00' });
      }),
      { numRuns: 12 },
    );
  });
});
