import { eq } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, messagingSettings, outbox } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { adminCall, signIn } from '../../../test/operator-client.ts';
import { startSmsGateway, startSmtp } from '../../../test/outbound-fixtures.ts';

const KEY_ID = 'console-key';
const SMS_SECRET = 'sms-console-secret-4f8a1c2e9b7d';
const MAIL = { user: 'mailer', pass: 'smtp-pass-Zk39w' };

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let gw: Awaited<ReturnType<typeof startSmsGateway>>;
let t: TestApp;
let owner: string;
let support: string;
const logs: string[] = [];

beforeAll(async () => {
  smtp = await startSmtp(MAIL);
  gw = await startSmsGateway(KEY_ID, SMS_SECRET);
  t = await buildTestApp({
    // No deployment gateway: a white label without settings cannot send sms.
    smsGateway: null,
    logger: {
      level: 'trace',
      stream: new Writable({
        write(chunk: Buffer, _enc, done) {
          logs.push(chunk.toString());
          done();
        },
      }),
    },
  });
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
  support = (await signIn(t.app, 'support1', 'Support#2026')).token;
}, 60_000);
afterAll(async () => {
  await t.app.close();
  await gw.close();
  await smtp.close();
});

const smtpInput = (extra: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port: smtp.port,
  security: 'none',
  username: MAIL.user,
  fromAddress: 'no-reply@shapla.example',
  fromName: 'Shapla',
  ...extra,
});
const smsInput = (extra: Record<string, unknown> = {}) => ({
  url: gw.url,
  keyId: KEY_ID,
  from: 'SHAPLA',
  ...extra,
});
const put = (body: unknown, token = owner) =>
  adminCall(t.app, 'PUT', '/wps/admin/messaging/settings', token, body);
const stored = async () => (await t.database.db.select().from(messagingSettings))[0] ?? undefined;

