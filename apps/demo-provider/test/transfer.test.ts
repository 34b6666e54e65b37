import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_SIGNATURE_HEADER, TransferResponseSchema } from '@portal/contracts/provider';
import { signBody, vendorSecret } from '@portal/contracts/provider-signing';
import { SEED, postSigned, startProvider, type RunningProvider } from './helpers.ts';

let provider: RunningProvider;
let withFaults: RunningProvider;

beforeAll(async () => {
  provider = await startProvider();
  withFaults = await startProvider({ faults: true });
});
afterAll(async () => {
  await provider.close();
  await withFaults.close();
});

const transfer = (over: Record<string, string> = {}) => ({
  reference: 'tr-1',
  playerId: 'tp1',
  vendor: 'PG',
  direction: 'IN',
  amount: '100.00',
  currency: 'BDT',
  ...over,
});

describe('transfer wallet', () => {
  it('is idempotent by reference and refuses an OUT above the balance', async () => {
    const url = `${provider.url}/transfer`;
    const first = await postSigned(url, transfer());
    expect(first).toEqual({
      status: 200,
      json: { status: 'OK', state: 'SUCCESS', balance: '100.00' },
    });
    expect(await postSigned(url, transfer())).toEqual(first);
    expect(await postSigned(url, transfer({ amount: '50.00' }))).toEqual({
      status: 200,
      json: { status: 'DUPLICATE_TRANSACTION', state: 'FAILED' },
    });

    const tooMuch = await postSigned(
      url,
      transfer({ reference: 'tr-2', direction: 'OUT', amount: '150.00' }),
    );
    expect(tooMuch.json).toEqual({
      status: 'INSUFFICIENT_FUNDS',
      state: 'FAILED',
      balance: '100.00',
    });
    const out = await postSigned(
      url,
      transfer({ reference: 'tr-3', direction: 'OUT', amount: '40.00' }),
    );
    expect(out.json).toEqual({ status: 'OK', state: 'SUCCESS', balance: '60.00' });
    // Replaying the failed OUT gives the same FAILED answer, even though it would fit now.
    const replay = await postSigned(
      url,
      transfer({ reference: 'tr-2', direction: 'OUT', amount: '150.00' }),
    );
    expect(replay.json).toEqual(tooMuch.json);

    // Another vendor keeps its own balance for the same player.
    const other = await postSigned(
      url,
      transfer({ vendor: 'JDB', reference: 'tr-1', amount: '5.00' }),
    );
    expect(other.json).toEqual({ status: 'OK', state: 'SUCCESS', balance: '5.00' });

    const status = `${provider.url}/transfer/status`;
    expect((await postSigned(status, { reference: 'tr-3', vendor: 'PG' })).json).toEqual({
      status: 'OK',
      state: 'SUCCESS',
      balance: '60.00',
    });
    expect((await postSigned(status, { reference: 'tr-2', vendor: 'PG' })).json).toMatchObject({
      status: 'OK',
      state: 'FAILED',
    });
    expect((await postSigned(status, { reference: 'nope', vendor: 'PG' })).json).toEqual({
      status: 'OK',
      state: 'NOT_FOUND',
    });
  });

  it('checks signatures and shapes like the launch call', async () => {
    const wrong = await postSigned(`${provider.url}/transfer`, transfer({ reference: 'sig' }), {
      seed: 'other',
    });
    expect(wrong).toEqual({ status: 401, json: { status: 'INVALID_SIGNATURE', state: 'FAILED' } });
    const statusQuery = await postSigned(
      `${provider.url}/transfer/status`,
      { reference: 'sig', vendor: 'PG' },
      { seed: 'other' },
    );
    expect(statusQuery).toEqual({
      status: 401,
      json: { status: 'INVALID_SIGNATURE', state: 'UNKNOWN' },
    });
    // Signed for PG but claims JDB: the body's vendor picks the secret, so it fails.
    const raw = JSON.stringify(transfer({ reference: 'sig2', vendor: 'JDB' }));
    const res = await fetch(`${provider.url}/transfer`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [PROVIDER_SIGNATURE_HEADER]: signBody(vendorSecret(SEED, 'PG'), raw),
      },
      body: raw,
    });
    expect(res.status).toBe(401);
    const shape = await postSigned(`${provider.url}/transfer`, transfer({ direction: 'SIDEWAYS' }));
    expect(shape).toEqual({ status: 400, json: { status: 'BAD_REQUEST', state: 'FAILED' } });
    // Every answer fits the contract's TransferResponse, errors included.
    for (const answer of [wrong.json, statusQuery.json, shape.json]) {
      expect(TransferResponseSchema.safeParse(answer).success).toBe(true);
    }
  });
});

