import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBetRollup } from '../../../test/bet-rollups.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { adminCall, signIn } from '../../../test/operator-client.ts';
import { PAYMENT_PASSWORD, memberCall, newPlayer, rid } from '../../../test/wallet-client.ts';
import { createLedgerService } from './ledger.service.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
});
afterAll(() => t.app.close());

const ledger = () => createLedgerService({ db: t.database.db });
const main = (memberId: number) => ledger().mainBalance(memberId);

async function reconcileOk() {
  const report = await adminCall(t.app, 'GET', '/wps/admin/wallet/reconciliation', owner);
  expect(report.body.value).toMatchObject({ ok: true, total: '0.00', unbalanced: [], drift: [] });
}

describe('game wallets: transfer, consolidated funds, recall', () => {
  it('moves money to vendors and recalls it all; never more than is there', async () => {
    const p = await newPlayer(t.app, t.database.db, { balance: 100_000n });
    const move = (vendor: string, direction: 'IN' | 'OUT', amount: string, requestId = rid()) =>
      memberCall(t.app, p.token, 'POST', '/wps/wallet/game-transfer', {
        vendor,
        direction,
        amount,
        requestId,
      });
    expect((await move('PG', 'IN', '200')).body.value.balance).toBe('800.00');
    await move('JDB', 'IN', '50.25');
    const key = rid();
    await move('PG', 'IN', '100', key);
    await move('PG', 'IN', '100', key); // a retry moves nothing more
    expect((await move('PG', 'IN', '101', key)).status).toBe(422);

    const funds = await memberCall(t.app, p.token, 'GET', '/wps/member/info/funds/consolidated');
    expect(funds.body.value).toMatchObject({
      main: '649.75',
      locked: '0.00',
      total: '1000.00',
      currencySymbol: '৳',
    });
    expect(funds.body.value.vendors).toEqual(
      expect.arrayContaining([
        { vendor: 'PG', balance: '300.00' },
        { vendor: 'JDB', balance: '50.25' },
      ]),
    );
    const tooMuch = await move('JDB', 'OUT', '50.26');
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.code).toBe('WALLET_INSUFFICIENT_FUNDS');
    expect((await move('XX', 'IN', '1')).body.code).toBe('WALLET_VENDOR_UNKNOWN');
    expect((await move('PG', 'IN', '0.001')).status).toBe(400);

    const one = await memberCall(t.app, p.token, 'POST', '/wps/relay/GCS_walletTransfer', {
      vendor: 'JDB',
    });
    expect(one.body.value).toEqual({ recalled: '50.25', balance: '700.00' });
    // Two recalls at once bring the money back once.
    const [a, b] = await Promise.all([
      memberCall(t.app, p.token, 'POST', '/wps/relay/GCS_walletTransfer', {}),
      memberCall(t.app, p.token, 'POST', '/wps/relay/GCS_walletTransfer', {}),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await main(p.id)).toBe(100_000n);
    const after = await memberCall(t.app, p.token, 'GET', '/wps/member/info/funds/consolidated');
    expect(after.body.value).toMatchObject({ main: '1000.00', vendors: [], total: '1000.00' });
    await reconcileOk();
  });

  it('transfers of many members at once: each refused alone, repeats agree, money kept', async () => {
    // Members with 30.00 each move 10.00 into PG five times at once (funds for three), then
    // take 20.00 out twice at once (a position of 30.00 pays one), all in one burst, so the
    // calls share statements (coalesced) and every refusal must stay its own.
    const players = await Promise.all(
      Array.from({ length: 6 }, () => newPlayer(t.app, t.database.db, { balance: 3_000n })),
    );
    const keys = players.map(() => Array.from({ length: 5 }, () => rid()));
    const ins = await Promise.all(
      players.flatMap((p, i) =>
        keys[i]!.map((requestId) =>
          memberCall(t.app, p.token, 'POST', '/wps/wallet/game-transfer', {
            vendor: 'PG',
            direction: 'IN',
            amount: '10',
            requestId,
          }),
        ),
      ),
    );
    for (let i = 0; i < players.length; i++) {
      const mine = ins.slice(i * 5, i * 5 + 5);
      expect(mine.filter((r) => r.status === 200)).toHaveLength(3);
      expect(mine.filter((r) => r.body.code === 'WALLET_INSUFFICIENT_FUNDS')).toHaveLength(2);
      expect(await main(players[i]!.id)).toBe(0n);
    }
    // A repeat of an accepted key answers it again, moving nothing; a refused key is free.
    const first = ins.findIndex((r) => r.status === 200);
    const who = Math.floor(first / 5);
    const again = await memberCall(
      t.app,
      players[who]!.token,
      'POST',
      '/wps/wallet/game-transfer',
      {
        vendor: 'PG',
        direction: 'IN',
        amount: '10',
        requestId: keys[who]![first % 5],
      },
    );
    expect(again.status).toBe(200);
    expect(again.body.value.balance).toBe('0.00');
    const outs = await Promise.all(
      players.flatMap((p) =>
        [1, 2].map(() =>
          memberCall(t.app, p.token, 'POST', '/wps/wallet/game-transfer', {
            vendor: 'PG',
            direction: 'OUT',
            amount: '20',
            requestId: rid(),
          }),
        ),
      ),
    );
    for (let i = 0; i < players.length; i++) {
      const mine = outs.slice(i * 2, i * 2 + 2);
      expect(mine.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await main(players[i]!.id)).toBe(2_000n);
      const funds = await memberCall(
        t.app,
        players[i]!.token,
        'GET',
        '/wps/member/info/funds/consolidated',
      );
      expect(funds.body.value.vendors).toEqual([{ vendor: 'PG', balance: '10.00' }]);
    }
    await reconcileOk();
  });

  it('a member cannot move another member’s game wallet money', async () => {
    const p = await newPlayer(t.app, t.database.db, { balance: 10_000n });
    const other = await newPlayer(t.app, t.database.db, { balance: 10_000n });
    await memberCall(t.app, p.token, 'POST', '/wps/wallet/game-transfer', {
      vendor: 'PG',
      direction: 'IN',
      amount: '100',
      requestId: rid(),
    });
    const steal = await memberCall(t.app, other.token, 'POST', '/wps/wallet/game-transfer', {
      vendor: 'PG',
      direction: 'OUT',
      amount: '100',
      requestId: rid(),
    });
    expect(steal.status).toBe(409);
    const recall = await memberCall(
      t.app,
      other.token,
      'POST',
      '/wps/relay/GCS_walletTransfer',
      {},
    );
    expect(recall.body.value.recalled).toBe('0.00');
    expect(await main(other.id)).toBe(10_000n);
    expect(await main(p.id)).toBe(0n);
  });
});

