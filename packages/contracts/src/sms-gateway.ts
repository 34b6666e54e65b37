import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Node only (not for browser bundles). The protocol between the portal and an sms gateway (the
 * portal's `outbound` module and the demo gateway in `apps/demo-gateway`).
 *
 * Portal → gateway: `POST <gateway url>/sms/messages`, JSON body `SmsSendRequest`, headers:
 * - `x-key-id`: which of the gateway's keys signed the call;
 * - `x-timestamp`: unix seconds; the gateway refuses calls outside a ±5 minute window;
 * - `x-signature`: hex HMAC-SHA256(secret, `${timestamp}.${raw body}`);
 * - `idempotency-key`: the portal's outbox row (`outbox-<id>`). A repeat with the same key is
 *   answered with the first answer and not sent again, so a retry after a lost answer (or a
 *   portal that crashed after the gateway accepted) never reaches the phone twice.
 *
 * Answers: 200 `SmsSendResponse` (accepted), 401 INVALID_SIGNATURE / STALE_TIMESTAMP /
 * UNKNOWN_KEY, 400 BAD_REQUEST, 409 IDEMPOTENCY_CONFLICT (same key, other content), 503
 * UNAVAILABLE (try later).
 */
export const SMS_KEY_ID_HEADER = 'x-key-id';
export const SMS_TIMESTAMP_HEADER = 'x-timestamp';
export const SMS_SIGNATURE_HEADER = 'x-signature';
export const SMS_IDEMPOTENCY_HEADER = 'idempotency-key';
/** How far a call's timestamp may be from the gateway's clock (seconds). */
export const SMS_TIMESTAMP_WINDOW_S = 300;

/** The demo gateway's public key id and secret: refused by a production start. */
export const DEMO_SMS_KEY_ID = 'demo';
export const DEMO_SMS_SECRET = 'demo-sms-gateway-secret-change-me-in-production';

export const SmsSendRequestSchema = z.object({
  to: z.string().regex(/^\+\d{6,16}$/, 'E.164 number'),
  text: z.string().min(1).max(1000),
  /** Sender name shown on the phone (the white label's site name). */
  from: z.string().max(40).optional(),
});
export type SmsSendRequest = z.infer<typeof SmsSendRequestSchema>;

export const SmsSendResponseSchema = z.object({
  status: z.literal('ACCEPTED'),
  messageId: z.string().min(1).max(100),
});
export type SmsSendResponse = z.infer<typeof SmsSendResponseSchema>;

/** Hex HMAC-SHA256 over `${timestamp}.${body}`. */
export function signSms(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** Constant-time check of a signature header. */
export function verifySms(
  secret: string,
  timestamp: string,
  rawBody: string,
  signature: unknown,
): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signSms(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
