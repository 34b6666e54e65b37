import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grants, turnoverRequirements } from '../../db/schema/index.ts';
import { bearer, sendEncrypted } from '../../../test/account-client.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  demoMerchant,
  lose as loseBet,
  promotionUpdate,
  reconciled,
  withFirstDepositBonus,
} from '../../../test/bonus-client.ts';
import { adminCall, signIn } from '../../../test/operator-client.ts';
import { PAYMENT_PASSWORD, memberCall } from '../../../test/wallet-client.ts';
import { runJobOnce } from '../../lib/jobs.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';
import { createTurnoverService } from '../wallet/turnover.service.ts';
import {
  EXPIRY_STEPS,
  createLoyaltyExpiryJob,
  expireDue,
  type ExpiryStep,
} from './expiry.service.ts';

const DAY_MS = 86_400_000;
let t: TestApp;
let owner: string;
let firstDepositId: number;

beforeAll(async () => {
  t = await buildTestApp();
  // The suite's players share a payee name: one-per-person checks are loyalty.routes.test's.
  await t.database.db.execute(sql`update promotions set limits = '{}'::jsonb`);
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
  const list = await adminCall(t.app, 'GET', '/wps/admin/loyalty/promotions', owner);
  const first = (list.body.value as { id: number; code: string }[]).find(
    (p) => p.code === 'FIRST_DEPOSIT_70',
  )!;
  firstDepositId = first.id;
  // The console gives the 70% bonus 7 days to be played through.
  const put = await adminCall(
    t.app,
    'PUT',
    `/wps/admin/loyalty/promotions/${first.id}`,
    owner,
    promotionUpdate(first, { expiryDays: 7 }),
  );
  expect(put.status).toBe(200);
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
const lose = (memberId: number, amount: bigint) => loseBet(t.database.db, memberId, amount);
const demo = () => demoMerchant(t.database.db);

async function stateOf(grantId: number) {
  const [g] = await t.database.db.select().from(grants).where(eq(grants.id, grantId));
  return g!;
}

const job = (afterStep?: (step: ExpiryStep) => void) =>
  createLoyaltyExpiryJob({ ledger: ledger(), afterStep });

describe('bonus expiry', () => {
  it('takes back what is left of a bonus not played through in time, once, at most the balance', async () => {
    const db = t.database.db;
    const full = await withBonus();
    const spent = await withBonus();
    const done = await withBonus();
    const later = await withBonus();
    // The deadline is 7 days after the bonus, on the grant and in bonus details.
    expect(Date.parse(full.expiresAt!) - Date.now()).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect(Date.parse(full.expiresAt!) - Date.now()).toBeLessThanOrEqual(7 * DAY_MS);
    const details = await memberCall(t.app, full.token, 'GET', '/wps/member/records/bonuses');
    expect(details.body.value.list[0]).toMatchObject({
      grantId: full.grantId,
      grantExpiresAt: full.expiresAt,
    });
    // 1,500 of the 1,700 lost: 200 left, less than the 700 bonus.
    await lose(spent.id, 150_000n);
    // `done` finished the bonus's wagering; `later` got a longer deadline.
    const doneGrant = await stateOf(done.grantId);
    await db
      .update(turnoverRequirements)
      .set({ remaining: 0n })
      .where(eq(turnoverRequirements.transactionId, doneGrant.transactionId!));
    await db
      .update(grants)
      .set({ expiresAt: new Date(Date.now() + 30 * DAY_MS) })
      .where(eq(grants.id, later.grantId));

    const at = new Date(Date.now() + 8 * DAY_MS);
    // Before the deadline nothing moves.
    await runJobOnce(db, job(), new Date(Date.now() + 6 * DAY_MS));
    expect(await main(full.id)).toBe(170_000n);

    const before = [await main(spent.id), await main(done.id), await main(later.id)];
    for (const step of EXPIRY_STEPS) {
      const dying = job((s) => {
        if (s === step) throw new Error(`killed after ${step}`);
      });
      await expect(runJobOnce(db, dying, at)).rejects.toThrow(`killed after ${step}`);
      expect(await main(full.id)).toBe(170_000n);
      expect((await stateOf(full.grantId)).state).toBe('ISSUED');
    }
    const runs = await Promise.all([runJobOnce(db, job(), at), runJobOnce(db, job(), at)]);
    expect(runs).toContain(true);
    // Without the job's lock too: the ledger key (GRANT, id, FORFEIT) takes each bonus once.
    await Promise.all([
      db.transaction((tx) => expireDue(tx, at, { ledger: ledger() })),
      db.transaction((tx) => expireDue(tx, at, { ledger: ledger() })),
    ]);

    expect(await main(full.id)).toBe(100_000n);
    expect(await main(spent.id)).toBe(0n);
    expect([await main(done.id), await main(later.id)]).toEqual(before.slice(1));
    expect(await stateOf(full.grantId)).toMatchObject({ state: 'EXPIRED' });
    expect((await stateOf(full.grantId)).detail).toMatchObject({
      forfeit: { reason: 'EXPIRED', amount: '70000' },
    });
    expect((await stateOf(spent.grantId)).detail).toMatchObject({
      forfeit: { reason: 'EXPIRED', amount: '20000' },
    });
    expect((await stateOf(done.grantId)).state).toBe('ISSUED');
    expect((await stateOf(later.grantId)).state).toBe('ISSUED');
    // The bonus's wagering closed; the deposit's own 1× stays.
    expect(await outstanding(full.id)).toBe(100_000n);
    const shown = await memberCall(t.app, full.token, 'GET', '/wps/loyalty/grants');
    expect(shown.body.value.list[0]).toMatchObject({ id: full.grantId, state: 'EXPIRED' });
    // An expired bonus cannot be given up again.
    const forfeit = await sendEncrypted(
      t.app,
      'POST',
      `/wps/loyalty/grants/${full.grantId}/forfeit`,
      { paymentPassword: PAYMENT_PASSWORD },
      { headers: bearer(full.token) },
    );
    expect(forfeit.statusCode).toBe(409);
    expect(forfeit.json().code).toBe('LOYALTY_FORFEIT_NOT_OPEN');
    expect(await reconciled(t, owner)).toMatchObject({ ok: true, total: '0.00' });
  });

  it('waits while the member has money at a transfer-wallet vendor', async () => {
    const db = t.database.db;
    const p = await withBonus();
    const merchant = await demo();
    await db.execute(sql`
      insert into vendor_positions (merchant_id, member_id, vendor, balance)
      values (${merchant.id}, ${p.id}, 'TEST', 100)`);
    const at = new Date(Date.now() + 8 * DAY_MS);
    await runJobOnce(db, job(), at);
    expect(await main(p.id)).toBe(170_000n);
    expect((await stateOf(p.grantId)).state).toBe('ISSUED');
    await db.execute(sql`delete from vendor_positions where member_id = ${p.id}`);
    await runJobOnce(db, job(), at);
    expect(await main(p.id)).toBe(100_000n);
    expect((await stateOf(p.grantId)).state).toBe('EXPIRED');
  });

  it('gives no deadline where the promotion has none, and refuses a deadline out of range', async () => {
    const list = await adminCall(t.app, 'GET', '/wps/admin/loyalty/promotions', owner);
    const reload = (
      list.body.value as { id: number; code: string; expiryDays: number | null }[]
    ).find((p) => p.code === 'WEEKLY_RELOAD_10')!;
    expect(reload.expiryDays).toBeNull();
    const bad = await adminCall(
      t.app,
      'PUT',
      `/wps/admin/loyalty/promotions/${reload.id}`,
      owner,
      promotionUpdate(reload, { expiryDays: 0 }),
    );
    expect(bad.status).toBe(400);
    const after = await adminCall(t.app, 'GET', '/wps/admin/loyalty/promotions', owner);
    expect(
      (after.body.value as { code: string; expiryDays: number | null }[]).find(
        (p) => p.code === 'WEEKLY_RELOAD_10',
      )!.expiryDays,
    ).toBeNull();
    const page = await t.app.inject({
      url: '/wps/loyalty/promotions',
      headers: { merchant: 'demo' },
    });
    const first = (page.json().value as { code: string; expiryDays: number | null }[]).find(
      (p) => p.code === 'FIRST_DEPOSIT_70',
    )!;
    expect(first.expiryDays).toBe(7);
  });
});
