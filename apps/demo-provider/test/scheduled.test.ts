import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePortal, type FakePortal } from './fake-portal.ts';
import { SEED, launch, pageApi, startProvider, until, type RunningProvider } from './helpers.ts';

let portal: FakePortal;
let provider: RunningProvider;
let players = 0;

beforeAll(async () => {
  portal = await startFakePortal(SEED);
  provider = await startProvider({
    sportsSettle: { minMs: 1000, maxMs: 1000 },
    cockfightSettle: { minMs: 1000, maxMs: 1000 },
    lottDrawEveryMs: 400,
    elottDrawEveryMs: 400,
  });
});
afterAll(async () => {
  await provider.close();
  await portal.close();
});

async function player(
  category: 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' | 'LOTT' | 'ELOTT',
  on = provider,
) {
  players += 1;
  const playerId = `sch${players}`;
  const token = portal.addPlayer(playerId, '1000.00');
  const { sessionId } = await launch(on, { playerId, token, category, walletUrl: portal.url });
  const mine = (call: 'bet' | 'win' | 'rollback') =>
    portal.callsOf(call).filter((c) => c.body.playerId === playerId);
  return { playerId, sessionId, mine };
}

interface Fixture {
  id: string;
  home: string;
  away: string;
  title?: string;
  settlesAt: number;
  markets: { pick: string; odds: string }[];
}

