import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortalClient } from '../src/portal-client.ts';
import { startFakePortal, type FakePortal } from './fake-portal.ts';
import {
  SEED,
  launch,
  pageApi,
  postSigned,
  startProvider,
  until,
  type RunningProvider,
} from './helpers.ts';

let portal: FakePortal;
let provider: RunningProvider;
let players = 0;

beforeAll(async () => {
  portal = await startFakePortal(SEED);
  provider = await startProvider();
});
afterAll(async () => {
  await provider.close();
  await portal.close();
});

/** A new player with `balance` at the fake portal and a launched game. */
async function player(
  balance: string,
  overrides: Parameters<typeof launch>[1] = {},
  on: RunningProvider = provider,
) {
  players += 1;
  const playerId = `sp${players}`;
  const token = portal.addPlayer(playerId, balance);
  const { sessionId } = await launch(on, {
    playerId,
    token,
    walletUrl: portal.url,
    ...overrides,
  });
  const forPlayer = <T extends { body: Record<string, unknown> }>(calls: T[]) =>
    calls.filter((c) => c.body.playerId === playerId || c.body.token === token);
  return {
    playerId,
    token,
    sessionId,
    calls: (call: Parameters<FakePortal['callsOf']>[0]) => forPlayer(portal.callsOf(call)),
  };
}

describe('page state', () => {
  it('authenticates the token with a player call, then reads the balance with balance', async () => {
    const p = await player('1000.00');
    const state = await pageApi(provider, p.sessionId, '');
    expect(state.status).toBe(200);
    expect(state.json).toMatchObject({
      balance: '1000.00',
      nickname: `nick-${p.playerId}`,
      category: 'RNG',
      limits: { min: '1.00', max: '1000.00' },
      game: { kind: 'slot' },
    });
    expect(p.calls('player')).toHaveLength(1);
    const again = await pageApi(provider, p.sessionId, '/balance');
    expect(again.json).toEqual({ balance: '1000.00' });
    expect(p.calls('balance')).toHaveLength(1);
  });
});

describe('slot (RNG) over the seamless wallet', () => {
  it('each spin is a bet and a win of one round; the portal balance moves by stake and win', async () => {
    const p = await player('1000.00');
    let expected = 100_000;
    const answers: { roundId: string; payout: string }[] = [];
    for (let i = 0; i < 12; i += 1) {
      const spin = await pageApi(provider, p.sessionId, '/play', { stake: '2.00' });
      expect(spin.status).toBe(200);
      expected += -200 + Math.round(Number(spin.json.payout) * 100);
      // The page shows the balance the portal answered, which is the portal's balance.
      expect(spin.json.balance).toBe(portal.balanceOf(p.playerId));
      expect(spin.json.credit).toBe('DELIVERED');
      answers.push(spin.json);
    }
    expect(portal.balanceOf(p.playerId)).toBe((expected / 100).toFixed(2));

    const bets = p.calls('bet');
    const wins = p.calls('win');
    expect(bets).toHaveLength(12);
    expect(wins).toHaveLength(12);
    answers.forEach((answer, i) => {
      expect(bets[i]!.body).toMatchObject({ roundId: answer.roundId, amount: '2.00' });
      expect(wins[i]!.body).toMatchObject({
        roundId: answer.roundId,
        amount: answer.payout,
        roundEnded: true,
      });
      expect(wins[i]!.status).toBe('OK');
    });
    const ids = [...bets, ...wins].map((c) => String(c.body.transactionId));
    expect(new Set(ids).size).toBe(24);
    expect(ids[0]).toMatch(/^DEMO-[0-9a-f]{32}-\d+-bet$/);
    expect(new Set(answers.map((a) => a.roundId)).size).toBe(12);
  });

  it('pays the paytable: five cherries on all five lines return 60 × the stake', async () => {
    const rigged = await startProvider({ random: () => 0 });
    try {
      const p = await player('100.00', {}, rigged);
      const spin = await pageApi(rigged, p.sessionId, '/play', { stake: '2.00' });
      expect(spin.json.outcome.grid.flat()).toEqual(Array(15).fill('cherry'));
      expect(spin.json.payout).toBe('120.00');
      expect(spin.json.balance).toBe('218.00');
      expect(portal.balanceOf(p.playerId)).toBe('218.00');
    } finally {
      await rigged.close();
    }
  });

  it('refuses a stake outside the limits with a clear message and no wallet call', async () => {
    const p = await player('1000.00');
    const res = await pageApi(provider, p.sessionId, '/play', { stake: '0.50' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      error: {
        code: 'STAKE_OUT_OF_LIMITS',
        message: 'The stake must be between 1.00 and 1000.00 BDT.',
      },
    });
    const bad = await pageApi(provider, p.sessionId, '/play', { stake: 5 });
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe('BAD_REQUEST');
    expect(p.calls('bet')).toHaveLength(0);
  });
});

