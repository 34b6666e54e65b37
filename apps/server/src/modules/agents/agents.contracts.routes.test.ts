import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../../../test/account-client.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { runBetRollup } from '../../../test/bet-rollups.ts';
import { insertBet } from '../../../test/bet-rows.ts';
import { addOperator, adminCall, signIn } from '../../../test/operator-client.ts';
import {
  agentContracts,
  agentSettlements,
  auditLog,
  members,
  merchants,
  messages,
} from '../../db/schema/index.ts';
import { dayOf, dayStart, nextDay } from '../../lib/zoned-day.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';
import { settleDue } from './settlement.service.ts';

/*
 * Contracts and pay through the API: the console sets a top agent's contract; the agent offers
 * within it to a direct downline agent, which accepts; refusals carry a code and change nothing;
 * an upline's lower rate ends the downline's contract; a termination needs both sides; the agent
 * reads its income; the console holds and releases payouts. Nobody reaches another's contract.
 */

let t: TestApp;
let demoId: number;
let owner: string;
let support: string;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
const TZ = 'Asia/Dhaka';

async function addMember(name: string, upline: string | null, type: number, hash: string) {
  const [row] = await t.database.db
    .insert(members)
    .values({
      merchantId: demoId,
      username: name,
      usernameKey: name.toLowerCase(),
      passwordHash: hash,
      referralCode: name.toUpperCase(),
      type,
      uplineId: upline === null ? null : ids[upline]!,
    })
    .returning({ id: members.id });
  ids[name] = row!.id;
}

const call = (method: 'GET' | 'POST', url: string, who: string, payload?: unknown) =>
  t.app
    .inject({
      method,
      url,
      headers: { ...bearer(tokens[who]!), language: 'BN' },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    })
    .then((r) => ({ status: r.statusCode, body: r.json() }));

const tier = (minBase: string, rateBp: number, minActivePlayers = 0) => ({
  minBase,
  minActivePlayers,
  rateBp,
});

const contractsOf = (name: string) =>
  t.database.db
    .select()
    .from(agentContracts)
    .where(eq(agentContracts.agentId, ids[name]!))
    .orderBy(agentContracts.id);

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
  // agent01 ─┬ csub (agent) ─┬ cdeep (agent)
  //          │               └ cplayer
  //          └ cplain
  // crival (agent)
  await addMember('csub', 'agent01', 1, hash);
  await addMember('cdeep', 'csub', 1, hash);
  await addMember('cplayer', 'csub', 0, hash);
  await addMember('cplain', 'agent01', 0, hash);
  await addMember('crival', null, 2, hash);
  for (const name of ['agent01', 'csub', 'cdeep', 'crival']) {
    const res = await login(t.app, name, 'Agent#2026', { area: 'agent' });
    expect(res.status, name).toBe(200);
    tokens[name] = res.body.value.token;
  }
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
  support = (await signIn(t.app, 'support1', 'Support#2026')).token;
  await addOperator(db, 'demo', 'payowner', 'PayOwner#2026', 'owner');
});
afterAll(() => t.app.close());

