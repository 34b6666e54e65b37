import type { FastifyInstance } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  SMS_IDEMPOTENCY_HEADER,
  SMS_KEY_ID_HEADER,
  SMS_SIGNATURE_HEADER,
  SMS_TIMESTAMP_HEADER,
  SMS_TIMESTAMP_WINDOW_S,
  SmsSendRequestSchema,
  verifySms,
  type SmsSendResponse,
} from '@portal/contracts/sms-gateway';

/** One sms as the demo gateway received it (it "delivers" by keeping it). */
export interface ReceivedSms {
  messageId: string;
  idempotencyKey: string;
  keyId: string;
  to: string;
  text: string;
  from: string | undefined;
  receivedAt: number;
}

/** The sms side's state, reachable as `app.gateway.sms` (tests read it). */
export interface SmsState {
  messages: ReceivedSms[];
  /** Repeats of a known idempotency key (answered, not sent again). */
  duplicates: number;
  /** Signed calls refused (bad signature, stale timestamp, unknown key). */
  refused: number;
  /** The next this-many sends answer 503 (the test switch). */
  failNext: number;
}

export interface SmsConfig {
  /** Key ids and their HMAC secrets. */
  smsKeys: Readonly<Record<string, string>>;
  /** The read and fail switches for tests; off in production. */
  smsTestEndpoints: boolean;
}

const MAX_MESSAGES = 10_000;
const KeyHeader = z.string().regex(/^[\w.-]{1,64}$/);
const IdempotencyHeader = z.string().regex(/^[\w.:-]{1,100}$/);
const Timestamp = z.string().regex(/^\d{1,12}$/);
const ReadQuery = z.object({ to: z.string().max(20).optional() });
const FailBody = z.object({ count: z.number().int().min(0).max(100) });

const digest = (raw: string) => createHash('sha256').update(raw).digest('hex');

/**
 * The demo sms gateway: `POST /sms/messages` takes a signed sms (key id, timestamp within the
 * window, HMAC over `timestamp.body`), deduplicated by idempotency key, and keeps it in memory.
 * For tests and e2e: `GET /sms/messages?to=` lists what arrived and `POST /sms/fail-next` makes
 * the next sends answer 503.
 */
export function registerSms(app: FastifyInstance, config: SmsConfig, state: SmsState): void {
  const byKey = new Map<string, { digest: string; answer: SmsSendResponse }>();

  void app.register(async (signed) => {
    signed.removeAllContentTypeParsers();
    signed.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => {
      done(null, body);
    });

    signed.post('/sms/messages', async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const keyId = KeyHeader.safeParse(request.headers[SMS_KEY_ID_HEADER]);
      const timestamp = Timestamp.safeParse(request.headers[SMS_TIMESTAMP_HEADER]);
      const secret = keyId.success ? config.smsKeys[keyId.data] : undefined;
      if (!keyId.success || !secret || !timestamp.success) {
        state.refused++;
        return reply.status(401).send({ status: secret ? 'INVALID_SIGNATURE' : 'UNKNOWN_KEY' });
      }
      if (!verifySms(secret, timestamp.data, raw, request.headers[SMS_SIGNATURE_HEADER])) {
        state.refused++;
        return reply.status(401).send({ status: 'INVALID_SIGNATURE' });
      }
      if (Math.abs(Date.now() / 1000 - Number(timestamp.data)) > SMS_TIMESTAMP_WINDOW_S) {
        state.refused++;
        return reply.status(401).send({ status: 'STALE_TIMESTAMP' });
      }
      const key = IdempotencyHeader.safeParse(request.headers[SMS_IDEMPOTENCY_HEADER]);
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return reply.status(400).send({ status: 'BAD_REQUEST' });
      }
      const parsed = SmsSendRequestSchema.safeParse(json);
      if (!key.success || !parsed.success) return reply.status(400).send({ status: 'BAD_REQUEST' });
      const scoped = `${keyId.data}:${key.data}`;
      const known = byKey.get(scoped);
      if (known) {
        if (known.digest !== digest(raw)) {
          return reply.status(409).send({ status: 'IDEMPOTENCY_CONFLICT' });
        }
        state.duplicates++;
        return known.answer;
      }
      if (state.failNext > 0) {
        state.failNext--;
        return reply.status(503).send({ status: 'UNAVAILABLE' });
      }
      const answer: SmsSendResponse = {
        status: 'ACCEPTED',
        messageId: `S${randomBytes(8).toString('hex').toUpperCase()}`,
      };
      byKey.set(scoped, { digest: digest(raw), answer });
      state.messages.push({
        messageId: answer.messageId,
        idempotencyKey: key.data,
        keyId: keyId.data,
        to: parsed.data.to,
        text: parsed.data.text,
        from: parsed.data.from,
        receivedAt: Date.now(),
      });
      if (state.messages.length > MAX_MESSAGES) {
        const oldest = state.messages.shift()!;
        byKey.delete(`${oldest.keyId}:${oldest.idempotencyKey}`);
      }
      request.log.info({ messageId: answer.messageId }, 'sms accepted');
      return answer;
    });
  });

  if (!config.smsTestEndpoints) return;

  app.get('/sms/messages', async (request, reply) => {
    const query = ReadQuery.safeParse(request.query);
    if (!query.success) return reply.status(400).send({ status: 'BAD_REQUEST' });
    const to = query.data.to;
    return {
      messages: state.messages
        .filter((m) => !to || m.to === to)
        .slice(-50)
        .reverse(),
      duplicates: state.duplicates,
      refused: state.refused,
    };
  });

  app.post('/sms/fail-next', async (request, reply) => {
    const body = FailBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send({ status: 'BAD_REQUEST' });
    state.failNext = body.data.count;
    return { failNext: state.failNext };
  });
}
