import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { adminCall, signIn } from '../../../test/operator-client.ts';
import { bearer } from '../../../test/account-client.ts';
import { memberCall, multipart, newPlayer, pngImage, rid } from '../../../test/wallet-client.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';
import { createTurnoverService } from '../wallet/turnover.service.ts';
import { GATEWAY_CALLBACK_PATH, signGatewayBody } from './demo-gateway.ts';

const SECRET = 'test-gateway-secret-0123456789abcdef0123456789';
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await buildTestApp({ gatewaySecret: SECRET });
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
});
afterAll(() => t.app.close());

const main = (memberId: number) => createLedgerService({ db: t.database.db }).mainBalance(memberId);

function deposit(token: string, body: Record<string, unknown>) {
  return memberCall(t.app, token, 'POST', '/wps/wallet/deposits', {
    methodCode: 'BANK',
    amount: '1000',
    reference: 'BANKREF-1',
    requestId: rid(),
    ...body,
  });
}

async function count(table: 'deposits' | 'ledger_transactions', memberId: number) {
  const rows = await t.database.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where member_id = ${memberId}`,
  );
  return (rows as { rows: { n: number }[] }).rows[0]!.n;
}

function notify(body: string, signature = signGatewayBody(SECRET, body)) {
  return t.app.inject({
    method: 'POST',
    url: GATEWAY_CALLBACK_PATH,
    headers: { 'content-type': 'application/json', 'x-signature': signature, merchant: 'demo' },
    payload: body,
  });
}

describe('deposit methods and orders', () => {
  it('lists the site’s methods in the member’s language', async () => {
    const p = await newPlayer(t.app, t.database.db);
    const en = await memberCall(t.app, p.token, 'GET', '/wps/wallet/deposit/methods');
    expect(en.body.value.map((m: { code: string }) => m.code)).toEqual([
      'DEMOPAY',
      'MOBILE',
      'BANK',
    ]);
    const bank = en.body.value.find((m: { code: string }) => m.code === 'BANK');
    expect(bank).toMatchObject({
      type: 'BANK',
      name: 'Bank transfer',
      min: '500.00',
      turnoverMultiplier: 1,
    });
    const bn = await t.app.inject({
      url: '/wps/wallet/deposit/methods',
      headers: { ...bearer(p.token), language: 'BN' },
    });
    expect(bn.json().value[2].name).toBe('ব্যাংক ট্রান্সফার');
  });

  it('pending until an operator approves; approval credits once and adds turnover', async () => {
    const p = await newPlayer(t.app, t.database.db);
    const asked = await deposit(p.token, { amount: '1500.50' });
    expect(asked.status).toBe(200);
    expect(asked.body.value).toMatchObject({
      status: 'PENDING',
      amount: '1500.50',
      methodCode: 'BANK',
      payUrl: null,
    });
    expect(await main(p.id)).toBe(0n);

    const form = multipart({}, [
      { field: 'file', name: 'receipt.png', type: 'image/png', data: await pngImage() },
    ]);
    const proof = await t.app.inject({
      method: 'POST',
      url: `/wps/wallet/deposits/${asked.body.value.id}/proof`,
      headers: { ...bearer(p.token), 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(proof.json().value.hasProof).toBe(true);

    const id = asked.body.value.id as number;
    const [a, b] = await Promise.all([
      adminCall(t.app, 'POST', `/wps/admin/wallet/deposits/${id}/approve`, owner),
      adminCall(t.app, 'POST', `/wps/admin/wallet/deposits/${id}/approve`, owner),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await main(p.id)).toBe(150_050n);
    expect(await createTurnoverService({ db: t.database.db }).outstanding(p.id)).toBe(150_050n);
    const reject = await adminCall(
      t.app,
      'POST',
      `/wps/admin/wallet/deposits/${id}/reject`,
      owner,
      { reason: 'late' },
    );
    expect(reject.status).toBe(409);
    const mine = await memberCall(t.app, p.token, 'GET', '/wps/wallet/deposits');
    expect(mine.body.value.list[0]).toMatchObject({ status: 'APPROVED', hasProof: true });
  });

  it('rejection moves nothing and shows the reason', async () => {
    const p = await newPlayer(t.app, t.database.db);
    const id = (await deposit(p.token, {})).body.value.id as number;
    const res = await adminCall(t.app, 'POST', `/wps/admin/wallet/deposits/${id}/reject`, owner, {
      reason: 'No payment found',
    });
    expect(res.body.value).toMatchObject({
      status: 'REJECTED',
      reason: 'No payment found',
      decidedBy: 'owner',
    });
    expect(await main(p.id)).toBe(0n);
    expect(await count('ledger_transactions', p.id)).toBe(0);
  });

  it('bad input gets a 4xx with a code and creates nothing', async () => {
    const p = await newPlayer(t.app, t.database.db);
    for (const amount of [
      '-500',
      '0',
      '500.001',
      '5e2',
      'five',
      '1,000',
      '99999999999999',
      '',
      ' 600',
    ]) {
      const res = await deposit(p.token, { amount });
      expect(res.status, amount).toBe(400);
      expect(res.body.code, amount).toBe('VALIDATION_FAILED');
    }
    const unknown = await deposit(p.token, { methodCode: 'CRYPTO' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('WALLET_METHOD_UNKNOWN');
    const low = await deposit(p.token, { amount: '499.99' });
    expect(low.body.code).toBe('WALLET_AMOUNT_OUT_OF_RANGE');
    expect(low.body.message).toBe('The amount must be between 500.00 and 500000.00.');
    const bn = await t.app.inject({
      method: 'POST',
      url: '/wps/wallet/deposits',
      headers: { ...bearer(p.token), language: 'BN' },
      payload: { methodCode: 'BANK', amount: '600000', requestId: rid() },
    });
    expect(bn.json().message).toBe('পরিমাণ 500.00 থেকে 500000.00 এর মধ্যে হতে হবে।');
    expect(await count('deposits', p.id)).toBe(0);
  });

  it('the same request id answers the first order; other data is refused', async () => {
    const p = await newPlayer(t.app, t.database.db);
    const requestId = rid();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => deposit(p.token, { requestId })),
    );
    expect(new Set(answers.map((a) => a.body.value.id as number)).size).toBe(1);
    const other = await deposit(p.token, { requestId, amount: '2000' });
    expect(other.status).toBe(422);
    expect(await count('deposits', p.id)).toBe(1);
  });

  it('a member cannot attach a proof to another member’s order', async () => {
    const p = await newPlayer(t.app, t.database.db);
    const other = await newPlayer(t.app, t.database.db);
    const id = (await deposit(p.token, {})).body.value.id as number;
    const form = multipart({}, [
      { field: 'file', name: 'r.png', type: 'image/png', data: await pngImage() },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/wps/wallet/deposits/${id}/proof`,
      headers: { ...bearer(other.token), 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(404);
    const theirs = await memberCall(t.app, other.token, 'GET', '/wps/wallet/deposits');
    expect(theirs.body.value.total).toBe(0);
  });
});