/** An open fixture with at least 800 ms to go before it settles. */
async function freshFixture(sessionId: string): Promise<Fixture> {
  for (let i = 0; i < 100; i += 1) {
    const board = await pageApi(provider, sessionId, '/board');
    const fixtures = board.json.game.fixtures as Fixture[];
    const fixture = fixtures.find((f) => f.settlesAt - Number(board.json.game.now) >= 800);
    if (fixture) return fixture;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('no fresh fixture');
}

describe('events settle later, by the scheduler', () => {
  it.each(['SPORTS', 'ESPORTS', 'COCKFIGHT'] as const)(
    '%s: the bet opens a round; the win (0.00 for a loss) ends it, even after the player logged out',
    async (category) => {
      const p = await player(category);
      // The board is shared: wait for a fixture with most of its 1 s still to go, so the
      // logout below surely comes before the settlement.
      const fixture = await freshFixture(p.sessionId);
      expect(fixture.home).not.toBe(fixture.away);
      if (category === 'ESPORTS') expect(fixture.title).toEqual(expect.any(String));
      const market = fixture.markets[0]!;
      expect(market.pick).toBe(category === 'COCKFIGHT' ? 'MERON' : 'HOME');

      const placed = await pageApi(provider, p.sessionId, '/play', {
        stake: '10.00',
        eventId: fixture.id,
        pick: market.pick,
      });
      expect(placed.status).toBe(200);
      expect(placed.json.balance).toBe('990.00');
      expect(placed.json.ticket).toMatchObject({ status: 'OPEN', odds: market.odds });
      expect(portal.balanceOf(p.playerId)).toBe('990.00');
      expect(p.mine('win')).toHaveLength(0);

      portal.logout(p.playerId);
      await until(() => p.mine('win').length === 1);
      const [bet] = p.mine('bet');
      const [win] = p.mine('win');
      expect(win!.afterLogout).toBe(true);
      expect(win!.status).toBe('OK');
      expect(win!.body).toMatchObject({ roundId: bet!.body.roundId, roundEnded: true });

      const board = await pageApi(provider, p.sessionId, '/board');
      const ticket = board.json.game.tickets[0];
      expect(ticket.id).toBe(bet!.body.roundId);
      const won = ticket.result === market.pick;
      const payout = won
        ? ((1000 * Math.round(Number(market.odds) * 100)) / 100 / 100).toFixed(2)
        : '0.00';
      expect(ticket.status).toBe(won ? 'WON' : 'LOST');
      expect(win!.body.amount).toBe(payout);
      expect(ticket.payout).toBe(payout);
      expect(portal.balanceOf(p.playerId)).toBe((990 + Number(payout)).toFixed(2));
      const result = board.json.game.results.find((r: { id: string }) => r.id === fixture.id);
      expect(result).toMatchObject({ status: 'SETTLED', result: ticket.result });

      // The logged-out player cannot bet any more.
      const next = board.json.game.fixtures[0];
      const refused = await pageApi(provider, p.sessionId, '/play', {
        stake: '10.00',
        eventId: next.id,
        pick: next.markets[0].pick,
      });
      expect(refused.json.error.code).toBe('SESSION_EXPIRED');
    },
  );

  it('pays stake × odds when the pick wins', async () => {
    // random() = 0: every draw takes the first choice, so HOME (or MERON) wins.
    const rigged = await startProvider({
      random: () => 0,
      sportsSettle: { minMs: 200, maxMs: 200 },
    });
    try {
      const p = await player('SPORTS', rigged);
      const state = await pageApi(rigged, p.sessionId, '');
      const fixture = state.json.game.fixtures[0];
      const home = fixture.markets.find((m: { pick: string }) => m.pick === 'HOME');
      await pageApi(rigged, p.sessionId, '/play', {
        stake: '20.00',
        eventId: fixture.id,
        pick: 'HOME',
      });
      await until(() => p.mine('win').length === 1);
      const expected = ((2000 * Math.round(Number(home.odds) * 100)) / 10000).toFixed(2);
      expect(Number(expected)).toBeGreaterThan(20);
      expect(p.mine('win')[0]!.body.amount).toBe(expected);
      expect(portal.balanceOf(p.playerId)).toBe((980 + Number(expected)).toFixed(2));
    } finally {
      await rigged.close();
    }
  });

  it('refuses a bet on an event that is not open, without a wallet call', async () => {
    const p = await player('SPORTS');
    const res = await pageApi(provider, p.sessionId, '/play', {
      stake: '10.00',
      eventId: 'SPORTS-gone-1',
      pick: 'HOME',
    });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('BETTING_CLOSED');
    expect(p.mine('bet')).toHaveLength(0);
  });
});

describe('lottery', () => {
  it.each(['LOTT', 'ELOTT'] as const)(
    '%s: a ticket joins the next draw and is settled at the draw',
    async (category) => {
      const p = await player(category);
      const state = await pageApi(provider, p.sessionId, '');
      const { picks, pool, returns } = state.json.game;
      const numbers = Array.from({ length: picks }, (_, i) => i + 1);
      const bad = await pageApi(provider, p.sessionId, '/play', {
        stake: '5.00',
        numbers: [pool + 1, ...numbers.slice(1)],
      });
      expect(bad.json.error.code).toBe('BAD_PICK');

      const bought = await pageApi(provider, p.sessionId, '/play', { stake: '5.00', numbers });
      expect(bought.status).toBe(200);
      expect(portal.balanceOf(p.playerId)).toBe('995.00');
      await until(() => p.mine('win').length === 1);

      const board = await pageApi(provider, p.sessionId, '/board');
      const ticket = board.json.game.tickets[0];
      const drawn = String(ticket.score).split(' ').map(Number);
      expect(drawn).toHaveLength(state.json.game.drawn);
      const matches = numbers.filter((x) => drawn.includes(x)).length;
      expect(ticket.result).toBe(String(matches));
      const prize = returns.find((r: { matches: number }) => r.matches === matches);
      const payout = prize ? (5 * Number(prize.multiplier)).toFixed(2) : '0.00';
      expect(ticket.payout).toBe(payout);
      const [win] = p.mine('win');
      expect(win!.body).toMatchObject({ amount: payout, roundEnded: true });
      expect(portal.balanceOf(p.playerId)).toBe((995 + Number(payout)).toFixed(2));
      expect(board.json.game.results.some((d: { id: string }) => d.id === ticket.eventId)).toBe(
        true,
      );
    },
  );
});
