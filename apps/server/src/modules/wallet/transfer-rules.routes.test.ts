import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../../../test/account-client.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { adminCall, signIn } from '../../../test/operator-client.ts';
import { PAYMENT_PASSWORD, memberCall, newPlayer, rid } from '../../../test/wallet-client.ts';
import type { Executor } from '../../db/client.ts';
import { dayOf, nextDay } from '../../lib/zoned-day.ts';
import { policyOf } from '../system/merchant-policy.ts';
import { createLedgerService } from './ledger.service.ts';
import { createTurnoverService } from './turnover.service.ts';

/*
 * Issue 16: transfers keep their rules. An agent pays any member under it in its own tree (any
 * depth), nobody else; a payer's transfers out of a calendar day (site time zone) stop at the
 * white label's daily cap, counted atomically; money an agent gives carries a 1× turnover
 * requirement, once.
 */

let t: TestApp;
let owner: string;
beforeAll(async () => {
  // Trees of fresh members sign many in within a minute, more than the login limit allows.
  t = await buildTestApp({ rateLimits: false });
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
});
afterAll(() => t.app.close());

const ledger = () => createLedgerService({ db: t.database.db });
const main = (memberId: number) => ledger().mainBalance(memberId);

type Player = Awaited<ReturnType<typeof newPlayer>>;

const toDownline = (
  payer: { token: string },
  downline: string,
  amount: string,
  requestId = rid(),
) =>
  memberCall(t.app, payer.token, 'POST', '/wps/wallet/transfers/downline', {
    downline,
    amount,
    paymentPassword: PAYMENT_PASSWORD,
    requestId,
  });

const toUpline = (payer: { token: string }, amount: string, requestId = rid()) =>
  memberCall(t.app, payer.token, 'POST', '/wps/wallet/transfers/upline', {
    amount,
    paymentPassword: PAYMENT_PASSWORD,
    requestId,
  });

async function rows<T>(query: SQL, db: Executor = t.database.db): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

const one = async <T>(query: SQL) => (await rows<T>(query))[0];

const requirements = async (memberId: number) =>
  (await one<{ n: number; required: string | null }>(
    sql`select count(*)::int as n, sum(required)::text as required
          from turnover_requirements where member_id = ${memberId}`,
  ))!;

async function settings() {
  return (await adminCall(t.app, 'GET', '/wps/admin/wallet/settings', owner)).body.value as Record<
    string,
    unknown
  >;
}

async function setDailyCap(cap: string) {
  const res = await adminCall(t.app, 'PUT', '/wps/admin/wallet/settings', owner, {
    ...(await settings()),
    transferDailyMax: cap,
  });
  expect(res.status).toBe(200);
  return res;
}

async function reconcileOk() {
  const report = await adminCall(t.app, 'GET', '/wps/admin/wallet/reconciliation', owner);
  expect(report.body.value).toMatchObject({ ok: true, total: '0.00', unbalanced: [], drift: [] });
}

/** agent → sub-agent → player, and a second sub-agent with its own player, under one agent. */
async function tree() {
  const db = t.database.db;
  const agent = await newPlayer(t.app, db, { balance: 500_000n, type: 1 });
  const sub = await newPlayer(t.app, db, { balance: 100_000n, type: 1, uplineId: agent.id });
  const player = await newPlayer(t.app, db, { balance: 10_000n, uplineId: sub.id });
  const sibling = await newPlayer(t.app, db, { balance: 100_000n, type: 1, uplineId: agent.id });
  const siblingPlayer = await newPlayer(t.app, db, { balance: 10_000n, uplineId: sibling.id });
  return { agent, sub, player, sibling, siblingPlayer };
}

async function balancesOf(players: Player[]) {
  return Promise.all(players.map((p) => main(p.id)));
}

