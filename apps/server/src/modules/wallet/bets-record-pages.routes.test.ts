import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { memberCall, newPlayer, rid } from '../../../test/wallet-client.ts';
import { bets } from '../../db/schema/index.ts';
import { runJobOnce } from '../../lib/jobs.ts';
import { createRetentionJob } from '../bets/retention.ts';

interface Row {
  stake: string;
  placedAt: string;
  gameName: string;
}

/**
 * The betting record pages over month partitions: a member's bets of several months (and one in
 * the DEFAULT partition) page in order, whole and without repeats, by time and by amount.
 */
describe('betting record pages across months', () => {
  let t: TestApp;
  let player: Awaited<ReturnType<typeof newPlayer>>;
  const now = Date.now();
  // 23 bets, one every ~11 days back over eight months, stakes all different; one far ahead.
  const placed = Array.from({ length: 23 }, (_, i) => new Date(now - i * 11 * 86_400_000 - i));
  placed.push(new Date(now + 400 * 86_400_000));

  beforeAll(async () => {
    t = await buildTestApp();
    player = await newPlayer(t.app, t.database.db);
    const other = await newPlayer(t.app, t.database.db);
    const row = (memberId: number, at: Date, i: number) => {
      const id = rid();
      return {
        merchantId: player.merchantId,
        memberId,
        vendor: 'PG',
        vendorBetId: id,
        roundId: id,
        gameCode: 'pg-1',
        gameName: `game ${i}`,
        category: 'RNG',
        stake: BigInt(((i * 7) % 24) + 1) * 100n,
        validBet: 100n,
        placedAt: at,
        settledAt: at,
      };
    };
    const rows = [
      ...placed.map((at, i) => row(player.id, at, i)),
      ...placed.map((at, i) => row(other.id, at, i)),
    ];
    // The past months get partitions of their own; the far one stays in DEFAULT.
    await t.database.db.insert(bets).values(rows.filter((r) => r.placedAt.getTime() <= now));
    await runJobOnce(t.database.db, createRetentionJob());
    await t.database.db.insert(bets).values(rows.filter((r) => r.placedAt.getTime() > now));
  });
  afterAll(() => t?.app.close());

  async function all(query: string) {
    const seen: Row[] = [];
    for (let pageNo = 1; pageNo <= 4; pageNo++) {
      const res = await memberCall(
        t.app,
        player.token,
        'GET',
        `/wps/member/records/bets?pageSize=7&pageNo=${pageNo}&${query}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.value.total).toBe(placed.length);
      seen.push(...(res.body.value.list as Row[]));
    }
    return seen;
  }

  it('pages newest first and oldest first, every bet once', async () => {
    const newest = await all('order=desc');
    const times = placed.map((d) => d.toISOString()).sort();
    expect(newest.map((b) => b.placedAt)).toEqual([...times].reverse());
    const oldest = await all('order=asc');
    expect(oldest.map((b) => b.placedAt)).toEqual(times);
  });

  it('pages by amount', async () => {
    const byAmount = await all('sort=amount&order=desc');
    const stakes = byAmount.map((b) => Number(b.stake));
    expect(stakes).toEqual([...stakes].sort((a, b) => b - a));
    expect(new Set(byAmount.map((b) => b.gameName)).size).toBe(placed.length);
  });
});