describe('transfers to the upline and to downlines', () => {
  it('a member pays their upline; an agent pays a direct downline; both sides in one transaction', async () => {
    const agent = await newPlayer(t.app, t.database.db, { balance: 50_000n, type: 1 });
    const down = await newPlayer(t.app, t.database.db, { balance: 20_000n, uplineId: agent.id });
    const stranger = await newPlayer(t.app, t.database.db, { balance: 20_000n });

    const info = await memberCall(t.app, down.token, 'GET', '/wps/wallet/transfer/info');
    expect(info.body.value).toMatchObject({
      upline: agent.username,
      downlines: [],
      hasPaymentPassword: true,
      min: '10.00',
    });
    const agentInfo = await memberCall(t.app, agent.token, 'GET', '/wps/wallet/transfer/info');
    expect(agentInfo.body.value.downlines).toEqual([down.username]);

    const up = await memberCall(t.app, down.token, 'POST', '/wps/wallet/transfers/upline', {
      amount: '75.5',
      paymentPassword: PAYMENT_PASSWORD,
      requestId: rid(),
    });
    expect(up.body.value).toMatchObject({
      amount: '75.50',
      counterparty: agent.username,
      balance: '124.50',
    });
    expect(await main(agent.id)).toBe(57_550n);

    const downTo = await memberCall(t.app, agent.token, 'POST', '/wps/wallet/transfers/downline', {
      downline: down.username,
      amount: '100',
      paymentPassword: PAYMENT_PASSWORD,
      requestId: rid(),
    });
    expect(downTo.status).toBe(200);
    expect(await main(down.id)).toBe(22_450n);

    const notMine = await memberCall(t.app, agent.token, 'POST', '/wps/wallet/transfers/downline', {
      downline: stranger.username,
      amount: '100',
      paymentPassword: PAYMENT_PASSWORD,
      requestId: rid(),
    });
    expect(notMine.status).toBe(404);
    expect(notMine.body.code).toBe('WALLET_NOT_DOWNLINE');
    const notAgent = await memberCall(t.app, down.token, 'POST', '/wps/wallet/transfers/downline', {
      downline: agent.username,
      amount: '10',
      paymentPassword: PAYMENT_PASSWORD,
      requestId: rid(),
    });
    expect(notAgent.status).toBe(403);
    const noUpline = await memberCall(
      t.app,
      stranger.token,
      'POST',
      '/wps/wallet/transfers/upline',
      {
        amount: '10',
        paymentPassword: PAYMENT_PASSWORD,
        requestId: rid(),
      },
    );
    expect(noUpline.body.code).toBe('WALLET_NO_UPLINE');
    const wrongPassword = await memberCall(
      t.app,
      down.token,
      'POST',
      '/wps/wallet/transfers/upline',
      {
        amount: '10',
        paymentPassword: '999999',
        requestId: rid(),
      },
    );
    expect(wrongPassword.body.code).toBe('WALLET_PAYMENT_PASSWORD_WRONG');
    const tooMuch = await memberCall(t.app, down.token, 'POST', '/wps/wallet/transfers/upline', {
      amount: '100000',
      paymentPassword: PAYMENT_PASSWORD,
      requestId: rid(),
    });
    expect(tooMuch.body.code).toBe('WALLET_INSUFFICIENT_FUNDS');
    const tooSmall = await memberCall(t.app, down.token, 'POST', '/wps/wallet/transfers/upline', {
      amount: '9.99',
      paymentPassword: PAYMENT_PASSWORD,
      requestId: rid(),
    });
    expect(tooSmall.body.code).toBe('WALLET_AMOUNT_OUT_OF_RANGE');
    expect(await main(down.id)).toBe(22_450n);
    expect(await main(stranger.id)).toBe(20_000n);

    // Both sides see it in their account record.
    const rec = await memberCall(
      t.app,
      agent.token,
      'GET',
      '/wps/member/records/transactions?type=TRANSFER_IN',
    );
    expect(rec.body.value.list).toHaveLength(1);
    expect(rec.body.value.list[0]).toMatchObject({
      type: 'TRANSFER_IN',
      amount: '75.50',
      balanceAfter: '575.50',
    });
    await reconcileOk();
  });
});

