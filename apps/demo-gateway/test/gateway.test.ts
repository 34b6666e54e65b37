import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signBody, verifyBody } from '@portal/contracts/provider-signing';
import {
  DEMO_GATEWAY_SECRET,
  GATEWAY_SIGNATURE_HEADER,
  GatewayNotificationSchema,
  type GatewayNotification,
} from '@portal/contracts/payment-gateway';
import { buildGatewayApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const SECRET = 'gateway-test-secret-0123456789abcdef0123';

/** A portal stand-in on loopback: checks each notification's signature and answers as told. */
async function startPortal() {
  const received: { note: GatewayNotification; signed: boolean }[] = [];
  const answers: number[] = [];
  const app: FastifyInstance = Fastify();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  app.post('/callback', async (request, reply) => {
    const raw = request.body as string;
    received.push({
      note: GatewayNotificationSchema.parse(JSON.parse(raw)),
      signed: verifyBody(SECRET, raw, request.headers[GATEWAY_SIGNATURE_HEADER]),
    });
    return reply.status(answers.shift() ?? 200).send({ success: true });
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, received, answers, close: () => app.close() };
}

let portal: Awaited<ReturnType<typeof startPortal>>;
let gateway: FastifyInstance;
let gatewayUrl: string;
let seq = 0;

beforeAll(async () => {
  portal = await startPortal();
  gateway = buildGatewayApp({ secret: SECRET, retryBaseMs: 20, retryMaxMs: 100 });
  gatewayUrl = await gateway.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await gateway.close();
  await portal.close();
});
afterEach(() => {
  portal.received.length = 0;
  portal.answers.length = 0;
});

function order(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    orderNo: `D2601010000TEST${seq}`,
    amount: '250.00',
    currency: 'BDT',
    callbackUrl: `${portal.url}/callback`,
    returnUrl: 'http://portal.example/depositv2?order=1',
    ...overrides,
  };
}

async function createOrder(body: unknown, secret = SECRET) {
  const raw = JSON.stringify(body);
  const res = await fetch(`${gatewayUrl}/api/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [GATEWAY_SIGNATURE_HEADER]: signBody(secret, raw),
    },
    body: raw,
  });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

const pay = (payUrl: string, action: 'pay' | 'fail' = 'pay') =>
  fetch(payUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `action=${action}`,
    redirect: 'manual',
  });

describe('portal → gateway: create order', () => {
  it('needs the shared secret and a well-formed order', async () => {
    const wrongKey = await createOrder(order(), 'another-secret-0123456789abcdef0123456');
    expect(wrongKey).toEqual({ status: 401, body: { status: 'INVALID_SIGNATURE' } });
    const badUrl = await createOrder(order({ callbackUrl: 'file:///etc/passwd' }));
    expect(badUrl).toEqual({ status: 400, body: { status: 'BAD_REQUEST' } });
    const badAmount = await createOrder(order({ amount: '250' }));
    expect(badAmount.status).toBe(400);
    expect(gateway.gateway.orders.size).toBe(0);
  });

  it('answers a pay page; the same order again answers the same page, other content 409', async () => {
    const body = order();
    const first = await createOrder(body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'OK', orderNo: body.orderNo });
    expect(first.body.payUrl).toMatch(new RegExp(`^${gatewayUrl}/pay/P[0-9a-f]{32}$`));
    expect((await createOrder(body)).body.payUrl).toBe(first.body.payUrl);
    const other = await createOrder({ ...body, amount: '2500.00' });
    expect(other).toEqual({ status: 409, body: { status: 'ORDER_CONFLICT' } });
  });
});

describe('the pay page and the notification', () => {
  it('shows the amount in the member’s language', async () => {
    const { body } = await createOrder(order({ amount: '120.50' }));
    const en = await fetch(body.payUrl!);
    expect(en.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await en.text();
    expect(html).toContain('BDT 120.50');
    expect(html).toContain('Pay now');
    const bn = await fetch(body.payUrl!, { headers: { 'accept-language': 'bn-BD,bn' } });
    expect(await bn.text()).toContain('এখনই পেমেন্ট করুন');
    const missing = await fetch(`${gatewayUrl}/pay/P${'0'.repeat(32)}`);
    expect(missing.status).toBe(404);
  });

  it('pay: one signed notification to the order’s callback URL, then back to the portal', async () => {
    const body = order({ amount: '300.00', currency: 'INR' });
    const { body: created } = await createOrder(body);
    const paid = await pay(created.payUrl!);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(body.returnUrl);
    expect(portal.received).toEqual([
      {
        signed: true,
        note: {
          orderNo: body.orderNo,
          gatewayTxnId: expect.stringMatching(/^G[0-9A-F]{16}$/),
          amount: '300.00',
          currency: 'INR',
          status: 'PAID',
        },
      },
    ]);
    // A second tap (or "cancel" afterwards) sends the member back and notifies nothing more.
    expect((await pay(created.payUrl!, 'fail')).status).toBe(303);
    expect(portal.received).toHaveLength(1);
    expect(await (await fetch(created.payUrl!)).text()).toContain('This order is paid.');
  });

  it('cancel: a FAILED notification', async () => {
    const { body: created } = await createOrder(order());
    await pay(created.payUrl!, 'fail');
    expect(portal.received.map((r) => r.note.status)).toEqual(['FAILED']);
  });

  it('retries with backoff while the portal fails, until it takes the notification', async () => {
    portal.answers.push(500, 503);
    const { body: created } = await createOrder(order());
    await pay(created.payUrl!);
    await gateway.gateway.notifier.whenIdle();
    expect(portal.received.map((r) => r.note.orderNo)).toHaveLength(3);
    expect(new Set(portal.received.map((r) => r.note.gatewayTxnId)).size).toBe(1);
    expect(gateway.gateway.notifier.all().at(-1)).toMatchObject({
      state: 'DELIVERED',
      attempts: 3,
    });
  });

  it('keeps retrying while the portal is unreachable', async () => {
    const down = buildGatewayApp({ secret: SECRET, retryBaseMs: 10, notifyAttempts: 3 });
    const url = await down.listen({ host: '127.0.0.1', port: 0 });
    try {
      const raw = JSON.stringify(order({ callbackUrl: 'http://127.0.0.1:9/callback' }));
      const created = await fetch(`${url}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signBody(SECRET, raw) },
        body: raw,
      });
      await pay(((await created.json()) as { payUrl: string }).payUrl);
      await down.gateway.notifier.whenIdle();
      expect(down.gateway.notifier.all()).toMatchObject([{ state: 'GAVE_UP', attempts: 3 }]);
    } finally {
      await down.close();
    }
  });

  it('a refusal (4xx) is the portal’s final word: not repeated', async () => {
    portal.answers.push(422);
    const { body: created } = await createOrder(order());
    await pay(created.payUrl!);
    await gateway.gateway.notifier.whenIdle();
    expect(portal.received).toHaveLength(1);
    expect(gateway.gateway.notifier.all().at(-1)).toMatchObject({
      state: 'REFUSED',
      lastStatus: 422,
    });
  });
});

describe('configuration', () => {
  it('listens on GATEWAY_PORT, not on the portal’s PORT', () => {
    expect(loadConfig({ PORT: '8080', PUBLIC_URL: 'http://portal' })).toMatchObject({
      port: 3950,
      publicUrl: 'http://127.0.0.1:3950',
      secret: DEMO_GATEWAY_SECRET,
    });
    expect(loadConfig({ GATEWAY_PORT: '4950' }).port).toBe(4950);
  });

  it('refuses the public default secret in production, and names it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/GATEWAY_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', GATEWAY_SECRET: SECRET })).toThrow(
      /SMS_SECRET/,
    );
    const own = loadConfig({
      NODE_ENV: 'production',
      GATEWAY_SECRET: SECRET,
      SMS_SECRET: 'sms-own-secret-0123456789',
    });
    expect(own.secret).toBe(SECRET);
    // Production has no read or fail switch: what phones received is not for anyone to list.
    expect(own.smsTestEndpoints).toBe(false);
  });
});
