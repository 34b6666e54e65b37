import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { addOperator, adminCall, signIn } from '../../../test/operator-client.ts';
import {
  PAYMENT_PASSWORD,
  PLAYER_PASSWORD,
  memberCall,
  multipart,
  newPlayer,
  pngImage,
  rid,
} from '../../../test/wallet-client.ts';
import { bearer } from '../../../test/account-client.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';
import { createTurnoverService } from '../wallet/turnover.service.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await buildTestApp({ autoConfirmEverySeconds: 1 });
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
});
afterAll(() => t.app.close());

async function balances(memberId: number) {
  const ledger = createLedgerService({ db: t.database.db });
  return { main: await ledger.mainBalance(memberId), hold: await ledger.holdBalance(memberId) };
}

async function payee(token: string, accountName = 'Test Player') {
  const res = await memberCall(t.app, token, 'POST', '/wps/wallet/payee-accounts', {
    bankName: 'Shapla Bank',
    accountName,
    accountNumber: `12${Math.floor(Math.random() * 1e9)}`,
  });
  return res;
}

async function withdraw(token: string, payeeAccountId: number, amount: string, requestId = rid()) {
  return memberCall(t.app, token, 'POST', '/wps/wallet/withdrawals', {
    payeeAccountId,
    amount,
    paymentPassword: PAYMENT_PASSWORD,
    requestId,
  });
}

const op = (path: string, payload?: unknown) =>
  adminCall(t.app, 'POST', `/wps/admin/wallet/withdrawals/${path}`, owner, payload);

async function reconcileOk() {
  const report = await adminCall(t.app, 'GET', '/wps/admin/wallet/reconciliation', owner);
  expect(report.body.value.ok).toBe(true);
  expect(report.body.value.total).toBe('0.00');
}

