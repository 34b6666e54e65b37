import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, sendEncrypted, solveBotcheck } from '../../../test/account-client.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { runBetRollup } from '../../../test/bet-rollups.ts';
import { insertBet } from '../../../test/bet-rows.ts';
import { adminCall, signIn } from '../../../test/operator-client.ts';
import { agentAffiliateLinks, agentContracts, members, merchants } from '../../db/schema/index.ts';
import { dayOf, nextDay } from '../../lib/zoned-day.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';

/*
 * The agent centre's team side through the API: the overview, team betting, user loss and team
 * transactions count exactly the members under the agent (at any depth, never itself or a
 * sibling's); affiliate links are created within the limit, counted when opened and when a
 * visitor signs up with them, and deleted; an agent opens a player or sub-agent account; the
 * white label's flags gate the contract kinds. Bad input gets a code and changes nothing.
 */

let t: TestApp;
let demoId: number;
let owner: string;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
const TZ = 'Asia/Dhaka';
const today = () => dayOf(new Date(), TZ);

async function addMember(name: string, upline: string | null, type: number, hash: string) {
  const [row] = await t.database.db
    .insert(members)
    .values({
      merchantId: demoId,
      username: name,
      usernameKey: name.toLowerCase(),
      passwordHash: hash,
      referralCode: name.toUpperCase().padEnd(8, 'X').slice(0, 8),
      type,
      uplineId: upline === null ? null : ids[upline]!,
    })
    .returning({ id: members.id });
  ids[name] = row!.id;
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: string, payload?: unknown) =>
  t.app
    .inject({
      method,
      url,
      headers: { ...bearer(tokens[who]!), language: 'BN' },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    })
    .then((r) => ({ status: r.statusCode, body: r.json() }));

async function deposit(name: string, amount: bigint, id: string) {
  const ledger = createLedgerService({ db: t.database.db });
  const merchant = { id: demoId, currency: 'BDT' };
  await ledger.post({
    merchantId: demoId,
    kind: 'DEPOSIT',
    key: { source: 'TEST', externalId: id, operation: 'CREDIT' },
    memberId: ids[name]!,
    reference: id,
    lines: [
      { accountId: await ledger.houseAccountId(merchant, 'CLEARING:BANK'), amount: -amount },
      { accountId: await ledger.memberAccountId(merchant, ids[name]!, 'MAIN'), amount },
    ],
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const [demo] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
  demoId = demo!.id;
  const [agent01] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, demoId), eq(members.usernameKey, 'agent01')));
  ids.agent01 = agent01!.id;
  const hash = agent01!.passwordHash;
  // tlead ─┬ tsub (agent) ─ tdeep
  //        └ tplain
  // trival (agent) ─ tother
  await addMember('tlead', null, 1, hash);
  await addMember('tsub', 'tlead', 1, hash);
  await addMember('tdeep', 'tsub', 0, hash);
  await addMember('tplain', 'tlead', 0, hash);
  await addMember('trival', null, 2, hash);
  await addMember('tother', 'trival', 0, hash);
  for (const name of ['tlead', 'tsub', 'trival']) {
    const res = await login(t.app, name, 'Agent#2026', { area: 'agent' });
    expect(res.status, name).toBe(200);
    tokens[name] = res.body.value.token;
  }
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
  // Play today: the team (tsub, tdeep, tplain), the agent itself and a sibling's member.
  const play: [string, bigint, bigint, string][] = [
    ['tdeep', 10_000n, 4_000n, 'RNG'],
    ['tdeep', 5_000n, 0n, 'LIVE'],
    ['tplain', 2_000n, 6_000n, 'RNG'],
    ['tsub', 1_000n, 0n, 'RNG'],
    ['tlead', 90_000n, 0n, 'RNG'],
    ['tother', 70_000n, 0n, 'RNG'],
  ];
  for (const [name, stake, payout, category] of play) {
    await insertBet(db, {
      merchantId: demoId,
      memberId: ids[name]!,
      status: 'SETTLED',
      stake,
      payout,
      category,
    });
  }
  await runBetRollup(db);
  await deposit('tdeep', 50_000n, 'dep-1');
  await deposit('tplain', 20_000n, 'dep-2');
  await deposit('tother', 99_000n, 'dep-3');
});
afterAll(() => t.app.close());

