import { sql, type SQL } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { adminCall, signIn } from '../../../test/operator-client.ts';
import { PAYMENT_PASSWORD, memberCall, newPlayer, rid } from '../../../test/wallet-client.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';

/**
 * A console change and its audit row are one transaction: when the audit insert fails (here a
 * test-only trigger refuses chosen actions, as a full disk or a broken constraint would), the
 * change does not commit either, and the operator sees an error rather than a silent success.
 */

let t: TestApp;
let owner: string;
let finance: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
  finance = (await signIn(t.app, 'finance1', 'Finance#2026')).token;
  const db = t.database.db;
  await db.execute(sql.raw('create table audit_refused (action text primary key)'));
  await db.execute(
    sql.raw(`create function audit_refuse() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from audit_refused where action = new.action) then
          raise exception 'audit insert refused for %', new.action;
        end if;
        return new;
      end $$`),
  );
  await db.execute(
    sql.raw(
      'create trigger audit_refuse before insert on audit_log for each row execute function audit_refuse()',
    ),
  );
});
afterEach(async () => {
  await t.database.db.execute(sql.raw('delete from audit_refused'));
});
afterAll(() => t.app.close());

async function refuseAudit(action: string) {
  await t.database.db.execute(sql`insert into audit_refused (action) values (${action})`);
}

async function one<T>(query: SQL): Promise<T | undefined> {
  const res = await t.database.db.execute(query);
  return (res as { rows: T[] }).rows[0];
}

