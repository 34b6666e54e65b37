import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BetRequest, WinRequest } from '@portal/contracts/provider';
import { createHttpPost, type HttpPost } from '../src/http-post.ts';
import { PortalClient, type PortalTarget } from '../src/portal-client.ts';
import { startFakePortal, type FakePortal } from './fake-portal.ts';
import { SEED, until } from './helpers.ts';

let portal: FakePortal;
let target: PortalTarget;
const clients: PortalClient[] = [];
let n = 0;

beforeAll(async () => {
  portal = await startFakePortal(SEED);
  target = { walletUrl: portal.url, vendor: 'DEMO' };
});
afterEach(() => {
  for (const c of clients.splice(0)) c.close();
});
afterAll(async () => {
  await portal.close();
});

function client(options: Partial<ConstructorParameters<typeof PortalClient>[0]> = {}) {
  const c = new PortalClient({
    seed: SEED,
    timeoutMs: 1000,
    retryBaseMs: 10,
    retryMaxMs: 40,
    ...options,
  });
  clients.push(c);
  return c;
}

/** A funded player with an open round: returns the ids to bet and win with. */
async function openRound(balance = '100.00', stake = '10.00') {
  n += 1;
  const playerId = `pc${n}`;
  const token = portal.addPlayer(playerId, balance);
  const bet: BetRequest = {
    transactionId: `DEMO-test-${n}-bet`,
    playerId,
    token,
    roundId: `DEMO-test-${n}-round`,
    gameCode: 'demo-slot',
    amount: stake,
    currency: 'BDT',
  };
  const win = (amount: string): WinRequest => ({
    transactionId: `DEMO-test-${n}-win`,
    playerId,
    roundId: bet.roundId,
    gameCode: 'demo-slot',
    amount,
    currency: 'BDT',
    roundEnded: true,
  });
  return { playerId, token, bet, win };
}

describe('win delivery', () => {
  it('a win whose first deliveries fail (5xx) is retried until delivered, and credited once', async () => {
    const c = client();
    const round = await openRound();
    expect(await c.bet(target, round.bet)).toMatchObject({ outcome: 'ACCEPTED', balance: '90.00' });
    portal.misbehave('win', { mode: 'FAIL', times: 2 });
    const delivered = await c.win(target, round.win('25.00'));
    expect(delivered).toMatchObject({
      delivered: true,
      status: 'OK',
      balance: '115.00',
      attempts: 3,
    });
    const wins = portal.callsOf('win').filter((w) => w.body.playerId === round.playerId);
    expect(wins.map((w) => w.http)).toEqual([500, 500, 200]);
    expect(new Set(wins.map((w) => w.body.transactionId)).size).toBe(1);
    expect(portal.balanceOf(round.playerId)).toBe('115.00');
    expect(c.pendingDeliveries()).toEqual([]);
  });

  it('a win answered too late is sent again with the same id; the portal credits it once', async () => {
    const c = client({ timeoutMs: 400 });
    const round = await openRound();
    await c.bet(target, round.bet);
    portal.misbehave('win', { mode: 'DELAY', times: 1, delayMs: 1500 });
    const delivered = await c.win(target, round.win('30.00'));
    expect(delivered).toMatchObject({ delivered: true, status: 'OK' });
    if (!delivered.delivered) throw new Error('expected a delivery');
    expect(delivered.attempts).toBeGreaterThanOrEqual(2);
    const wins = portal.callsOf('win').filter((w) => w.body.playerId === round.playerId);
    expect(wins.length).toBe(delivered.attempts);
    expect(portal.balanceOf(round.playerId)).toBe('120.00');
  });

  it('keeps a win queued while the portal cannot be reached, and delivers it when it can', async () => {
    let refused = 0;
    const real = createHttpPost();
    const flaky: HttpPost = async (...args) => {
      if (refused < 4) {
        refused += 1;
        throw new Error('connect ECONNREFUSED');
      }
      return real(...args);
    };
    const c = client({ post: flaky });
    const round = await openRound();
    await client().bet(target, round.bet);
    const delivery = c.win(target, round.win('5.00'));
    await until(() => refused >= 2);
    expect(c.pendingDeliveries()).toMatchObject([
      { call: 'win', id: round.win('5.00').transactionId },
    ]);
    expect(c.pendingDeliveries()[0]!.lastFailure).toContain('NETWORK');
    expect(await delivery).toMatchObject({ delivered: true, status: 'OK', attempts: 5 });
    await c.whenIdle();
    expect(portal.balanceOf(round.playerId)).toBe('95.00');
    real.close();
  });

  it('counts a non-OK answer as delivered (no endless retry) and reports the status', async () => {
    const c = client();
    const round = await openRound();
    // No bet in this round: the portal answers BET_NOT_FOUND.
    const delivered = await c.win(target, round.win('5.00'));
    expect(delivered).toMatchObject({ delivered: true, status: 'BET_NOT_FOUND', attempts: 1 });
    expect(portal.balanceOf(round.playerId)).toBe('100.00');
  });

  it('close() ends the retries; an undelivered win resolves as not delivered', async () => {
    const c = client({ post: async () => ({ status: 503, text: 'down' }) });
    const round = await openRound();
    const delivery = c.win(target, round.win('5.00'));
    await until(() => (c.pendingDeliveries()[0]?.attempts ?? 0) >= 2);
    c.close();
    expect(await delivery).toMatchObject({ delivered: false, reason: 'CLOSED' });
  });
});