describe('transfers within the agent’s own tree', () => {
  it('an agent pays a grand-downline (depth 2) of its own tree', async () => {
    const { agent, player } = await tree();
    const paid = await toDownline(agent, player.username, '120');
    expect(paid.status).toBe(200);
    expect(paid.body.value).toMatchObject({ amount: '120.00', counterparty: player.username });
    expect(await main(agent.id)).toBe(500_000n - 12_000n);
    expect(await main(player.id)).toBe(10_000n + 12_000n);
    // The username is matched as logins are, whatever its case.
    const upper = await toDownline(agent, player.username.toUpperCase(), '10');
    expect(upper.status).toBe(200);
    await reconcileOk();
  });

  it('the seeded agent01 pays a member two levels down', async () => {
    const db = t.database.db;
    const agentLogin = await login(t.app, 'agent01', 'Agent#2026');
    expect(agentLogin.status).toBe(200);
    const agent01 = {
      token: agentLogin.body.value.token as string,
      id: (await one<{ id: number }>(
        sql`select m.id from members m join merchants s on s.id = m.merchant_id
            where s.code = 'demo' and m.username = 'agent01'`,
      ))!.id,
    };
    await memberCall(t.app, agent01.token, 'PUT', '/wps/member/payment-password', {
      loginPassword: 'Agent#2026',
      newPaymentPassword: PAYMENT_PASSWORD,
    });
    const sub = await newPlayer(t.app, db, { type: 1, uplineId: agent01.id });
    const grand = await newPlayer(t.app, db, { uplineId: sub.id });
    const before = await main(agent01.id);
    const paid = await toDownline(agent01, grand.username, '50');
    expect(paid.status).toBe(200);
    expect(await main(grand.id)).toBe(5_000n);
    expect(await main(agent01.id)).toBe(before - 5_000n);
    // player01 of another white label (nova) is never reached: the name is this site's player01.
    const direct = await toDownline(agent01, 'player01', '10');
    expect(direct.status).toBe(200);
    // The transfer page still lists the direct downlines.
    const info = await memberCall(t.app, agent01.token, 'GET', '/wps/wallet/transfer/info');
    expect(info.body.value.downlines).toEqual(expect.arrayContaining(['player01', sub.username]));
    expect(info.body.value.downlines).not.toContain(grand.username);
  });

  it('refuses members outside the tree, a sibling’s member, the upline and itself; nothing moves', async () => {
    const db = t.database.db;
    const { agent, sub, player, sibling, siblingPlayer } = await tree();
    const stranger = await newPlayer(t.app, db, { balance: 10_000n });
    const otherAgent = await newPlayer(t.app, db, { balance: 10_000n, type: 1 });
    const otherMember = await newPlayer(t.app, db, { balance: 10_000n, uplineId: otherAgent.id });
    const everyone = [
      agent,
      sub,
      player,
      sibling,
      siblingPlayer,
      stranger,
      otherAgent,
      otherMember,
    ];
    const before = await balancesOf(everyone);

    const refusals = [
      [sub, siblingPlayer.username], // a sibling agent's member
      [sub, sibling.username], // a sibling agent
      [sub, agent.username], // its own upline
      [sub, sub.username], // itself
      [agent, agent.username],
      [agent, stranger.username], // no tree at all
      [agent, otherMember.username], // another agent's tree
      [agent, otherAgent.username],
      [agent, 'nobody-here'],
    ] as const;
    for (const [payer, downline] of refusals) {
      const res = await toDownline(payer, downline, '10');
      expect(res.status, `${payer.username} → ${downline}`).toBe(404);
      expect(res.body.code).toBe('WALLET_NOT_DOWNLINE');
      expect(res.body.message).toBe('This player is not one of your downlines.');
    }
    // Translated: the same refusal in Bengali.
    const bn = await t.app.inject({
      method: 'POST',
      url: '/wps/wallet/transfers/downline',
      headers: { ...bearer(sub.token), language: 'BN' },
      payload: {
        downline: siblingPlayer.username,
        amount: '10',
        paymentPassword: PAYMENT_PASSWORD,
        requestId: rid(),
      },
    });
    expect(bn.json()).toMatchObject({
      code: 'WALLET_NOT_DOWNLINE',
      message: 'এই খেলোয়াড় আপনার ডাউনলাইনে নেই।',
    });
    expect(await balancesOf(everyone)).toEqual(before);
    expect((await requirements(siblingPlayer.id)).n).toBe(0);
  });
});

