import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { verifyBody } from '@portal/contracts/provider-signing';
import {
  GATEWAY_SIGNATURE_HEADER,
  GatewayOrderRequestSchema,
  type GatewayOrderRequest,
  type GatewayOrderResponse,
} from '@portal/contracts/payment-gateway';
import { defaultConfig, type GatewayConfig } from './config.ts';
import { Notifier } from './notifier.ts';
import { registerSms, type SmsState } from './sms.ts';
import { PAY_PAGE_CSP, languageOf, renderMissingPage, renderPayPage } from './pay-page.ts';

export interface GatewayAppOptions extends Partial<GatewayConfig> {
  logger?: FastifyServerOptions['logger'];
  /** The notifier's fetch (tests may wrap it). */
  fetch?: typeof fetch;
}

/** A payment order as the gateway holds it. */
export interface GatewayOrder extends GatewayOrderRequest {
  /** The pay page's id: random, so an order number alone does not open its page. */
  id: string;
  status: 'OPEN' | 'PAID' | 'FAILED';
  gatewayTxnId: string | undefined;
  createdAt: number;
}

/** The service's state, reachable as `app.gateway` (tests read it). */
export interface GatewayServices {
  config: GatewayConfig;
  orders: Map<string, GatewayOrder>;
  notifier: Notifier;
  sms: SmsState;
}

declare module 'fastify' {
  interface FastifyInstance {
    gateway: GatewayServices;
  }
}

/** Orders kept in memory at most; the oldest are forgotten first. */
const MAX_ORDERS = 100_000;

const PayParams = z.object({ id: z.string().regex(/^P[0-9a-f]{32}$/) });
const PayForm = z.object({ action: z.enum(['pay', 'fail']) });

function sameOrder(a: GatewayOrderRequest, b: GatewayOrderRequest): boolean {
  return (
    a.amount === b.amount &&
    a.currency === b.currency &&
    a.callbackUrl === b.callbackUrl &&
    a.returnUrl === b.returnUrl
  );
}

/**
 * The demo payment gateway: the portal creates orders by signed calls, the member pays on the
 * gateway's own page, and the gateway posts a signed notification to the callback URL the portal
 * gave with the order, retrying until the portal takes it. Does not listen.
 */
