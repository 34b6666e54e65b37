import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProviderApp } from '@portal/demo-provider/app';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { adminCall, signIn } from '../../../test/operator-client.ts';
import { memberCall, newPlayer, rid } from '../../../test/wallet-client.ts';
import { DEFAULT_PROVIDER_SEED } from '../register-vendors.ts';
import { GAMES, VENDORS } from '../games/catalog/catalog-data.ts';
import { vendorSecret } from '@portal/contracts/provider-signing';
import { createLedgerService } from '../wallet/ledger.service.ts';
import { createTransferWalletService } from './transfer-wallet.service.ts';
import { createVendorClient } from './vendor-client.ts';

/**
 * Transfer-wallet vendors through the real demo vendor (apps/demo-provider) on loopback: the
 * member's money moves to the vendor and back by signed transfers, and a transfer whose answer
 * is lost is settled later from the vendor's status call.
 */
let t: TestApp;
let vendor: FastifyInstance;
let vendorUrl: string;
let owner: string;
const VENDOR = 'PG';

beforeAll(async () => {
  vendor = buildProviderApp({ faults: true });
  vendorUrl = await vendor.listen({ host: '127.0.0.1', port: 0 });
  t = await buildTestApp({ providerUrl: vendorUrl, catalogTtlMs: 0 });
  // This vendor keeps the member's money itself while they play.
  await t.database.db.execute(
    sql`update game_vendors set wallet = 'TRANSFER' where code = ${VENDOR}`,
  );
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
});
afterAll(async () => {
  await t?.app.close();
  // The lost-answer tests leave sockets the vendor still counts as busy until its keep-alive
  // timeout (72 s); this vendor is going away with the test.
  vendor?.server.closeAllConnections();
  await vendor?.close();
});

const ledger = () => createLedgerService({ db: t.database.db });
const main = (memberId: number) => ledger().mainBalance(memberId);
const atVendor = (p: { id: number; merchantId: number }) =>
  vendor.provider.transfers.balanceOf(VENDOR, `${p.merchantId}-${p.id}`, 'BDT');
const fault = (mode: 'FAIL' | 'DELAY' | 'NONE', delayMs = 0) =>
  vendor.provider.transfers.setFault(mode === 'NONE' ? undefined : { mode, count: 1, delayMs });

async function reconcileOk() {
  const report = await adminCall(t.app, 'GET', '/wps/admin/wallet/reconciliation', owner);
  expect(report.body.value).toMatchObject({ ok: true, total: '0.00', unbalanced: [], drift: [] });
}

function mover(token: string) {
  return (direction: 'IN' | 'OUT', amount: string, requestId = rid()) =>
    memberCall(t.app, token, 'POST', '/wps/wallet/game-transfer', {
      vendor: VENDOR,
      direction,
      amount,
      requestId,
    });
}

/** The transfer service on the test database with a short vendor timeout (lost answers). */
function impatientService(timeoutMs: number, now?: () => Date) {
  return createTransferWalletService({
    db: t.database.db,
    ledger: ledger(),
    vendors: createVendorClient({
      baseUrl: vendorUrl,
      secretOf: (code) => vendorSecret(DEFAULT_PROVIDER_SEED, code),
      timeoutMs,
    }),
    merchantById: async (id) => ({ id, currency: 'BDT', currencySymbol: '৳' }),
    onBalanceChange: () => {},
    now,
  });
}