describe('refusals', () => {
  it('insufficient funds reaches the page as INSUFFICIENT_FUNDS, in the session language', async () => {
    const p = await player('1.00');
    const res = await pageApi(provider, p.sessionId, '/play', { stake: '5.00' });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      error: { code: 'INSUFFICIENT_FUNDS', message: 'Not enough balance for this stake.' },
    });
    // Refused is an answer: not retried, nothing to roll back.
    expect(p.calls('bet')).toHaveLength(1);
    expect(p.calls('rollback')).toHaveLength(0);
    expect(portal.balanceOf(p.playerId)).toBe('1.00');

    const bn = await player('1.00', { language: 'bn' });
    const inBengali = await pageApi(provider, bn.sessionId, '/play', { stake: '5.00' });
    expect(inBengali.json.error).toEqual({
      code: 'INSUFFICIENT_FUNDS',
      message: 'এই বাজির জন্য পর্যাপ্ত ব্যালেন্স নেই।',
    });
  });

  it('a logged-out token makes bets answer SESSION_EXPIRED', async () => {
    const p = await player('50.00');
    portal.logout(p.playerId);
    const res = await pageApi(provider, p.sessionId, '/play', { stake: '5.00' });
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('SESSION_EXPIRED');
    expect(portal.balanceOf(p.playerId)).toBe('50.00');
  });
});

describe('bet retries and rollback', () => {
  it('a bet that times out is retried with the same id, then rolled back: the balance ends where it started', async () => {
    const p = await player('100.00');
    // Applied, but every answer comes after the provider's 1 s timeout.
    portal.misbehave('bet', { mode: 'DELAY', times: 3, delayMs: 1500 });
    const res = await pageApi(provider, p.sessionId, '/play', { stake: '10.00' });
    expect(res.status).toBe(503);
    expect(res.json.error.code).toBe('PORTAL_UNAVAILABLE');

    const bets = p.calls('bet');
    expect(bets).toHaveLength(3);
    const betId = bets[0]!.body.transactionId;
    expect(bets.map((b) => b.body.transactionId)).toEqual([betId, betId, betId]);
    expect(new Set(bets.map((b) => JSON.stringify(b.body))).size).toBe(1);

    await until(() => p.calls('rollback').some((r) => r.status === 'OK'));
    const [rollback] = p.calls('rollback');
    expect(rollback!.body).toMatchObject({
      betTransactionId: betId,
      transactionId: `${String(betId)}-rb`,
      roundId: bets[0]!.body.roundId,
    });
    expect(p.calls('win')).toHaveLength(0);
    expect(portal.balanceOf(p.playerId)).toBe('100.00');
  });

  it('a bet the portal never applied (5xx) is rolled back too, and the portal refuses it if it comes late', async () => {
    const p = await player('100.00');
    portal.misbehave('bet', { mode: 'FAIL', times: 3 });
    const res = await pageApi(provider, p.sessionId, '/play', { stake: '10.00' });
    expect(res.status).toBe(503);
    await until(() => p.calls('rollback').length === 1);
    const bet = p.calls('bet')[0]!.body;
    expect(p.calls('rollback')[0]!.status).toBe('OK');
    expect(portal.balanceOf(p.playerId)).toBe('100.00');

    // The same bet arriving after its rollback is refused; nothing moves.
    const client = new PortalClient({ seed: SEED });
    const late = await client.bet({ walletUrl: portal.url, vendor: 'DEMO' }, bet as never);
    expect(late).toMatchObject({ outcome: 'REFUSED', status: 'TRANSACTION_ROLLED_BACK' });
    expect(portal.balanceOf(p.playerId)).toBe('100.00');
    client.close();
  });

  it('a bet whose first attempt fails goes through on a retry, once', async () => {
    const p = await player('100.00');
    portal.misbehave('bet', { mode: 'FAIL', times: 1 });
    const res = await pageApi(provider, p.sessionId, '/play', { stake: '10.00' });
    expect(res.status).toBe(200);
    expect(p.calls('bet')).toHaveLength(2);
    expect(p.calls('rollback')).toHaveLength(0);
    const expected = (90 + Number(res.json.payout)).toFixed(2);
    expect(portal.balanceOf(p.playerId)).toBe(expected);
    expect(res.json.balance).toBe(expected);
  });
});

