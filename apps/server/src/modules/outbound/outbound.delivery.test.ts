import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SMS_IDEMPOTENCY_HEADER,
  SMS_KEY_ID_HEADER,
  SMS_SIGNATURE_HEADER,
  SMS_TIMESTAMP_HEADER,
  signSms,
} from '@portal/contracts/sms-gateway';
import { auditLog, merchants, outbox } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { freshIp, login } from '../../../test/account-client.ts';
import { addOperator, adminCall, signIn } from '../../../test/operator-client.ts';
import {
  startSmsGateway,
  startSmtp,
  waitFor,
  type ReceivedMail,
} from '../../../test/outbound-fixtures.ts';
import { createAuditTrail } from '../admin/admin.audit.ts';
import { createOutboxDelivery } from './delivery.ts';
import { createOutboundService } from './outbound.service.ts';

const KEY_ID = 'portal-test';
const SMS_SECRET = 'sms-test-secret-0123456789abcdef';
const MAIL = { user: 'mailer', pass: 'mail-pass-7Q2x' };

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let gw: Awaited<ReturnType<typeof startSmsGateway>>;
let t: TestApp;
let owner: string;
let support: string;
let content: string;
let novaOwner: string;

beforeAll(async () => {
  smtp = await startSmtp(MAIL);
  gw = await startSmsGateway(KEY_ID, SMS_SECRET);
  t = await buildTestApp({
    smsGateway: { url: gw.url, keyId: KEY_ID, secret: SMS_SECRET },
    outboxDelivery: { everyMs: 100, retryBaseMs: 20, maxAttempts: 3 },
  });
  await addOperator(t.database.db, 'demo', 'content1', 'Content#2026', 'content');
  await addOperator(t.database.db, 'nova', 'novaowner', 'Nova#2026', 'owner');
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
  support = (await signIn(t.app, 'support1', 'Support#2026')).token;
  content = (await signIn(t.app, 'content1', 'Content#2026')).token;
  novaOwner = (await signIn(t.app, 'novaowner', 'Nova#2026', undefined, 'nova')).token;
  // Email goes to the in-process SMTP server; sms to the deployment's gateway (the demo one).
  const saved = await adminCall(t.app, 'PUT', '/wps/admin/messaging/settings', owner, {
    smtp: {
      host: '127.0.0.1',
      port: smtp.port,
      security: 'none',
      username: MAIL.user,
      password: MAIL.pass,
      fromAddress: 'no-reply@shapla.example',
      fromName: 'Shapla Games',
    },
    sms: null,
  });
  expect(saved.status).toBe(200);
}, 60_000);
afterAll(async () => {
  await t.app.close();
  await gw.close();
  await smtp.close();
});

const rowsTo = (recipient: string) =>
  t.database.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(outbox.id);
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;
/** The row once its transaction committed (a provider sees the message a moment before). */
const settledRow = (recipient: string) =>
  waitFor(async () => {
    const [row] = await rowsTo(recipient);
    return row && row.state !== 'pending' ? row : undefined;
  });

async function smsRegisterCode(mobileNo: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/register',
    headers: { merchant: 'demo' },
    remoteAddress: freshIp(),
    payload: { mobileNo, countryDialingCode: '880' },
  });
  expect(res.statusCode).toBe(200);
}

/** A login code by email: agent01 signs in from a new address and asks for it by email. */
async function emailLoginCode(username: string, password: string, language: 'BN' | 'EN') {
  const away = freshIp();
  await login(t.app, username, password, {}, { remoteAddress: freshIp() });
  const first = await login(t.app, username, password, {}, { remoteAddress: away });
  const ticket = first.body.value.verification.ticket as string;
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login/verify/send',
    headers: { merchant: 'demo', language },
    remoteAddress: away,
    payload: { ticket, method: 'email' },
  });
  expect(res.statusCode).toBe(200);
}

