import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { freshIp } from '../../../test/account-client.ts';
import { addOperator, adminCall, signIn } from '../../../test/operator-client.ts';
import {
  memberCall,
  multipart,
  newPlayer,
  pngImage,
  type Answer,
} from '../../../test/wallet-client.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
});
afterAll(() => t.app.close());

const GOOD = 'The deposit I made this morning has not arrived yet.';
type File = { field: string; name: string; type: string; data: Buffer };
type Player = Awaited<ReturnType<typeof newPlayer>>;

/** A fresh captcha and its answer (the e2e fixture route learns answers as they are issued). */
async function captcha(merchant = 'demo') {
  const key = randomUUID();
  const res = await t.app.inject({
    url: `/wps/captcha?key=${key}`,
    headers: { merchant },
    remoteAddress: freshIp(),
  });
  expect(res.statusCode).toBe(200);
  const answer = await t.app.inject({ url: `/wps/test/captcha?key=${key}`, headers: { merchant } });
  return { captchaKey: key, captcha: answer.json().value as string };
}

async function send(
  player: Player,
  fields: Record<string, string>,
  files: File[] = [],
  opts: { withCaptcha?: boolean; language?: string } = {},
): Promise<{ status: number; body: Answer & { details?: { path: string }[] } }> {
  const solved = opts.withCaptcha === false ? {} : await captcha();
  const form = multipart({ type: '1', content: GOOD, ...solved, ...fields }, files);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/wps/feedback',
    headers: {
      merchant: 'demo',
      language: opts.language ?? 'EN',
      authorization: `Bearer ${player.token}`,
      'content-type': form.contentType,
    },
    payload: form.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

const image = async (name = 'a.png'): Promise<File> => ({
  field: 'image',
  name,
  type: 'image/png',
  data: await pngImage(),
});

async function rows(table: 'feedback' | 'feedback_images' | 'feedback_replies' | 'audit_log') {
  // Audit rows of the desk's changes only (sign-ins and refusals are audited too).
  const where = table === 'audit_log' ? " where action like 'feedback.%'" : '';
  const res = await t.database.db.execute(
    sql.raw(`select count(*)::int as n from ${table}${where}`),
  );
  return (res as { rows: { n: number }[] }).rows[0]!.n;
}

const stored = async () => ({
  feedback: await rows('feedback'),
  images: await rows('feedback_images'),
});

describe('feedback: sending', () => {
  it('stores a member’s feedback with an image, re-encoded, from the session’s member', async () => {
    const player = await newPlayer(t.app, t.database.db);
    const sent = await send(player, { type: '2', sender: player.username }, [await image()]);
    expect(sent.status).toBe(200);
    expect(sent.body.value).toMatchObject({
      type: 2,
      content: GOOD,
      state: 'OPEN',
      replies: [],
    });
    expect(sent.body.value.images).toHaveLength(1);
    const img = await t.app.inject({
      url: sent.body.value.images[0].url,
      headers: { merchant: 'demo', authorization: `Bearer ${player.token}` },
    });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect(img.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    const mine = await memberCall(t.app, player.token, 'GET', '/wps/feedback');
    expect(mine.body.value.total).toBe(1);
    expect(mine.body.value.list[0].id).toBe(sent.body.value.id);
    const desk = await adminCall(t.app, 'GET', `/wps/admin/feedback/${sent.body.value.id}`, owner);
    expect(desk.body.value.sender).toBe(player.username);
  });

  it('counts the description in code points, trimmed: 20 and 200 pass, 19 and 201 do not', async () => {
    const player = await newPlayer(t.app, t.database.db);
    const before = await stored();
    for (const content of ['x'.repeat(19), 'x'.repeat(201), `  ${'y'.repeat(19)}   `]) {
      const res = await send(player, { content });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('FEEDBACK_CONTENT_LENGTH');
      expect(res.body.message).toBe('The content is between 20 and 200 characters.');
    }
    expect(await stored()).toEqual(before);
    // 20 Bengali letters with signs (code points), and 200 emoji (two UTF-16 units each).
    const bn = 'আমার টাকা আসেনি দয়া'.padEnd(20, 'ক');
    expect([...bn].length).toBe(20);
    expect((await send(player, { content: bn })).status).toBe(200);
    expect((await send(player, { content: '😀'.repeat(200) })).status).toBe(200);
  });

  it('names the empty fields, in the caller’s language; an unknown type is refused', async () => {
    const player = await newPlayer(t.app, t.database.db);
    const before = await stored();
    const empty = await send(player, { type: '', content: '   ' }, [], { withCaptcha: false });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('FEEDBACK_FIELDS_EMPTY');
    expect(empty.body.message).toBe('Question type, Description, Captcha is empty');
    expect(empty.body.details?.map((d: { path: string }) => d.path)).toEqual([
      'body.type',
      'body.content',
      'body.captcha',
    ]);
    const bn = await send(player, { captcha: '' }, [], { withCaptcha: false, language: 'BN' });
    expect(bn.body).toMatchObject({ code: 'FEEDBACK_FIELDS_EMPTY', message: 'ক্যাপচা খালি' });
    for (const type of ['5', '7', '-1', 'deposit', '1.5', '11']) {
      const res = await send(player, { type });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details?.[0]?.path).toBe('body.type');
    }
    // Type 0 (other) is a type, not an empty field.
    expect((await send(player, { type: '0' })).status).toBe(200);
    expect((await stored()).feedback).toBe(before.feedback + 1);
  });

  it('refuses a fourth image, a 6 MB file, a text file named .png and a gif; stores nothing', async () => {
    const player = await newPlayer(t.app, t.database.db);
    const before = await stored();
    const png = await pngImage();
    const four = await send(player, {}, await Promise.all([1, 2, 3, 4].map(() => image())));
    expect(four.status).toBe(400);
    expect(four.body.code).toBe('VALIDATION_FAILED');
    expect(four.body.details?.[0]?.path).toBe('body.image');
    const big = await send(player, {}, [
      { ...(await image()), data: Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]) },
    ]);
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('PAYLOAD_TOO_LARGE');
    const text = await send(player, {}, [
      { field: 'image', name: 'note.png', type: 'image/png', data: Buffer.from('hello there') },
    ]);
    expect(text.body.code).toBe('UPLOAD_INVALID_IMAGE');
    const gif = Buffer.from(
      'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
      'base64',
    );
    const asGif = await send(player, {}, [
      { field: 'image', name: 'a.gif', type: 'image/gif', data: gif },
    ]);
    expect(asGif.status).toBe(400);
    expect(asGif.body.code).toBe('UPLOAD_INVALID_IMAGE');
    // A good image with a bad one: the whole request is refused.
    const mixed = await send(player, {}, [
      await image(),
      { field: 'image', name: 'b.png', type: 'image/png', data: gif },
    ]);
    expect(mixed.body.code).toBe('UPLOAD_INVALID_IMAGE');
    expect(await stored()).toEqual(before);
  });

  it('needs the right captcha, once; a wrong or missing one stores nothing', async () => {
    const player = await newPlayer(t.app, t.database.db);
    const before = await stored();
    const solved = await captcha();
    const wrong = await send(player, { ...solved, captcha: 'zzzz' }, [await image()], {
      withCaptcha: false,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('AUTH_CAPTCHA_INVALID');
    // Burnt by the wrong try: the right answer no longer works either.
    const again = await send(player, solved, [], { withCaptcha: false });
    expect(again.body.code).toBe('AUTH_CAPTCHA_INVALID');
    const noKey = await send(player, { captcha: 'abcd' }, [], { withCaptcha: false });
    expect(noKey.body.code).toBe('AUTH_CAPTCHA_REQUIRED');
    const otherSite = await captcha('nova');
    const crossSite = await send(player, otherSite, [], { withCaptcha: false });
    expect(crossSite.body.code).toBe('AUTH_CAPTCHA_INVALID');
    expect(await stored()).toEqual(before);
  });

  it('refuses a sender who is not the signed-in member, and visitors', async () => {
    const player = await newPlayer(t.app, t.database.db);
    const other = await newPlayer(t.app, t.database.db);
    const before = await stored();
    const spoof = await send(player, { sender: other.username });
    expect(spoof.status).toBe(400);
    expect(spoof.body.code).toBe('VALIDATION_FAILED');
    expect(await stored()).toEqual(before);
    const form = multipart({ type: '1', content: GOOD, ...(await captcha()) }, []);
    const visitor = await t.app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: { merchant: 'demo', 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(visitor.statusCode).toBe(401);
    expect(await stored()).toEqual(before);
    // Same name in other letters is the member: stored under the session's spelling.
    const cased = await send(player, { sender: player.username.toUpperCase() });
    expect(cased.status).toBe(200);
    const res = await t.database.db.execute(
      sql`select sender from feedback where id = ${cased.body.value.id}`,
    );
    const [row] = (res as { rows: { sender: string }[] }).rows;
    expect(row!.sender).toBe(player.username);
  });

  it('takes JSON without images too (spec: PUT with content, sender, type, captcha)', async () => {
    const player = await newPlayer(t.app, t.database.db);
    const res = await memberCall(t.app, player.token, 'PUT', '/wps/feedback', {
      content: GOOD,
      sender: player.username,
      type: 4,
      ...(await captcha()),
    });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ type: 4, images: [] });
  });

  it('limits a member to 3 items waiting for an answer, counted under a lock', async () => {
    const player = await newPlayer(t.app, t.database.db);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => send(player, {})));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => [a.status, a.body.code])).toEqual([
      [429, 'RATE_LIMITED'],
      [429, 'RATE_LIMITED'],
    ]);
    expect((await memberCall(t.app, player.token, 'GET', '/wps/feedback')).body.value.total).toBe(
      3,
    );
  });

  it('stores markup as text and returns it as text', async () => {
    const player = await newPlayer(t.app, t.database.db);
    const content = '<script>alert(1)</script><img src=x onerror=alert(2)> my deposit';
    const sent = await send(player, { content });
    expect(sent.status).toBe(200);
    expect(sent.body.value.content).toBe(content);
    const desk = await adminCall(t.app, 'GET', `/wps/admin/feedback/${sent.body.value.id}`, owner);
    expect(desk.body.value.content).toBe(content);
  });
});