describe('records', () => {
  it('account record: filters, paging, sorting and a CSV that matches', async () => {
    const p = await newPlayer(t.app, t.database.db, { balance: 100_000n });
    for (let i = 1; i <= 5; i += 1) {
      await memberCall(t.app, p.token, 'POST', '/wps/wallet/game-transfer', {
        vendor: 'PG',
        direction: 'IN',
        amount: `${i}0`,
        requestId: rid(),
      });
    }
    const all = await memberCall(
      t.app,
      p.token,
      'GET',
      '/wps/member/records/transactions?pageSize=2',
    );
    expect(all.body.value.total).toBe(6);
    expect(all.body.value.list.map((r: { amount: string }) => r.amount)).toEqual([
      '-50.00',
      '-40.00',
    ]);
    const page3 = await memberCall(
      t.app,
      p.token,
      'GET',
      '/wps/member/records/transactions?pageSize=2&pageNo=3',
    );
    expect(page3.body.value.list.map((r: { type: string }) => r.type)).toEqual([
      'GAME_TRANSFER',
      'ADJUSTMENT',
    ]);
    const byAmount = await memberCall(
      t.app,
      p.token,
      'GET',
      '/wps/member/records/transactions?sort=amount&order=asc&pageSize=1',
    );
    expect(byAmount.body.value.list[0].amount).toBe('-50.00');
    const onlyGames = await memberCall(
      t.app,
      p.token,
      'GET',
      '/wps/member/records/transactions?type=GAME_TRANSFER',
    );
    expect(onlyGames.body.value.total).toBe(5);
    expect(onlyGames.body.value.list[0].balanceAfter).toBe('850.00');
    const future = await memberCall(
      t.app,
      p.token,
      'GET',
      '/wps/member/records/transactions?from=2099-01-01',
    );
    expect(future.body.value.total).toBe(0);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
    const dated = await memberCall(
      t.app,
      p.token,
      'GET',
      `/wps/member/records/transactions?from=${today}&to=${today}`,
    );
    expect(dated.body.value.total).toBe(6);
    const bad = await memberCall(
      t.app,
      p.token,
      'GET',
      '/wps/member/records/transactions?from=yesterday',
    );
    expect(bad.status).toBe(400);

    const csv = await t.app.inject({
      url: '/wps/member/records/transactions?format=csv',
      headers: { merchant: 'demo', authorization: `Bearer ${p.token}` },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('time,type,amount,balance_after,reference,transaction');
    expect(lines).toHaveLength(7);
    expect(lines[1]).toContain(',GAME_TRANSFER,-50.00,850.00,');
  });

  it('profit, bets and bonuses read the member’s own rows only', async () => {
    const p = await newPlayer(t.app, t.database.db, { balance: 10_000n });
    const other = await newPlayer(t.app, t.database.db);
    await t.database.db.execute(sql`
      insert into bets (merchant_id, member_id, vendor, round_id, vendor_bet_id, game_code, game_name, category, stake, valid_bet, payout, settled_at)
      values (${p.merchantId}, ${p.id}, 'PG', ${rid()}, ${rid()}, 'pg-1', 'Lucky Lotus', 'RNG', 1000, 1000, 2500, now()),
             (${p.merchantId}, ${p.id}, 'EG2', ${rid()}, ${rid()}, 'eg-7', 'Fish Hunt', 'FISH', 500, 500, 0, now()),
             (${p.merchantId}, ${other.id}, 'PG', ${rid()}, ${rid()}, 'pg-1', 'Lucky Lotus', 'RNG', 9900, 9900, 0, now())`);
    // The profit page reads the rollups: the job counts the settled bets first.
    await runBetRollup(t.database.db);
    const bets = await memberCall(t.app, p.token, 'GET', '/wps/member/records/bets');
    expect(bets.body.value.total).toBe(2);
    expect(bets.body.value.list.map((b: { profit: string }) => b.profit).sort()).toEqual([
      '-5.00',
      '15.00',
    ]);
    const fish = await memberCall(t.app, p.token, 'GET', '/wps/member/records/bets?category=FISH');
    expect(fish.body.value.total).toBe(1);
    const profit = await memberCall(t.app, p.token, 'GET', '/wps/member/records/profit');
    expect(profit.body.value).toMatchObject({
      betCount: 2,
      stake: '15.00',
      payout: '25.00',
      profit: '10.00',
    });
    expect(profit.body.value.byCategory).toHaveLength(2);
    const theirs = await memberCall(t.app, other.token, 'GET', '/wps/member/records/bets');
    expect(theirs.body.value.total).toBe(1);

    const bonus = await adminCall(t.app, 'POST', '/wps/admin/wallet/adjustments', owner, {
      memberId: p.id,
      direction: 'CREDIT',
      kind: 'BONUS',
      amount: '70',
      reason: 'First deposit bonus 70%',
      turnoverMultiplier: 10,
    });
    expect(bonus.body.value.status).toBe('APPLIED');
    const bonuses = await memberCall(t.app, p.token, 'GET', '/wps/member/records/bonuses');
    expect(bonuses.body.value.list[0]).toMatchObject({
      amount: '70.00',
      reason: 'First deposit bonus 70%',
      turnoverRequired: '700.00',
      turnoverRemaining: '700.00',
    });
    expect(
      (await memberCall(t.app, other.token, 'GET', '/wps/member/records/bonuses')).body.value.total,
    ).toBe(0);
  });
});

describe('manual adjustments', () => {
  it('applies small ones at once; above the threshold a second operator must approve', async () => {
    const p = await newPlayer(t.app, t.database.db);
    const finance = (await signIn(t.app, 'finance1', 'Finance#2026')).token;
    const small = await adminCall(t.app, 'POST', '/wps/admin/wallet/adjustments', finance, {
      memberId: p.id,
      direction: 'CREDIT',
      amount: '150',
      reason: 'Goodwill for an outage',
    });
    expect(small.body.value).toMatchObject({
      status: 'APPLIED',
      requestedBy: 'finance1',
      decidedBy: 'finance1',
    });
    expect(await main(p.id)).toBe(15_000n);

    const requestId = rid();
    const big = await adminCall(t.app, 'POST', '/wps/admin/wallet/adjustments', finance, {
      memberId: p.id,
      direction: 'CREDIT',
      amount: '20000',
      reason: 'Tournament prize',
      requestId,
    });
    expect(big.body.value.status).toBe('PENDING');
    const retry = await adminCall(t.app, 'POST', '/wps/admin/wallet/adjustments', finance, {
      memberId: p.id,
      direction: 'CREDIT',
      amount: '20000',
      reason: 'Tournament prize',
      requestId,
    });
    expect(retry.body.value.id).toBe(big.body.value.id);
    expect(await main(p.id)).toBe(15_000n);
    const self = await adminCall(
      t.app,
      'POST',
      `/wps/admin/wallet/adjustments/${big.body.value.id}/approve`,
      finance,
    );
    expect(self.status).toBe(403);
    expect(self.body.code).toBe('WALLET_SAME_OPERATOR');
    const approved = await adminCall(
      t.app,
      'POST',
      `/wps/admin/wallet/adjustments/${big.body.value.id}/approve`,
      owner,
    );
    expect(approved.body.value).toMatchObject({ status: 'APPLIED', decidedBy: 'owner' });
    expect(await main(p.id)).toBe(2_015_000n);
    const again = await adminCall(
      t.app,
      'POST',
      `/wps/admin/wallet/adjustments/${big.body.value.id}/approve`,
      owner,
    );
    expect(again.status).toBe(409);

    const debit = await adminCall(t.app, 'POST', '/wps/admin/wallet/adjustments', owner, {
      memberId: p.id,
      direction: 'DEBIT',
      amount: '30000',
      reason: 'Reverse duplicate',
    });
    expect(debit.body.value.status).toBe('PENDING');
    await adminCall(
      t.app,
      'POST',
      `/wps/admin/wallet/adjustments/${debit.body.value.id}/reject`,
      finance,
      { reason: 'Not a duplicate' },
    );
    const poor = await newPlayer(t.app, t.database.db, { balance: 1_000n });
    const overdraw = await adminCall(t.app, 'POST', '/wps/admin/wallet/adjustments', owner, {
      memberId: poor.id,
      direction: 'DEBIT',
      amount: '10.01',
      reason: 'More than the wallet holds',
    });
    expect(overdraw.status).toBe(409);
    expect(overdraw.body.code).toBe('WALLET_INSUFFICIENT_FUNDS');
    expect(await main(poor.id)).toBe(1_000n);
    expect(await main(p.id)).toBe(2_015_000n);

    const audit = await adminCall(
      t.app,
      'GET',
      '/wps/admin/audit?action=wallet.adjustment.approve',
      owner,
    );
    expect(audit.body.value.total).toBeGreaterThanOrEqual(1);
    const view = await adminCall(t.app, 'GET', `/wps/admin/wallet/members/${p.id}`, owner);
    expect(view.body.value).toMatchObject({ main: '20150.00', locked: '0.00' });
    const rows = await adminCall(t.app, 'GET', `/wps/admin/wallet/members/${p.id}/ledger`, owner);
    expect(rows.body.value.list.map((r: { amount: string }) => r.amount)).toEqual([
      '20000.00',
      '150.00',
    ]);
    await reconcileOk();
  });

  it('rejects bad amounts and members of another site', async () => {
    for (const amount of ['-1', '0', '1.234', '1e5', 'x']) {
      const res = await adminCall(t.app, 'POST', '/wps/admin/wallet/adjustments', owner, {
        memberId: 1,
        direction: 'CREDIT',
        amount,
        reason: 'test',
      });
      expect(res.status, amount).toBe(400);
    }
    const nova = await t.database.db.execute(
      sql`select m.id from members m join merchants s on s.id = m.merchant_id where s.code = 'nova' limit 1`,
    );
    const novaId = (nova as { rows: { id: number }[] }).rows[0]!.id;
    const res = await adminCall(t.app, 'POST', '/wps/admin/wallet/adjustments', owner, {
      memberId: Number(novaId),
      direction: 'CREDIT',
      amount: '10',
      reason: 'wrong site',
    });
    expect(res.status).toBe(404);
    const ledgerView = await adminCall(
      t.app,
      'GET',
      `/wps/admin/wallet/members/${novaId}/ledger`,
      owner,
    );
    expect(ledgerView.status).toBe(404);
  });
});
