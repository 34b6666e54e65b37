import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBetRollup } from '../../../test/bet-rollups.ts';
import { insertBet } from '../../../test/bet-rows.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { memberCall, newPlayer } from '../../../test/wallet-client.ts';
import { dayOf, dayStart } from '../../lib/zoned-day.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const minutes = (n: number) => n * 60_000;

describe('the records pages read the daily rollups', () => {
  it('profit counts settled bets on the white-label day they settled; the bet list stays raw', async () => {
    const p = await newPlayer(t.app, t.database.db, { paymentPassword: false });
    const other = await newPlayer(t.app, t.database.db, { paymentPassword: false });
    // The demo white label's days are Asia/Dhaka days.
    const today = dayOf(new Date(), 'Asia/Dhaka');
    const midnight = new Date(dayStart(today, 'Asia/Dhaka'));
    const yesterday = dayOf(new Date(midnight.getTime() - minutes(1)), 'Asia/Dhaka');
    const bet = (b: Omit<Parameters<typeof insertBet>[1], 'merchantId' | 'memberId'>) =>
      insertBet(t.database.db, { merchantId: p.merchantId, memberId: p.id, ...b });
    // Placed yesterday, settled a minute after midnight: today's.
    await bet({
      status: 'SETTLED',
      stake: 1_000n,
      payout: 3_000n,
      placedAt: new Date(midnight.getTime() - minutes(30)),
      settledAt: new Date(midnight.getTime() + minutes(1)),
    });
    await bet({
      status: 'VOID',
      stake: 600n,
      payout: 600n,
      placedAt: new Date(midnight.getTime() + minutes(2)),
    });
    // A minute before midnight: yesterday's.
    await bet({
      status: 'SETTLED',
      stake: 400n,
      category: 'FISH',
      vendor: 'JDB',
      placedAt: new Date(midnight.getTime() - minutes(1)),
    });
    // Still running: in the bet list, in no summary.
    await bet({ status: 'OPEN', stake: 250n, placedAt: new Date(midnight.getTime() + minutes(3)) });
    await insertBet(t.database.db, {
      merchantId: other.merchantId,
      memberId: other.id,
      status: 'SETTLED',
      stake: 9_900n,
      placedAt: new Date(midnight.getTime() + minutes(1)),
    });

    const profit = (from: string, to: string) =>
      memberCall(t.app, p.token, 'GET', `/wps/member/records/profit?from=${from}&to=${to}`);
    // Until the rollup job has passed, the summaries do not have them yet.
    expect((await profit(today, today)).body.value.betCount).toBe(0);
    await runBetRollup(t.database.db);

    const todays = await profit(today, today);
    expect(todays.status).toBe(200);
    expect(todays.body.value).toMatchObject({
      from: today,
      to: today,
      betCount: 2,
      stake: '16.00',
      validBet: '10.00',
      payout: '36.00',
      profit: '20.00',
      byCategory: [{ category: 'RNG', stake: '16.00', payout: '36.00', profit: '20.00' }],
    });
    expect((await profit(yesterday, yesterday)).body.value).toMatchObject({
      betCount: 1,
      stake: '4.00',
      validBet: '4.00',
      payout: '0.00',
      profit: '-4.00',
      byCategory: [{ category: 'FISH', stake: '4.00', payout: '0.00', profit: '-4.00' }],
    });
    const both = await profit(yesterday, today);
    expect(both.body.value).toMatchObject({ betCount: 3, stake: '20.00', profit: '16.00' });
    expect(both.body.value.byCategory.map((c: { category: string }) => c.category)).toEqual([
      'FISH',
      'RNG',
    ]);

    // The betting record lists the member's own rows, the open one included, by placed day.
    const list = await memberCall(
      t.app,
      p.token,
      'GET',
      `/wps/member/records/bets?from=${today}&to=${today}`,
    );
    expect(list.body.value.total).toBe(2);
    expect(list.body.value.list.map((b: { settledAt: string | null }) => b.settledAt)).toContain(
      null,
    );
    const all = await memberCall(t.app, p.token, 'GET', '/wps/member/records/bets');
    expect(all.body.value.total).toBe(4);
  });
});