describe('a 1× turnover requirement on money an agent gives', () => {
  it('the receiver owes the amount in valid bets before withdrawing; a replay adds nothing', async () => {
    const { agent, sub, player } = await tree();
    const requestId = rid();
    const paid = await toDownline(agent, player.username, '150', requestId);
    expect(paid.status).toBe(200);
    expect(await requirements(player.id)).toEqual({ n: 1, required: '15000' });

    // The same request again answers the first transfer: no money, no second requirement.
    const again = await toDownline(agent, player.username, '150', requestId);
    expect(again.status).toBe(200);
    expect(again.body.value.transactionId).toBe(paid.body.value.transactionId);
    expect(await requirements(player.id)).toEqual({ n: 1, required: '15000' });
    expect(await main(player.id)).toBe(25_000n);

    // Withdrawals wait for it, naming what remains.
    const info = await memberCall(t.app, player.token, 'GET', '/wps/wallet/withdraw/info');
    expect(info.body.value.turnoverRemaining).toBe('150.00');
    const payee = await memberCall(t.app, player.token, 'POST', '/wps/wallet/payee-accounts', {
      bankName: 'Shapla Bank',
      accountName: 'Test Player',
      accountNumber: `12${Math.floor(Math.random() * 1e9)}`,
    });
    const withdraw = () =>
      memberCall(t.app, player.token, 'POST', '/wps/wallet/withdrawals', {
        payeeAccountId: payee.body.value.id,
        amount: '100',
        paymentPassword: PAYMENT_PASSWORD,
        requestId: rid(),
      });
    const blocked = await withdraw();
    expect(blocked.status).toBe(409);
    expect(blocked.body.code).toBe('WALLET_TURNOVER_REQUIRED');
    expect(blocked.body.message).toContain('150.00');
    const turnover = createTurnoverService({ db: t.database.db });
    await turnover.recordValidBet(player.id, 14_999n);
    expect((await withdraw()).body.code).toBe('WALLET_TURNOVER_REQUIRED');
    await turnover.recordValidBet(player.id, 1n);
    expect((await withdraw()).status).toBe(200);

    // Money paid up to the upline carries none.
    expect((await toUpline(player, '20')).status).toBe(200);
    expect((await toUpline(sub, '20')).status).toBe(200);
    expect((await requirements(sub.id)).n).toBe(0);
    expect((await requirements(agent.id)).n).toBe(0);
    await reconcileOk();
  });
});

/**
 * Sends calls that race for one payer. On PostgreSQL the payer's wallet row is held locked until
 * every call waits for it (each has read whatever it reads before its ledger movement), then let
 * go: a cap checked outside the movement's locks lets them all through. PGlite runs one
 * transaction at a time, so there the calls simply go at once.
 */
async function atOnce<T>(payerId: number, calls: () => Promise<T>[]): Promise<T[]> {
  if (t.database.kind !== 'postgres') return Promise.all(calls());
  const held = await t.database.db.transaction(async (tx) => {
    await tx.execute(
      sql`select id from wallet_accounts where member_id = ${payerId} and kind = 'MAIN' for update`,
    );
    const started = calls();
    const pending = Promise.all(started);
    for (let i = 0; i < 400; i += 1) {
      const [waiting] = await rows<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        tx,
      );
      if ((waiting?.n ?? 0) >= started.length) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // Outside the promise the transaction returns: it commits (and unlocks) before they finish.
    return { pending };
  });
  return held.pending;
}