describe('withdrawal: hold, approve, payment issued, received', () => {
  it('holds the amount, settles it once on confirmation and shows every state', async () => {
    const p = await newPlayer(t.app, t.database.db, { balance: 100_000n });
    const account = await payee(p.token);
    expect(account.status).toBe(200);
    expect(account.body.value.accountNumberMasked).toMatch(/^•+\d{4}$/);

    const asked = await withdraw(p.token, account.body.value.id, '300.50');
    expect(asked.status).toBe(200);
    expect(asked.body.value.status).toBe('PENDING');
    expect(await balances(p.id)).toEqual({ main: 69_950n, hold: 30_050n });

    const id = asked.body.value.id as number;
    expect((await op(`${id}/approve`)).body.value.status).toBe('APPROVED');
    const issued = await op(`${id}/payment-issued`, { payoutReference: 'TXN-778899' });
    expect(issued.body.value.status).toBe('PAYMENT_ISSUED');
    expect(
      issued.body.value.accountNumber.endsWith(account.body.value.accountNumberMasked.slice(-4)),
    ).toBe(true);

    const list = await memberCall(t.app, p.token, 'GET', '/wps/wallet/withdrawals');
    expect(list.body.value.list[0]).toMatchObject({
      status: 'PAYMENT_ISSUED',
      payoutReference: 'TXN-778899',
    });
    expect(Date.parse(list.body.value.list[0].confirmDeadline)).toBeGreaterThan(Date.now());

    // A double tap confirms once: both answer RECEIVED, one settlement is posted.
    const [a, b] = await Promise.all([
      memberCall(t.app, p.token, 'POST', `/wps/wallet/withdrawals/${id}/received`),
      memberCall(t.app, p.token, 'POST', `/wps/wallet/withdrawals/${id}/received`),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.value.status).toBe('RECEIVED');
    expect(b.body.value.status).toBe('RECEIVED');
    expect(await balances(p.id)).toEqual({ main: 69_950n, hold: 0n });
    const closes = await t.database.db.execute(
      sql`select count(*)::int as n from ledger_transactions where external_id = ${asked.body.value.orderNo} and operation = 'CLOSE'`,
    );
    expect((closes as { rows: { n: number }[] }).rows[0]!.n).toBe(1);

    // A closed withdrawal cannot be failed or reported afterwards.
    expect((await op(`${id}/fail`, { reason: 'late' })).status).toBe(409);
    await reconcileOk();
  });

  it('reject and fail release the hold exactly once', async () => {
    const p = await newPlayer(t.app, t.database.db, { balance: 100_000n });
    const account = (await payee(p.token)).body.value.id as number;
    const one = (await withdraw(p.token, account, '200')).body.value.id as number;
    const two = (await withdraw(p.token, account, '300')).body.value.id as number;
    expect(await balances(p.id)).toEqual({ main: 50_000n, hold: 50_000n });

    const [r1, r2] = await Promise.all([
      op(`${one}/reject`, { reason: 'Name does not match' }),
      op(`${one}/reject`, { reason: 'Name does not match' }),
    ]);
    expect([r1.status, r2.status].sort()).toEqual([200, 409]);
    expect(await balances(p.id)).toEqual({ main: 70_000n, hold: 30_000n });

    await op(`${two}/approve`);
    const failed = await op(`${two}/fail`, { reason: 'Bank refused the transfer' });
    expect(failed.body.value).toMatchObject({
      status: 'FAILED',
      reason: 'Bank refused the transfer',
    });
    expect(await balances(p.id)).toEqual({ main: 100_000n, hold: 0n });
    const mine = await memberCall(t.app, p.token, 'GET', '/wps/wallet/withdrawals');
    expect(mine.body.value.list.map((w: { status: string }) => w.status)).toEqual([
      'FAILED',
      'REJECTED',
    ]);
    await reconcileOk();
  });

  it('not received with proof goes back to the operator; confirm-all settles the rest', async () => {
    const p = await newPlayer(t.app, t.database.db, { balance: 100_000n });
    const account = (await payee(p.token)).body.value.id as number;
    const one = (await withdraw(p.token, account, '100')).body.value.id as number;
    const two = (await withdraw(p.token, account, '150')).body.value.id as number;
    for (const id of [one, two]) {
      await op(`${id}/approve`);
      await op(`${id}/payment-issued`, { payoutReference: `REF-${id}` });
    }
    const image = await pngImage();
    const form = multipart({ note: 'Nothing arrived in my account' }, [
      { field: 'proof', name: 'statement.png', type: 'image/png', data: image },
      { field: 'proof', name: 'screen.png', type: 'image/png', data: image },
    ]);
    const reported = await t.app.inject({
      method: 'POST',
      url: `/wps/wallet/withdrawals/${one}/not-received`,
      headers: { ...bearer(p.token), 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(reported.statusCode).toBe(200);
    expect(reported.json().value).toMatchObject({ status: 'NOT_RECEIVED', proofCount: 2 });

    const queue = await adminCall(
      t.app,
      'GET',
      '/wps/admin/wallet/withdrawals?status=NOT_RECEIVED',
      owner,
    );
    const row = queue.body.value.list.find((w: { id: number }) => w.id === one);
    expect(row.memberNote).toBe('Nothing arrived in my account');
    expect(row.proofIds).toHaveLength(2);
    const proof = await t.app.inject({
      url: `/wps/admin/wallet/withdrawals/proofs/${row.proofIds[0]}`,
      headers: { merchant: 'demo', authorization: `Bearer ${owner}` },
    });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/jpeg');
    // A member cannot read proofs through the console path.
    const asMember = await t.app.inject({
      url: `/wps/admin/wallet/withdrawals/proofs/${row.proofIds[0]}`,
      headers: bearer(p.token),
    });
    expect(asMember.statusCode).toBe(401);

    const all = await memberCall(t.app, p.token, 'POST', '/wps/wallet/withdrawals/received-all');
    expect(all.body.value.confirmed).toBe(1);
    expect(await balances(p.id)).toEqual({ main: 75_000n, hold: 10_000n });
    // The operator pays again; then it can be confirmed.
    await op(`${one}/payment-issued`, { payoutReference: 'REF-again' });
    await memberCall(t.app, p.token, 'POST', `/wps/wallet/withdrawals/${one}/received`);
    expect(await balances(p.id)).toEqual({ main: 75_000n, hold: 0n });
    void two;
    await reconcileOk();
  });

  it('refuses proofs that are not images, too many files or files over 5 MB', async () => {
    const p = await newPlayer(t.app, t.database.db, { balance: 100_000n });
    const account = (await payee(p.token)).body.value.id as number;
    const id = (await withdraw(p.token, account, '100')).body.value.id as number;
    await op(`${id}/approve`);
    await op(`${id}/payment-issued`, { payoutReference: 'REF-1' });
    const send = (files: { field: string; name: string; type: string; data: Buffer }[]) => {
      const form = multipart({ note: 'x' }, files);
      return t.app.inject({
        method: 'POST',
        url: `/wps/wallet/withdrawals/${id}/not-received`,
        headers: { ...bearer(p.token), 'content-type': form.contentType },
        payload: form.payload,
      });
    };
    const fake = await send([
      {
        field: 'proof',
        name: 'x.png',
        type: 'image/png',
        data: Buffer.from('<svg onload=alert(1)>'),
      },
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().code).toBe('UPLOAD_INVALID_IMAGE');
    const png = await pngImage();
    const four = await send(
      Array.from({ length: 4 }, () => ({
        field: 'proof',
        name: 'a.png',
        type: 'image/png',
        data: png,
      })),
    );
    expect(four.statusCode).toBeGreaterThanOrEqual(400);
    expect(four.statusCode).toBeLessThan(500);
    const big = await send([
      {
        field: 'proof',
        name: 'big.png',
        type: 'image/png',
        data: Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]),
      },
    ]);
    expect(big.statusCode).toBe(413);
    const none = await send([]);
    expect(none.statusCode).toBe(400);
    // Nothing changed: still awaiting confirmation.
    const list = await memberCall(t.app, p.token, 'GET', '/wps/wallet/withdrawals');
    expect(list.body.value.list[0]).toMatchObject({ status: 'PAYMENT_ISSUED', proofCount: 0 });
  });

  it('counts as received after the configured minutes (the scheduled job)', async () => {
    const p = await newPlayer(t.app, t.database.db, { balance: 100_000n });
    const account = (await payee(p.token)).body.value.id as number;
    const id = (await withdraw(p.token, account, '400')).body.value.id as number;
    await op(`${id}/approve`);
    await op(`${id}/payment-issued`, { payoutReference: 'REF-T' });
    // The app runs the job every second here; not due yet, it leaves the withdrawal alone.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect((await balances(p.id)).hold).toBe(40_000n);
    await t.database.db.execute(
      sql`update withdrawals set confirm_deadline = now() - interval '1 minute' where id = ${id}`,
    );
    await vi.waitFor(
      async () => {
        const list = await memberCall(t.app, p.token, 'GET', '/wps/wallet/withdrawals');
        expect(list.body.value.list[0]).toMatchObject({ status: 'RECEIVED', autoConfirmed: true });
      },
      { timeout: 15_000, interval: 500 },
    );
    expect(await balances(p.id)).toEqual({ main: 60_000n, hold: 0n });
    // Later runs find nothing more to do.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await balances(p.id)).toEqual({ main: 60_000n, hold: 0n });
    await reconcileOk();
  });
});

describe('withdrawal: refusals change nothing', () => {
  it('checks password, payee ownership, limits, balance, turnover and the daily count', async () => {
    const p = await newPlayer(t.app, t.database.db, { balance: 100_000n });
    const other = await newPlayer(t.app, t.database.db, { balance: 100_000n });
    const mine = (await payee(p.token)).body.value.id as number;
    const theirs = (await payee(other.token)).body.value.id as number;
    const before = await balances(p.id);

    const wrongPassword = await memberCall(t.app, p.token, 'POST', '/wps/wallet/withdrawals', {
      payeeAccountId: mine,
      amount: '100',
      paymentPassword: '000000',
      requestId: rid(),
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.code).toBe('WALLET_PAYMENT_PASSWORD_WRONG');

    const otherPayee = await withdraw(p.token, theirs, '100');
    expect(otherPayee.status).toBe(404);
    expect(otherPayee.body.code).toBe('WALLET_PAYEE_UNKNOWN');

    const belowMin = await withdraw(p.token, mine, '99.99');
    expect(belowMin.status).toBe(400);
    expect(belowMin.body.code).toBe('WALLET_AMOUNT_OUT_OF_RANGE');
    expect(belowMin.body.message).toContain('100.00');

    const aboveBalance = await withdraw(p.token, mine, '1000.01');
    expect(aboveBalance.status).toBe(409);
    expect(aboveBalance.body.code).toBe('WALLET_INSUFFICIENT_FUNDS');

    for (const amount of [
      '-100',
      '0',
      '0.00',
      '100.001',
      '1e3',
      'abc',
      ' 100',
      '100.',
      '99999999999999',
      '',
    ]) {
      const bad = await withdraw(p.token, mine, amount);
      expect(bad.status, amount).toBe(400);
      expect(bad.body.code, amount).toBe('VALIDATION_FAILED');
    }
    const numeric = await memberCall(t.app, p.token, 'POST', '/wps/wallet/withdrawals', {
      payeeAccountId: mine,
      amount: 100,
      paymentPassword: PAYMENT_PASSWORD,
      requestId: rid(),
    });
    expect(numeric.status).toBe(400);

    // A requirement outstanding blocks withdrawals, naming what remains.
    const turnover = createTurnoverService({ db: t.database.db });
    const txn = await t.database.db.execute(
      sql`select max(id) as id from ledger_transactions where member_id = ${p.id}`,
    );
    await t.database.db.transaction(async (tx) =>
      turnover.attachIn(tx as never, {
        merchantId: p.merchantId,
        memberId: p.id,
        sourceKind: 'BONUS',
        transactionId: Number((txn as { rows: { id: number }[] }).rows[0]!.id),
        amount: 10_000n,
        centiMultiplier: 150,
      }),
    );
    const blocked = await withdraw(p.token, mine, '100');
    expect(blocked.status).toBe(409);
    expect(blocked.body.code).toBe('WALLET_TURNOVER_REQUIRED');
    expect(blocked.body.message).toContain('150.00');
    const info = await memberCall(t.app, p.token, 'GET', '/wps/wallet/withdraw/info');
    expect(info.body.value.turnoverRemaining).toBe('150.00');
    await turnover.recordValidBet(p.id, 10_000n);
    expect((await withdraw(p.token, mine, '100')).body.code).toBe('WALLET_TURNOVER_REQUIRED');
    await turnover.recordValidBet(p.id, 5_000n);
    expect((await withdraw(p.token, mine, '100')).status).toBe(200);

    expect(await balances(p.id)).toEqual({ main: before.main - 10_000n, hold: 10_000n });
  });

  it('allows the configured number of withdrawals a day, even when asked at once', async () => {
    const p = await newPlayer(t.app, t.database.db, { balance: 1_000_000n });
    const mine = (await payee(p.token)).body.value.id as number;
    const results = await Promise.all(
      Array.from({ length: 8 }, () => withdraw(p.token, mine, '100')),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.every((r) => r.body.code === 'WALLET_DAILY_LIMIT')).toBe(true);
    expect((await balances(p.id)).hold).toBe(50_000n);
    const info = await memberCall(t.app, p.token, 'GET', '/wps/wallet/withdraw/info');
    expect(info.body.value).toMatchObject({ usedToday: 5, dailyCountLimit: 5 });
  });

  it('the same request id answers the first result; other data under it is refused', async () => {
    const p = await newPlayer(t.app, t.database.db, { balance: 100_000n });
    const mine = (await payee(p.token)).body.value.id as number;
    const key = rid();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => withdraw(p.token, mine, '250', key)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.value.id as number)).size).toBe(1);
    expect(await balances(p.id)).toEqual({ main: 75_000n, hold: 25_000n });
    const other = await withdraw(p.token, mine, '260', key);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('payee accounts: name must match, at most five, a member only sees and removes their own', async () => {
    const p = await newPlayer(t.app, t.database.db);
    const other = await newPlayer(t.app, t.database.db);
    const wrongName = await payee(p.token, 'Someone Else');
    expect(wrongName.status).toBe(400);
    expect(wrongName.body.code).toBe('WALLET_PAYEE_NAME_MISMATCH');
    expect((await payee(p.token, '  test   PLAYER ')).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await payee(p.token)).status).toBe(200);
    const sixth = await payee(p.token);
    expect(sixth.status).toBe(409);
    expect(sixth.body.code).toBe('WALLET_PAYEE_LIMIT');
    const info = await memberCall(t.app, p.token, 'GET', '/wps/wallet/withdraw/info');
    const first = info.body.value.payeeAccounts[0].id as number;
    const stolen = await memberCall(
      t.app,
      other.token,
      'DELETE',
      `/wps/wallet/payee-accounts/${first}`,
    );
    expect(stolen.status).toBe(404);
    expect(
      (await memberCall(t.app, p.token, 'DELETE', `/wps/wallet/payee-accounts/${first}`)).status,
    ).toBe(200);
  });

  it('payment password: set with the login password; missing one is asked for', async () => {
    const p = await newPlayer(t.app, t.database.db, { balance: 50_000n, paymentPassword: false });
    const mine = (await payee(p.token)).body.value.id as number;
    const missing = await withdraw(p.token, mine, '100');
    expect(missing.body.code).toBe('WALLET_PAYMENT_PASSWORD_REQUIRED');
    const wrongLogin = await memberCall(t.app, p.token, 'PUT', '/wps/member/payment-password', {
      loginPassword: 'nope',
      newPaymentPassword: '135790',
    });
    expect(wrongLogin.body.code).toBe('AUTH_OLD_PASSWORD_WRONG');
    const weak = await memberCall(t.app, p.token, 'PUT', '/wps/member/payment-password', {
      loginPassword: PLAYER_PASSWORD,
      newPaymentPassword: '12ab56',
    });
    expect(weak.status).toBe(400);
    const set = await memberCall(t.app, p.token, 'PUT', '/wps/member/payment-password', {
      loginPassword: PLAYER_PASSWORD,
      newPaymentPassword: PAYMENT_PASSWORD,
    });
    expect(set.status).toBe(200);
    expect((await withdraw(p.token, mine, '100')).status).toBe(200);
  });

  it('another member cannot confirm, report or read someone else’s withdrawal', async () => {
    const p = await newPlayer(t.app, t.database.db, { balance: 100_000n });
    const other = await newPlayer(t.app, t.database.db, { balance: 100_000n });
    const mine = (await payee(p.token)).body.value.id as number;
    const id = (await withdraw(p.token, mine, '100')).body.value.id as number;
    await op(`${id}/approve`);
    await op(`${id}/payment-issued`, { payoutReference: 'REF-X' });
    const confirm = await memberCall(
      t.app,
      other.token,
      'POST',
      `/wps/wallet/withdrawals/${id}/received`,
    );
    expect(confirm.status).toBe(404);
    const form = multipart({}, [
      { field: 'proof', name: 'a.png', type: 'image/png', data: await pngImage() },
    ]);
    const report = await t.app.inject({
      method: 'POST',
      url: `/wps/wallet/withdrawals/${id}/not-received`,
      headers: { ...bearer(other.token), 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(report.statusCode).toBe(404);
    const all = await memberCall(
      t.app,
      other.token,
      'POST',
      '/wps/wallet/withdrawals/received-all',
    );
    expect(all.body.value.confirmed).toBe(0);
    const theirList = await memberCall(t.app, other.token, 'GET', '/wps/wallet/withdrawals');
    expect(theirList.body.value.total).toBe(0);
    expect((await balances(p.id)).hold).toBe(10_000n);
  });

  it('operators: support may read the queue but not move money', async () => {
    const support = (await signIn(t.app, 'support1', 'Support#2026')).token;
    const read = await adminCall(t.app, 'GET', '/wps/admin/wallet/withdrawals', support);
    expect(read.status).toBe(200);
    const act = await adminCall(t.app, 'POST', '/wps/admin/wallet/withdrawals/1/approve', support);
    expect(act.status).toBe(403);
    expect(act.body.code).toBe('ADMIN_FORBIDDEN');
  });
});

describe('withdrawal queue: payee account numbers by role', () => {
  it('roles that pay out see the number whole; support sees the last four only', async () => {
    const p = await newPlayer(t.app, t.database.db, { balance: 100_000n });
    const number = `98${Math.floor(1e8 + Math.random() * 9e8)}`;
    const account = await memberCall(t.app, p.token, 'POST', '/wps/wallet/payee-accounts', {
      bankName: 'Shapla Bank',
      accountName: 'Test Player',
      accountNumber: number,
    });
    const asked = await withdraw(p.token, account.body.value.id as number, '200');
    const id = asked.body.value.id as number;
    const rowFor = async (token: string): Promise<Record<string, unknown>> => {
      const res = await adminCall(
        t.app,
        'GET',
        '/wps/admin/wallet/withdrawals?status=PENDING&pageSize=100',
        token,
      );
      expect(res.status).toBe(200);
      return (res.body.value.list as { id: number }[]).find((w) => w.id === id)!;
    };
    const operatorOf = async (role: string) => {
      const username = `${role}m${Date.now().toString(36)}`;
      await addOperator(t.database.db, 'demo', username, 'Masked#2026', role);
      return (await signIn(t.app, username, 'Masked#2026')).token;
    };
    const finance = await operatorOf('finance');
    const support = await operatorOf('support');
    for (const token of [owner, finance]) {
      expect(await rowFor(token)).toMatchObject({
        accountNumber: number,
        accountNumberMasked: false,
      });
    }
    const masked = await rowFor(support);
    expect(masked).toMatchObject({ accountNumberMasked: true, accountName: 'Test Player' });
    expect(masked.accountNumber).toBe(`${'•'.repeat(number.length - 4)}${number.slice(-4)}`);
    expect(JSON.stringify(masked)).not.toContain(number.slice(0, 6));
    // The operator who pays gets the whole number with each step's answer too.
    const approved = await op(`${id}/approve`);
    expect(approved.body.value).toMatchObject({
      accountNumber: number,
      accountNumberMasked: false,
    });
  });
});
