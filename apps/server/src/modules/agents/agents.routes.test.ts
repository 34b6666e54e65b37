import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../../../test/account-client.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { addOperator, adminCall, signIn } from '../../../test/operator-client.ts';
import { auditLog, members, merchants } from '../../db/schema/index.ts';

/*
 * The agent tree through the API: the console reads it, makes agents and moves teams (audited,
 * refused with a code when it would make a loop or put a member under a non-agent, nothing
 * changed); an agent reads its own downlines at every depth and never another agent's.
 */

let t: TestApp;
let owner: string;
let manager: string;
let support: string;
let content: string;
let novaOwner: string;
let agentToken: string;
let demoId: number;
const ids: Record<string, number> = {};

async function addMember(name: string, upline: string | null, type = 0) {
  const [row] = await t.database.db
    .insert(members)
    .values({
      merchantId: demoId,
      username: name,
      usernameKey: name.toLowerCase(),
      passwordHash: 'not-a-login',
      referralCode: name.toUpperCase(),
      type,
      uplineId: upline === null ? null : ids[upline]!,
    })
    .returning({ id: members.id });
  ids[name] = row!.id;
}

const memberCall = (method: 'GET' | 'POST', url: string, token: string, language = 'EN') =>
  t.app
    .inject({ method, url, headers: { ...bearer(token), language } })
    .then((r) => ({ status: r.statusCode, body: r.json() }));

beforeAll(async () => {
  t = await buildTestApp();
  const [demo] = await t.database.db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.code, 'demo'));
  demoId = demo!.id;
  for (const name of ['agent01', 'player01']) {
    const [row] = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantId, demoId), eq(members.usernameKey, name)));
    ids[name] = row!.id;
  }
  // agent01 ─┬ player01
  //          ├ sub01 (agent) ─┬ deep01 ── deeper01
  //          │                └ deep02
  //          └ plain01
  // rival01 (agent) ── rivalplayer
  await addMember('sub01', 'agent01', 1);
  await addMember('deep01', 'sub01');
  await addMember('deeper01', 'deep01');
  await addMember('deep02', 'sub01');
  await addMember('plain01', 'agent01');
  await addMember('rival01', null, 2);
  await addMember('rivalplayer', 'rival01');

  await addOperator(t.database.db, 'demo', 'agentmgr', 'Agents#2026', 'agent_manager');
  await addOperator(t.database.db, 'demo', 'content1', 'Content#2026', 'content');
  await addOperator(t.database.db, 'nova', 'novaowner', 'Nova#2026', 'owner');
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
  manager = (await signIn(t.app, 'agentmgr', 'Agents#2026')).token;
  support = (await signIn(t.app, 'support1', 'Support#2026')).token;
  content = (await signIn(t.app, 'content1', 'Content#2026')).token;
  novaOwner = (await signIn(t.app, 'novaowner', 'Nova#2026', undefined, 'nova')).token;
  const agent = await login(t.app, 'agent01', 'Agent#2026', { area: 'agent' });
  expect(agent.status).toBe(200);
  agentToken = agent.body.value.token;
});
afterAll(() => t.app.close());