describe('messaging settings', () => {
  it('start empty; only the owner reads or writes them', async () => {
    const first = await adminCall(t.app, 'GET', '/wps/admin/messaging/settings', owner);
    expect(first).toMatchObject({
      status: 200,
      body: { value: { smtp: null, sms: null, smsDefault: null, updatedAt: null } },
    });
    const read = await adminCall(t.app, 'GET', '/wps/admin/messaging/settings', support);
    expect(read).toMatchObject({ status: 403, body: { code: 'ADMIN_FORBIDDEN' } });
    const write = await put({ smtp: smtpInput({ password: MAIL.pass }), sms: null }, support);
    expect(write).toMatchObject({ status: 403, body: { code: 'ADMIN_FORBIDDEN' } });
    const test = await adminCall(t.app, 'POST', '/wps/admin/messaging/test', support, {
      channel: 'sms',
      to: '+8801711000001',
    });
    expect(test.status).toBe(403);
    expect(await stored()).toBeUndefined();
  });

  it('refuses a login without a password, and a gateway without a secret: nothing stored', async () => {
    const noPassword = await put({ smtp: smtpInput(), sms: null });
    expect(noPassword).toMatchObject({
      status: 400,
      body: { code: 'MESSAGING_SECRET_REQUIRED' },
    });
    const noSecret = await put({ smtp: null, sms: smsInput() });
    expect(noSecret.body.code).toBe('MESSAGING_SECRET_REQUIRED');
    const shortSecret = await put({ smtp: null, sms: smsInput({ secret: 'short' }) });
    expect(shortSecret).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    const badHost = await put({
      smtp: smtpInput({ host: 'mail host;', password: 'x' }),
      sms: null,
    });
    expect(badHost.status).toBe(400);
    const badUrl = await put({ smtp: null, sms: smsInput({ url: 'ftp://x', secret: SMS_SECRET }) });
    expect(badUrl.status).toBe(400);
    expect(await stored()).toBeUndefined();
  });

  it('stores them with the secrets sealed; no answer, audit row or log ever holds a secret', async () => {
    const saved = await put({
      smtp: smtpInput({ password: MAIL.pass }),
      sms: smsInput({ secret: SMS_SECRET }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.value).toMatchObject({
      smtp: { host: '127.0.0.1', username: MAIL.user, passwordSet: true },
      sms: { url: gw.url, keyId: KEY_ID, secretSet: true },
    });
    const read = await adminCall(t.app, 'GET', '/wps/admin/messaging/settings', owner);
    for (const answer of [JSON.stringify(saved.body), JSON.stringify(read.body)]) {
      expect(answer).not.toContain(MAIL.pass);
      expect(answer).not.toContain(SMS_SECRET);
      expect(answer).not.toMatch(/"password"|"secret"/);
    }
    const row = await stored();
    expect(row!.smtpPassword).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(MAIL.pass);
    expect(JSON.stringify(row)).not.toContain(SMS_SECRET);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'messaging.configure'));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({
      smtp: { host: '127.0.0.1', passwordChanged: true },
      sms: { keyId: KEY_ID, secretChanged: true },
    });
    expect(JSON.stringify(audits)).not.toContain(MAIL.pass);
    expect(JSON.stringify(audits)).not.toContain(SMS_SECRET);

    // A later save without the secrets keeps them.
    const kept = await put({ smtp: smtpInput({ fromName: 'Shapla Play' }), sms: smsInput() });
    expect(kept.body.value).toMatchObject({
      smtp: { fromName: 'Shapla Play', passwordSet: true },
      sms: { secretSet: true },
    });
    expect((await stored())!.smtpPassword).toBe(row!.smtpPassword);
  });

  it('test sends: an email and an sms go out now, recorded in the outbox and audited', async () => {
    const mail = await adminCall(t.app, 'POST', '/wps/admin/messaging/test', owner, {
      channel: 'email',
      to: 'ops@shapla.example',
    });
    expect(mail.body.value).toMatchObject({ delivered: true, error: null });
    const got = smtp.mails.find((m) => m.to.includes('ops@shapla.example'))!;
    expect(got.user).toBe(MAIL.user);
    expect(got.subject).toBe('Shapla Play: test message');

    const sms = await adminCall(t.app, 'POST', '/wps/admin/messaging/test', owner, {
      channel: 'sms',
      to: '+8801711000009',
    });
    expect(sms.body.value).toMatchObject({ delivered: true, error: null });
    const arrived = gw.sms.messages.find((m) => m.to === '+8801711000009')!;
    expect(sms.body.value.providerMessageId).toBe(arrived.messageId);
    expect(arrived.from).toBe('SHAPLA');

    gw.sms.failNext = 1;
    const down = await adminCall(t.app, 'POST', '/wps/admin/messaging/test', owner, {
      channel: 'sms',
      to: '+8801711000010',
    });
    expect(down.body.value).toEqual({
      delivered: false,
      providerMessageId: null,
      error: 'sms gateway answered 503 UNAVAILABLE',
    });
    const rows = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, '+8801711000010'));
    expect(rows).toMatchObject([{ state: 'failed', attempts: 1 }]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'messaging.test'));
    expect(audits.map((a) => a.details.delivered)).toEqual([true, true, false]);

    const bad = await adminCall(t.app, 'POST', '/wps/admin/messaging/test', owner, {
      channel: 'sms',
      to: '01711',
    });
    expect(bad).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
  });

  it('a wrong SMTP password is the provider refusing, shown as the result', async () => {
    await put({ smtp: smtpInput({ password: 'wrong-pass-1' }), sms: smsInput() });
    const res = await adminCall(t.app, 'POST', '/wps/admin/messaging/test', owner, {
      channel: 'email',
      to: 'ops2@shapla.example',
    });
    expect(res.body.value.delivered).toBe(false);
    expect(res.body.value.error).toMatch(/^SMTP 535/);
    expect(res.body.value.error).not.toContain('wrong-pass-1');
    expect(smtp.mails.some((m) => m.to.includes('ops2@shapla.example'))).toBe(false);
  });

  it('no log line holds a password or a secret', () => {
    const all = logs.join('\n');
    expect(all.length).toBeGreaterThan(0);
    for (const secret of [MAIL.pass, SMS_SECRET, 'wrong-pass-1']) {
      expect(all).not.toContain(secret);
    }
  });
});
