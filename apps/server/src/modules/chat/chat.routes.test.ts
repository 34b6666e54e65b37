import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SEND_PER_MINUTE, CHAT_TEXT_MAX, type ChatMessage } from '@portal/contracts/chat';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer } from '../../../test/account-client.ts';
import { is, openChatSocket } from '../../../test/chat-client.ts';
import { addOperator, adminCall, signIn } from '../../../test/operator-client.ts';
import { memberCall, multipart, newPlayer, pngImage } from '../../../test/wallet-client.ts';
import { WS_UNAUTHORIZED } from '../wallet/wallet-socket.ts';

let t: TestApp;
let address: string;
let support: string;
let owner: string;
let nova: string;
let finance: string;

beforeAll(async () => {
  t = await buildTestApp();
  address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  support = (await signIn(t.app, 'support1', 'Support#2026')).token;
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
  finance = (await signIn(t.app, 'finance1', 'Finance#2026')).token;
  await addOperator(t.database.db, 'nova', 'novadesk', 'NovaDesk#2026', 'support');
  nova = (await signIn(t.app, 'novadesk', 'NovaDesk#2026', undefined, 'nova')).token;
});
afterAll(() => t.app.close());

const player = () => newPlayer(t.app, t.database.db, { paymentPassword: false });
const memberSocket = (token: string | null) => openChatSocket(address, '/wps/chat/ws', token);
const deskSocket = (token: string | null, merchant = 'demo') =>
  openChatSocket(address, '/wps/admin/chat/ws', token, merchant);
const say = (token: string, text: string) =>
  memberCall(t.app, token, 'POST', '/wps/chat/messages', { text });
const history = (token: string, query = '') =>
  memberCall(t.app, token, 'GET', `/wps/chat/messages${query}`);
const deskList = async (token: string, merchant = 'demo') =>
  (await adminCall(t.app, 'GET', '/wps/admin/chat/conversations', token, undefined, { merchant }))
    .body.value.list as { id: number; status: string; waitingSeconds: number | null }[];

