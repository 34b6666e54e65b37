import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { bets, ledgerTransactions, providerTransactions } from '../../db/schema/index.ts';
import { SEAMLESS_SLOT, startSeamlessPortal, vendorCall } from '../../../test/vendor-fixture.ts';
import { memberCall, newPlayer, rid } from '../../../test/wallet-client.ts';

const VENDOR = SEAMLESS_SLOT.vendor;

/**
 * With bets and vendor transactions partitioned by month, no unique index stops a second row of
 * one round or transaction id at another instant; the key locks do (docs/SCALING.md). Calls race
 * here as a vendor's retries and parallel spins would.
 */
describe('exactly once over month partitions (vendor → portal)', () => {
  let app: FastifyInstance;
  let db: Db;
  let vendor: Awaited<ReturnType<typeof startSeamlessPortal>>['vendor'];
  let nodeId: number;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, db, vendor, nodeId, close } = await startSeamlessPortal());
  });
  afterAll(() => close?.());

  async function launched() {
    const player = await newPlayer(app, db, { balance: 100_000n, paymentPassword: false });
    const res = await memberCall(app, player.token, 'POST', '/wps/game/launchGame', {
      nodeId,
      mode: 'REAL',
    });
    expect(res.status).toBe(200);
    const launch = vendor.launches.at(-1)!;
    return { ...player, launchToken: launch.token, playerId: launch.playerId };
  }

  const bet = (p: { playerId: string; launchToken: string }, roundId: string, id = rid()) => ({
    transactionId: `b-${id}`,
    playerId: p.playerId,
    token: p.launchToken,
    roundId,
    gameCode: SEAMLESS_SLOT.code,
    amount: '2.00',
    currency: 'BDT',
  });

  it('bets racing into one new round make one bet row holding every stake', async () => {
    const p = await launched();
    const roundId = `r-${rid()}`;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => vendorCall(app, VENDOR, 'bet', bet(p, roundId))),
    );
    for (const a of answers) expect(a.body.status).toBe('OK');
    const rows = await db
      .select()
      .from(bets)
      .where(and(eq(bets.vendor, VENDOR), eq(bets.vendorBetId, roundId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'OPEN', stake: 2_400n });
  });

  it('one transaction id sent many times at once is recorded and moves money once', async () => {
    const p = await launched();
    const call = bet(p, `r-${rid()}`);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => vendorCall(app, VENDOR, 'bet', call)),
    );
    expect(new Set(answers.map((a) => a.body.reference)).size).toBe(1);
    const recorded = await db
      .select()
      .from(providerTransactions)
      .where(eq(providerTransactions.transactionId, call.transactionId));
    expect(recorded).toHaveLength(1);
    const moved = await db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.externalId, call.transactionId));
    expect(moved).toHaveLength(1);
    const [row] = await db.select().from(bets).where(eq(bets.vendorBetId, call.roundId));
    expect(row?.stake).toBe(200n);
  });
});
