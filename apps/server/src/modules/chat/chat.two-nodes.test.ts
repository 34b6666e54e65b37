import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { is, openChatSocket } from '../../../test/chat-client.ts';
import { signIn } from '../../../test/operator-client.ts';
import { newPlayer } from '../../../test/wallet-client.ts';

/*
 * Two API nodes sharing one database and one Redis: the member's socket is on node A, the
 * operator's on node B. Redis is required here (CI passes REDIS_URL; locally it is on 6379):
 * without it this test fails and says so, instead of skipping.
 */
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function requireRedis(url: string): Promise<void> {
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    await probe.ping();
  } catch (err) {
    throw new Error(
      `The two-node chat test needs Redis at ${url} (set REDIS_URL): ${(err as Error).message}`,
      { cause: err },
    );
  } finally {
    probe.disconnect();
  }
}

let a: TestApp;
let b: FastifyInstance;
let onA: string;
let onB: string;

beforeAll(async () => {
  await requireRedis(redisUrl);
  a = await buildTestApp({ redisUrl });
  b = await buildApp({
    database: a.database,
    redisUrl,
    closeDatabase: false,
    botcheckMaxNumber: 200,
    crashEveryMs: 0,
    transferResolveEveryMs: 0,
    betRollupEveryMs: 0,
    betHistoryEveryMs: 0,
    betsRetentionEveryMs: 0,
  });
  await b.ready();
  onA = await a.app.listen({ host: '127.0.0.1', port: 0 });
  onB = await b.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await b?.close();
  await a?.app.close();
});

describe('live chat on two nodes', () => {
  it('a member on node A and an operator on node B see each other’s messages, typing and read marks', async () => {
    const p = await newPlayer(a.app, a.database.db, { paymentPassword: false });
    const support = (await signIn(a.app, 'support1', 'Support#2026')).token;
    const member = openChatSocket(onA, '/wps/chat/ws', p.token);
    const desk = openChatSocket(onB, '/wps/admin/chat/ws', support);
    await Promise.all([member.next(is.ready), desk.next(is.ready)]);
    // Texts unique to this run: other suites may share this Redis and its channel names.
    const tag = p.username;

    member.send({ type: 'send', text: `hello from A ${tag}` });
    const arrived = await desk.next(is.message(`hello from A ${tag}`));
    const conversationId = arrived.message.conversationId;

    member.send({ type: 'typing' });
    await desk.next(is.typing('MEMBER', conversationId));
    desk.send({ type: 'typing', conversationId });
    await member.next(is.typing('OPERATOR', conversationId));

    desk.send({ type: 'send', conversationId, text: `answer from B ${tag}` });
    const answer = await member.next(is.message(`answer from B ${tag}`));
    expect(answer.message.sender).toBe('OPERATOR');
    member.send({ type: 'read', messageId: answer.message.id });
    await desk.next(is.read('MEMBER', answer.message.id));

    // Both nodes read the same stored history.
    const history = await b.inject({
      method: 'GET',
      url: `/wps/admin/chat/conversations/${conversationId}/messages`,
      headers: { merchant: 'demo', authorization: `Bearer ${support}` },
    });
    expect(history.json().value.list.map((m: { text: string }) => m.text)).toEqual([
      `hello from A ${tag}`,
      `answer from B ${tag}`,
    ]);
    await Promise.all([member.close(), desk.close()]);
  });
});