describe('team reports', () => {
  it('the overview counts the team under the agent at any depth, never itself or a sibling’s', async () => {
    const res = await call(
      'GET',
      `/wps/agent/team/overview?from=${today()}&to=${today()}`,
      'tlead',
    );
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      teamSize: 3,
      directCount: 2,
      newMembers: 3,
      activePlayers: 3,
      betCount: 4,
      stake: '180.00',
      validStake: '180.00',
      payout: '100.00',
      netWinLoss: '-80.00',
      deposits: '700.00',
      depositCount: 2,
      withdrawals: '0.00',
    });
    const sub = await call('GET', '/wps/agent/team/overview', 'tsub');
    expect(sub.body.value).toMatchObject({ teamSize: 1, activePlayers: 1, stake: '150.00' });
  });

  it('team betting groups by member, category and day, with totals, for one member too', async () => {
    const byMember = await call('GET', '/wps/agent/team/bets?by=member', 'tlead');
    expect(byMember.status).toBe(200);
    expect(byMember.body.value.list.map((r: { key: string }) => r.key)).toEqual([
      'tdeep',
      'tplain',
      'tsub',
    ]);
    expect(byMember.body.value.totals).toMatchObject({
      betCount: 4,
      stake: '180.00',
      net: '-80.00',
    });
    const byCategory = await call('GET', '/wps/agent/team/bets?by=category', 'tlead');
    expect(
      byCategory.body.value.list.map((r: { key: string; stake: string }) => [r.key, r.stake]),
    ).toEqual([
      ['RNG', '130.00'],
      ['LIVE', '50.00'],
    ]);
    const one = await call('GET', '/wps/agent/team/bets?by=day&username=TDEEP', 'tlead');
    expect(one.body.value.list).toEqual([
      expect.objectContaining({ key: today(), stake: '150.00', payout: '40.00' }),
    ]);
    // A sibling's member reads as nobody: no rows, no totals.
    const sibling = await call('GET', '/wps/agent/team/bets?username=tother', 'tlead');
    expect(sibling.body.value).toMatchObject({ list: [], total: 0, totals: { stake: '0.00' } });
  });

  it('user loss lists each member’s loss, biggest first', async () => {
    const res = await call('GET', '/wps/agent/team/loss', 'tlead');
    expect(res.status).toBe(200);
    expect(
      res.body.value.list.map((r: { username: string; netLoss: string }) => [
        r.username,
        r.netLoss,
      ]),
    ).toEqual([
      ['tdeep', '110.00'],
      ['tsub', '10.00'],
      ['tplain', '-40.00'],
    ]);
    expect(res.body.value.totals.netLoss).toBe('80.00');
  });

  it('team transactions list the team’s deposits only', async () => {
    const res = await call('GET', '/wps/agent/team/transactions?type=DEPOSIT', 'tlead');
    expect(res.status).toBe(200);
    expect(res.body.value.total).toBe(2);
    expect(
      res.body.value.list.map((r: { username: string; amount: string }) => [r.username, r.amount]),
    ).toEqual([
      ['tplain', '200.00'],
      ['tdeep', '500.00'],
    ]);
  });

  it('a range in the future, backwards or too long is refused with a code', async () => {
    const tomorrow = nextDay(today());
    for (const query of [
      `from=${tomorrow}&to=${tomorrow}`,
      `from=${today()}&to=2020-01-01`,
      `from=2020-01-01&to=2020-12-31`,
    ]) {
      const res = await call('GET', `/wps/agent/team/overview?${query}`, 'tlead');
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe('AGENT_RANGE_INVALID');
      expect(res.body.message).toMatch(/৯৩/);
    }
  });

  it('a player cannot read team reports', async () => {
    const player = await login(t.app, 'player01', 'Player#2026');
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/agent/team/overview',
      headers: bearer(player.body.value.token),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('affiliate links', () => {
  let code = '';
  let linkId = 0;

  it('an agent creates a link, a visitor opens it and signs up through it', async () => {
    const created = await call('POST', '/wps/agent/affiliate/links', 'tlead', { name: 'Facebook' });
    expect(created.status).toBe(200);
    ({ code, id: linkId } = created.body.value);
    expect(code).toMatch(/^[A-Z0-9]{10}$/);
    expect(created.body.value.registerPath).toBe(`/register?affiliateCode=${code}`);
    for (let i = 0; i < 2; i++) {
      const click = await t.app.inject({
        method: 'POST',
        url: '/wps/agent/affiliate/click',
        headers: { merchant: 'demo' },
        payload: { code: code.toLowerCase() },
      });
      expect(click.json().value).toEqual({ counted: true });
    }
    const check = await t.app.inject({
      method: 'GET',
      url: `/wps/agent/affiliate?code=${code}`,
      headers: { merchant: 'demo' },
    });
    expect(check.json().value).toEqual({ valid: true });
    const signup = await sendEncrypted(t.app, 'PUT', '/wps/member/register', {
      username: 'viafacebook',
      password: 'Secret#2026',
      confirmPassword: 'Secret#2026',
      affiliateCode: code,
      termsAccepted: true,
      login: false,
      botcheck: await solveBotcheck(t.app),
    });
    expect(signup.statusCode, signup.body).toBe(200);
    const [joined] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.usernameKey, 'viafacebook'));
    expect(joined).toMatchObject({ uplineId: ids.tlead, affiliateLinkId: linkId });
    const list = await call('GET', '/wps/agent/affiliate/links', 'tlead');
    expect(list.body.value.list).toEqual([
      expect.objectContaining({ id: linkId, name: 'Facebook', clicks: 2, registrations: 1 }),
    ]);
    const affiliated = await call('GET', '/wps/agent/affiliate/members', 'tlead');
    expect(affiliated.body.value.list).toEqual([
      expect.objectContaining({ username: 'viafacebook', linkName: 'Facebook', deposited: false }),
    ]);
  });

  it('another agent cannot delete the link; its owner can, and the code stops signing up', async () => {
    const foreign = await call('DELETE', `/wps/agent/affiliate/links/${linkId}`, 'trival');
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('AFFILIATE_LINK_NOT_FOUND');
    const [still] = await t.database.db
      .select()
      .from(agentAffiliateLinks)
      .where(eq(agentAffiliateLinks.id, linkId));
    expect(still!.deletedAt).toBeNull();
    const own = await call('DELETE', `/wps/agent/affiliate/links/${linkId}`, 'tlead');
    expect(own.status).toBe(200);
    const check = await t.app.inject({
      method: 'GET',
      url: `/wps/agent/affiliate?code=${code}`,
      headers: { merchant: 'demo' },
    });
    expect(check.json().value).toEqual({ valid: false });
    const click = await t.app.inject({
      method: 'POST',
      url: '/wps/agent/affiliate/click',
      headers: { merchant: 'demo' },
      payload: { code },
    });
    expect(click.json().value).toEqual({ counted: false });
  });

  it('links are limited per agent, even when created at once', async () => {
    // 17 links already; six asked at once: three fit, three are refused.
    await t.database.db.insert(agentAffiliateLinks).values(
      Array.from({ length: 17 }, (_, i) => ({
        merchantId: demoId,
        agentId: ids.tsub!,
        name: `old ${i}`,
        code: `OLDLINK${String(i).padStart(3, '0')}`,
      })),
    );
    const attempts = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('POST', '/wps/agent/affiliate/links', 'tsub', { name: `link ${i}` }),
      ),
    );
    expect(attempts.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = attempts.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.body.code as string)).toEqual(
      Array(3).fill('AFFILIATE_LINK_LIMIT'),
    );
    const list = await call('GET', '/wps/agent/affiliate/links', 'tsub');
    expect(list.body.value.list).toHaveLength(20);
  });
});