describe('transfer faults (UNKNOWN at the portal, resolved with /transfer/status)', () => {
  it('is switched off unless the app is built with faults: true', async () => {
    const res = await fetch(`${provider.url}/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'FAIL', count: 1 }),
    });
    expect(res.status).toBe(404);
  });

  async function fault(body: object) {
    const res = await fetch(`${withFaults.url}/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
  }

  /** The portal's side: a signed transfer with a 1 s timeout. */
  async function portalTransfer(
    body: object,
  ): Promise<'TIMEOUT' | { status: number; json: unknown }> {
    const raw = JSON.stringify(body);
    try {
      const res = await fetch(`${withFaults.url}/transfer`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [PROVIDER_SIGNATURE_HEADER]: signBody(vendorSecret(SEED, 'PG'), raw),
        },
        body: raw,
        signal: AbortSignal.timeout(1000),
      });
      return { status: res.status, json: await res.json() };
    } catch {
      return 'TIMEOUT';
    }
  }

  it('DELAY: applied but answered too late; status says SUCCESS and a retry does not apply it twice', async () => {
    await fault({ mode: 'DELAY', count: 1, delayMs: 2500 });
    const body = transfer({ reference: 'slow-1', playerId: 'tf1', amount: '70.00' });
    expect(await portalTransfer(body)).toBe('TIMEOUT');
    const status = await postSigned(`${withFaults.url}/transfer/status`, {
      reference: 'slow-1',
      vendor: 'PG',
    });
    expect(status.json).toEqual({ status: 'OK', state: 'SUCCESS', balance: '70.00' });
    expect(await portalTransfer(body)).toEqual({
      status: 200,
      json: { status: 'OK', state: 'SUCCESS', balance: '70.00' },
    });
    const next = await portalTransfer(
      transfer({ reference: 'slow-2', playerId: 'tf1', amount: '1.00' }),
    );
    expect(next).toEqual({
      status: 200,
      json: { status: 'OK', state: 'SUCCESS', balance: '71.00' },
    });
  });

  it('FAIL: not applied, 500; status says NOT_FOUND and the transfer can no longer happen', async () => {
    await fault({ mode: 'FAIL', count: 1 });
    const body = transfer({ reference: 'lost-1', playerId: 'tf2', amount: '30.00' });
    expect(await portalTransfer(body)).toEqual({
      status: 500,
      json: { status: 'INTERNAL_ERROR', state: 'UNKNOWN' },
    });
    const status = await postSigned(`${withFaults.url}/transfer/status`, {
      reference: 'lost-1',
      vendor: 'PG',
    });
    expect(status.json).toEqual({ status: 'OK', state: 'NOT_FOUND' });
    // The portal has given it up (e.g. refunded the player); if it arrives now it must fail.
    const late = await portalTransfer(body);
    expect(late).toEqual({
      status: 200,
      json: { status: 'TRANSACTION_ROLLED_BACK', state: 'FAILED', balance: '0.00' },
    });
    expect(withFaults.app.provider.transfers.balanceOf('PG', 'tf2', 'BDT')).toBe(0n);
  });

  it('FAIL affects only the next N transfers', async () => {
    await fault({ mode: 'FAIL', count: 2 });
    const a = await portalTransfer(transfer({ reference: 'n-1', playerId: 'tf3' }));
    const b = await portalTransfer(transfer({ reference: 'n-2', playerId: 'tf3' }));
    const c = await portalTransfer(transfer({ reference: 'n-3', playerId: 'tf3' }));
    expect([a, b].map((r) => (r === 'TIMEOUT' ? r : r.status))).toEqual([500, 500]);
    expect(c).toEqual({ status: 200, json: { status: 'OK', state: 'SUCCESS', balance: '100.00' } });
  });
});