describe('the daily transfer cap', () => {
  it('is a console setting: 500,000.00 unless changed, 0 for none, never below the minimum', async () => {
    const saved = await settings();
    expect(saved.transferDailyMax).toBe('500000.00');
    const low = await adminCall(t.app, 'PUT', '/wps/admin/wallet/settings', owner, {
      ...saved,
      transferDailyMax: '9.99',
    });
    expect(low.status).toBe(400);
    expect(low.body.code).toBe('WALLET_SETTINGS_INVALID');
    const negative = await adminCall(t.app, 'PUT', '/wps/admin/wallet/settings', owner, {
      ...saved,
      transferDailyMax: '-1',
    });
    expect(negative.status).toBe(400);
    expect(await settings()).toEqual(saved);
    expect((await setDailyCap('0')).body.value.transferDailyMax).toBe('0.00');
    await setDailyCap('500000');
  });

  it('refuses the transfer that would pass it, changing nothing; upline transfers count too', async () => {
    await setDailyCap('300');
    try {
      const { agent, sub, player } = await tree();
      expect((await toDownline(agent, sub.username, '200')).status).toBe(200);
      const before = await balancesOf([agent, sub, player]);
      const over = await toDownline(agent, player.username, '150');
      expect(over.status).toBe(409);
      expect(over.body.code).toBe('WALLET_TRANSFER_DAILY_CAP');
      expect(over.body.message).toBe(
        'This transfer would pass today’s transfer limit of 300.00: 100.00 is left for today.',
      );
      expect(await balancesOf([agent, sub, player])).toEqual(before);
      expect((await requirements(player.id)).n).toBe(0);
      // Up to the cap exactly is fine; a replay of an accepted transfer still answers it.
      const last = rid();
      expect((await toDownline(agent, player.username, '100', last)).status).toBe(200);
      expect((await toDownline(agent, player.username, '100', last)).status).toBe(200);
      expect((await toDownline(agent, player.username, '10')).body.code).toBe(
        'WALLET_TRANSFER_DAILY_CAP',
      );
      expect(await main(agent.id)).toBe(500_000n - 30_000n);

      // The cap is per payer: the sub-agent has its own, spent by paying up as well as down.
      expect((await toUpline(sub, '250')).status).toBe(200);
      const subOver = await toDownline(sub, player.username, '60');
      expect(subOver.body.code).toBe('WALLET_TRANSFER_DAILY_CAP');
      expect(subOver.body.message).toContain('50.00 is left');
      expect((await toDownline(sub, player.username, '50')).status).toBe(200);

      // Counted per calendar day of the site's time zone: yesterday's total does not count.
      const zone = policyOf(
        (await one<{ policy: Record<string, unknown> }>(
          sql`select policy from merchants where code = 'demo'`,
        ))!,
      ).timeZone;
      const today = dayOf(new Date(), zone);
      const days = await rows<{ day: string; amount: string }>(
        sql`select day::text as day, amount::text as amount from transfer_daily_totals
            where member_id = ${agent.id}`,
      );
      expect(days).toEqual([{ day: today, amount: '30000' }]);
      const fresh = await newPlayer(t.app, t.database.db, { balance: 100_000n, type: 1 });
      const freshDown = await newPlayer(t.app, t.database.db, { uplineId: fresh.id });
      const yesterday = new Date(`${today}T12:00:00Z`);
      yesterday.setUTCDate(yesterday.getUTCDate() - 1);
      const yesterdayDay = yesterday.toISOString().slice(0, 10);
      expect(nextDay(yesterdayDay)).toBe(today);
      await t.database.db.execute(
        sql`insert into transfer_daily_totals (member_id, day, merchant_id, amount)
            values (${fresh.id}, ${yesterdayDay}::date, ${fresh.merchantId}, 30000)`,
      );
      expect((await toDownline(fresh, freshDown.username, '300')).status).toBe(200);

      // 0: no cap at all.
      await setDailyCap('0');
      expect((await toDownline(agent, player.username, '1000')).status).toBe(200);
      await reconcileOk();
    } finally {
      await setDailyCap('500000');
    }
  });

  it('two transfers at once that together pass it: exactly one goes through', async () => {
    await setDailyCap('300');
    try {
      const { agent, sub, player, sibling } = await tree();
      const pair = await atOnce(agent.id, () => [
        toDownline(agent, player.username, '200'),
        toDownline(agent, sibling.username, '200'),
      ]);
      expect(pair.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(pair.find((r) => r.status === 409)!.body.code).toBe('WALLET_TRANSFER_DAILY_CAP');
      expect(await main(agent.id)).toBe(500_000n - 20_000n);
      expect((await main(player.id)) + (await main(sibling.id))).toBe(10_000n + 100_000n + 20_000n);

      // A burst of five 20.00s with 100.00 left: five pass; then five 30.00s: none.
      const fives = await Promise.all(
        [sub, player, sibling, sub, player].map((to) => toDownline(agent, to.username, '20')),
      );
      expect(fives.every((r) => r.status === 200)).toBe(true);
      const more = await Promise.all(
        Array.from({ length: 5 }, () => toDownline(agent, player.username, '30')),
      );
      expect(more.every((r) => r.body.code === 'WALLET_TRANSFER_DAILY_CAP')).toBe(true);
      expect(await main(agent.id)).toBe(500_000n - 30_000n);

      // The same from a fresh payer at once: 4 × 100.00 with 300.00 allowed lets three through.
      const payer = await newPlayer(t.app, t.database.db, { balance: 100_000n, type: 1 });
      const down = await newPlayer(t.app, t.database.db, { uplineId: payer.id });
      const burst = await atOnce(payer.id, () =>
        Array.from({ length: 4 }, () => toDownline(payer, down.username, '100')),
      );
      expect(burst.filter((r) => r.status === 200)).toHaveLength(3);
      expect(burst.filter((r) => r.body.code === 'WALLET_TRANSFER_DAILY_CAP')).toHaveLength(1);
      expect(await main(down.id)).toBe(30_000n);
      expect(await requirements(down.id)).toEqual({ n: 3, required: '30000' });
      await reconcileOk();
    } finally {
      await setDailyCap('500000');
    }
  });
});
