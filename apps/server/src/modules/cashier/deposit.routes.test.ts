import { createServer, type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGatewayApp } from '@portal/demo-gateway/app';
import { signBody } from '@portal/contracts/provider-signing';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { adminCall, signIn } from '../../../test/operator-client.ts';
import { bearer } from '../../../test/account-client.ts';
import { memberCall, multipart, newPlayer, pngImage, rid } from '../../../test/wallet-client.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';
import { createTurnoverService } from '../wallet/turnover.service.ts';
import { gatewayCallbackPath } from './gateway-client.ts';

const SECRET = 'test-gateway-secret-0123456789abcdef0123456789';
const ALT_SECRET = 'alt-gateway-secret-0123456789abcdef0123456789';

/** A port nobody listens on yet (the portal's PUBLIC_URL must be known before it is built). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let t: TestApp;
let owner: string;
/** The real demo gateway (apps/demo-gateway) on loopback as DEMO, a second one as ALT. */
let demo: FastifyInstance;
let alt: FastifyInstance;
let portalUrl: string;
beforeAll(async () => {
  demo = buildGatewayApp({ secret: SECRET, retryBaseMs: 20, retryMaxMs: 100 });
  alt = buildGatewayApp({ secret: ALT_SECRET, retryBaseMs: 20, retryMaxMs: 100 });
  const [demoUrl, altUrl] = await Promise.all([
    demo.listen({ host: '127.0.0.1', port: 0 }),
    alt.listen({ host: '127.0.0.1', port: 0 }),
  ]);
  portalUrl = `http://127.0.0.1:${await freePort()}`;
  t = await buildTestApp({
    walletUrl: portalUrl,
    gateways: {
      DEMO: { url: demoUrl, secret: SECRET },
      ALT: { url: altUrl, secret: ALT_SECRET },
      // Configured, but nothing answers there.
      DOWN: { url: 'http://127.0.0.1:9', secret: ALT_SECRET },
    },
  });
  await t.app.listen({ host: '127.0.0.1', port: Number(new URL(portalUrl).port) });
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
});
afterAll(async () => {
  await t?.app.close();
  await demo?.close();
  await alt?.close();
});

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

/** Posts a notification to a gateway's callback path, signed with that gateway's secret. */
function notify(
  body: string,
  options: { gateway?: string; secret?: string; signature?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: gatewayCallbackPath(options.gateway ?? 'DEMO'),
    headers: {
      'content-type': 'application/json',
      'x-signature': options.signature ?? signBody(options.secret ?? SECRET, body),
    },
    payload: body,
  });
}

/** A member's DEMOPAY (gateway DEMO) order. */
async function gatewayOrder(token: string, amount: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/wallet/deposits',
    headers: { ...bearer(token), ...headers },
    payload: { methodCode: 'DEMOPAY', amount, requestId: rid() },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { id: number; orderNo: string; payUrl: string; status: string };
}

const note = (orderNo: string, fields: Record<string, string> = {}) =>
  JSON.stringify({
    orderNo,
    gatewayTxnId: `G-${orderNo}`,
    amount: '250.00',
    currency: 'BDT',
    status: 'PAID',
    ...fields,
  });

/** The member's browser on the gateway's page: "Pay now" (or "Cancel payment"). */
const payAtGateway = (payUrl: string, action: 'pay' | 'fail' = 'pay') =>
  fetch(payUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `action=${action}`,
    redirect: 'manual',
  });

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