export function buildGatewayApp(options: GatewayAppOptions = {}): FastifyInstance {
  const { logger, fetch: fetchImpl, ...overrides } = options;
  const config: GatewayConfig = { ...defaultConfig(), ...overrides };
  const app = Fastify({
    logger: logger ?? false,
    bodyLimit: 16_384,
    routerOptions: { ignoreTrailingSlash: true },
  });
  const orders = new Map<string, GatewayOrder>();
  const byOrderNo = new Map<string, string>();
  const notifier = new Notifier({
    secret: config.secret,
    timeoutMs: config.notifyTimeoutMs,
    attempts: config.notifyAttempts,
    retryBaseMs: config.retryBaseMs,
    retryMaxMs: config.retryMaxMs,
    fetch: fetchImpl,
    log: app.log,
  });
  const sms: SmsState = { messages: [], duplicates: 0, refused: 0, failNext: 0 };
  app.decorate('gateway', { config, orders, notifier, sms });
  app.addHook('onClose', async () => notifier.close());

  app.get('/favicon.ico', async (_request, reply) => reply.status(204).send());
  app.get('/health', async () => ({
    status: 'ok',
    orders: orders.size,
    sms: sms.messages.length,
    pendingNotifications: notifier.pending().length,
  }));

  // ---------------------------------------------------------------- portal → gateway (signed)

  void app.register(async (signed) => {
    // The signature covers the raw bytes, so these routes read the body as a string.
    signed.removeAllContentTypeParsers();
    signed.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => {
      done(null, body);
    });
    signed.setErrorHandler((err: { statusCode?: number }, request, reply) => {
      const status = err.statusCode ?? 500;
      if (status >= 500) request.log.error({ err }, 'signed route failed');
      return reply
        .status(status >= 500 ? 500 : 400)
        .send({ status: status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST' });
    });

    signed.post('/api/orders', async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      if (!verifyBody(config.secret, raw, request.headers[GATEWAY_SIGNATURE_HEADER])) {
        return reply.status(401).send({ status: 'INVALID_SIGNATURE' });
      }
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return reply.status(400).send({ status: 'BAD_REQUEST' });
      }
      const parsed = GatewayOrderRequestSchema.safeParse(json);
      if (!parsed.success) return reply.status(400).send({ status: 'BAD_REQUEST' });
      const wanted = parsed.data;
      const base = (config.publicUrl ?? `${request.protocol}://${request.host}`).replace(
        /\/+$/,
        '',
      );
      const knownId = byOrderNo.get(wanted.orderNo);
      const known = knownId === undefined ? undefined : orders.get(knownId);
      if (known) {
        // The same order again (a retried call) answers the same page; other content is refused.
        if (!sameOrder(known, wanted)) return reply.status(409).send({ status: 'ORDER_CONFLICT' });
        const again: GatewayOrderResponse = {
          status: 'OK',
          orderNo: known.orderNo,
          payUrl: `${base}/pay/${known.id}`,
        };
        return again;
      }
      const order: GatewayOrder = {
        ...wanted,
        id: `P${randomBytes(16).toString('hex')}`,
        status: 'OPEN',
        gatewayTxnId: undefined,
        createdAt: Date.now(),
      };
      orders.set(order.id, order);
      byOrderNo.set(order.orderNo, order.id);
      if (orders.size > MAX_ORDERS) {
        const [oldest] = orders.values();
        orders.delete(oldest!.id);
        byOrderNo.delete(oldest!.orderNo);
      }
      request.log.info({ orderNo: order.orderNo, amount: order.amount }, 'order created');
      const answer: GatewayOrderResponse = {
        status: 'OK',
        orderNo: order.orderNo,
        payUrl: `${base}/pay/${order.id}`,
      };
      return answer;
    });
  });

  // ---------------------------------------------------------------- portal → sms gateway
  registerSms(app, config, sms);

  // ---------------------------------------------------------------- the member's pay page

  void app.register(async (pages) => {
    pages.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    pages.addHook('onSend', async (_request, reply) => {
      void reply
        .header('content-security-policy', PAY_PAGE_CSP)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer');
    });

    pages.get('/pay/:id', async (request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      const params = PayParams.safeParse(request.params);
      const order = params.success ? orders.get(params.data.id) : undefined;
      void reply.type('text/html; charset=utf-8');
      if (!order) return reply.status(404).send(renderMissingPage(language));
      return renderPayPage(language, order);
    });

    pages.post('/pay/:id', async (request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      const params = PayParams.safeParse(request.params);
      const order = params.success ? orders.get(params.data.id) : undefined;
      if (!order) {
        return reply.status(404).type('text/html; charset=utf-8').send(renderMissingPage(language));
      }
      const form = PayForm.safeParse(request.body);
      if (!form.success) return reply.status(400).send({ status: 'BAD_REQUEST' });
      if (order.status === 'OPEN') {
        // Decided here once; a second tap only sends the member back.
        order.status = form.data.action === 'pay' ? 'PAID' : 'FAILED';
        order.gatewayTxnId = `G${randomBytes(8).toString('hex').toUpperCase()}`;
        request.log.info({ orderNo: order.orderNo, status: order.status }, 'order decided');
        // The first attempt before the member goes back, so the balance is usually there already;
        // retries continue in the background.
        await notifier.send(order.callbackUrl, {
          orderNo: order.orderNo,
          gatewayTxnId: order.gatewayTxnId,
          amount: order.amount,
          currency: order.currency,
          status: order.status,
        });
      }
      return reply.redirect(order.returnUrl, 303);
    });
  });

  return app;
}