describe('the agent centre: downlines', () => {
  it('lists the whole team, nearest first, with levels, uplines and balances', async () => {
    const res = await memberCall('GET', '/wps/agent/downlines?pageSize=100', agentToken);
    expect(res.status).toBe(200);
    const list = res.body.value.list as { username: string; level: number; upline: string }[];
    expect(list.map((d) => [d.username, d.level, d.upline])).toEqual([
      ['plain01', 1, 'agent01'],
      ['player01', 1, 'agent01'],
      ['sub01', 1, 'agent01'],
      ['deep01', 2, 'sub01'],
      ['deep02', 2, 'sub01'],
      ['deeper01', 3, 'deep01'],
    ]);
    expect(res.body.value.total).toBe(6);
    expect(res.body.value.list[1]).toMatchObject({
      username: 'player01',
      isAgent: false,
      balance: '5000.00',
      teamCount: 0,
    });
    expect(res.body.value.list[2]).toMatchObject({
      username: 'sub01',
      isAgent: true,
      teamCount: 3,
    });
  });

  it('lists direct downlines only, and searches by username prefix in any case', async () => {
    const direct = await memberCall('GET', '/wps/agent/downlines?scope=direct', agentToken);
    expect(direct.body.value.list.map((d: { username: string }) => d.username)).toEqual([
      'plain01',
      'player01',
      'sub01',
    ]);
    // The contract offer's picker: only the direct downlines that are agents.
    const agents = await memberCall(
      'GET',
      '/wps/agent/downlines?scope=direct&kind=agents',
      agentToken,
    );
    expect(agents.body.value).toMatchObject({ total: 1, list: [{ username: 'sub01' }] });
    const search = await memberCall('GET', '/wps/agent/downlines?username=DEEP', agentToken);
    expect(search.body.value.list.map((d: { username: string }) => d.username)).toEqual([
      'deep01',
      'deep02',
      'deeper01',
    ]);
    const wildcard = await memberCall('GET', '/wps/agent/downlines?username=%25', agentToken);
    expect(wildcard.body.value.total).toBe(0);
  });

  it("never shows another agent's team, and refuses members who are not agents", async () => {
    const all = await memberCall('GET', '/wps/agent/downlines?pageSize=100', agentToken);
    const names = all.body.value.list.map((d: { username: string }) => d.username);
    expect(names).not.toContain('rivalplayer');
    expect(names).not.toContain('rival01');
    const player = await login(t.app, 'player01', 'Player#2026');
    const refused = await memberCall('GET', '/wps/agent/downlines', player.body.value.token, 'BN');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('AUTH_NOT_AGENT');
    expect(refused.body.message).toMatch(/এজেন্ট/);
    const anonymous = await t.app.inject({ method: 'GET', url: '/wps/agent/downlines' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses bad paging with a clear 400', async () => {
    for (const query of ['pageSize=1000', 'pageNo=0', 'scope=everyone']) {
      const res = await memberCall('GET', `/wps/agent/downlines?${query}`, agentToken);
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe('VALIDATION_FAILED');
    }
  });
});

describe('the console: agent tree', () => {
  it('shows the top agents and a branch with team sizes, and a member with its uplines', async () => {
    const top = await adminCall(t.app, 'GET', '/wps/admin/agents/tree', support);
    expect(top.status).toBe(200);
    const names = top.body.value.list.map((m: { username: string }) => m.username);
    expect(names).toEqual(expect.arrayContaining(['agent01', 'rival01']));
    expect(names).not.toContain('player01');
    const agent01 = top.body.value.list.find((m: { username: string }) => m.username === 'agent01');
    expect(agent01).toMatchObject({ directCount: 3, teamCount: 6, depth: 1, isAgent: true });

    const branch = await adminCall(
      t.app,
      'GET',
      `/wps/admin/agents/tree?parentId=${ids.sub01}`,
      support,
    );
    expect(
      (branch.body.value.list as { username: string; teamCount: number }[]).map((m) => [
        m.username,
        m.teamCount,
      ]),
    ).toEqual([
      ['deep01', 1],
      ['deep02', 0],
    ]);

    const node = await adminCall(t.app, 'GET', `/wps/admin/agents/${ids.deeper01}`, support);
    expect(node.body.value.member).toMatchObject({ username: 'deeper01', depth: 4 });
    expect(node.body.value.uplines.map((m: { username: string }) => m.username)).toEqual([
      'agent01',
      'sub01',
      'deep01',
    ]);
  });

  it('makes a member an agent, audited; a trial account never', async () => {
    const res = await adminCall(
      t.app,
      'POST',
      `/wps/admin/agents/${ids.plain01}/promote`,
      manager,
      { type: 41 },
    );
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ username: 'plain01', type: 41, isAgent: true });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'agent.promote'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({ targetId: String(ids.plain01) });
    expect(row!.details).toMatchObject({ previousType: 0, type: 41 });

    await addMember('trial01', null, 4);
    const trial = await adminCall(
      t.app,
      'POST',
      `/wps/admin/agents/${ids.trial01}/promote`,
      owner,
      {},
    );
    expect(trial.status).toBe(409);
    expect(trial.body.code).toBe('AGENT_TRIAL_REFUSED');
    const bad = await adminCall(t.app, 'POST', `/wps/admin/agents/${ids.deep02}/promote`, owner, {
      type: 3,
    });
    expect(bad.status).toBe(400);
  });

  it('moves a member with its team under another agent, audited, and the agents see it', async () => {
    const res = await adminCall(t.app, 'POST', `/wps/admin/agents/${ids.deep01}/move`, manager, {
      uplineId: ids.rival01,
    });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ moved: 2, member: { uplineId: ids.rival01, depth: 2 } });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'agent.move'));
    expect(audited.at(-1)!.details).toMatchObject({
      fromUplineId: ids.sub01,
      toUplineId: ids.rival01,
      moved: 2,
    });
    const mine = await memberCall('GET', '/wps/agent/downlines?pageSize=100', agentToken);
    const names = mine.body.value.list.map((d: { username: string }) => d.username);
    expect(names).not.toContain('deep01');
    expect(names).not.toContain('deeper01');
    const node = await adminCall(t.app, 'GET', `/wps/admin/agents/${ids.deeper01}`, owner);
    expect(node.body.value.uplines.map((m: { username: string }) => m.username)).toEqual([
      'rival01',
      'deep01',
    ]);
  });

  it('refuses a loop, a non-agent upline and another white label, changing nothing', async () => {
    const before = await t.database.db.select().from(members).where(eq(members.merchantId, demoId));
    const loop = await adminCall(t.app, 'POST', `/wps/admin/agents/${ids.agent01}/move`, owner, {
      uplineId: ids.sub01,
    });
    expect(loop.status).toBe(409);
    expect(loop.body.code).toBe('AGENT_MOVE_LOOP');
    const self = await adminCall(t.app, 'POST', `/wps/admin/agents/${ids.sub01}/move`, owner, {
      uplineId: ids.sub01,
    });
    expect(self.body.code).toBe('AGENT_MOVE_LOOP');
    const notAgent = await adminCall(t.app, 'POST', `/wps/admin/agents/${ids.deep02}/move`, owner, {
      uplineId: ids.player01,
    });
    expect(notAgent.status).toBe(409);
    expect(notAgent.body.code).toBe('AGENT_UPLINE_NOT_AGENT');
    const otherLabel = await adminCall(
      t.app,
      'POST',
      `/wps/admin/agents/${ids.deep02}/move`,
      novaOwner,
      { uplineId: ids.rival01 },
      { merchant: 'nova' },
    );
    expect(otherLabel.status).toBe(404);
    expect(otherLabel.body.code).toBe('MEMBER_NOT_FOUND');
    const after = await t.database.db.select().from(members).where(eq(members.merchantId, demoId));
    expect(after).toEqual(before);
  });

  it('lets only the roles that run agents change the tree', async () => {
    const moveBy = (token: string) =>
      adminCall(t.app, 'POST', `/wps/admin/agents/${ids.deep02}/move`, token, {
        uplineId: ids.agent01,
      });
    expect((await moveBy(support)).status).toBe(403);
    expect((await moveBy(content)).status).toBe(403);
    expect((await adminCall(t.app, 'GET', '/wps/admin/agents/tree', content)).status).toBe(403);
    expect((await moveBy(owner)).status).toBe(200);
  });
});
