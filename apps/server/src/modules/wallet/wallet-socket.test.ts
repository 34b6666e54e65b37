import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, sendEncrypted, solveBotcheck } from '../../../test/account-client.ts';
import { addOperator, adminCall, signIn } from '../../../test/operator-client.ts';
import { PLAYER_PASSWORD, fund, memberCall, newPlayer, rid } from '../../../test/wallet-client.ts';
import { WS_UNAUTHORIZED } from './wallet-socket.ts';

let t: TestApp;
let address: string;
beforeAll(async () => {
  t = await buildTestApp();
  address = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.app.close());

/** Opens the member socket at `path`, optionally says who it is, and collects its messages. */
function openSocket(base: string, auth: string | null, path = '/wps/ws') {
  const socket = new WebSocket(`${base.replace('http', 'ws')}${path}`, {
    headers: { merchant: 'demo' },
  });
  const messages: { type: string; balance?: string }[] = [];
  socket.on('message', (data: Buffer) =>
    messages.push(JSON.parse(data.toString()) as { type: string }),
  );
  const closed = new Promise<number>((resolve) =>
    socket.on('close', (code: number) => resolve(code)),
  );
  const opened = new Promise<void>((resolve) => socket.on('open', () => resolve()));
  if (auth !== null) void opened.then(() => socket.send(auth));
  return { socket, messages, closed, opened };
}

const authMessage = (token: string) => JSON.stringify({ type: 'auth', token });

async function until(check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Resolves with the close code, or 'open' if the socket is still open after `ms`. */
const closedWithin = (s: { closed: Promise<number> }, ms: number) =>
  Promise.race([s.closed, new Promise<'open'>((r) => setTimeout(() => r('open'), ms))]);

describe('live balance socket', () => {
  it('refuses a socket without a live session, and a token in the URL counts for nothing', async () => {
    expect(await openSocket(address, authMessage('x'.repeat(43))).closed).toBe(WS_UNAUTHORIZED);
    expect(await openSocket(address, 'not json').closed).toBe(WS_UNAUTHORIZED);
    const p = await newPlayer(t.app, t.database.db, { balance: 100n });
    const inUrl = openSocket(address, '{"type":"hello"}', `/wps/ws?token=${p.token}`);
    expect(await inUrl.closed).toBe(WS_UNAUTHORIZED);
    expect(inUrl.messages).toEqual([]);
  });

  it('pushes balance events on one node without Redis', async () => {
    const p = await newPlayer(t.app, t.database.db, { balance: 10_000n });
    const s = openSocket(address, authMessage(p.token));
    await until(() => s.messages.length > 0);
    expect(s.messages[0]).toMatchObject({
      type: 'balance',
      balance: '100.00',
      currencySymbol: '৳',
    });
    await fund(t.database.db, p.id, 1n);
    await memberCall(t.app, p.token, 'POST', '/wps/wallet/game-transfer', {
      vendor: 'PG',
      direction: 'IN',
      amount: '40',
      requestId: rid(),
    });
    await until(() => s.messages.some((m) => m.balance === '60.01'));
    s.socket.close();
    await s.closed;
  });

  it('closes every socket of a session at once on logout, and only those', async () => {
    const p = await newPlayer(t.app, t.database.db, { balance: 100n });
    const other = await newPlayer(t.app, t.database.db, { balance: 100n });
    const [a, b, c] = [p.token, p.token, other.token].map((tok) =>
      openSocket(address, authMessage(tok)),
    );
    await until(() => [a, b, c].every((s) => s!.messages.length > 0));
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: bearer(p.token),
    });
    expect(out.statusCode).toBe(200);
    // Well before the one-minute session re-check.
    expect(await closedWithin(a!, 3_000)).toBe(WS_UNAUTHORIZED);
    expect(await closedWithin(b!, 3_000)).toBe(WS_UNAUTHORIZED);
    expect(await closedWithin(c!, 300)).toBe('open');
    c!.socket.close();
  });

  it('closes the other sessions’ sockets on a password change, and all of them on a lock', async () => {
    const p = await newPlayer(t.app, t.database.db, { balance: 100n });
    const second = await newPlayer(t.app, t.database.db, { balance: 100n });
    const kept = openSocket(address, authMessage(p.token));
    const secondLogin = await sendEncrypted(t.app, 'POST', '/wps/session/login', {
      username: p.username,
      password: PLAYER_PASSWORD,
      type: 'username',
      botcheck: await solveBotcheck(t.app),
    });
    const otherToken = secondLogin.json().value.token as string;
    const ended = openSocket(address, authMessage(otherToken));
    await until(() => kept.messages.length > 0 && ended.messages.length > 0);
    const changed = await sendEncrypted(
      t.app,
      'POST',
      '/wps/member/password',
      {
        oldPassword: PLAYER_PASSWORD,
        newPassword: 'Changed#2026x',
        confirmNewPassword: 'Changed#2026x',
      },
      { headers: bearer(p.token) },
    );
    expect(changed.statusCode).toBe(200);
    expect(await closedWithin(ended, 3_000)).toBe(WS_UNAUTHORIZED);
    expect(await closedWithin(kept, 300)).toBe('open');
    kept.socket.close();

    const s = openSocket(address, authMessage(second.token));
    await until(() => s.messages.length > 0);
    const owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
    const lock = await adminCall(t.app, 'POST', `/wps/admin/members/${second.id}/lock`, owner);
    expect(lock.status).toBe(200);
    expect(await closedWithin(s, 3_000)).toBe(WS_UNAUTHORIZED);
  });

  it('tells a member of a new personal message with its count, and every open socket of a broadcast', async () => {
    const name = `content${Date.now().toString(36)}`;
    await addOperator(t.database.db, 'demo', name, 'Content#2026', 'content');
    const owner = (await signIn(t.app, name, 'Content#2026')).token;
    const p = await newPlayer(t.app, t.database.db);
    const other = await newPlayer(t.app, t.database.db);
    const s = openSocket(address, authMessage(p.token));
    const o = openSocket(address, authMessage(other.token));
    await until(() => s.messages.length > 0 && o.messages.length > 0);
    const write = (body: Record<string, unknown>) =>
      adminCall(t.app, 'POST', '/wps/admin/messages', owner, {
        titleEn: 'Hello',
        titleBn: 'হ্যালো',
        contentEn: 'Welcome.',
        contentBn: 'স্বাগতম।',
        ...body,
      });
    expect((await write({ audience: 'MEMBER', memberId: p.id })).status).toBe(200);
    await until(() => s.messages.some((m) => m.type === 'messages'));
    expect(s.messages.find((m) => m.type === 'messages')).toEqual({ type: 'messages', unread: 1 });
    expect(o.messages.some((m) => m.type.startsWith('messages'))).toBe(false);
    expect((await write({ audience: 'ALL' })).status).toBe(200);
    await until(
      () =>
        s.messages.some((m) => m.type === 'messages.new') &&
        o.messages.some((m) => m.type === 'messages.new'),
    );
    s.socket.close();
    o.socket.close();
    await Promise.all([s.closed, o.closed]);
  });

  const redisUrl = process.env.REDIS_URL;
  it.skipIf(!redisUrl)(
    'pushes a balance change made on one node to a socket on another, and a logout there closes it (Redis)',
    async () => {
      const a = await buildTestApp({ redisUrl });
      const b = await buildApp({
        database: a.database,
        redisUrl,
        closeDatabase: false,
        botcheckMaxNumber: 200,
      });
      await b.ready();
      try {
        const p = await newPlayer(a.app, a.database.db, { balance: 10_000n });
        const onB = await b.listen({ host: '127.0.0.1', port: 0 });
        const s = openSocket(onB, authMessage(p.token));
        await until(() => s.messages.length > 0);
        expect(s.messages[0]).toMatchObject({ type: 'balance', balance: '100.00' });
        await memberCall(a.app, p.token, 'POST', '/wps/wallet/game-transfer', {
          vendor: 'PG',
          direction: 'IN',
          amount: '40',
          requestId: rid(),
        });
        await until(() => s.messages.some((m) => m.balance === '60.00'));
        await a.app.inject({
          method: 'DELETE',
          url: '/wps/session/logout',
          headers: bearer(p.token),
        });
        expect(await closedWithin(s, 3_000)).toBe(WS_UNAUTHORIZED);
      } finally {
        await b.close();
        await a.app.close();
      }
    },
  );
});
