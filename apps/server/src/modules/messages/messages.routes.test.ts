import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_TYPES } from '@portal/contracts/auth';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { addOperator, adminCall, signIn } from '../../../test/operator-client.ts';
import { memberCall, newPlayer, rid } from '../../../test/wallet-client.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
});
afterAll(() => t.app.close());

const send = (token: string, body: Record<string, unknown>) =>
  adminCall(t.app, 'POST', '/wps/admin/messages', token, {
    titleEn: 'Weekend maintenance',
    titleBn: 'সাপ্তাহিক রক্ষণাবেক্ষণ',
    contentEn: 'Games pause on Sunday 02:00–03:00.',
    contentBn: 'রবিবার ০২:০০–০৩:০০ গেম বন্ধ থাকবে।',
    ...body,
  });

async function inbox(token: string, language = 'EN') {
  const res = await t.app.inject({
    method: 'GET',
    url: '/wps/member/messages?pageSize=50',
    headers: { authorization: `Bearer ${token}`, language },
  });
  expect(res.statusCode).toBe(200);
  return res.json().value as {
    list: { id: number; title: string; content: string; kind: string; read: boolean }[];
    total: number;
    unread: number;
  };
}

const unreadInInfo = async (token: string) =>
  (await memberCall(t.app, token, 'GET', '/wps/member/info')).body.value.unreadMessage as number;