describe('the other instant games', () => {
  it.each([
    ['LIVE', { spot: 'BANKER' }, '20.00'],
    ['PVP', { spot: 'DRAGON' }, '20.00'],
  ] as const)('%s: a hand is a bet and a win of one round', async (category, extra, stake) => {
    const p = await player('500.00', { category });
    for (let i = 0; i < 5; i += 1) {
      const before = Number(portal.balanceOf(p.playerId));
      const res = await pageApi(provider, p.sessionId, '/play', { ...extra, stake });
      expect(res.status).toBe(200);
      const after = (before - Number(stake) + Number(res.json.payout)).toFixed(2);
      expect(portal.balanceOf(p.playerId)).toBe(after);
      expect(res.json.balance).toBe(after);
      const { winner } = res.json.outcome;
      // Payouts follow the table: a win returns 2× (banker 1.95×), a tie returns or halves.
      const payout = Number(res.json.payout);
      if (winner === extra.spot) expect(payout).toBe(category === 'LIVE' ? 39 : 40);
      else if (winner === 'TIE') expect(payout).toBe(category === 'LIVE' ? 20 : 10);
      else expect(payout).toBe(0);
    }
    expect(p.calls('bet')).toHaveLength(5);
    expect(p.calls('win').every((w) => w.body.roundEnded === true)).toBe(true);
  });

  it('FISH: every shot is its own round; a catch pays the fish value × stake', async () => {
    const p = await player('100.00', { category: 'FISH' });
    const state = await pageApi(provider, p.sessionId, '');
    let pond = state.json.game.pond as { id: number; kind: string }[];
    expect(pond).toHaveLength(6);
    for (let i = 0; i < 8; i += 1) {
      const target = pond[0]!;
      const before = Number(portal.balanceOf(p.playerId));
      const shot = await pageApi(provider, p.sessionId, '/play', {
        stake: '1.00',
        fishId: target.id,
      });
      expect(shot.status).toBe(200);
      const { hit, multiplier, kind } = shot.json.outcome;
      expect(kind).toBe(target.kind);
      expect(Number(shot.json.payout)).toBe(hit ? multiplier : 0);
      expect(portal.balanceOf(p.playerId)).toBe((before - 1 + Number(shot.json.payout)).toFixed(2));
      pond = shot.json.outcome.pond;
    }
    expect(p.calls('bet')).toHaveLength(8);
    expect(p.calls('win')).toHaveLength(8);
    const gone = await pageApi(provider, p.sessionId, '/play', { stake: '1.00', fishId: 99999 });
    expect(gone.json.error.code).toBe('FISH_GONE');
    expect(p.calls('bet')).toHaveLength(8);
  });
});

describe('transfer-wallet play', () => {
  it('stakes and wins move the balance held here; the portal only authenticates the token', async () => {
    const p = await player('1000.00', { vendor: 'PG', wallet: 'TRANSFER' });
    const moveIn = await postSigned(`${provider.url}/transfer`, {
      reference: `in-${p.playerId}`,
      playerId: p.playerId,
      vendor: 'PG',
      direction: 'IN',
      amount: '10.00',
      currency: 'BDT',
    });
    expect(moveIn.json).toMatchObject({ state: 'SUCCESS', balance: '10.00' });
    const state = await pageApi(provider, p.sessionId, '');
    expect(state.json).toMatchObject({ balance: '10.00' });

    let expected = 1000;
    for (let spin = 0; spin < 5; spin += 1) {
      const played = await pageApi(provider, p.sessionId, '/play', { stake: '2.00' });
      if (played.status !== 200) {
        // Spent: the vendor refuses a stake above what it holds, and the portal is not asked.
        expect(played.json.error.code).toBe('INSUFFICIENT_FUNDS');
        break;
      }
      expected += -200 + Math.round(Number(played.json.payout) * 100);
      expect(played.json.credit).toBe('DELIVERED');
      expect(Math.round(Number(played.json.balance) * 100)).toBe(expected);
    }
    const held = await postSigned(`${provider.url}/transfer/balance`, {
      vendor: 'PG',
      playerId: p.playerId,
      currency: 'BDT',
    });
    expect(held.json).toEqual({ status: 'OK', balance: (expected / 100).toFixed(2) });
    expect(p.calls('bet')).toHaveLength(0);
    expect(p.calls('win')).toHaveLength(0);
    expect(portal.balanceOf(p.playerId)).toBe('1000.00');
  });

  it('answers a balance query signed with another vendor’s secret with 401', async () => {
    const res = await postSigned(
      `${provider.url}/transfer/balance`,
      { vendor: 'PG', playerId: 'x1', currency: 'BDT' },
      { vendor: 'JDB' },
    );
    expect(res.status).toBe(401);
  });
});