describe('demo gateway notification', () => {
  it('a signed PAID notification credits once; repeats answer the same; tampering is refused', async () => {
    const p = await newPlayer(t.app, t.database.db);
    const order = await deposit(p.token, {
      methodCode: 'DEMOPAY',
      amount: '250',
      reference: undefined,
    });
    expect(order.body.value.payUrl).toBe(`/demo-gateway/pay/${order.body.value.orderNo}`);
    const body = JSON.stringify({
      orderNo: order.body.value.orderNo,
      gatewayTxnId: 'G-0001',
      amount: '250.00',
      status: 'PAID',
    });

    const unsigned = await notify(body, '0'.repeat(64));
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().code).toBe('WALLET_SIGNATURE_INVALID');
    const tampered = await notify(body.replace('250.00', '2500.00'), signGatewayBody(SECRET, body));
    expect(tampered.statusCode).toBe(401);
    const wrongKey = await notify(body, signGatewayBody('another-secret', body));
    expect(wrongKey.statusCode).toBe(401);
    expect(await main(p.id)).toBe(0n);

    const answers = await Promise.all(Array.from({ length: 5 }, () => notify(body)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.every((a) => a.json().value.status === 'APPROVED')).toBe(true);
    expect(await main(p.id)).toBe(25_000n);

    // A different transaction for an order already decided is refused; the amount must match.
    const second = JSON.stringify({
      orderNo: order.body.value.orderNo,
      gatewayTxnId: 'G-0002',
      amount: '250.00',
      status: 'PAID',
    });
    expect((await notify(second)).statusCode).toBe(409);
    const order2 = await deposit(p.token, { methodCode: 'DEMOPAY', amount: '300' });
    const short = JSON.stringify({
      orderNo: order2.body.value.orderNo,
      gatewayTxnId: 'G-0003',
      amount: '30.00',
      status: 'PAID',
    });
    expect((await notify(short)).statusCode).toBe(422);
    expect(await main(p.id)).toBe(25_000n);
  });

  it('the gateway page pays over HTTP with a signed callback and sends the member back', async () => {
    const p = await newPlayer(t.app, t.database.db);
    const order = await deposit(p.token, { methodCode: 'DEMOPAY', amount: '120' });
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const page = await fetch(`${address}${order.body.value.payUrl}`, {
        headers: { merchant: 'demo' },
      });
      expect(await page.text()).toContain('120.00');
      const paid = await fetch(`${address}${order.body.value.payUrl}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', merchant: 'demo' },
        body: 'action=pay',
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(`/depositv2?order=${order.body.value.orderNo}`);
      expect(await main(p.id)).toBe(12_000n);
    } finally {
      await t.app.close();
      t = await buildTestApp({ gatewaySecret: SECRET });
      owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
    }
  });
});