describe('gateway deposits', () => {
  it('the portal has no pay page of its own: /demo-gateway/pay/<order> is 404 and credits nothing', async () => {
    const p = await newPlayer(t.app, t.database.db);
    const order = await gatewayOrder(p.token, '250');
    const url = `${portalUrl}/demo-gateway/pay/${order.orderNo}`;
    const page = await fetch(url, { headers: { merchant: 'demo' } });
    const paid = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', merchant: 'demo' },
      body: 'action=pay',
      redirect: 'manual',
    });
    expect([page.status, paid.status]).toEqual([404, 404]);
    expect(await main(p.id)).toBe(0n);
    const mine = await memberCall(t.app, p.token, 'GET', '/wps/wallet/deposits');
    expect(mine.body.value.list[0]).toMatchObject({ orderNo: order.orderNo, status: 'PENDING' });
  });

  it('full flow through the real demo gateway on loopback credits exactly once', async () => {
    const p = await newPlayer(t.app, t.database.db);
    const order = await gatewayOrder(p.token, '250');
    expect(order.status).toBe('PENDING');
    expect(order.payUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/P[0-9a-f]{32}$/);
    expect(order.payUrl.startsWith(portalUrl)).toBe(false);

    const page = await fetch(order.payUrl);
    expect(await page.text()).toContain('BDT 250.00');
    const paid = await payAtGateway(order.payUrl);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://localhost:80/depositv2?order=${order.orderNo}`,
    );
    expect(await main(p.id)).toBe(25_000n);
    const delivered = demo.gateway.notifier.all().find((d) => d.orderNo === order.orderNo)!;
    expect(delivered).toMatchObject({ state: 'DELIVERED', attempts: 1, lastStatus: 200 });

    // The gateway's own notification again, many times at once: answered alike, credited once.
    const repeats = await Promise.all(
      Array.from({ length: 6 }, () =>
        fetch(delivered.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-signature': signBody(SECRET, delivered.body),
          },
          body: delivered.body,
        }),
      ),
    );
    expect(repeats.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await main(p.id)).toBe(25_000n);
    expect(await count('ledger_transactions', p.id)).toBe(1);
    const mine = await memberCall(t.app, p.token, 'GET', '/wps/wallet/deposits');
    expect(mine.body.value.list[0]).toMatchObject({ status: 'APPROVED', payUrl: null });
    const queue = await adminCall(
      t.app,
      'GET',
      '/wps/admin/wallet/deposits?status=APPROVED',
      owner,
    );
    const row = queue.body.value.list.find((d: { orderNo: string }) => d.orderNo === order.orderNo);
    expect(row).toMatchObject({ decidedBy: 'gateway', gatewayTxnId: expect.stringMatching(/^G/) });
  });

  it('cancelling at the gateway rejects the order and credits nothing', async () => {
    const p = await newPlayer(t.app, t.database.db);
    const order = await gatewayOrder(p.token, '150');
    expect((await payAtGateway(order.payUrl, 'fail')).status).toBe(303);
    const mine = await memberCall(t.app, p.token, 'GET', '/wps/wallet/deposits');
    expect(mine.body.value.list[0]).toMatchObject({ status: 'REJECTED', payUrl: null });
    expect(await main(p.id)).toBe(0n);
  });

  it('the callback URL comes from configuration: a forged Host header changes nothing', async () => {
    const hits: string[] = [];
    const trap = createServer((socket) => {
      hits.push('connection');
      socket.destroy();
    });
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
    const trapHost = `127.0.0.1:${(trap.address() as AddressInfo).port}`;
    try {
      const p = await newPlayer(t.app, t.database.db);
      const order = await gatewayOrder(p.token, '300', {
        host: trapHost,
        'x-forwarded-host': trapHost,
      });
      const atGateway = [...demo.gateway.orders.values()].find((o) => o.orderNo === order.orderNo);
      expect(atGateway?.callbackUrl).toBe(`${portalUrl}/wps/payments/gateways/DEMO/callback`);
      await payAtGateway(order.payUrl);
      await demo.gateway.notifier.whenIdle();
      expect(hits).toEqual([]);
      expect(await main(p.id)).toBe(30_000n);
    } finally {
      await new Promise((resolve) => trap.close(resolve));
    }
  });

  it('a notification signed with another gateway’s secret is refused', async () => {
    const p = await newPlayer(t.app, t.database.db);
    const order = await gatewayOrder(p.token, '250');
    const body = note(order.orderNo);

    const unsigned = await notify(body, { signature: '0'.repeat(64) });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().code).toBe('WALLET_SIGNATURE_INVALID');
    // ALT's secret on DEMO's path: not DEMO's signature.
    expect((await notify(body, { secret: ALT_SECRET })).statusCode).toBe(401);
    // ALT's secret on ALT's path: a good ALT signature, but the order is DEMO's.
    const viaAlt = await notify(body, { gateway: 'ALT', secret: ALT_SECRET });
    expect(viaAlt.statusCode).toBe(404);
    expect(viaAlt.json().code).toBe('WALLET_ORDER_NOT_FOUND');
    // A gateway the portal does not know has no secret to sign with.
    expect((await notify(body, { gateway: 'NOPE' })).statusCode).toBe(401);
    const tampered = await notify(body.replace('250.00', '2500.00'), {
      signature: signBody(SECRET, body),
    });
    expect(tampered.statusCode).toBe(401);
    expect(await main(p.id)).toBe(0n);

    expect((await notify(body)).statusCode).toBe(200);
    expect(await main(p.id)).toBe(25_000n);
  });

  it('another amount or currency than ordered is refused and credits nothing; a repeat credits once', async () => {
    const p = await newPlayer(t.app, t.database.db);
    const order = await gatewayOrder(p.token, '250');
    const wrong: Record<string, string>[] = [
      { amount: '2500.00' },
      { amount: '25.00' },
      { currency: 'INR' },
    ];
    for (const fields of wrong) {
      const res = await t.app.inject({
        method: 'POST',
        url: gatewayCallbackPath('DEMO'),
        headers: {
          'content-type': 'application/json',
          'x-signature': signBody(SECRET, note(order.orderNo, fields)),
          language: 'BN',
        },
        payload: note(order.orderNo, fields),
      });
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'WALLET_NOTIFICATION_MISMATCH',
        message: 'পেমেন্টটি অর্ডারের সাথে মেলে না (পরিমাণ বা মুদ্রা)।',
      });
    }
    expect(await main(p.id)).toBe(0n);
    expect(await count('ledger_transactions', p.id)).toBe(0);

    const answers = await Promise.all(Array.from({ length: 5 }, () => notify(note(order.orderNo))));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.every((a) => a.json().value.status === 'APPROVED')).toBe(true);
    expect(await main(p.id)).toBe(25_000n);
    // Another transaction for the decided order, or a mismatch after it, moves nothing either.
    expect((await notify(note(order.orderNo, { gatewayTxnId: 'G-OTHER' }))).statusCode).toBe(409);
    // Nor does the same gateway transaction for a second order.
    const second = await gatewayOrder(p.token, '250');
    const reused = await notify(note(second.orderNo, { gatewayTxnId: `G-${order.orderNo}` }));
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('WALLET_STATE_CONFLICT');
    expect((await notify(note(order.orderNo, { amount: '2500.00' }))).statusCode).toBe(422);
    expect(await main(p.id)).toBe(25_000n);
    expect(await count('ledger_transactions', p.id)).toBe(1);
  });

  it('a GATEWAY method cannot be added or enabled without a configured gateway', async () => {
    const gateways = await adminCall(t.app, 'GET', '/wps/admin/wallet/payment-gateways', owner);
    expect(gateways.body.value).toEqual(['DEMO', 'ALT', 'DOWN']);
    const method = (code: string, fields: Record<string, unknown>) => ({
      code,
      type: 'GATEWAY',
      nameEn: 'Fast pay',
      nameBn: 'ফাস্ট পে',
      min: '100',
      max: '1000',
      ...fields,
    });
    for (const gateway of ['ACME', null]) {
      const res = await adminCall(
        t.app,
        'POST',
        '/wps/admin/wallet/payment-methods',
        owner,
        method('FASTPAY', { gateway, enabled: false }),
      );
      expect(res.status, String(gateway)).toBe(400);
      expect(res.body).toMatchObject({
        code: 'WALLET_GATEWAY_NOT_CONFIGURED',
        message:
          'This payment gateway is not configured on the server, so the method cannot be used.',
      });
    }
    const added = await adminCall(
      t.app,
      'POST',
      '/wps/admin/wallet/payment-methods',
      owner,
      method('FASTPAY', { gateway: 'ALT' }),
    );
    expect(added.status).toBe(200);
    expect(added.body.value).toMatchObject({ type: 'GATEWAY', gateway: 'ALT', enabled: true });
    const id = added.body.value.id as number;
    const put = (fields: Record<string, unknown>) =>
      adminCall(
        t.app,
        'PUT',
        `/wps/admin/wallet/payment-methods/${id}`,
        owner,
        method('FASTPAY', fields),
      );
    const moved = await put({ gateway: 'ACME', enabled: true });
    expect(moved.status).toBe(400);
    expect(moved.body.code).toBe('WALLET_GATEWAY_NOT_CONFIGURED');
    // Switched off, it may name a gateway that is not configured (yet); switched on, not.
    expect((await put({ gateway: 'ACME', enabled: false })).status).toBe(200);
    expect((await put({ gateway: 'ACME', enabled: true })).body.code).toBe(
      'WALLET_GATEWAY_NOT_CONFIGURED',
    );
    const all = await adminCall(t.app, 'GET', '/wps/admin/wallet/payment-methods', owner);
    expect(all.body.value.find((m: { id: number }) => m.id === id)).toMatchObject({
      gateway: 'ACME',
      enabled: false,
    });
    // Other types carry no gateway.
    const bank = await adminCall(t.app, 'POST', '/wps/admin/wallet/payment-methods', owner, {
      ...method('BANK2', { gateway: 'DEMO' }),
      type: 'BANK',
    });
    expect(bank.body.value).toMatchObject({ type: 'BANK', gateway: null });
  });

  it('a method whose gateway left the configuration is off the member’s list and takes no order', async () => {
    await t.database.db.execute(
      sql`insert into payment_methods (merchant_id, code, type, gateway, name_en, name_bn, min_amount, max_amount)
          select id, 'GONEPAY', 'GATEWAY', 'GONE', 'Gone pay', 'গন পে', 10000, 100000 from merchants where code = 'demo'`,
    );
    const p = await newPlayer(t.app, t.database.db);
    const methods = await memberCall(t.app, p.token, 'GET', '/wps/wallet/deposit/methods');
    expect(methods.body.value.map((m: { code: string }) => m.code)).not.toContain('GONEPAY');
    const res = await memberCall(t.app, p.token, 'POST', '/wps/wallet/deposits', {
      methodCode: 'GONEPAY',
      amount: '200',
      requestId: rid(),
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('WALLET_METHOD_UNKNOWN');
    expect(await count('deposits', p.id)).toBe(0);
  });

  it('a gateway that does not answer: 502, the order waits without a page, nothing is credited', async () => {
    const added = await adminCall(t.app, 'POST', '/wps/admin/wallet/payment-methods', owner, {
      code: 'DOWNPAY',
      type: 'GATEWAY',
      gateway: 'DOWN',
      nameEn: 'Down pay',
      nameBn: 'ডাউন পে',
      min: '100',
      max: '1000',
    });
    expect(added.status).toBe(200);
    const p = await newPlayer(t.app, t.database.db);
    const requestId = rid();
    const ask = () =>
      memberCall(t.app, p.token, 'POST', '/wps/wallet/deposits', {
        methodCode: 'DOWNPAY',
        amount: '200',
        requestId,
      });
    const first = await ask();
    expect(first.status).toBe(502);
    expect(first.body).toMatchObject({
      code: 'WALLET_GATEWAY_UNAVAILABLE',
      message: 'The payment gateway is not answering. Please try again in a moment.',
    });
    expect((await ask()).status).toBe(502);
    expect(await count('deposits', p.id)).toBe(1);
    const mine = await memberCall(t.app, p.token, 'GET', '/wps/wallet/deposits');
    expect(mine.body.value.list[0]).toMatchObject({ status: 'PENDING', payUrl: null });
    expect(await main(p.id)).toBe(0n);
  });
});
