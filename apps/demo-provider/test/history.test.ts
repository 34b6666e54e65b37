import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BetHistoryResponseSchema } from '@portal/contracts/provider';
import { launch, pageApi, postSigned, startProvider, type RunningProvider } from './helpers.ts';

/**
 * The bet history of transfer-wallet play: every bet taken from a balance held here is served by
 * settled time on the signed `/bet-history` call, page by page in a stable order.
 */
let provider: RunningProvider;
let withFaults: RunningProvider;
// The vendor's clock, moved by the tests so settled times are known.
let clock = Date.parse('2026-03-01T10:00:00.000Z');
let players = 0;

beforeAll(async () => {
  provider = await startProvider({ now: () => clock });
  withFaults = await startProvider({ faults: true, now: () => clock });
});
afterAll(async () => {
  await provider.close();
  await withFaults.close();
});

const iso = (ms: number) => new Date(ms).toISOString();

/** A transfer-wallet session of a new player holding `amount` at the vendor. */
async function transferPlayer(on: RunningProvider, vendor: string, amount: string) {
  players += 1;
  const playerId = `1-${900 + players}`;
  const { sessionId } = await launch(on, { playerId, vendor, wallet: 'TRANSFER' });
  const moved = await postSigned(`${on.url}/transfer`, {
    reference: `in-${playerId}`,
    playerId,
    vendor,
    direction: 'IN',
    amount,
    currency: 'BDT',
  });
  expect(moved.json).toMatchObject({ state: 'SUCCESS' });
  return { playerId, sessionId };
}

const history = (
  on: RunningProvider,
  body: { vendor: string; from: string; to: string; page?: number; pageSize?: number },
  options: { seed?: string; vendor?: string } = {},
) => postSigned(`${on.url}/bet-history`, { page: 1, pageSize: 100, ...body }, options);

describe('bet history', () => {
  it('serves every transfer-wallet bet once settled, by settled time, in pages', async () => {
    const start = clock;
    const p = await transferPlayer(provider, 'PG', '50.00');
    const spins: { roundId: string; payout: string }[] = [];
    for (let i = 0; i < 3; i += 1) {
      clock += 1000;
      const spin = await pageApi(provider, p.sessionId, '/play', { stake: '1.00' });
      expect(spin.status).toBe(200);
      spins.push({ roundId: spin.json.roundId, payout: spin.json.payout });
    }
    // Another vendor's history is its own.
    const other = await transferPlayer(provider, 'JDB', '5.00');
    await pageApi(provider, other.sessionId, '/play', { stake: '1.00' });

    const window = { vendor: 'PG', from: iso(start), to: iso(clock + 1) };
    const all = await history(provider, window);
    expect(all.status).toBe(200);
    expect(BetHistoryResponseSchema.parse(all.json)).toMatchObject({
      status: 'OK',
      hasMore: false,
    });
    expect(all.json.bets).toHaveLength(3);
    expect(all.json.bets.map((b: { roundId: string }) => b.roundId)).toEqual(
      spins.map((s) => s.roundId),
    );
    expect(all.json.bets[0]).toMatchObject({
      playerId: p.playerId,
      gameCode: 'demo-slot',
      currency: 'BDT',
      stake: '1.00',
      payout: spins[0]!.payout,
      status: 'SETTLED',
      settledAt: iso(start + 1000),
    });
    const ids = new Set(all.json.bets.map((b: { betId: string }) => b.betId));
    expect(ids.size).toBe(3);

    // Page by page the same rows in the same order; the last page says there is no more.
    const pages = [];
    for (let page = 1; page <= 3; page += 1) {
      const one = await history(provider, { ...window, page, pageSize: 1 });
      expect(one.json.hasMore).toBe(page < 3);
      pages.push(...one.json.bets);
    }
    expect(pages).toEqual(all.json.bets);
    expect((await history(provider, { ...window, page: 4, pageSize: 1 })).json).toMatchObject({
      bets: [],
      hasMore: false,
    });

    // The window is [from, to): a bet settled at `to` is in the next window.
    const early = await history(provider, { ...window, to: iso(start + 2000) });
    expect(early.json.bets).toHaveLength(1);
    const late = await history(provider, { ...window, from: iso(start + 2000) });
    expect(late.json.bets).toHaveLength(2);
  });

  it('keeps no FUN bets', async () => {
    clock += 60_000;
    const start = clock;
    const { sessionId } = await launch(provider, {
      playerId: '1-77',
      vendor: 'PG',
      wallet: 'TRANSFER',
      mode: 'FUN',
    });
    clock += 1000;
    expect((await pageApi(provider, sessionId, '/play', { stake: '1.00' })).status).toBe(200);
    const served = await history(provider, { vendor: 'PG', from: iso(start), to: iso(clock + 1) });
    expect(served.json.bets).toEqual([]);
  });

  it('is signed like the transfer calls and refuses a bad query', async () => {
    const window = { vendor: 'PG', from: iso(clock - 60_000), to: iso(clock) };
    expect(await history(provider, window, { seed: 'not-the-seed' })).toEqual({
      status: 401,
      json: { status: 'INVALID_SIGNATURE' },
    });
    // Signed with JDB's secret for PG's history.
    expect((await history(provider, window, { vendor: 'JDB' })).status).toBe(401);
    for (const bad of [
      { ...window, pageSize: 1001 },
      { ...window, page: 0 },
      { ...window, to: window.from },
      { ...window, from: 'yesterday' },
    ]) {
      expect(await history(provider, bad)).toEqual({
        status: 400,
        json: { status: 'BAD_REQUEST' },
      });
    }
  });
});

describe('injected history rows (tests only)', () => {
  const inject = (on: RunningProvider, body: unknown) =>
    fetch(`${on.url}/__history`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('exist only with faults: true', async () => {
    const res = await inject(provider, {
      vendor: 'PG',
      bets: [{ betId: 'x', playerId: 'x', gameCode: 'x', stake: '1.00' }],
    });
    expect(res.status).toBe(404);
  });

  it('are served as given: duplicates twice, a replaced bet with its new status', async () => {
    clock += 60_000;
    const start = clock;
    const row = {
      betId: 'inj-1',
      playerId: 'nobody',
      gameCode: 'no-such-game',
      stake: '3.00',
      payout: '0.00',
      settledAt: iso(start + 500),
    };
    expect((await inject(withFaults, { vendor: 'EG2', bets: [row, row] })).status).toBe(200);
    const window = { vendor: 'EG2', from: iso(start), to: iso(start + 10_000) };
    const twice = await history(withFaults, window);
    expect(twice.json.bets).toEqual([
      { ...row, roundId: 'inj-1', currency: 'BDT', status: 'SETTLED', placedAt: iso(start) },
      { ...row, roundId: 'inj-1', currency: 'BDT', status: 'SETTLED', placedAt: iso(start) },
    ]);

    const voided = { ...row, status: 'VOID', settledAt: iso(start + 5000) };
    expect((await inject(withFaults, { vendor: 'EG2', bets: [voided], replace: true })).ok).toBe(
      true,
    );
    const after = await history(withFaults, window);
    expect(after.json.bets).toHaveLength(1);
    expect(after.json.bets[0]).toMatchObject({ betId: 'inj-1', status: 'VOID' });
    expect((await inject(withFaults, { vendor: 'EG2', bets: [{ betId: 1 }] })).status).toBe(400);
  });
});