describe('feedback: privacy', () => {
  it('another member cannot read my feedback or its images', async () => {
    const player = await newPlayer(t.app, t.database.db);
    const other = await newPlayer(t.app, t.database.db);
    const sent = await send(player, {}, [await image()]);
    const url = sent.body.value.images[0].url as string;
    const theirs = await t.app.inject({
      url,
      headers: { merchant: 'demo', authorization: `Bearer ${other.token}` },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('NOT_FOUND');
    // The image id under another feedback id is not found either.
    const id = sent.body.value.id as number;
    const swapped = await t.app.inject({
      url: url.replace(`/feedback/${id}/`, `/feedback/${id + 1000}/`),
      headers: { merchant: 'demo', authorization: `Bearer ${player.token}` },
    });
    expect(swapped.statusCode).toBe(404);
    const list = await memberCall(t.app, other.token, 'GET', '/wps/feedback');
    expect(list.body.value.total).toBe(0);
  });
});

describe('feedback: the desk', () => {
  it('answers into the member’s inbox (unread count up), audited; close; oldest first', async () => {
    const player = await newPlayer(t.app, t.database.db);
    const first = await send(player, { type: '3', content: `${GOOD} (first)` }, [await image()]);
    const second = await send(player, { type: '1', content: `${GOOD} (second)` });
    const id = first.body.value.id as number;

    const queue = await adminCall(t.app, 'GET', '/wps/admin/feedback?state=OPEN', owner);
    expect(queue.status).toBe(200);
    const ids = queue.body.value.list.map((f: { id: number }) => f.id);
    expect(ids.indexOf(id)).toBeLessThan(ids.indexOf(second.body.value.id));
    expect(queue.body.value.open).toBeGreaterThanOrEqual(2);
    const item = queue.body.value.list.find((f: { id: number }) => f.id === id);
    expect(item).toMatchObject({ imageCount: 1, sender: player.username, type: 3 });
    expect(item.waitingSeconds).toBeGreaterThanOrEqual(0);
    const byType = await adminCall(t.app, 'GET', '/wps/admin/feedback?type=3', owner);
    expect(byType.body.value.list.every((f: { type: number }) => f.type === 3)).toBe(true);
    expect((await adminCall(t.app, 'GET', '/wps/admin/feedback?type=5', owner)).body.code).toBe(
      'VALIDATION_FAILED',
    );

    const detail = await adminCall(t.app, 'GET', `/wps/admin/feedback/${id}`, owner);
    const img = await t.app.inject({
      url: detail.body.value.images[0].url,
      headers: { merchant: 'demo', authorization: `Bearer ${owner}` },
    });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');

    const unreadBefore = (await memberCall(t.app, player.token, 'GET', '/wps/member/info')).body
      .value.unreadMessage as number;
    const auditBefore = await rows('audit_log');
    const answer = 'We found your deposit <b>and</b> credited it.\nSorry for the wait.';
    const replied = await adminCall(t.app, 'POST', `/wps/admin/feedback/${id}/reply`, owner, {
      content: answer,
    });
    expect(replied.status).toBe(200);
    expect(replied.body.value).toMatchObject({ state: 'ANSWERED', waitingSeconds: null });
    expect(replied.body.value.replies[0]).toMatchObject({ content: answer, operator: 'owner' });
    expect(
      (await memberCall(t.app, player.token, 'GET', '/wps/member/info')).body.value.unreadMessage,
    ).toBe(unreadBefore + 1);
    const inbox = await memberCall(t.app, player.token, 'GET', '/wps/member/messages');
    expect(inbox.body.value.list[0]).toMatchObject({
      title: 'Reply to your feedback',
      content: answer,
      kind: 'OPERATOR',
    });
    expect(await rows('audit_log')).toBe(auditBefore + 1);
    const audit = await adminCall(t.app, 'GET', '/wps/admin/audit?pageSize=5', owner);
    expect(JSON.stringify(audit.body.value)).toContain('feedback.reply');

    const mine = await memberCall(t.app, player.token, 'GET', '/wps/feedback');
    const withReply = mine.body.value.list.find((f: { id: number }) => f.id === id);
    expect(withReply.replies.map((r: { content: string }) => r.content)).toEqual([answer]);
    expect(withReply.state).toBe('ANSWERED');

    const closed = await adminCall(t.app, 'POST', `/wps/admin/feedback/${id}/close`, owner);
    expect(closed.body.value.state).toBe('CLOSED');
    const late = await adminCall(t.app, 'POST', `/wps/admin/feedback/${id}/reply`, owner, {
      content: 'One more thing',
    });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('FEEDBACK_CLOSED');
  });

  it('refuses empty and overlong answers and roles without feedback.reply; stores nothing', async () => {
    const player = await newPlayer(t.app, t.database.db);
    const id = (await send(player, {})).body.value.id as number;
    const before = { replies: await rows('feedback_replies'), audit: await rows('audit_log') };
    for (const content of ['   ', 'x'.repeat(1001)]) {
      const res = await adminCall(t.app, 'POST', `/wps/admin/feedback/${id}/reply`, owner, {
        content,
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    const finance = (await signIn(t.app, 'finance1', 'Finance#2026')).token;
    for (const [method, url, body] of [
      ['GET', '/wps/admin/feedback', undefined],
      ['POST', `/wps/admin/feedback/${id}/reply`, { content: 'Hello there' }],
      ['POST', `/wps/admin/feedback/${id}/close`, undefined],
    ] as const) {
      const res = await adminCall(t.app, method, url, finance, body);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('ADMIN_FORBIDDEN');
    }
    const support = (await signIn(t.app, 'support1', 'Support#2026')).token;
    const bySupport = await adminCall(t.app, 'POST', `/wps/admin/feedback/${id}/reply`, support, {
      content: 'Support here: all sorted.',
    });
    expect(bySupport.status).toBe(200);
    expect(await rows('feedback_replies')).toBe(before.replies + 1);
    expect(await rows('audit_log')).toBe(before.audit + 1);
  });

  it('hides another white label’s feedback from the operator', async () => {
    const player = await newPlayer(t.app, t.database.db);
    const sent = await send(player, {}, [await image()]);
    const id = sent.body.value.id as number;
    await addOperator(t.database.db, 'nova', 'novadesk', 'NovaDesk#2026', 'owner');
    const nova = (await signIn(t.app, 'novadesk', 'NovaDesk#2026', undefined, 'nova')).token;
    const call = (method: 'GET' | 'POST', url: string, body?: unknown) =>
      adminCall(t.app, method, url, nova, body, { merchant: 'nova' });
    const list = await call('GET', '/wps/admin/feedback');
    expect(list.body.value.list.map((f: { id: number }) => f.id)).not.toContain(id);
    expect((await call('GET', `/wps/admin/feedback/${id}`)).status).toBe(404);
    const imgUrl = `/wps/admin/feedback/${id}/images/${sent.body.value.images[0].id}`;
    expect((await call('GET', imgUrl)).status).toBe(404);
    const reply = await call('POST', `/wps/admin/feedback/${id}/reply`, { content: 'Not yours' });
    expect(reply.status).toBe(404);
    expect((await call('POST', `/wps/admin/feedback/${id}/close`)).status).toBe(404);
    const mine = await memberCall(t.app, player.token, 'GET', '/wps/feedback');
    expect(mine.body.value.list[0]).toMatchObject({ state: 'OPEN', replies: [] });
  });

  it('approves an agent application into an agent account, told and audited; only type 6', async () => {
    const player = await newPlayer(t.app, t.database.db);
    const other = await send(player, { type: '1' });
    const refused = await adminCall(
      t.app,
      'POST',
      `/wps/admin/feedback/${other.body.value.id}/approve-agent`,
      owner,
      { type: 2 },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('FEEDBACK_NOT_APPLICATION');
    await addOperator(t.database.db, 'demo', 'deskonly', 'DeskOnly#2026', 'support');
    const support = (await signIn(t.app, 'deskonly', 'DeskOnly#2026')).token;
    const application = await send(player, { type: '6', content: `${GOOD} (I run a team)` });
    const id = application.body.value.id as number;
    const denied = await adminCall(
      t.app,
      'POST',
      `/wps/admin/feedback/${id}/approve-agent`,
      support,
      { type: 2 },
    );
    expect(denied.status).toBe(403);
    const typeOf = async () =>
      (
        (await t.database.db.execute<{ type: number }>(
          sql`select type from members where username = ${player.username}`,
        )) as { rows: { type: number }[] }
      ).rows[0]!.type;
    expect(await typeOf()).toBe(0);
    const approved = await adminCall(
      t.app,
      'POST',
      `/wps/admin/feedback/${id}/approve-agent`,
      owner,
      {
        type: 2,
      },
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.value).toMatchObject({ state: 'CLOSED' });
    expect(await typeOf()).toBe(2);
    const audit = (await t.database.db.execute<{ action: string }>(
      sql`select action from audit_log where action in ('agent.promote', 'feedback.approve-agent')
        and (target_id = ${String(id)} or details->>'username' = ${player.username})`,
    )) as { rows: { action: string }[] };
    expect(audit.rows.map((r) => r.action).sort()).toEqual([
      'agent.promote',
      'feedback.approve-agent',
    ]);
    const inbox = await memberCall(t.app, player.token, 'GET', '/wps/member/info');
    expect(inbox.body.value.unreadMessage).toBeGreaterThanOrEqual(1);
    const again = await adminCall(t.app, 'POST', `/wps/admin/feedback/${id}/approve-agent`, owner, {
      type: 1,
    });
    expect(again.body.code).toBe('FEEDBACK_CLOSED');
    expect(await typeOf()).toBe(2);
  });
});