describe('sms through the signed gateway', () => {
  it('a registration code reaches the gateway signed, about a second after it is asked for', async () => {
    const started = Date.now();
    await smsRegisterCode('01812345001');
    const got = await waitFor(() => gw.sms.messages.find((m) => m.to === '+8801812345001'));
    expect(Date.now() - started).toBeLessThan(3_000);
    const row = await settledRow('+8801812345001');
    expect(row).toMatchObject({
      channel: 'sms',
      state: 'sent',
      attempts: 1,
      providerMessageId: got.messageId,
      lastError: null,
    });
    expect(row.sentAt).not.toBeNull();
    // The gateway checked the signature under our key id; the row id is the idempotency key.
    expect(got).toMatchObject({ keyId: KEY_ID, idempotencyKey: `outbox-${row.id}` });
    expect(codeIn(got.text)).toBe(codeIn(row.body));
    expect(got.from).toBe('Shapla Play');
  });

  it('the gateway failing twice: retried, sent on the third try with attempts = 3', async () => {
    gw.sms.failNext = 2;
    await smsRegisterCode('01812345002');
    await waitFor(async () => (await rowsTo('+8801812345002'))[0]?.state === 'sent');
    const [row] = await rowsTo('+8801812345002');
    expect(row).toMatchObject({ state: 'sent', attempts: 3, lastError: null });
    expect(gw.sms.messages.filter((m) => m.to === '+8801812345002')).toHaveLength(1);
    expect(gw.sms.failNext).toBe(0);
  });

  it('failing beyond the limit: failed, listed to the operator, and "retry now" sends it', async () => {
    gw.sms.failNext = 3;
    await smsRegisterCode('01812345003');
    await waitFor(async () => (await rowsTo('+8801812345003'))[0]?.state === 'failed');
    const [row] = await rowsTo('+8801812345003');
    expect(row).toMatchObject({ state: 'failed', attempts: 3 });
    expect(row!.lastError).toContain('503');
    expect(gw.sms.messages.some((m) => m.to === '+8801812345003')).toBe(false);

    const failed = await adminCall(t.app, 'GET', '/wps/admin/outbox?state=failed', support);
    expect(failed.status).toBe(200);
    const listed = failed.body.value.list.find((m: { id: number }) => m.id === row!.id);
    expect(listed).toMatchObject({ state: 'failed', attempts: 3, nextAttemptAt: null });
    expect(listed.lastError).toContain('503');
    expect(failed.body.value.list.every((m: { state: string }) => m.state === 'failed')).toBe(true);

    // Other roles and other white labels cannot touch it.
    const denied = await adminCall(t.app, 'POST', `/wps/admin/outbox/${row!.id}/retry`, content);
    expect(denied).toMatchObject({ status: 403, body: { code: 'ADMIN_FORBIDDEN' } });
    const foreign = await adminCall(
      t.app,
      'POST',
      `/wps/admin/outbox/${row!.id}/retry`,
      novaOwner,
      undefined,
      { merchant: 'nova' },
    );
    expect(foreign).toMatchObject({ status: 404, body: { code: 'OUTBOX_NOT_FOUND' } });

    const retried = await adminCall(t.app, 'POST', `/wps/admin/outbox/${row!.id}/retry`, support);
    expect(retried.status).toBe(200);
    await waitFor(async () => (await rowsTo('+8801812345003'))[0]?.state === 'sent');
    expect(gw.sms.messages.filter((m) => m.to === '+8801812345003')).toHaveLength(1);
    const again = await adminCall(t.app, 'POST', `/wps/admin/outbox/${row!.id}/retry`, support);
    expect(again).toMatchObject({ status: 409, body: { code: 'OUTBOX_NOT_FAILED' } });
    const missing = await adminCall(t.app, 'POST', '/wps/admin/outbox/99999999/retry', support);
    expect(missing).toMatchObject({ status: 404, body: { code: 'OUTBOX_NOT_FOUND' } });

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'outbox.retry'), eq(auditLog.targetId, String(row!.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ channel: 'sms', attempts: 3 });
  });

  it('the gateway refuses a bad signature, a stale timestamp and a reused key with other content', async () => {
    const body = JSON.stringify({ to: '+8801812345999', text: 'hello' });
    const now = String(Math.floor(Date.now() / 1000));
    const call = (headers: Record<string, string>, raw = body) =>
      fetch(`${gw.url}/sms/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: raw,
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { status: string } }));
    const signed = (secret: string, ts: string, key: string, raw = body) => ({
      [SMS_KEY_ID_HEADER]: KEY_ID,
      [SMS_TIMESTAMP_HEADER]: ts,
      [SMS_SIGNATURE_HEADER]: signSms(secret, ts, raw),
      [SMS_IDEMPOTENCY_HEADER]: key,
    });
    expect(await call(signed('wrong-secret-0123456789', now, 'k1'))).toEqual({
      status: 401,
      body: { status: 'INVALID_SIGNATURE' },
    });
    const old = String(Number(now) - 3600);
    expect(await call(signed(SMS_SECRET, old, 'k1'))).toEqual({
      status: 401,
      body: { status: 'STALE_TIMESTAMP' },
    });
    expect(await call({ ...signed(SMS_SECRET, now, 'k1'), [SMS_KEY_ID_HEADER]: 'nobody' })).toEqual(
      { status: 401, body: { status: 'UNKNOWN_KEY' } },
    );
    expect(gw.sms.messages.some((m) => m.to === '+8801812345999')).toBe(false);
    const first = await call(signed(SMS_SECRET, now, 'k1'));
    const duplicates = gw.sms.duplicates;
    const repeat = await call(signed(SMS_SECRET, now, 'k1'));
    expect(repeat).toEqual(first);
    expect(gw.sms.duplicates).toBe(duplicates + 1);
    const other = JSON.stringify({ to: '+8801812345999', text: 'other' });
    expect(await call(signed(SMS_SECRET, now, 'k1', other), other)).toEqual({
      status: 409,
      body: { status: 'IDEMPOTENCY_CONFLICT' },
    });
    expect(gw.sms.messages.filter((m) => m.to === '+8801812345999')).toHaveLength(1);
  });

  it('a portal signing with the wrong secret: refused, failed at once (waiting cannot help)', async () => {
    const wrong = await adminCall(t.app, 'PUT', '/wps/admin/messaging/settings', owner, {
      smtp: {
        host: '127.0.0.1',
        port: smtp.port,
        security: 'none',
        username: MAIL.user,
        fromAddress: 'no-reply@shapla.example',
        fromName: 'Shapla Games',
      },
      sms: { url: gw.url, keyId: KEY_ID, secret: 'not-the-gateway-secret', from: null },
    });
    expect(wrong.status).toBe(200);
    try {
      await smsRegisterCode('01812345004');
      await waitFor(async () => (await rowsTo('+8801812345004'))[0]?.state === 'failed');
      const [row] = await rowsTo('+8801812345004');
      expect(row).toMatchObject({ attempts: 1 });
      expect(row!.lastError).toBe('sms gateway answered 401 INVALID_SIGNATURE');
    } finally {
      const back = await adminCall(t.app, 'PUT', '/wps/admin/messaging/settings', owner, {
        smtp: {
          host: '127.0.0.1',
          port: smtp.port,
          security: 'none',
          username: MAIL.user,
          fromAddress: 'no-reply@shapla.example',
          fromName: 'Shapla Games',
        },
        sms: null,
      });
      expect(back.status).toBe(200);
    }
  });
});

describe('email over SMTP', () => {
  const mailTo = (address: string) => (): ReceivedMail | undefined =>
    smtp.mails.find((m) => m.to.includes(address));

  it('a login code by email in Bengali: logged in with the stored password, code in text and HTML', async () => {
    await emailLoginCode('agent01', 'Agent#2026', 'BN');
    const mail = await waitFor(mailTo('agent01@shapla.example'));
    const row = await settledRow('agent01@shapla.example');
    expect(row).toMatchObject({ channel: 'email', state: 'sent', attempts: 1 });
    expect(mail.user).toBe(MAIL.user);
    expect(mail.from).toBe('no-reply@shapla.example');
    expect(mail.raw).toMatch(/^From: Shapla Games <no-reply@shapla\.example>/m);
    expect(mail.subject).toBe('Shapla Play: লগইন নিশ্চিত করুন');
    const code = codeIn(row.body);
    expect(mail.text).toContain(`আপনার যাচাইকরণ কোড ${code}`);
    expect(mail.html).toContain('lang="bn"');
    expect(mail.html).toContain(code);
    // The Message-ID is the row's, so a repeat after a crash carries the same one.
    expect(mail.messageId).toBe(`<outbox-${row.id}@shapla.example>`);
    expect(row.providerMessageId).toBe(mail.messageId);
  });

  it('the same in English for a member reading English', async () => {
    await emailLoginCode('player01', 'Player#2026', 'EN');
    const mail = await waitFor(mailTo('player01@shapla.example'));
    const row = await settledRow('player01@shapla.example');
    expect(mail.subject).toBe('Shapla Play: confirm your login');
    expect(mail.text).toContain(`your verification code is ${codeIn(row.body)}`);
    expect(mail.html).toContain('lang="en"');
  });
});

describe('two workers on one database', () => {
  it('never send a row twice', async () => {
    const db = t.database.db;
    const [demo] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
    const numbers = Array.from(
      { length: 24 },
      (_, i) => `+88019100000${String(i).padStart(2, '0')}`,
    );
    await db.insert(outbox).values(
      numbers.map((recipient) => ({
        merchantId: demo!.id,
        channel: 'sms',
        recipient,
        body: `two workers ${recipient}`,
      })),
    );
    const duplicates = gw.sms.duplicates;
    const worker = () =>
      createOutboxDelivery({
        db,
        outbound: createOutboundService({
          db,
          audit: createAuditTrail({ db }),
          smsDefault: { url: gw.url, keyId: KEY_ID, secret: SMS_SECRET },
        }),
        log: t.app.log,
        options: { everyMs: 1_000, retryBaseMs: 20, maxAttempts: 3 },
      });
    // Two claim loops of their own, racing each other and the app's worker.
    await Promise.all([worker().drain(), worker().drain()]);
    await waitFor(async () => {
      const rows = await Promise.all(numbers.map((n) => rowsTo(n)));
      return rows.every((r) => r[0]?.state === 'sent');
    });
    for (const n of numbers) {
      const [row] = await rowsTo(n);
      expect(row).toMatchObject({ state: 'sent', attempts: 1 });
      expect(gw.sms.messages.filter((m) => m.to === n)).toHaveLength(1);
    }
    // Not one repeat reached the gateway (its idempotency key would have hidden it from phones).
    expect(gw.sms.duplicates).toBe(duplicates);
  });
});
