import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { crashPoint as fairCrashPoint, multiplierAt, timeToReach } from '@portal/fair';
import { nodeHmacSha256 } from '@portal/fair/node';
import type { Database, Db } from '../../db/client.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { bets, crashRounds, members, merchants } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { runJobOnce } from '../../lib/jobs.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { createCatalogService } from '../games/catalog.service.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';
import { createTurnoverService } from '../wallet/turnover.service.ts';
import { createCrashService } from './crash.service.ts';

describe('crash: one shared round on a hash chain', () => {
  let database: Database;
  let db: Db;
  let clock = Date.parse('2026-06-01T10:00:00Z');
  const at = () => new Date(clock);
  let merchant: { id: number; currency: string; currencySymbol: string };
  let crash: ReturnType<typeof createCrashService>;
  let ledger: ReturnType<typeof createLedgerService>;
  const players: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await prepareDatabase(database, { seed: 'always' });
    db = database.db;
    const [row] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
    merchant = row!;
    ledger = createLedgerService({ db });
    crash = createCrashService({
      db,
      ledger,
      catalog: createCatalogService({ db, ttlMs: 0 }),
      turnover: createTurnoverService({ db }),
      onBalanceChange: () => undefined,
      now: at,
    });
    const rows = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.merchantId, merchant.id))
      .limit(2);
    for (const { id } of rows) {
      players.push(id);
      const main = await ledger.memberAccountId(merchant, id, 'MAIN');
      const house = await ledger.houseAccountId(merchant, 'ADJUSTMENTS');
      await ledger.post({
        merchantId: merchant.id,
        kind: 'ADJUSTMENT',
        key: { source: 'TEST', externalId: `crash-fund-${id}`, operation: 'FUND' },
        memberId: id,
        lines: [
          { accountId: house, amount: -1_000_000n },
          { accountId: main, amount: 1_000_000n },
        ],
      });
    }
  });
  afterAll(async () => database?.close());

  const step = async (ms = 0) => {
    clock += ms;
    await runJobOnce(db, crash.job, at());
  };
  const current = async () => (await crash.latestRound(merchant.id))!;
  const expectCode = async (promise: Promise<unknown>, code: string) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(code);
  };

  /** Plays rounds until one whose crash point leaves room for the test (a 1.00× is ~2 %). */
  async function roundCrashingAbove(hundredths: number) {
    for (let i = 0; i < 50; i++) {
      await step();
      const round = await current();
      if (round.phase === 'BETTING' && round.crashPointHundredths > hundredths) return round;
      // Let this one run out: start it, jump past its crash and the cool-down.
      clock = Math.max(clock, round.startsAt.getTime());
      await step();
      await step(timeToReach(Math.max(100, round.crashPointHundredths)) + 10);
      await step(3_100);
    }
    throw new Error('no round above the wanted crash point in 50 rounds');
  }

  it('pays cash-outs below the crash point, takes the rest, and reveals a verifiable seed', async () => {
    const round = await roundCrashingAbove(150);
    const [a, b] = players as [number, number];
    const before = await ledger.mainBalance(a);
    await crash.placeBet(merchant, a, { requestId: 'crash-a-1', stake: '10.00' });
    await crash.placeBet(merchant, b, {
      requestId: 'crash-b-1',
      stake: '10.00',
      autoCashoutHundredths: 120,
    });
    // Betting closes at the start.
    clock = round.startsAt.getTime();
    await step();
    expect((await current()).phase).toBe('RUNNING');
    await expectCode(
      crash.placeBet(merchant, a, { requestId: 'crash-a-late', stake: '10.00' }),
      'GAME_ROUND_CLOSED',
    );
    // The auto cash-out pays at its target once the curve passes it.
    await step(timeToReach(120) + 5);
    // Player a cashes out by hand at the multiplier on the server clock.
    clock = round.startsAt.getTime() + timeToReach(140);
    const cashed = await crash.cashout(merchant, a, round.roundNumber);
    expect(cashed.round.payout).toBe('14.00');
    expect(multiplierAt(clock - round.startsAt.getTime())).toBe(140);
    expect(await ledger.mainBalance(a)).toBe(before - 1_000n + 1_400n);
    await expectCode(crash.cashout(merchant, a, round.roundNumber), 'GAME_ROUND_CLOSED');

    // Past the crash point the round is over: seed and crash point are revealed.
    await step(timeToReach(round.crashPointHundredths) + 10);
    const state = await crash.state(merchant.id);
    expect(state.phase).toBe('CRASHED');
    expect(state.crashPointHundredths).toBe(round.crashPointHundredths);
    expect(createHash('sha256').update(state.seed!).digest('hex')).toBe(state.seedHash);
    expect(fairCrashPoint(nodeHmacSha256, state.seed!, state.salt, round.roundNumber)).toBe(
      round.crashPointHundredths,
    );
    expect(state.bets.map((x) => x.payout).sort()).toEqual(['12.00', '14.00']);
    const record = await db.select().from(bets).where(eq(bets.gameCode, 'BGS_CRASH'));
    expect(record.map((r) => r.payout).sort()).toEqual([1_200n, 1_400n]);
  });

  it('a bet still in when it crashes loses; a late cash-out is refused', async () => {
    const round = await roundCrashingAbove(101);
    const [a] = players as [number];
    const before = await ledger.mainBalance(a);
    await crash.placeBet(merchant, a, { requestId: 'crash-a-2', stake: '10.00' });
    // The same request again is the same bet, not a second one.
    await crash.placeBet(merchant, a, { requestId: 'crash-a-2', stake: '10.00' });
    expect(await ledger.mainBalance(a)).toBe(before - 1_000n);
    clock = round.startsAt.getTime();
    await step();
    clock = round.startsAt.getTime() + timeToReach(round.crashPointHundredths) + 50;
    await expectCode(crash.cashout(merchant, a, round.roundNumber), 'GAME_ROUND_CLOSED');
    await step();
    const [row] = await db.select().from(crashRounds).where(eq(crashRounds.id, round.id));
    expect(row!.phase).toBe('CRASHED');
    expect(await ledger.mainBalance(a)).toBe(before - 1_000n);
    const totals = await ledger.reconcile(merchant.id);
    expect(totals.total).toBe(0n);
    expect(totals.drift).toHaveLength(0);
  });

  it('refuses stakes outside the limits', async () => {
    await roundCrashingAbove(100);
    const before = await ledger.mainBalance(players[0]!);
    await expectCode(
      crash.placeBet(merchant, players[0]!, { requestId: 'crash-big', stake: '99999999.00' }),
      'GAME_BET_LIMIT',
    );
    await expectCode(
      crash.placeBet(merchant, players[0]!, { requestId: 'crash-tiny', stake: '0.01' }),
      'GAME_BET_LIMIT',
    );
    expect(await ledger.mainBalance(players[0]!)).toBe(before);
  });
});