async function messageRows() {
  const res = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from messages`,
  );
  return (res as { rows: { n: number }[] }).rows[0]!.n;
}

describe('platform messages', () => {
  it('broadcasts reach their audience, personal messages their member; read and delete are the member’s own', async () => {
    const old = await send(owner, { audience: 'ALL', titleEn: 'Before you joined' });
    expect(old.status).toBe(200);
    // Joined after that broadcast: it is not in their inbox.
    await new Promise((r) => setTimeout(r, 5));
    const player = await newPlayer(t.app, t.database.db);
    const other = await newPlayer(t.app, t.database.db);
    const agent = await newPlayer(t.app, t.database.db, { type: AGENT_TYPES[0] });
    await t.database.db.execute(
      sql`update members set created_at = now() - interval '1 second' where id in (${player.id}, ${other.id}, ${agent.id})`,
    );
    await t.database.db.execute(
      sql`update messages set created_at = now() - interval '1 hour' where id = ${old.body.value.id}`,
    );

    const all = await send(owner, { audience: 'ALL' });
    const agents = await send(owner, { audience: 'AGENTS', titleEn: 'Agents only' });
    const players = await send(owner, { audience: 'PLAYERS', titleEn: 'Players only' });
    const personal = await send(owner, {
      audience: 'MEMBER',
      memberId: player.id,
      titleEn: 'Just for you',
      contentEn: 'Line one\nLine two',
    });
    for (const r of [all, agents, players, personal]) expect(r.status).toBe(200);

    const mine = await inbox(player.token);
    expect(mine.list.map((m) => m.title)).toEqual([
      'Just for you',
      'Players only',
      'Weekend maintenance',
    ]);
    expect(mine.list[0]!.content).toBe('Line one\nLine two');
    expect(mine).toMatchObject({ total: 3, unread: 3 });
    expect(await unreadInInfo(player.token)).toBe(3);
    expect((await inbox(agent.token)).list.map((m) => m.title)).toEqual([
      'Agents only',
      'Weekend maintenance',
    ]);
    // In Bengali, the Bengali texts.
    expect((await inbox(player.token, 'BN')).list[2]!.title).toBe('সাপ্তাহিক রক্ষণাবেক্ষণ');

    // Another member cannot touch the personal message: the id is ignored.
    const theirs = await memberCall(t.app, other.token, 'POST', '/wps/member/messages/delete', {
      ids: [personal.body.value.id],
    });
    expect(theirs.status).toBe(200);
    expect((await inbox(player.token)).total).toBe(3);

    const read = await memberCall(t.app, player.token, 'POST', '/wps/member/messages/read', {
      ids: [personal.body.value.id],
    });
    expect(read.body.value).toEqual({ unread: 2 });
    const deleted = await memberCall(t.app, player.token, 'POST', '/wps/member/messages/delete', {
      ids: [all.body.value.id],
    });
    expect(deleted.body.value).toEqual({ unread: 1 });
    const after = await inbox(player.token);
    expect(after.list.map((m) => [m.title, m.read])).toEqual([
      ['Just for you', true],
      ['Players only', false],
    ]);
    const allRead = await memberCall(t.app, player.token, 'POST', '/wps/member/messages/read', {
      all: true,
    });
    expect(allRead.body.value).toEqual({ unread: 0 });
    // The broadcast the player deleted is still there for the others.
    expect((await inbox(other.token)).list.map((m) => m.title)).toContain('Weekend maintenance');
  });

  it('tells the member when money moves, in their language', async () => {
    const player = await newPlayer(t.app, t.database.db);
    const adjusted = await adminCall(t.app, 'POST', '/wps/admin/wallet/adjustments', owner, {
      memberId: player.id,
      direction: 'CREDIT',
      amount: '25.50',
      reason: 'Goodwill',
      requestId: rid(),
    });
    expect(adjusted.body.value.status).toBe('APPLIED');
    const en = await inbox(player.token);
    expect(en.list[0]).toMatchObject({ kind: 'NOTICE', title: 'Balance adjusted', read: false });
    expect(en.list[0]!.content).toContain('25.50');
    const bn = await inbox(player.token, 'BN');
    expect(bn.list[0]!.title).toBe('ব্যালেন্স সমন্বয়');
    // BN amounts in Bengali digits (the white label's default, issue 14).
    expect(bn.list[0]!.content).toContain('২৫.৫০');
    expect(bn.list[0]!.content).not.toMatch(/[0-9]/);
    expect(await unreadInInfo(player.token)).toBe(1);
  });

  it('refuses bad messages with a clear 4xx and stores nothing; needs messages.send; audits', async () => {
    const player = await newPlayer(t.app, t.database.db);
    const before = await messageRows();
    const bad: [Record<string, unknown>, number, string][] = [
      [{ audience: 'MEMBER' }, 400, 'VALIDATION_FAILED'],
      [{ audience: 'ALL', memberId: player.id }, 400, 'VALIDATION_FAILED'],
      [{ audience: 'EVERYONE' }, 400, 'VALIDATION_FAILED'],
      [{ audience: 'ALL', titleEn: 'x'.repeat(101) }, 400, 'VALIDATION_FAILED'],
      [{ audience: 'ALL', contentBn: '   ' }, 400, 'VALIDATION_FAILED'],
      [{ audience: 'ALL', expiresAt: '2020-01-01T00:00:00Z' }, 400, 'VALIDATION_FAILED'],
      [{ audience: 'MEMBER', memberId: 999_999_999 }, 404, 'MEMBER_NOT_FOUND'],
    ];
    for (const [body, status, code] of bad) {
      const res = await send(owner, body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([status, code]);
      expect(res.body.message).toBeTruthy();
    }
    expect(await messageRows()).toBe(before);

    const username = `fin${Date.now().toString(36)}`;
    await addOperator(t.database.db, 'demo', username, 'Finance#2026', 'finance');
    const finance = (await signIn(t.app, username, 'Finance#2026')).token;
    expect((await send(finance, { audience: 'ALL' })).status).toBe(403);

    const ok = await send(owner, { audience: 'MEMBER', memberId: player.id });
    const audit = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'messages.send' and target_id = ${String(ok.body.value.id)}`,
    );
    expect((audit as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    const listed = await adminCall(t.app, 'GET', '/wps/admin/messages?pageSize=5', owner);
    expect(listed.body.value.list[0]).toMatchObject({ id: ok.body.value.id, audience: 'MEMBER' });

    const badIds = await memberCall(t.app, player.token, 'POST', '/wps/member/messages/read', {
      ids: [],
    });
    expect(badIds.status).toBe(400);
    const noDeleteAll = await memberCall(
      t.app,
      player.token,
      'POST',
      '/wps/member/messages/delete',
      {
        all: true,
      },
    );
    expect(noDeleteAll.status).toBe(400);
  });
});

describe('message limits', () => {
  it('counts inbox calls per member: the 121st in a minute is refused, another member is not', async () => {
    const player = await newPlayer(t.app, t.database.db);
    const other = await newPlayer(t.app, t.database.db);
    const mark = (token: string) =>
      memberCall(t.app, token, 'POST', '/wps/member/messages/read', { all: true });
    for (let i = 0; i < 120; i++) expect((await mark(player.token)).status).toBe(200);
    const refused = await mark(player.token);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect((await mark(other.token)).status).toBe(200);
  });
});
