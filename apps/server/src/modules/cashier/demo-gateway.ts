import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { GatewayCallbackSchema, type GatewayCallback } from '@portal/contracts/wallet';
import { AppError } from '../../lib/app-error.ts';
import { formatAmount } from '../../lib/money.ts';
import type { DepositService } from './deposit.service.ts';

export const GATEWAY_CALLBACK_PATH = '/wps/payments/demo-gateway/callback';
export const GATEWAY_PAY_PATH = '/demo-gateway/pay';
export const SIGNATURE_HEADER = 'x-signature';

/** hex(HMAC-SHA256(secret, raw body)): what the gateway sends and what we check. */
export function signGatewayBody(secret: string, body: string | Buffer): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

function signatureMatches(secret: string, body: Buffer, given: string | undefined): boolean {
  if (!given || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = Buffer.from(signGatewayBody(secret, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Merchant {
  id: number;
  currency: string;
  currencySymbol: string;
}

/**
 * The portal side of the payment gateway: the signed notification endpoint. The signature is
 * checked over the raw bytes before anything is parsed; a repeat is answered as before.
 */
export const gatewayCallbackRoutes: FastifyPluginAsync<{
  secret: string;
  deposits: DepositService;
  merchantById: (id: number) => Promise<Merchant>;
}> = async (app, opts) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  );
  app.post(
    GATEWAY_CALLBACK_PATH,
    {
      config: { rateLimit: { max: 600, timeWindow: 60_000 } },
      schema: { tags: ['cashier'], summary: 'Signed payment notification from the gateway' },
    },
    async (request) => {
      const raw = request.body as Buffer;
      const header = request.headers[SIGNATURE_HEADER];
      if (
        !Buffer.isBuffer(raw) ||
        !signatureMatches(opts.secret, raw, typeof header === 'string' ? header : undefined)
      ) {
        throw new AppError('WALLET_SIGNATURE_INVALID');
      }
      let note: GatewayCallback;
      try {
        note = GatewayCallbackSchema.parse(JSON.parse(raw.toString('utf8')));
      } catch {
        throw new AppError('BAD_REQUEST_BODY');
      }
      return {
        success: true,
        value: await opts.deposits.gatewayNotification(opts.merchantById, note),
      };
    },
  );
};

/**
 * A stand-in for a real payment gateway, run in-process for demos and tests: its own pay page,
 * and on "pay" or "fail" it signs a notification and posts it to the portal over HTTP, as a
 * gateway would.
 */
export async function demoGatewayPages(
  app: FastifyInstance,
  opts: {
    secret: string;
    findOrder: (
      orderNo: string,
    ) => Promise<{ amount: bigint; status: string; symbol: string } | undefined>;
  },
): Promise<void> {
  await app.register(async (scope) => {
    // Form bodies are parsed by the API scope (registered with the accounts module).
    const Params = z.object({ orderNo: z.string().regex(/^D[0-9A-Z]{10,24}$/) });

    scope.get(
      `${GATEWAY_PAY_PATH}/:orderNo`,
      { schema: { hide: true } },
      async (request, reply) => {
        const { orderNo } = Params.parse(request.params);
        const order = await opts.findOrder(orderNo);
        if (!order) throw new AppError('WALLET_ORDER_NOT_FOUND');
        const amount = `${escapeHtml(order.symbol)} ${formatAmount(order.amount)}`;
        const open = order.status === 'PENDING';
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
          .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Demo Pay</title>
<style>body{font-family:system-ui,sans-serif;background:#0f172a;color:#e2e8f0;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#1e293b;border-radius:16px;padding:24px;width:min(92vw,360px);box-shadow:0 10px 30px #0008}
h1{font-size:18px;margin:0 0 4px}p{margin:4px 0 16px;color:#94a3b8}.amt{font-size:28px;font-weight:700;color:#fbbf24}
button{width:100%;padding:12px;border:0;border-radius:10px;font-size:16px;margin-top:8px;cursor:pointer}
.pay{background:#22c55e;color:#052e16}.fail{background:#334155;color:#e2e8f0}</style></head>
<body><main><h1>Demo Pay gateway</h1><p>Order ${escapeHtml(orderNo)}</p><div class="amt" data-testid="gateway-amount">${amount}</div>
${
  open
    ? `<form method="post"><button class="pay" name="action" value="pay" data-testid="gateway-pay">Pay now</button>
<button class="fail" name="action" value="fail" data-testid="gateway-fail">Cancel payment</button></form>`
    : `<p data-testid="gateway-done">This order is ${escapeHtml(order.status.toLowerCase())}.</p>`
}
</main></body></html>`);
      },
    );

    scope.post(
      `${GATEWAY_PAY_PATH}/:orderNo`,
      { schema: { hide: true } },
      async (request, reply) => {
        const { orderNo } = Params.parse(request.params);
        const { action } = z.object({ action: z.enum(['pay', 'fail']) }).parse(request.body);
        const order = await opts.findOrder(orderNo);
        if (!order) throw new AppError('WALLET_ORDER_NOT_FOUND');
        const body = JSON.stringify({
          orderNo,
          gatewayTxnId: `G${randomBytes(8).toString('hex').toUpperCase()}`,
          amount: formatAmount(order.amount),
          status: action === 'pay' ? 'PAID' : 'FAILED',
        } satisfies GatewayCallback);
        // The gateway calls the portal back over HTTP on the address the member came from.
        const origin = `${request.protocol}://${request.host}`;
        const answer = await fetch(`${origin}${GATEWAY_CALLBACK_PATH}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: signGatewayBody(opts.secret, body),
          },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        if (!answer.ok) {
          request.log.warn({ status: answer.status, orderNo }, 'gateway callback refused');
        }
        return reply.redirect(`/depositv2?order=${encodeURIComponent(orderNo)}`, 303);
      },
    );
  });
}