describe('contracts', () => {
  it('an agent without a contract of the kind cannot offer one', async () => {
    const res = await call('POST', '/wps/agent/contracts', 'agent01', {
      agentId: ids.csub,
      kind: 'DAILY_SALARY',
      tiers: [tier('0', 10)],
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('AGENT_NO_CONTRACT');
    expect(res.body.message).toMatch(/চুক্তি/);
    expect(await contractsOf('csub')).toEqual([]);
  });

  it('the console sets a top agent’s contract, audited; support may read but not set', async () => {
    const body = { kind: 'DAILY_SALARY', tiers: [tier('0', 50), tier('50000', 80, 2)] };
    const denied = await adminCall(
      t.app,
      'POST',
      `/wps/admin/agents/${ids.agent01}/contracts`,
      support,
      body,
    );
    expect(denied.status).toBe(403);
    const res = await adminCall(
      t.app,
      'POST',
      `/wps/admin/agents/${ids.agent01}/contracts`,
      owner,
      body,
    );
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      status: 'ACTIVE',
      uplineId: null,
      tiers: [tier('0.00', 50), tier('50000.00', 80, 2)],
    });
    const read = await adminCall(
      t.app,
      'GET',
      `/wps/admin/agents/${ids.agent01}/contracts`,
      support,
    );
    expect(read.body.value.map((c: { status: string }) => c.status)).toEqual(['ACTIVE']);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'agent.contract.set'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toBeDefined();
    const notAgent = await adminCall(
      t.app,
      'POST',
      `/wps/admin/agents/${ids.cplain}/contracts`,
      owner,
      body,
    );
    expect(notAgent.body.code).toBe('MEMBER_NOT_AGENT');
  });

  it('refuses offers out of the rules with a code, changing nothing', async () => {
    const offer = (agentId: number, tiers: unknown[], extra: Record<string, unknown> = {}) =>
      call('POST', '/wps/agent/contracts', 'agent01', {
        agentId,
        kind: 'DAILY_SALARY',
        tiers,
        ...extra,
      });
    expect((await offer(ids.crival!, [tier('0', 10)])).body.code).toBe('AGENT_NOT_DOWNLINE');
    expect((await offer(ids.cplain!, [tier('0', 10)])).body.code).toBe('AGENT_NOT_DOWNLINE');
    expect((await offer(ids.cdeep!, [tier('0', 10)])).body.code).toBe('AGENT_NOT_DOWNLINE');
    const above = await offer(ids.csub!, [tier('0', 60)]);
    expect([above.status, above.body.code]).toEqual([409, 'AGENT_RATE_ABOVE_UPLINE']);
    // 80 bp from 50,000.00 with 2 players is the upline's; asking it from 1 player is above.
    const early = await offer(ids.csub!, [tier('0', 40), tier('50000', 80, 1)]);
    expect(early.body.code).toBe('AGENT_RATE_ABOVE_UPLINE');
    const down = await offer(ids.csub!, [tier('100', 40), tier('0', 30)]);
    expect(down.status).toBe(400);
    const period = await offer(ids.csub!, [tier('0', 10)], { period: 'W' });
    expect(period.status).toBe(400);
    expect(await contractsOf('csub')).toEqual([]);
  });

  it('an offer waits for the downline, once per kind; only the downline accepts it', async () => {
    const res = await call('POST', '/wps/agent/contracts', 'agent01', {
      agentId: ids.csub,
      kind: 'DAILY_SALARY',
      tiers: [tier('0', 40), tier('50000', 80, 2)],
    });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ status: 'PENDING', upline: 'agent01', agent: 'csub' });
    const id = res.body.value.id as number;
    const again = await call('POST', '/wps/agent/contracts', 'agent01', {
      agentId: ids.csub,
      kind: 'DAILY_SALARY',
      tiers: [tier('0', 30)],
    });
    expect(again.body.code).toBe('AGENT_OFFER_PENDING');
    const info = await call('GET', '/wps/agent/contracts', 'csub');
    expect(info.body.value).toMatchObject({ dailysalreqtype: 1, divtypereq: 0 });
    expect(info.body.value.mine.map((c: { id: number }) => c.id)).toEqual([id]);
    const given = await call('GET', '/wps/agent/contracts', 'agent01');
    expect(given.body.value.given.map((c: { id: number }) => c.id)).toEqual([id]);
    const stranger = await call('POST', `/wps/agent/contracts/${id}/accept`, 'crival', {});
    expect([stranger.status, stranger.body.code]).toEqual([404, 'CONTRACT_NOT_FOUND']);
    const byUpline = await call('POST', `/wps/agent/contracts/${id}/accept`, 'agent01', {});
    expect(byUpline.body.code).toBe('CONTRACT_STATE');
    const accepted = await call('POST', `/wps/agent/contracts/${id}/accept`, 'csub', {});
    expect(accepted.body.value).toMatchObject({ status: 'ACTIVE' });
    expect(accepted.body.value.acceptedAt).not.toBeNull();
    const twice = await call('POST', `/wps/agent/contracts/${id}/accept`, 'csub', {});
    expect(twice.body.code).toBe('CONTRACT_STATE');
  });

  it('a sub-agent offers on; a termination needs both sides', async () => {
    const offered = await call('POST', '/wps/agent/contracts', 'csub', {
      agentId: ids.cdeep,
      kind: 'DAILY_SALARY',
      tiers: [tier('0', 20)],
    });
    const id = offered.body.value.id as number;
    expect((await call('POST', `/wps/agent/contracts/${id}/accept`, 'cdeep', {})).status).toBe(200);
    const ask = await call('POST', `/wps/agent/contracts/${id}/terminate`, 'cdeep', {});
    expect(ask.body.value).toMatchObject({ status: 'ACTIVE', terminationRequestedBy: 'AGENT' });
    const flags = await call('GET', '/wps/agent/contracts', 'csub');
    expect(flags.body.value.dailysalreqtype).toBe(2);
    const confirm = await call('POST', `/wps/agent/contracts/${id}/terminate`, 'csub', {});
    expect(confirm.body.value).toMatchObject({ status: 'ENDED', endReason: 'TERMINATED' });
    // A new offer, kept for the next test.
    const next = await call('POST', '/wps/agent/contracts', 'csub', {
      agentId: ids.cdeep,
      kind: 'DAILY_SALARY',
      tiers: [tier('0', 30)],
    });
    expect(
      (await call('POST', `/wps/agent/contracts/${next.body.value.id}/accept`, 'cdeep', {})).status,
    ).toBe(200);
  });

  it('an upline accepting a rate below one it gave ends that contract and tells the downline', async () => {
    const before = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.memberId, ids.cdeep!));
    const offered = await call('POST', '/wps/agent/contracts', 'agent01', {
      agentId: ids.csub,
      kind: 'DAILY_SALARY',
      tiers: [tier('0', 25)],
    });
    const res = await call(
      'POST',
      `/wps/agent/contracts/${offered.body.value.id}/accept`,
      'csub',
      {},
    );
    expect(res.body.value.status).toBe('ACTIVE');
    const subs = await contractsOf('csub');
    expect(subs.map((c) => [c.status, c.endReason])).toEqual([
      ['ENDED', 'REPLACED'],
      ['ACTIVE', null],
    ]);
    const deep = await contractsOf('cdeep');
    expect(deep.map((c) => [c.status, c.endReason])).toEqual([
      ['ENDED', 'TERMINATED'],
      ['ENDED', 'UPLINE_RATE'],
    ]);
    const after = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.memberId, ids.cdeep!));
    expect(after.length).toBe(before.length + 1);
  });
});