describe('opening a downline', () => {
  const open = (who: string, data: Record<string, unknown>) =>
    sendEncrypted(t.app, 'PUT', '/wps/agent/downlines', data, {
      headers: { authorization: `Bearer ${tokens[who]!}` },
    });

  it('an agent opens a sub-agent who can sign in to the agent centre', async () => {
    const res = await open('tlead', {
      kind: 'AGENT',
      username: 'tnewsub',
      password: 'Agent#2027',
      confirmPassword: 'Agent#2027',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ username: 'tnewsub', isAgent: true });
    const [row] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.usernameKey, 'tnewsub'));
    expect(row).toMatchObject({ uplineId: ids.tlead, type: 1, registerMethod: 'AGENT' });
    expect(row!.treePath).toBe(`/${ids.tlead}/${row!.id}/`);
    const signIn = await login(t.app, 'tnewsub', 'Agent#2027', { area: 'agent' });
    expect(signIn.status).toBe(200);
  });

  it('bad input is refused field by field and opens nothing; a taken name is refused', async () => {
    const bad = await open('tlead', {
      kind: 'PLAYER',
      username: 'x',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    const taken = await open('tlead', {
      kind: 'PLAYER',
      username: 'tother',
      password: 'Agent#2027',
      confirmPassword: 'Agent#2027',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('MEMBER_USERNAME_TAKEN');
    const rows = await t.database.db.select().from(members).where(eq(members.usernameKey, 'x'));
    expect(rows).toEqual([]);
  });
});

describe('contract kinds follow the white label’s flags', () => {
  const flag = (enabled: boolean) =>
    adminCall(t.app, 'PUT', '/wps/admin/settings/modules/SALARY3', owner, { enabled });

  it('a kind switched off is not offered, not set, and not listed', async () => {
    const off = await flag(false);
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    try {
      const info = await call('GET', '/wps/agent/contracts', 'tlead');
      expect(info.body.value.kinds).not.toContain('DAILY_SALARY');
      expect(info.body.value.kinds).toContain('DIVIDEND');
      const set = await adminCall(
        t.app,
        'POST',
        `/wps/admin/agents/${ids.tlead}/contracts`,
        owner,
        { kind: 'DAILY_SALARY', tiers: [{ minBase: '0', minActivePlayers: 0, rateBp: 50 }] },
      );
      expect(set.status).toBe(409);
      expect(set.body.code).toBe('CONTRACT_KIND_DISABLED');
      const rows = await t.database.db
        .select()
        .from(agentContracts)
        .where(eq(agentContracts.agentId, ids.tlead!));
      expect(rows).toEqual([]);
    } finally {
      await flag(true);
    }
  });
});
