import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { addOperator, adminCall, signIn } from '../../../test/operator-client.ts';
import { newPlayer, rid } from '../../../test/wallet-client.ts';
import { createLedgerService } from './ledger.service.ts';

/**
 * The two-person rule counts what one operator asked for in the last 24 hours (the demo
 * threshold is 10,000.00): small adjustments that add up past it wait for a second operator.
 */

let t: TestApp;
let owner: string;
let operators = 0;
beforeAll(async () => {
  t = await buildTestApp();
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
});
afterAll(() => t.app.close());

const main = (memberId: number) => createLedgerService({ db: t.database.db }).mainBalance(memberId);

/** A finance operator of their own, so each test starts with an empty 24-hour window. */
async function newFinance(): Promise<string> {
  operators += 1;
  const username = `fin${operators}x${Date.now().toString(36)}`;
  await addOperator(t.database.db, 'demo', username, 'Finance#2026', 'finance');
  return (await signIn(t.app, username, 'Finance#2026')).token;
}

function adjust(token: string, memberId: number, amount: string, direction = 'CREDIT') {
  return adminCall(t.app, 'POST', '/wps/admin/wallet/adjustments', token, {
    memberId,
    direction,
    amount,
    reason: 'Goodwill',
    requestId: rid(),
  });
}

const statuses = (answers: { status: number; body: { value: { status: string } } }[]) =>
  answers.map((a) => {
    expect(a.status).toBe(200);
    return a.body.value.status;
  });

describe('two-person rule over 24 hours', () => {
  it('five 9,999.00 credits to one member: the first applies, the rest wait for approval', async () => {
    const finance = await newFinance();
    const p = await newPlayer(t.app, t.database.db);
    const answers: Awaited<ReturnType<typeof adjust>>[] = [];
    for (let i = 0; i < 5; i += 1) answers.push(await adjust(finance, p.id, '9999.00'));
    expect(statuses(answers)).toEqual(['APPLIED', 'PENDING', 'PENDING', 'PENDING', 'PENDING']);
    expect(await main(p.id)).toBe(999_900n);

    // The existing approval path: a second operator applies one.
    const approved = await adminCall(
      t.app,
      'POST',
      `/wps/admin/wallet/adjustments/${answers[1]!.body.value.id as number}/approve`,
      owner,
    );
    expect(approved.body.value.status).toBe('APPLIED');
    expect(await main(p.id)).toBe(1_999_800n);

    const audit = await adminCall(
      t.app,
      'GET',
      '/wps/admin/audit?action=wallet.adjustment.create&pageSize=100',
      owner,
    );
    const pending = audit.body.value.list.find(
      (e: { targetId: string }) => e.targetId === String(answers[4]!.body.value.id),
    );
    expect(pending.details).toMatchObject({
      status: 'PENDING',
      operator24h: { member: '49995.00', total: '49995.00' },
    });
  });

  it('counts the total across members, debits as much as credits, and not rejected ones', async () => {
    const finance = await newFinance();
    const a = await newPlayer(t.app, t.database.db, { balance: 1_000_000n });
    const b = await newPlayer(t.app, t.database.db);
    expect(statuses([await adjust(finance, a.id, '6000')])).toEqual(['APPLIED']);
    // A debit is money moved all the same: 6,000 + 5,000 passes the threshold for member A.
    const debit = await adjust(finance, a.id, '5000', 'DEBIT');
    expect(debit.body.value.status).toBe('PENDING');
    expect(await main(a.id)).toBe(1_600_000n);
    // Another member, same operator: 11,000 asked already, so even 1.00 waits.
    const small = await adjust(finance, b.id, '1.00');
    expect(small.body.value.status).toBe('PENDING');

    // Rejected ones no longer count: with both rejected, 6,000 + 4,000 = 10,000 is not above.
    for (const id of [debit.body.value.id as number, small.body.value.id as number]) {
      const res = await adminCall(
        t.app,
        'POST',
        `/wps/admin/wallet/adjustments/${id}/reject`,
        owner,
        {
          reason: 'Split',
        },
      );
      expect(res.body.value.status).toBe('REJECTED');
    }
    expect(statuses([await adjust(finance, b.id, '4000')])).toEqual(['APPLIED']);
    expect(statuses([await adjust(finance, b.id, '0.01')])).toEqual(['PENDING']);
    expect(await main(b.id)).toBe(400_000n);
  });

  it('forgets what is older than 24 hours', async () => {
    const finance = await newFinance();
    const p = await newPlayer(t.app, t.database.db);
    const first = await adjust(finance, p.id, '9999');
    expect(first.body.value.status).toBe('APPLIED');
    expect((await adjust(finance, p.id, '9999')).body.value.status).toBe('PENDING');
    await t.database.db.execute(
      sql`update adjustments set created_at = now() - interval '25 hours' where member_id = ${p.id}`,
    );
    expect((await adjust(finance, p.id, '9999')).body.value.status).toBe('APPLIED');
  });

  it('five concurrent 9,999.00 credits: exactly one applies', async () => {
    const finance = await newFinance();
    const p = await newPlayer(t.app, t.database.db);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => adjust(finance, p.id, '9999.00')),
    );
    expect(statuses(answers).sort()).toEqual([
      'APPLIED',
      'PENDING',
      'PENDING',
      'PENDING',
      'PENDING',
    ]);
    expect(await main(p.id)).toBe(999_900n);

    // The same across members: one operator, five members at once.
    const other = await newFinance();
    const players = await Promise.all(
      Array.from({ length: 5 }, () => newPlayer(t.app, t.database.db, { paymentPassword: false })),
    );
    const spread = await Promise.all(players.map((m) => adjust(other, m.id, '9999.00')));
    expect(statuses(spread).sort()).toEqual([
      'APPLIED',
      'PENDING',
      'PENDING',
      'PENDING',
      'PENDING',
    ]);
  });
});