describe('transfer-wallet vendors', () => {
  it('moves money to the vendor and back; the vendor decides what it holds', async () => {
    const p = await newPlayer(t.app, t.database.db, { balance: 100_000n });
    const move = mover(p.token);
    const key = rid();
    expect((await move('IN', '200', key)).body.value).toEqual({
      recalled: '200.00',
      balance: '800.00',
    });
    expect(atVendor(p)).toBe(20_000n);
    // A retry moves nothing more; the same key with other data is refused.
    expect((await move('IN', '200', key)).body.value.balance).toBe('800.00');
    expect((await move('IN', '201', key)).status).toBe(422);
    expect(atVendor(p)).toBe(20_000n);

    const tooMuch = await move('OUT', '250');
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.code).toBe('WALLET_INSUFFICIENT_FUNDS');
    expect(await main(p.id)).toBe(80_000n);

    expect((await move('OUT', '50')).body.value.balance).toBe('850.00');
    expect(atVendor(p)).toBe(15_000n);
    const funds = await memberCall(t.app, p.token, 'GET', '/wps/member/info/funds/consolidated');
    expect(funds.body.value.vendors).toEqual([{ vendor: VENDOR, balance: '150.00' }]);
    await reconcileOk();
  });

  it('recall brings back what the vendor holds after play, once, however many recalls race', async () => {
    const p = await newPlayer(t.app, t.database.db, { balance: 50_000n });
    await mover(p.token)('IN', '300');
    // The member won 42.50 at the vendor.
    vendor.provider.transfers.credit(VENDOR, `${p.merchantId}-${p.id}`, 'BDT', 4_250n);
    const recalls = await Promise.all(
      [1, 2, 3].map(() =>
        memberCall(t.app, p.token, 'POST', '/wps/relay/GCS_walletTransfer', { vendor: VENDOR }),
      ),
    );
    expect(recalls.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(recalls.map((r) => String(r.body.value.recalled)).sort()).toEqual([
      '0.00',
      '0.00',
      '342.50',
    ]);
    expect(await main(p.id)).toBe(54_250n);
    expect(atVendor(p)).toBe(0n);
    const funds = await memberCall(t.app, p.token, 'GET', '/wps/member/info/funds/consolidated');
    expect(funds.body.value).toMatchObject({ main: '542.50', vendors: [], total: '542.50' });
    // The vendor's win shows on its house account, not as a broken ledger.
    await reconcileOk();
  });

  it('an IN the vendor never applied (500) is PENDING, then refunded by the resolver', async () => {
    const p = await newPlayer(t.app, t.database.db, { balance: 10_000n });
    const key = rid();
    fault('FAIL');
    const lost = await mover(p.token)('IN', '40', key);
    expect(lost.status).toBe(409);
    expect(lost.body.code).toBe('WALLET_TRANSFER_PENDING');
    // The money is in flight: off the main wallet, not yet at the vendor.
    expect(await main(p.id)).toBe(6_000n);
    expect(atVendor(p)).toBe(0n);

    // Too early to ask: a fresh transfer may still be on its way.
    const svc = impatientService(2_000);
    expect(await svc.resolvePending()).toBe(0);
    const later = impatientService(2_000, () => new Date(Date.now() + 60_000));
    expect(await later.resolvePending(new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await main(p.id)).toBe(10_000n);
    // The retry of the same request answers what became of it; nothing moves twice.
    const retry = await mover(p.token)('IN', '40', key);
    expect(retry.body.code).toBe('WALLET_TRANSFER_REFUSED');
    expect(await main(p.id)).toBe(10_000n);
    expect(atVendor(p)).toBe(0n);
    await reconcileOk();
  });

  it('an OUT whose answer was lost after the vendor applied it is credited by the resolver', async () => {
    const p = await newPlayer(t.app, t.database.db, { balance: 10_000n });
    await mover(p.token)('IN', '60');
    // The vendor applies the transfer at once but answers after the portal has stopped waiting.
    const svc = impatientService(400);
    const merchant = { id: p.merchantId, currency: 'BDT', currencySymbol: '৳' };
    fault('DELAY', 1_500);
    const outcome = await svc.move(merchant, {
      memberId: p.id,
      vendor: VENDOR,
      direction: 'OUT',
      amount: 2_500n,
      key: rid(),
    });
    expect(outcome.state).toBe('PENDING');
    for (let waited = 0; atVendor(p) !== 3_500n && waited < 10_000; waited += 50) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(atVendor(p)).toBe(3_500n);
    expect(await main(p.id)).toBe(4_000n);

    const at = new Date(Date.now() + 60_000);
    expect(await impatientService(2_000, () => at).resolvePending(at)).toBeGreaterThanOrEqual(1);
    expect(await main(p.id)).toBe(6_500n);
    const funds = await memberCall(t.app, p.token, 'GET', '/wps/member/info/funds/consolidated');
    expect(funds.body.value.vendors).toEqual([{ vendor: VENDOR, balance: '35.00' }]);
    await reconcileOk();
  });

  it('a launch moves the main balance to a transfer vendor; launching elsewhere brings it back', async () => {
    const p = await newPlayer(t.app, t.database.db, { balance: 12_345n });
    const nodeOf = async (vendorCode: string) => {
      const code = GAMES.find(
        (g) =>
          g.vendor === vendorCode &&
          !g.vassalage &&
          g.category !== 'LOTT' &&
          g.category !== 'ELOTT',
      )!.code;
      const list = await t.app.inject({
        method: 'GET',
        url: `/lgw/games/list?vassalage=${vendorCode}&pageSize=999`,
      });
      return (list.json().value.content as { nodeId: number; gameCode: string }[]).find(
        (g) => g.gameCode === code,
      )!.nodeId;
    };
    const launch = async (vendorCode: string) =>
      memberCall(t.app, p.token, 'POST', '/wps/game/launchGame', {
        nodeId: await nodeOf(vendorCode),
        mode: 'REAL',
      });
    const opened = await launch(VENDOR);
    expect(opened.status).toBe(200);
    expect(opened.body.value.recallOnClose).toBe(true);
    expect(await main(p.id)).toBe(0n);
    expect(atVendor(p)).toBe(12_345n);
    // The member played and lost 3.45 at the vendor.
    expect(vendor.provider.transfers.debit(VENDOR, `${p.merchantId}-${p.id}`, 'BDT', 345n)).toBe(
      true,
    );
    const seamless = VENDORS.find(
      (v) => v.wallet === 'SEAMLESS' && !v.maintenance && GAMES.some((g) => g.vendor === v.code),
    )!.code;
    const elsewhere = await launch(seamless);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.value.recallOnClose).toBe(false);
    expect(await main(p.id)).toBe(12_000n);
    expect(atVendor(p)).toBe(0n);
    await reconcileOk();
  });

  it('recall after losing everything at the vendor leaves no money shown there', async () => {
    const p = await newPlayer(t.app, t.database.db, { balance: 5_000n });
    await mover(p.token)('IN', '20');
    expect(vendor.provider.transfers.debit(VENDOR, `${p.merchantId}-${p.id}`, 'BDT', 2_000n)).toBe(
      true,
    );
    const recall = await memberCall(t.app, p.token, 'POST', '/wps/relay/GCS_walletTransfer', {
      vendor: VENDOR,
    });
    expect(recall.body.value).toEqual({ recalled: '0.00', balance: '30.00' });
    const funds = await memberCall(t.app, p.token, 'GET', '/wps/member/info/funds/consolidated');
    expect(funds.body.value).toMatchObject({ main: '30.00', vendors: [], total: '30.00' });
    await reconcileOk();
  });

  it('refuses bad input and changes nothing', async () => {
    const p = await newPlayer(t.app, t.database.db, { balance: 10_000n });
    const move = mover(p.token);
    expect((await move('IN', '0')).status).toBe(400);
    expect((await move('IN', '200')).body.code).toBe('WALLET_INSUFFICIENT_FUNDS');
    expect(await main(p.id)).toBe(10_000n);
    expect(atVendor(p)).toBe(0n);
  });
});
