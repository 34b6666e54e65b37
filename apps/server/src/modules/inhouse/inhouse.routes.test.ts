import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createFloatSource, minePositions, verifyRound } from '@portal/fair';
import { nodeCrypto, nodeHmacSha256 } from '@portal/fair/node';
import type { Db } from '../../db/client.ts';
import { bets, fairSeeds, inhouseRounds } from '../../db/schema/index.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { memberCall, newPlayer, rid } from '../../../test/wallet-client.ts';

describe('in-house games (provably fair)', () => {
  let app: FastifyInstance;
  let db: Db;

  beforeAll(async () => {
    const built = await buildTestApp({ catalogTtlMs: 0 });
    app = built.app;
    db = built.database.db;
  });
  afterAll(async () => app?.close());

  const player = (balance = 100_000n) => newPlayer(app, db, { balance, paymentPassword: false });
  const balanceOf = async (token: string) =>
    (await memberCall(app, token, 'GET', '/wps/v2/wallets/balance')).body.value.balance as string;
  const minor = (text: string) => BigInt(text.replace('.', ''));
  const activeSeed = async (memberId: number) =>
    (
      await db
        .select()
        .from(fairSeeds)
        .where(and(eq(fairSeeds.memberId, memberId), isNull(fairSeeds.revealedAt)))
    )[0]!;

  it('verifies a round by its unguessable reference only; ids enumerate nothing', async () => {
    const p = await player();
    const play = await memberCall(app, p.token, 'POST', '/wps/inhouse/bet', {
      requestId: rid(),
      game: 'limbo',
      stake: '10.00',
      params: { targetHundredths: 200 },
    });
    const round = play.body.value.round;
    expect(round.ref).toMatch(/^[0-9a-f]{32}$/);
    const mine = await memberCall(app, p.token, 'GET', '/wps/inhouse/rounds');
    expect(mine.body.value.list[0]).toMatchObject({ roundId: round.roundId, ref: round.ref });

    const get = (path: string, merchant = 'demo') =>
      app.inject({ method: 'GET', url: `/lgw/inhouse/rounds/${path}`, headers: { merchant } });
    const byRef = await get(round.ref);
    expect(byRef.statusCode).toBe(200);
    expect(byRef.json().value).toMatchObject({ ref: round.ref, nonce: round.nonce });
    // Walking sequential ids (the old way in) finds nothing, this round's own id included.
    for (const id of [round.roundId, round.roundId - 1, 1, 2, 3]) {
      const res = await get(String(id));
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json().code).toBe('GAME_ROUND_NOT_FOUND');
    }
    for (const unknown of ['0'.repeat(32), round.ref.toUpperCase(), `${round.ref}0`, 'x']) {
      const res = await get(unknown);
      expect(res.statusCode, unknown).toBe(404);
      expect(res.json()).toMatchObject({ code: 'GAME_ROUND_NOT_FOUND' });
    }
    // Another white label does not serve this one's rounds.
    expect((await get(round.ref, 'nova')).statusCode).toBe(404);
  });

  it('the data migration gives rounds played before references one each', async () => {
    const p = await player();
    for (let i = 0; i < 2; i += 1) {
      await memberCall(app, p.token, 'POST', '/wps/inhouse/bet', {
        requestId: rid(),
        game: 'slot',
        stake: '1.00',
      });
    }
    // As the rows were before 0012: no reference.
    await db.execute(sql.raw('alter table inhouse_rounds alter column ref drop not null'));
    await db.execute(sql`update inhouse_rounds set ref = null where member_id = ${p.id}`);
    const backfill = readFileSync(
      fileURLToPath(
        new URL('../../../drizzle/0013_inhouse_round_ref_backfill.sql', import.meta.url),
      ),
      'utf8',
    );
    await db.execute(sql.raw(backfill));
    await db.execute(sql.raw('alter table inhouse_rounds alter column ref set not null'));
    const refs = (
      await db
        .select({ ref: inhouseRounds.ref })
        .from(inhouseRounds)
        .where(eq(inhouseRounds.memberId, p.id))
    ).map((r) => r.ref);
    expect(refs).toHaveLength(2);
    for (const ref of refs) expect(ref).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(refs).size).toBe(2);
    const res = await app.inject({
      url: `/lgw/inhouse/rounds/${refs[0]}`,
      headers: { merchant: 'demo' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('commits to the server seed, counts nonces, and a rotated round verifies (tampered fails)', async () => {
    const p = await player();
    const seeds = await memberCall(app, p.token, 'GET', '/wps/inhouse/seeds');
    expect(seeds.body.value.current.nonce).toBe(0);
    const hash = seeds.body.value.current.serverSeedHash as string;

    const play = await memberCall(app, p.token, 'POST', '/wps/inhouse/bet', {
      requestId: rid(),
      game: 'dice',
      stake: '10.00',
      params: { direction: 'under', targetHundredths: 5000 },
    });
    expect(play.status).toBe(200);
    const round = play.body.value.round;
    expect(round).toMatchObject({ game: 'dice', nonce: 0, serverSeedHash: hash, serverSeed: null });
    expect(play.body.value.seeds.nonce).toBe(1);
    const expected = 100_000n - 1_000n + minor(round.payout as string);
    expect(minor(play.body.value.balance as string)).toBe(expected);

    const rotated = await memberCall(app, p.token, 'POST', '/wps/inhouse/seeds/rotate', {
      clientSeed: 'my lucky seed',
    });
    const revealed = rotated.body.value.previous;
    expect(createHash('sha256').update(revealed.serverSeed).digest('hex')).toBe(hash);
    expect(rotated.body.value.current).toMatchObject({ clientSeed: 'my lucky seed', nonce: 0 });

    const published = await app.inject({
      method: 'GET',
      url: `/lgw/inhouse/rounds/${round.ref}`,
      headers: { merchant: 'demo' },
    });
    const pub = published.json().value;
    expect(pub.serverSeed).toBe(revealed.serverSeed);
    const input = {
      game: 'dice' as const,
      serverSeed: pub.serverSeed as string,
      serverSeedHash: pub.serverSeedHash as string,
      clientSeed: pub.clientSeed as string,
      nonce: pub.nonce as number,
      params: { direction: 'under', targetHundredths: 5000 },
      result: pub.outcome,
    };
    expect(verifyRound(input as never, nodeCrypto).ok).toBe(true);
    expect(verifyRound({ ...input, nonce: 1 }, nodeCrypto).ok).toBe(false);
    const otherRoll = { ...pub.outcome, rollHundredths: (pub.outcome.rollHundredths + 1) % 10001 };
    expect(verifyRound({ ...input, result: otherRoll }, nodeCrypto).ok).toBe(false);
  });

  it('plays limbo, plinko and slot through the ledger and the betting record', async () => {
    const p = await player();
    let expected = 100_000n;
    for (const [game, params] of [
      ['limbo', { targetHundredths: 200 }],
      ['plinko', { rows: 12, risk: 'medium' }],
      ['slot', {}],
    ] as const) {
      const res = await memberCall(app, p.token, 'POST', '/wps/inhouse/bet', {
        requestId: rid(),
        game,
        stake: '5.00',
        params,
      });
      expect(res.status).toBe(200);
      expected += minor(res.body.value.round.payout as string) - 500n;
      expect(minor(res.body.value.balance as string)).toBe(expected);
    }
    const rows = await db.select().from(bets).where(eq(bets.memberId, p.id));
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.vendor === 'BGS' && r.status === 'SETTLED')).toBe(true);
  });

  it('a repeated request id answers the same round; other data under it is refused', async () => {
    const p = await player();
    const body = {
      requestId: rid(),
      game: 'dice',
      stake: '10.00',
      params: { direction: 'over', targetHundredths: 5000 },
    };
    const [a, b] = await Promise.all([
      memberCall(app, p.token, 'POST', '/wps/inhouse/bet', body),
      memberCall(app, p.token, 'POST', '/wps/inhouse/bet', body),
    ]);
    expect(a.body.value.round.roundId).toBe(b.body.value.round.roundId);
    const changed = await memberCall(app, p.token, 'POST', '/wps/inhouse/bet', {
      ...body,
      stake: '20.00',
    });
    expect(changed.status).toBe(422);
    expect((await activeSeed(p.id)).nonce).toBe(1);
  });

  it('refuses bad params, stakes outside limits, malformed client seeds and overdrafts', async () => {
    const p = await player(1_000n);
    const refused = [
      [
        { game: 'dice', stake: '1.00', params: { direction: 'under', targetHundredths: 99_99 } },
        'FAIR_PARAM_INVALID',
      ],
      [{ game: 'limbo', stake: '1.00', params: { targetHundredths: 100 } }, 'FAIR_PARAM_INVALID'],
      [
        { game: 'plinko', stake: '1.00', params: { rows: 20, risk: 'medium' } },
        'FAIR_PARAM_INVALID',
      ],
      [{ game: 'dice', stake: '0.001', params: {} }, 'VALIDATION_FAILED'],
      [
        {
          game: 'dice',
          stake: '999999.00',
          params: { direction: 'under', targetHundredths: 5000 },
        },
        'GAME_BET_LIMIT',
      ],
      [
        { game: 'dice', stake: '20.00', params: { direction: 'under', targetHundredths: 5000 } },
        'WALLET_INSUFFICIENT_FUNDS',
      ],
    ] as const;
    for (const [body, code] of refused) {
      const res = await memberCall(app, p.token, 'POST', '/wps/inhouse/bet', {
        requestId: rid(),
        ...body,
      });
      expect(res.body.code, JSON.stringify(body)).toBe(code);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    for (const clientSeed of ['a:b', '', 'x'.repeat(65), 'tab\there']) {
      const res = await memberCall(app, p.token, 'POST', '/wps/inhouse/seeds/rotate', {
        clientSeed,
      });
      expect(res.body.code).toBe('FAIR_CLIENT_SEED_INVALID');
    }
    expect(await balanceOf(p.token)).toBe('10.00');
    const seeds = await memberCall(app, p.token, 'GET', '/wps/inhouse/seeds');
    expect(seeds.body.value.current.nonce).toBe(0);
  });

  it('mines: safe reveals cash out at the engine multiplier; a mine takes the stake', async () => {
    const p = await player();
    const start = await memberCall(app, p.token, 'POST', '/wps/inhouse/mines/start', {
      requestId: rid(),
      stake: '10.00',
      mines: 3,
    });
    expect(start.status).toBe(200);
    const round = start.body.value.round;
    expect(round.status).toBe('OPEN');
    expect(start.body.value.balance).toBe('990.00');
    // The server seed stays secret while the round is open: rotating is refused.
    const rotate = await memberCall(app, p.token, 'POST', '/wps/inhouse/seeds/rotate', {});
    expect(rotate.body.code).toBe('GAME_ROUND_IN_PROGRESS');

    const seed = (await db.select().from(fairSeeds).where(eq(fairSeeds.memberId, p.id)))[0]!;
    const mines = minePositions(
      createFloatSource(nodeHmacSha256, {
        serverSeed: seed.serverSeed,
        clientSeed: seed.clientSeed,
        nonce: round.nonce as number,
      }),
      3,
    );
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((c) => !mines.includes(c));
    for (const cell of safe.slice(0, 2)) {
      const r = await memberCall(app, p.token, 'POST', '/wps/inhouse/mines/reveal', {
        roundId: round.roundId,
        cell,
      });
      expect(r.body.value.round.status).toBe('OPEN');
      expect(r.body.value.round.outcome.minePositions).toBeUndefined();
    }
    const out = await memberCall(app, p.token, 'POST', '/wps/inhouse/mines/cashout', {
      roundId: round.roundId,
    });
    // 0.99 × C(25,2)/C(22,2) = 1.2857 (four places, truncated).
    expect(out.body.value.round).toMatchObject({
      status: 'SETTLED',
      multiplier: '1.2857',
      payout: '12.85',
    });
    expect(out.body.value.balance).toBe('1002.85');

    const again = await memberCall(app, p.token, 'POST', '/wps/inhouse/mines/start', {
      requestId: rid(),
      stake: '10.00',
      mines: 24,
    });
    const seed2 = (await db.select().from(fairSeeds).where(eq(fairSeeds.memberId, p.id)))[0]!;
    const mines2 = minePositions(
      createFloatSource(nodeHmacSha256, {
        serverSeed: seed2.serverSeed,
        clientSeed: seed2.clientSeed,
        nonce: again.body.value.round.nonce as number,
      }),
      24,
    );
    const bust = await memberCall(app, p.token, 'POST', '/wps/inhouse/mines/reveal', {
      roundId: again.body.value.round.roundId,
      cell: mines2[0],
    });
    expect(bust.body.value.round).toMatchObject({ status: 'SETTLED', payout: '0.00' });
    expect(bust.body.value.round.outcome.minePositions).toHaveLength(24);
    expect(bust.body.value.balance).toBe('992.85');
    const late = await memberCall(app, p.token, 'POST', '/wps/inhouse/mines/cashout', {
      roundId: again.body.value.round.roundId,
    });
    expect(late.body.code).toBe('GAME_ROUND_CLOSED');
  });

  it('another member cannot play, cash out or list someone else’s round', async () => {
    const owner = await player();
    const other = await player();
    const start = await memberCall(app, owner.token, 'POST', '/wps/inhouse/mines/start', {
      requestId: rid(),
      stake: '10.00',
      mines: 5,
    });
    const roundId = start.body.value.round.roundId as number;
    const reveal = await memberCall(app, other.token, 'POST', '/wps/inhouse/mines/reveal', {
      roundId,
      cell: 0,
    });
    expect(reveal.body.code).toBe('GAME_ROUND_NOT_FOUND');
    const cash = await memberCall(app, other.token, 'POST', '/wps/inhouse/mines/cashout', {
      roundId,
    });
    expect(cash.body.code).toBe('GAME_ROUND_NOT_FOUND');
    const list = await memberCall(app, other.token, 'GET', '/wps/inhouse/rounds');
    expect(list.body.value.total).toBe(0);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/wps/inhouse/bet',
      payload: { requestId: rid(), game: 'slot', stake: '1.00', params: {} },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