describe('bet statuses', () => {
  it('interprets refusals without retrying them', async () => {
    const c = client();
    const poor = await openRound('5.00', '10.00');
    const refused = await c.bet(target, poor.bet);
    expect(refused).toMatchObject({
      outcome: 'REFUSED',
      status: 'INSUFFICIENT_FUNDS',
      balance: '5.00',
      attempts: 1,
    });

    const wrongSecret = client({ seed: 'not-the-portal-seed' });
    const other = await openRound();
    expect(await wrongSecret.bet(target, other.bet)).toMatchObject({
      outcome: 'REFUSED',
      status: 'INVALID_SIGNATURE',
      attempts: 1,
    });
    expect(portal.balanceOf(other.playerId)).toBe('100.00');
  });

  it('a repeated bet answers the first answer; the same id with other data is a duplicate', async () => {
    const c = client();
    const round = await openRound();
    const first = await c.bet(target, round.bet);
    const again = await c.bet(target, round.bet);
    expect(again).toEqual(first);
    expect(portal.balanceOf(round.playerId)).toBe('90.00');
    const changed = await c.bet(target, { ...round.bet, amount: '11.00' });
    expect(changed).toMatchObject({ outcome: 'REFUSED', status: 'DUPLICATE_TRANSACTION' });
  });

  it('gives a bet up after its attempts and rolls it back through the queue', async () => {
    const c = client({ betAttempts: 2, timeoutMs: 400 });
    const round = await openRound();
    portal.misbehave('bet', { mode: 'DELAY', times: 2, delayMs: 1500 });
    const result = await c.bet(target, round.bet);
    expect(result).toMatchObject({
      outcome: 'UNKNOWN',
      reason: 'TIMEOUT',
      attempts: 2,
      rollbackTransactionId: `${round.bet.transactionId}-rb`,
    });
    if (result.outcome !== 'UNKNOWN') throw new Error('expected UNKNOWN');
    expect(await result.rollback).toMatchObject({ delivered: true, status: 'OK' });
    expect(portal.balanceOf(round.playerId)).toBe('100.00');
  });

  it('reads: player and balance', async () => {
    const c = client();
    const round = await openRound('42.00');
    const player = await c.player(target, { requestId: 'req-1', token: round.token });
    expect(player).toMatchObject({ outcome: 'OK', response: { playerId: round.playerId } });
    const bogus = await c.player(target, { requestId: 'req-2', token: 'no-such-token-0000' });
    expect(bogus).toMatchObject({ outcome: 'REFUSED', status: 'INVALID_TOKEN' });
    const balance = await c.balance(target, { requestId: 'req-3', playerId: round.playerId });
    expect(balance).toMatchObject({ outcome: 'OK', response: { balance: '42.00' } });
    const down = client({ post: async () => ({ status: 502, text: '' }) });
    expect(
      await down.balance(target, { requestId: 'req-4', playerId: round.playerId }),
    ).toMatchObject({ outcome: 'UNAVAILABLE', reason: 'SERVER_ERROR' });
  });
});