const auditRows = async (action: string, targetId: string | number) =>
  (
    await one<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = ${action} and target_id = ${String(targetId)}`,
    )
  )?.n;

const main = (memberId: number) => createLedgerService({ db: t.database.db }).mainBalance(memberId);

/** What the operator sees when the audit row cannot be written. */
function expectFailed(res: { status: number; body: { code?: string } }) {
  expect(res.status).toBe(500);
  expect(res.body.code).toBe('INTERNAL_ERROR');
}

describe('audit rows are written in the change’s transaction', () => {
  it('an adjustment whose audit row fails is not applied', async () => {
    const p = await newPlayer(t.app, t.database.db);
    await refuseAudit('wallet.adjustment.create');
    const body = { memberId: p.id, direction: 'CREDIT', amount: '150', reason: 'Goodwill' };
    expectFailed(await adminCall(t.app, 'POST', '/wps/admin/wallet/adjustments', finance, body));
    expect(await main(p.id)).toBe(0n);
    const rows = await one<{ n: number }>(
      sql`select count(*)::int as n from adjustments where member_id = ${p.id}`,
    );
    expect(rows?.n).toBe(0);

    await t.database.db.execute(sql.raw('delete from audit_refused'));
    const ok = await adminCall(t.app, 'POST', '/wps/admin/wallet/adjustments', finance, body);
    expect(ok.body.value?.status, JSON.stringify(ok.body)).toBe('APPLIED');
    expect(await main(p.id)).toBe(15_000n);
    expect(await auditRows('wallet.adjustment.create', ok.body.value.id)).toBe(1);
  });

  it('an approval whose audit row fails leaves the adjustment pending and the money unmoved', async () => {
    const p = await newPlayer(t.app, t.database.db);
    const big = await adminCall(t.app, 'POST', '/wps/admin/wallet/adjustments', finance, {
      memberId: p.id,
      direction: 'CREDIT',
      amount: '20000',
      reason: 'Tournament prize',
    });
    expect(big.body.value.status).toBe('PENDING');
    const id = big.body.value.id as number;
    await refuseAudit('wallet.adjustment.approve');
    expectFailed(
      await adminCall(t.app, 'POST', `/wps/admin/wallet/adjustments/${id}/approve`, owner),
    );
    const row = await one<{ status: string }>(sql`select status from adjustments where id = ${id}`);
    expect(row?.status).toBe('PENDING');
    expect(await main(p.id)).toBe(0n);
    expect(await auditRows('wallet.adjustment.approve', id)).toBe(0);

    await refuseAudit('wallet.adjustment.reject');
    expectFailed(
      await adminCall(t.app, 'POST', `/wps/admin/wallet/adjustments/${id}/reject`, owner, {
        reason: 'No',
      }),
    );
    expect(
      (await one<{ status: string }>(sql`select status from adjustments where id = ${id}`))?.status,
    ).toBe('PENDING');
  });

  it('a deposit approval whose audit row fails credits nothing and stays pending', async () => {
    const p = await newPlayer(t.app, t.database.db);
    const created = await memberCall(t.app, p.token, 'POST', '/wps/wallet/deposits', {
      methodCode: 'BANK',
      amount: '1000',
      reference: 'BANKREF-A',
      requestId: rid(),
    });
    const id = created.body.value.id as number;
    await refuseAudit('wallet.deposit.approve');
    expectFailed(await adminCall(t.app, 'POST', `/wps/admin/wallet/deposits/${id}/approve`, owner));
    const row = await one<{ status: string }>(sql`select status from deposits where id = ${id}`);
    expect(row?.status).toBe('PENDING');
    expect(await main(p.id)).toBe(0n);
  });

  it('a withdrawal step whose audit row fails does not move the withdrawal', async () => {
    const p = await newPlayer(t.app, t.database.db, { balance: 100_000n });
    const payee = await memberCall(t.app, p.token, 'POST', '/wps/wallet/payee-accounts', {
      bankName: 'Shapla Bank',
      accountName: 'Test Player',
      accountNumber: '1234567890',
    });
    const asked = await memberCall(t.app, p.token, 'POST', '/wps/wallet/withdrawals', {
      payeeAccountId: payee.body.value.id,
      amount: '200',
      paymentPassword: PAYMENT_PASSWORD,
      requestId: rid(),
    });
    const id = asked.body.value.id as number;
    await refuseAudit('wallet.withdrawal.reject');
    expectFailed(
      await adminCall(t.app, 'POST', `/wps/admin/wallet/withdrawals/${id}/reject`, owner, {
        reason: 'Name mismatch',
      }),
    );
    const row = await one<{ status: string }>(sql`select status from withdrawals where id = ${id}`);
    expect(row?.status).toBe('PENDING');
    // The hold was not released back to the main wallet.
    expect(await main(p.id)).toBe(80_000n);
  });

  it('settings, methods, module flags and catalog changes roll back with their audit row', async () => {
    const before = (await adminCall(t.app, 'GET', '/wps/admin/wallet/settings', owner)).body.value;
    await refuseAudit('wallet.settings.update');
    expectFailed(
      await adminCall(t.app, 'PUT', '/wps/admin/wallet/settings', owner, {
        ...before,
        twoPersonThreshold: '1.00',
      }),
    );
    expect((await adminCall(t.app, 'GET', '/wps/admin/wallet/settings', owner)).body.value).toEqual(
      before,
    );

    await refuseAudit('wallet.method.create');
    expectFailed(
      await adminCall(t.app, 'POST', '/wps/admin/wallet/payment-methods', owner, {
        code: 'AUDITX',
        type: 'BANK',
        nameEn: 'Audit bank',
        nameBn: 'অডিট ব্যাংক',
        min: '100',
        max: '1000',
      }),
    );
    const methods = await adminCall(t.app, 'GET', '/wps/admin/wallet/payment-methods', owner);
    expect(methods.body.value.map((m: { code: string }) => m.code)).not.toContain('AUDITX');

    await refuseAudit('settings.module');
    expectFailed(
      await adminCall(t.app, 'PUT', '/wps/admin/settings/modules/FREEPLAY3', owner, {
        enabled: false,
      }),
    );
    const flag = await one<{ enabled: boolean }>(
      sql`select enabled from merchant_modules mm join merchants m on m.id = mm.merchant_id where m.code = 'demo' and mm.mod_id = 'FREEPLAY3'`,
    );
    expect(flag?.enabled).toBe(true);

    const vendors = await adminCall(t.app, 'GET', '/wps/admin/games/vendors', owner);
    const vendor = vendors.body.value[0] as { code: string; sort: number };
    await refuseAudit('games.vendor.update');
    expectFailed(
      await adminCall(t.app, 'PATCH', `/wps/admin/games/vendors/${vendor.code}`, owner, {
        sort: vendor.sort + 7,
      }),
    );
    const after = await adminCall(t.app, 'GET', '/wps/admin/games/vendors', owner);
    expect(after.body.value.find((v: { code: string }) => v.code === vendor.code).sort).toBe(
      vendor.sort,
    );
  });

  it('a member lock whose audit row fails leaves the member active and signed in', async () => {
    const p = await newPlayer(t.app, t.database.db);
    await refuseAudit('member.lock');
    expectFailed(await adminCall(t.app, 'POST', `/wps/admin/members/${p.id}/lock`, owner));
    const row = await one<{ status: string }>(sql`select status from members where id = ${p.id}`);
    expect(row?.status).toBe('ACTIVE');
    expect((await memberCall(t.app, p.token, 'GET', '/wps/v2/wallets/balance')).status).toBe(200);
  });

  it('a sign-out whose audit row fails keeps the session', async () => {
    const { token } = await signIn(t.app, 'support1', 'Support#2026');
    await refuseAudit('operator.logout');
    expectFailed(await adminCall(t.app, 'DELETE', '/wps/admin/session', token));
    expect((await adminCall(t.app, 'GET', '/wps/admin/session', token)).status).toBe(200);
  });
});
