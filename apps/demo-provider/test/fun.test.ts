import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePortal, type FakePortal } from './fake-portal.ts';
import {
  SEED,
  eventually,
  launch,
  pageApi,
  startProvider,
  until,
  type RunningProvider,
} from './helpers.ts';

let portal: FakePortal;
let provider: RunningProvider;

beforeAll(async () => {
  portal = await startFakePortal(SEED);
  provider = await startProvider({
    sportsSettle: { minMs: 1000, maxMs: 1000 },
    lottDrawEveryMs: 300,
  });
});
afterAll(async () => {
  await provider.close();
  await portal.close();
});

describe('FUN mode', () => {
  it('plays every kind of game with play money and never calls the portal', async () => {
    const token = portal.addPlayer('fun1', '10.00');
    const common = { playerId: 'fun1', token, mode: 'FUN', walletUrl: portal.url } as const;

    const slot = await launch(provider, { ...common, category: 'RNG' });
    const state = await pageApi(provider, slot.sessionId, '');
    expect(state.json).toMatchObject({ mode: 'FUN', balance: '1000.00' });
    let balance = 1000;
    for (let i = 0; i < 5; i += 1) {
      const spin = await pageApi(provider, slot.sessionId, '/play', { stake: '50.00' });
      expect(spin.status).toBe(200);
      balance += -50 + Number(spin.json.payout);
      expect(spin.json.balance).toBe(balance.toFixed(2));
    }
    const table = await launch(provider, { ...common, category: 'LIVE' });
    // Play money is the session's own: more than it holds is refused like real money.
    const tooMuch = await pageApi(provider, table.sessionId, '/play', {
      stake: '5000.00',
      spot: 'PLAYER',
    });
    expect(tooMuch.json.error.code).toBe('INSUFFICIENT_FUNDS');
    const hand = await pageApi(provider, table.sessionId, '/play', {
      stake: '100.00',
      spot: 'PLAYER',
    });
    expect(hand.json.balance).toBe((900 + Number(hand.json.payout)).toFixed(2));

    const pond = await launch(provider, { ...common, category: 'FISH' });
    const fish = (await pageApi(provider, pond.sessionId, '')).json.game.pond[0];
    const shot = await pageApi(provider, pond.sessionId, '/play', {
      stake: '1.00',
      fishId: fish.id,
    });
    expect(shot.status).toBe(200);

    const sports = await launch(provider, { ...common, category: 'SPORTS' });
    const fixture = (await pageApi(provider, sports.sessionId, '')).json.game.fixtures.at(-1);
    const bet = await pageApi(provider, sports.sessionId, '/play', {
      stake: '10.00',
      eventId: fixture.id,
      pick: fixture.markets[0].pick,
    });
    expect(bet.json.balance).toBe('990.00');
    const board = await eventually(async () => {
      const b = await pageApi(provider, sports.sessionId, '/board');
      return b.json.game.tickets[0].status === 'OPEN' ? undefined : b;
    });
    const ticket = board.json.game.tickets[0];
    expect(board.json.balance).toBe((990 + Number(ticket.payout)).toFixed(2));

    const lottery = await launch(provider, { ...common, category: 'LOTT' });
    const ticketBought = await pageApi(provider, lottery.sessionId, '/play', {
      stake: '5.00',
      numbers: [4, 8, 15],
    });
    expect(ticketBought.json.ticket.status).toBe('OPEN');
    await until(() => provider.app.provider.scheduler.size === 0);

    expect(portal.calls).toEqual([]);
    expect(portal.balanceOf('fun1')).toBe('10.00');
  });
});