describe('pay', () => {
  it('the agent reads its income; the console holds, lists and releases payouts', async () => {
    const db = t.database.db;
    const ledger = createLedgerService({ db });
    // The player bets today, under the contracts just accepted; the pass runs early tomorrow.
    const yesterday = dayOf(new Date(), TZ);
    const settledAt = new Date(Date.now() - 1000);
    const now = new Date(Date.parse(dayStart(nextDay(yesterday), TZ)) + 3_600_000);
    await insertBet(db, {
      merchantId: demoId,
      memberId: ids.cplayer!,
      status: 'SETTLED',
      stake: 2_000_000n,
      settledAt,
      placedAt: settledAt,
    });
    await runBetRollup(db);
    // Held before the day settles: agent01's line waits.
    const hold = await adminCall(t.app, 'POST', `/wps/admin/agents/${ids.agent01}/hold`, owner, {
      reason: 'KYC review',
    });
    expect(hold.body.value).toMatchObject({ held: true });
    const node = await adminCall(t.app, 'GET', `/wps/admin/agents/${ids.agent01}`, support);
    expect(node.body.value.hold).toMatchObject({ reason: 'KYC review' });
    await db.transaction((tx) => settleDue(tx, now, { ledger }));
    const lines = await db
      .select()
      .from(agentSettlements)
      .where(
        and(eq(agentSettlements.merchantId, demoId), eq(agentSettlements.periodKey, yesterday)),
      )
      .orderBy(agentSettlements.agentId);
    // csub: 25 bp of 20,000.00 = 50.00; agent01: 50 bp of it = 100.00 less csub's 50.00.
    expect(
      lines.filter((l) => l.kind === 'DAILY_SALARY').map((l) => [l.agentId, l.amount, l.status]),
    ).toEqual([
      [ids.agent01, 5_000n, 'HELD'],
      [ids.csub, 5_000n, 'PAID'],
    ]);
    const mine = await call('GET', '/wps/agent/income?kind=DAILY_SALARY', 'csub');
    expect(mine.status).toBe(200);
    expect(mine.body.value).toMatchObject({ total: 1, paid: '50.00', held: '0.00' });
    expect(mine.body.value.list[0]).toMatchObject({
      base: '20000.00',
      rateBp: 25,
      amount: '50.00',
    });
    const held = await call('GET', '/wps/agent/income', 'agent01');
    expect(held.body.value).toMatchObject({ paid: '0.00', held: '50.00' });
    const admin = await adminCall(
      t.app,
      'GET',
      `/wps/admin/agents/settlements?status=HELD&agentId=${ids.agent01}`,
      support,
    );
    expect(admin.body.value.total).toBe(1);
    const runs = await adminCall(t.app, 'GET', '/wps/admin/agents/settlement-runs', support);
    expect(runs.body.value.list[0]).toMatchObject({
      kind: 'DAILY_SALARY',
      paid: '50.00',
      held: '50.00',
    });
    const denied = await adminCall(
      t.app,
      'POST',
      `/wps/admin/agents/${ids.agent01}/release`,
      support,
      {},
    );
    expect(denied.status).toBe(403);
    const release = await adminCall(
      t.app,
      'POST',
      `/wps/admin/agents/${ids.agent01}/release`,
      owner,
      {},
    );
    expect(release.body.value).toMatchObject({ held: false, released: 1, amount: '50.00' });
    const again = await adminCall(
      t.app,
      'POST',
      `/wps/admin/agents/${ids.agent01}/release`,
      owner,
      {},
    );
    expect(again.body.value).toMatchObject({ released: 0, amount: '0.00' });
    const after = await call('GET', '/wps/agent/income', 'agent01');
    expect(after.body.value).toMatchObject({ paid: '50.00', held: '0.00' });
    const records = await call(
      'GET',
      '/wps/member/records/transactions?type=COMMISSION',
      'agent01',
    );
    expect(records.status).toBe(200);
    expect(records.body.value.list[0]).toMatchObject({ type: 'COMMISSION', amount: '50.00' });
  });

  it('an agent never reads another agent’s income, and members are refused', async () => {
    const rival = await call('GET', '/wps/agent/income', 'crival');
    expect(rival.body.value.total).toBe(0);
    const bad = await call('GET', '/wps/agent/income?from=2026-13-01', 'csub');
    expect(bad.status).toBe(400);
  });
});