function upload(token: string, url: string, file: { name: string; type: string; data: Buffer }) {
  const body = multipart({}, [{ field: 'file', ...file }]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('live chat', () => {
  it('needs a member: a visitor gets the login error, a socket without a session is closed', async () => {
    const launch = await t.app.inject({
      method: 'GET',
      url: '/wps/chat/launch',
      headers: { merchant: 'demo' },
    });
    expect(launch.statusCode).toBe(401);
    expect(launch.json().code).toBe('AUTH_UNAUTHORIZED');
    expect(await memberSocket('x'.repeat(43)).closed).toBe(WS_UNAUTHORIZED);
    // A member token does not open the desk, nor a console token the member's chat.
    const p = await player();
    expect(await deskSocket(p.token).closed).toBe(WS_UNAUTHORIZED);
    expect(await memberSocket(support).closed).toBe(WS_UNAUTHORIZED);
    // A console role that does not answer chats is refused too.
    expect(await deskSocket(finance).closed).toBe(WS_UNAUTHORIZED);
    const listed = await adminCall(t.app, 'GET', '/wps/admin/chat/conversations', finance);
    expect(listed.status).toBe(403);
    const ok = await memberCall(t.app, p.token, 'GET', '/wps/chat/launch');
    expect(ok.body.value).toEqual({ chatUrl: '/liveChat' });
  });

  it('carries messages, typing and read marks between a member and an operator over sockets', async () => {
    const p = await player();
    const m = memberSocket(p.token);
    const d = deskSocket(support);
    await Promise.all([m.next(is.ready), d.next(is.ready)]);

    m.send({ type: 'send', text: 'Hello, my deposit is late', clientId: 'c1' });
    const mine = await m.next(is.message('Hello, my deposit is late'));
    expect(mine.clientId).toBe('c1');
    expect(mine.message.sender).toBe('MEMBER');
    const seen = await d.next(is.message('Hello, my deposit is late'));
    const conversationId = seen.message.conversationId;
    await d.next(is.conversation(conversationId, 'WAITING'));

    // The desk shows it waiting for an answer, with how long.
    const waiting = (await deskList(support)).find((c) => c.id === conversationId);
    expect(waiting).toMatchObject({ status: 'WAITING' });
    expect(waiting!.waitingSeconds).toBeGreaterThanOrEqual(0);

    m.send({ type: 'typing' });
    await d.next(is.typing('MEMBER', conversationId));
    d.send({ type: 'typing', conversationId });
    await m.next(is.typing('OPERATOR', conversationId));

    // The operator reads it: the member sees the mark.
    d.send({ type: 'read', conversationId, messageId: mine.message.id });
    await m.next(is.read('OPERATOR', mine.message.id));

    // The reply claims the conversation; the member gets it and the new state.
    d.send({ type: 'send', conversationId, text: 'Let me check that for you.', clientId: 'r1' });
    const answer = await m.next(is.message('Let me check that for you.'));
    expect(answer.message).toMatchObject({ sender: 'OPERATOR', operatorName: expect.any(String) });
    await m.next(is.conversation(conversationId, 'OPEN'));
    m.send({ type: 'read', messageId: answer.message.id });
    await d.next(is.read('MEMBER', answer.message.id));

    const after = (await deskList(support)).find((c) => c.id === conversationId);
    expect(after).toMatchObject({ status: 'OPEN', waitingSeconds: null });
    const audit = await adminCall(t.app, 'GET', '/wps/admin/audit?action=chat.claim', owner);
    expect(
      audit.body.value.list.some(
        (a: { targetId: string }) => a.targetId === String(conversationId),
      ),
    ).toBe(true);

    // History is kept: both sides read the same two messages with the read marks.
    const own = await history(p.token);
    expect(own.body.value.list.map((x: ChatMessage) => x.text)).toEqual([
      'Hello, my deposit is late',
      'Let me check that for you.',
    ]);
    expect(own.body.value.conversation).toMatchObject({
      status: 'OPEN',
      memberReadId: answer.message.id,
      operatorReadId: answer.message.id,
    });
    const desk = await adminCall(
      t.app,
      'GET',
      `/wps/admin/chat/conversations/${conversationId}/messages`,
      support,
    );
    expect(desk.body.value.list).toHaveLength(2);
    await Promise.all([m.close(), d.close()]);
  });

  it('pages history oldest first, and refuses over-long or empty text with nothing stored', async () => {
    const p = await player();
    for (const n of [1, 2, 3, 4, 5]) expect((await say(p.token, `line ${n}`)).status).toBe(200);
    const last = await history(p.token, '?limit=2');
    expect(last.body.value.list.map((x: ChatMessage) => x.text)).toEqual(['line 4', 'line 5']);
    expect(last.body.value.hasMore).toBe(true);
    const before = await history(p.token, `?limit=3&before=${last.body.value.list[0].id}`);
    expect(before.body.value.list.map((x: ChatMessage) => x.text)).toEqual([
      'line 1',
      'line 2',
      'line 3',
    ]);
    expect(before.body.value.hasMore).toBe(false);

    const long = await say(p.token, 'x'.repeat(CHAT_TEXT_MAX + 1));
    expect(long.status).toBe(400);
    expect(long.body.code).toBe('VALIDATION_FAILED');
    expect((await say(p.token, '   ')).status).toBe(400);
    const m = memberSocket(p.token);
    await m.next(is.ready);
    m.send({ type: 'send', text: 'y'.repeat(CHAT_TEXT_MAX + 1), clientId: 'long' });
    const refused = await m.next(is.error('VALIDATION_FAILED'));
    expect(refused.message).toBe('Some fields are not valid.');
    m.send({ type: 'nonsense' });
    await new Promise((r) => setTimeout(r, 200));
    expect(m.events.filter((e) => e.type === 'chat.error')).toHaveLength(2);
    await m.close();
    expect((await history(p.token)).body.value.list).toHaveLength(5);
  });

  it('takes png and jpg images by content only, at most 5 MB, shown only to their owners', async () => {
    const p = await player();
    const png = await pngImage();
    const sent = await upload(p.token, '/wps/chat/images', {
      name: 'receipt.png',
      type: 'image/png',
      data: png,
    });
    expect(sent.statusCode).toBe(200);
    const message = sent.json().value as ChatMessage;
    expect(message).toMatchObject({ image: true, text: null });

    const fake = await upload(p.token, '/wps/chat/images', {
      name: 'receipt.png',
      type: 'image/png',
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().code).toBe('UPLOAD_INVALID_IMAGE');
    const big = await upload(p.token, '/wps/chat/images', {
      name: 'big.png',
      type: 'image/png',
      data: Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect((await history(p.token)).body.value.list).toHaveLength(1);

    const own = await t.app.inject({
      method: 'GET',
      url: `/wps/chat/images/${message.id}`,
      headers: bearer(p.token),
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    const other = await player();
    const stranger = await memberCall(t.app, other.token, 'GET', `/wps/chat/images/${message.id}`);
    expect(stranger.status).toBe(404);
    const desk = await t.app.inject({
      method: 'GET',
      url: `/wps/admin/chat/images/${message.id}`,
      headers: { ...bearer(support), merchant: 'demo' },
    });
    expect(desk.statusCode).toBe(200);
    expect(desk.headers['content-type']).toBe('image/jpeg');
    const novaImage = await adminCall(
      t.app,
      'GET',
      `/wps/admin/chat/images/${message.id}`,
      nova,
      undefined,
      { merchant: 'nova' },
    );
    expect(novaImage.status).toBe(404);

    // The operator answers with an image too; not an image is refused the same way.
    const reply = await upload(
      support,
      `/wps/admin/chat/conversations/${message.conversationId}/images`,
      { name: 'a.jpg', type: 'image/jpeg', data: png },
    );
    expect(reply.statusCode).toBe(200);
    const badReply = await upload(
      support,
      `/wps/admin/chat/conversations/${message.conversationId}/images`,
      { name: 'a.jpg', type: 'image/jpeg', data: Buffer.from('not an image at all') },
    );
    expect(badReply.statusCode).toBe(400);
  });

  it(`counts a member's sends: ${CHAT_SEND_PER_MINUTE} a minute, then 429 on HTTP and the socket`, async () => {
    const p = await player();
    const answers = await Promise.all(
      Array.from({ length: CHAT_SEND_PER_MINUTE + 3 }, (_, i) => say(p.token, `burst ${i}`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CHAT_SEND_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    expect(answers.find((a) => a.status === 429)!.body.code).toBe('RATE_LIMITED');
    const m = memberSocket(p.token);
    await m.next(is.ready);
    m.send({ type: 'send', text: 'one more', clientId: 'x' });
    const refused = await m.next(is.error('RATE_LIMITED'));
    expect(refused.clientId).toBe('x');
    await m.close();
    expect((await history(p.token, '?limit=100')).body.value.list).toHaveLength(
      CHAT_SEND_PER_MINUTE,
    );
  });

  it('keeps a conversation to its member and white label', async () => {
    const a = await player();
    const b = await player();
    const first = await say(a.token, 'private question');
    const message = first.body.value as ChatMessage;
    const bSocket = memberSocket(b.token);
    const novaSocket = deskSocket(nova, 'nova');
    await Promise.all([bSocket.next(is.ready), novaSocket.next(is.ready)]);
    await say(a.token, 'second private line');

    expect((await history(b.token)).body.value).toMatchObject({ list: [], conversation: null });
    const mark = await memberCall(t.app, b.token, 'POST', '/wps/chat/read', {
      messageId: message.id,
    });
    expect(mark.status).toBe(404);
    expect(mark.body.code).toBe('NOT_FOUND');

    expect((await deskList(nova, 'nova')).some((c) => c.id === message.conversationId)).toBe(false);
    for (const [method, path, body] of [
      ['GET', 'messages', undefined],
      ['POST', 'claim', undefined],
      ['POST', 'close', undefined],
      ['POST', 'messages', { text: 'hi from elsewhere' }],
      ['POST', 'read', { messageId: message.id }],
    ] as const) {
      const call = await adminCall(
        t.app,
        method,
        `/wps/admin/chat/conversations/${message.conversationId}/${path}`,
        nova,
        body,
        { merchant: 'nova' },
      );
      expect(call.status, `${method} ${path}`).toBe(404);
      expect(call.body.code).toBe('NOT_FOUND');
    }
    novaSocket.send({ type: 'send', conversationId: message.conversationId, text: 'sneaky' });
    await novaSocket.next(is.error('NOT_FOUND'));
    await new Promise((r) => setTimeout(r, 200));
    const leaked = (e: { type: string }) => e.type === 'chat.message';
    expect(bSocket.events.filter(leaked)).toEqual([]);
    expect(novaSocket.events.filter(leaked)).toEqual([]);
    await Promise.all([bSocket.close(), novaSocket.close()]);
  });

  it('lets one operator hold a conversation, closes it (audited), and a new message opens another', async () => {
    const p = await player();
    const first = (await say(p.token, 'who is there?')).body.value as ChatMessage;
    const id = first.conversationId;
    const claim = await adminCall(
      t.app,
      'POST',
      `/wps/admin/chat/conversations/${id}/claim`,
      support,
    );
    expect(claim.status).toBe(200);
    expect(claim.body.value).toMatchObject({ status: 'OPEN', operatorName: expect.any(String) });
    const taken = await adminCall(
      t.app,
      'POST',
      `/wps/admin/chat/conversations/${id}/messages`,
      owner,
      { text: 'me too' },
    );
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('CHAT_CLAIMED');
    const tooLong = await adminCall(
      t.app,
      'POST',
      `/wps/admin/chat/conversations/${id}/messages`,
      support,
      { text: 'z'.repeat(CHAT_TEXT_MAX + 1) },
    );
    expect(tooLong.status).toBe(400);

    const m = memberSocket(p.token);
    await m.next(is.ready);
    const closed = await adminCall(
      t.app,
      'POST',
      `/wps/admin/chat/conversations/${id}/close`,
      support,
    );
    expect(closed.body.value.status).toBe('CLOSED');
    await m.next(is.conversation(id, 'CLOSED'));
    const again = await adminCall(
      t.app,
      'POST',
      `/wps/admin/chat/conversations/${id}/close`,
      support,
    );
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CHAT_CLOSED');
    const audit = await adminCall(t.app, 'GET', '/wps/admin/audit?action=chat.close', owner);
    expect(
      audit.body.value.list.filter((a: { targetId: string }) => a.targetId === String(id)),
    ).toHaveLength(1);
    expect((await deskList(support)).some((c) => c.id === id)).toBe(false);

    const next = (await say(p.token, 'one more question')).body.value as ChatMessage;
    expect(next.conversationId).not.toBe(id);
    const all = await history(p.token);
    expect(all.body.value.list.map((x: ChatMessage) => x.text)).toEqual([
      'who is there?',
      'one more question',
    ]);
    expect(all.body.value.conversation).toMatchObject({
      id: next.conversationId,
      status: 'WAITING',
    });
    await m.close();
  });

  it('closes the chat socket when its session ends', async () => {
    const p = await player();
    const m = memberSocket(p.token);
    await m.next(is.ready);
    await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(p.token) });
    const code = await Promise.race([
      m.closed,
      new Promise<string>((r) => setTimeout(() => r('open'), 3_000)),
    ]);
    expect(code).toBe(WS_UNAUTHORIZED);
  });
});
