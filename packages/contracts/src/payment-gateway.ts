import { z } from 'zod';

/**
 * The protocol between the portal and a payment gateway (the portal's `cashier` module and
 * `apps/demo-gateway`). Both directions are server to server, JSON, signed with the gateway's
 * secret: `x-signature: <hex HMAC-SHA256(secret, raw body bytes)>` (`signBody`/`verifyBody` of
 * `provider-signing.ts`), checked before the body is read.
 *
 * Portal → gateway: `POST <gateway base url>/api/orders` creates a payment order for a deposit
 * (idempotent by `orderNo`: the same order again answers the same pay page, other content is
 * refused with 409 ORDER_CONFLICT). The answer names the page the member's browser is sent to.
 *
 * Gateway → portal: once the member paid (or gave up) at the gateway, it posts a notification to
 * the `callbackUrl` the portal gave with the order, retrying with backoff until the portal answers
 * 2xx (or a 4xx: a refusal is final). The portal credits the order once, only when the amount and
 * currency are the order's; a repeat is answered like the first.
 */

export const GATEWAY_SIGNATURE_HEADER = 'x-signature';

/** Money on the wire: a positive decimal string with two places. */
export const GatewayAmountSchema = z.string().regex(/^\d{1,13}\.\d{2}$/);

/** ISO 4217 code, e.g. BDT. */
export const GatewayCurrencySchema = z.string().regex(/^[A-Z]{3}$/);

const OrderNo = z.string().regex(/^[A-Z0-9]{6,40}$/);
const HttpUrl = z.url({ protocol: /^https?$/ }).max(500);

export const GatewayOrderRequestSchema = z.object({
  orderNo: OrderNo,
  amount: GatewayAmountSchema,
  currency: GatewayCurrencySchema,
  /** Where the gateway posts its notifications (built by the portal from its configuration). */
  callbackUrl: HttpUrl,
  /** Where the member's browser goes after paying. */
  returnUrl: HttpUrl,
});
export type GatewayOrderRequest = z.infer<typeof GatewayOrderRequestSchema>;

export const GatewayOrderResponseSchema = z.object({
  status: z.literal('OK'),
  orderNo: OrderNo,
  payUrl: HttpUrl,
});
export type GatewayOrderResponse = z.infer<typeof GatewayOrderResponseSchema>;

/** A refused call: 401 INVALID_SIGNATURE, 400 BAD_REQUEST, 409 ORDER_CONFLICT. */
export const GatewayErrorSchema = z.object({
  status: z.enum(['INVALID_SIGNATURE', 'BAD_REQUEST', 'ORDER_CONFLICT', 'NOT_FOUND']),
});

export const GatewayNotificationSchema = z.object({
  orderNo: OrderNo,
  gatewayTxnId: z.string().regex(/^[\w-]{1,64}$/),
  amount: GatewayAmountSchema,
  currency: GatewayCurrencySchema,
  status: z.enum(['PAID', 'FAILED']),
});
export type GatewayNotification = z.infer<typeof GatewayNotificationSchema>;

/**
 * The demo gateway's secret when none is configured: public, so the demo runs with no setup on
 * both sides, and refused in production (GATEWAY_SECRET).
 */
export const DEMO_GATEWAY_SECRET = 'demo-gateway-secret-change-me-in-production';
