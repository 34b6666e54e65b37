import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  betExceptions,
  bets,
  games,
  ledgerTransactions,
  merchants,
} from '../../db/schema/index.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';
import { SEAMLESS_SLOT, startSeamlessPortal, vendorCall } from '../../../test/vendor-fixture.ts';
import { memberCall, newPlayer, rid } from '../../../test/wallet-client.ts';

const SLOT = SEAMLESS_SLOT;
const VENDOR = SLOT.vendor;

/**
 * The one-statement bet and win (seamless-calls.ts, migration 0018): concurrent calls share
 * statements, yet each is idempotent, refused on its own and answered after its commit.
 */
describe('seamless hot path (coalesced calls)', () => {
  let app: FastifyInstance;
  let db: Db;
  let vendor: Awaited<ReturnType<typeof startSeamlessPortal>>['vendor'];
  let nodeId: number;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, db, vendor, nodeId, close } = await startSeamlessPortal());
  });
  afterAll(() => close?.());

  async function launched(balance: bigint) {
    const player = await newPlayer(app, db, { balance, paymentPassword: false });
    const res = await memberCall(app, player.token, 'POST', '/wps/game/launchGame', {
      nodeId,
      mode: 'REAL',
    });
    expect(res.status).toBe(200);
    const launch = vendor.launches.at(-1)!;
    return { ...player, launchToken: launch.token, playerId: launch.playerId };
  }

  const betBody = (p: { playerId: string; launchToken: string }, amount: string) => ({
    transactionId: `b-${rid()}`,
    playerId: p.playerId,
    token: p.launchToken,
    roundId: `r-${rid()}`,
    gameCode: SLOT.code,
    amount,
    currency: 'BDT',
  });
  const balanceOf = async (token: string) =>
    (await memberCall(app, token, 'GET', '/wps/v2/wallets/balance')).body.value.balance as string;

  it('30 bets at once against funds for 20: exactly 20 pass, each refusal alone; repeats agree', async () => {
    const p = await launched(2_000n); // 20.00
    const calls = Array.from({ length: 30 }, () => betBody(p, '1.00'));
    const first = await Promise.all(calls.map((c) => vendorCall(app, VENDOR, 'bet', c)));
    const statuses = first.map((a) => a.body.status);
    expect(statuses.filter((s) => s === 'OK')).toHaveLength(20);
    expect(statuses.filter((s) => s === 'INSUFFICIENT_FUNDS')).toHaveLength(10);
    // Every accepted bet saw its own balance after it: 19.00 down to 0.00, each once.
    const balances = first.filter((a) => a.body.status === 'OK').map((a) => a.body.balance);
    expect(new Set(balances).size).toBe(20);
    expect(balances).toContain('0.00');
    expect(await balanceOf(p.token)).toBe('0.00');

    // The same calls again (a vendor's retries, all at once): the accepted ones answer exactly
    // what they answered; the refused ones were never recorded and are refused again.
    const again = await Promise.all(calls.map((c) => vendorCall(app, VENDOR, 'bet', c)));
    again.forEach((a, i) => {
      if (first[i]!.body.status === 'OK') expect(a.body).toEqual(first[i]!.body);
      else expect(a.body.status).toBe('INSUFFICIENT_FUNDS');
    });
    const moved = await db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.memberId, p.id));
    expect(moved.filter((t) => t.kind === 'BET')).toHaveLength(20);
    const rounds = await db.select().from(bets).where(eq(bets.memberId, p.id));
    expect(rounds).toHaveLength(20);

    const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
    const check = await createLedgerService({ db }).reconcile(merchant!.id);
    expect(check).toMatchObject({ total: 0n, unbalanced: [], drift: [] });
  });

  it('bets and wins of many players at once all settle, each round once', async () => {
    // One at a time: each launch is read back as the vendor's latest.
    const players = [];
    for (let i = 0; i < 6; i++) players.push(await launched(100_000n));
    const placed = players.flatMap((p) => [betBody(p, '2.00'), betBody(p, '3.00')]);
    const bet = await Promise.all(placed.map((b) => vendorCall(app, VENDOR, 'bet', b)));
    expect(bet.every((a) => a.body.status === 'OK')).toBe(true);
    const won = await Promise.all(
      placed.map((b) =>
        vendorCall(app, VENDOR, 'win', {
          transactionId: `w-${rid()}`,
          playerId: b.playerId,
          roundId: b.roundId,
          gameCode: SLOT.code,
          amount: '1.50',
          currency: 'BDT',
          roundEnded: true,
        }),
      ),
    );
    expect(won.every((a) => a.body.status === 'OK')).toBe(true);
    for (const p of players) {
      // 1000.00 − 2.00 − 3.00 + 2 × 1.50
      expect(await balanceOf(p.token)).toBe('998.00');
      const rows = await db.select().from(bets).where(eq(bets.memberId, p.id));
      expect(rows.map((r) => r.status)).toEqual(['SETTLED', 'SETTLED']);
      expect(rows.reduce((s, r) => s + r.validBet, 0n)).toBe(500n);
    }
  });

  it("refuses a win past the game's maximum multiplier, moves nothing and shows the operator", async () => {
    const p = await launched(100_000n);
    const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
    await db
      .update(games)
      .set({ maxMultiplier: 50 })
      .where(
        and(
          eq(games.merchantId, merchant!.id),
          eq(games.vendor, VENDOR),
          eq(games.code, SLOT.code),
        ),
      );
    try {
      const bet = betBody(p, '2.00');
      expect((await vendorCall(app, VENDOR, 'bet', bet)).body.status).toBe('OK');
      const win = (amount: string) =>
        vendorCall(app, VENDOR, 'win', {
          transactionId: `w-${rid()}`,
          playerId: p.playerId,
          roundId: bet.roundId,
          gameCode: SLOT.code,
          amount,
          currency: 'BDT',
        });
      // 2.00 × 50 = 100.00 is the most the round may pay, over all its wins.
      expect((await win('60.00')).body.status).toBe('OK');
      const over = await win('40.01');
      expect(over).toMatchObject({ status: 200, body: { status: 'WIN_LIMIT' } });
      expect(await balanceOf(p.token)).toBe('1058.00');
      const [exception] = await db
        .select()
        .from(betExceptions)
        .where(and(eq(betExceptions.vendor, VENDOR), eq(betExceptions.vendorBetId, bet.roundId)));
      expect(exception).toMatchObject({
        merchantId: merchant!.id,
        source: 'SEAMLESS',
        kind: 'WIN_OVER_LIMIT',
        resolvedAt: null,
      });
      expect(exception!.detail).toMatchObject({ amount: '4001', stake: '200', payout: '6000' });
      expect((await win('40.00')).body.status).toBe('OK');
    } finally {
      await db
        .update(games)
        .set({ maxMultiplier: 10_000 })
        .where(and(eq(games.vendor, VENDOR), eq(games.code, SLOT.code)));
    }
  });
});
