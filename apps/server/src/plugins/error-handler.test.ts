import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorMessagesEn } from '@portal/contracts/error-messages/en';
import { errorMessagesHi } from '@portal/contracts/error-messages/hi';
import { errorMessagesNe } from '@portal/contracts/error-messages/ne';
import { errorMessagesUr } from '@portal/contracts/error-messages/ur';
import { AppError } from '../lib/app-error.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, cb) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      logLines.push(JSON.parse(line));
    }
    cb();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    bodyLimit: 1024,
    logger: { level: 'info', stream: logStream },
    extraRoutes: async (api) => {
      const app = api.withTypeProvider<ZodTypeProvider>();
      app.post(
        '/wps/test/probe',
        {
          schema: {
            body: z.object({ amount: z.string().regex(/^\d+\.\d{2}$/), count: z.number().int() }),
            querystring: z.object({ page: z.coerce.number().int().min(1).default(1) }),
          },
        },
        (req) => ({ success: true, value: { ...req.body, page: req.query.page } }),
      );
      app.get('/wps/test/boom', () => {
        throw new Error('database password is hunter2');
      });
      app.get('/wps/test/conflict', () => {
        throw new AppError('RATE_LIMITED');
      });
    },
  });
});
afterAll(() => t.app.close());

const headers = { merchant: 'demo', 'content-type': 'application/json' };

describe('error envelope', () => {
  it('passes a valid body through', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/test/probe?page=2',
      headers,
      payload: { amount: '10.00', count: 3 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { amount: '10.00', count: 3, page: 2 } });
  });

  it('answers wrong types with VALIDATION_FAILED and field paths', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/test/probe',
      headers: { ...headers, language: 'EN' },
      payload: { amount: 10, count: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid.',
    });
    expect(body.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'body.amount',
      'body.count',
    ]);
  });

  it('validates the query string too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/test/probe?page=0',
      headers,
      payload: { amount: '1.00', count: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe('querystring.page');
  });

  it('answers malformed JSON with BAD_REQUEST_BODY, in Bengali by default', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/test/probe',
      headers,
      payload: '{"amount":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'BAD_REQUEST_BODY',
      message: 'অনুরোধটি পড়া যায়নি।',
    });
  });

  it('answers in Hindi, Urdu and Nepali when asked, and in English for a partial language', async () => {
    const expected = {
      HI: errorMessagesHi.BAD_REQUEST_BODY,
      UR: errorMessagesUr.BAD_REQUEST_BODY,
      NE: errorMessagesNe.BAD_REQUEST_BODY,
      TH: errorMessagesEn.BAD_REQUEST_BODY,
    };
    for (const [language, message] of Object.entries(expected)) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/test/probe',
        headers: { ...headers, language },
        payload: '{"amount":',
      });
      expect(res.json(), language).toMatchObject({ code: 'BAD_REQUEST_BODY', message });
    }
  });

  it('answers an oversized body with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/test/probe',
      headers,
      payload: JSON.stringify({ amount: '1.00', count: 1, pad: 'x'.repeat(4096) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/test/probe',
      headers: { merchant: 'demo', 'content-type': 'application/x-unknown' },
      payload: 'abc',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('keeps the status and code of an AppError', async () => {
    const res = await t.app.inject({ url: '/wps/test/conflict', headers: { merchant: 'demo' } });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
  });

  it('hides the text of an unexpected error and logs it with the request id', async () => {
    const res = await t.app.inject({
      url: '/wps/test/boom',
      headers: { merchant: 'demo', language: 'EN', 'x-request-id': 'req-abcdef123' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.json()).toEqual({
      success: false,
      code: 'INTERNAL_ERROR',
      message: 'Unknown error, please try again.',
      requestId: 'req-abcdef123',
    });
    expect(res.headers['x-request-id']).toBe('req-abcdef123');
    const logged = logLines.find((l) => l.reqId === 'req-abcdef123' && l.level === 50);
    expect(JSON.stringify(logged)).toContain('hunter2');
  });

  it('answers an unknown API route with a 404 envelope', async () => {
    const res = await t.app.inject({ url: '/lgw/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
