import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  bets,
  gameVendors,
  ledgerTransactions,
  members,
  merchants,
} from '../../db/schema/index.ts';
import { SEAMLESS_SLOT, startSeamlessPortal, vendorCall } from '../../../test/vendor-fixture.ts';
import { memberCall, newPlayer, rid } from '../../../test/wallet-client.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';
import { createTurnoverService } from '../wallet/turnover.service.ts';

const SLOT = SEAMLESS_SLOT;
const VENDOR = SLOT.vendor;

describe('seamless wallet (vendor → portal)', () => {
  let app: FastifyInstance;
  let db: Db;
  let vendor: Awaited<ReturnType<typeof startSeamlessPortal>>['vendor'];
  let nodeId: number;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, db, vendor, nodeId, close } = await startSeamlessPortal());
  });
  afterAll(() => close?.());

  /** A funded member who launched the slot: the token and player id the vendor received. */
  async function launched(balance = 100_000n) {
    const player = await newPlayer(app, db, { balance, paymentPassword: false });
    const res = await memberCall(app, player.token, 'POST', '/wps/game/launchGame', {
      nodeId,
      mode: 'REAL',
    });
    expect(res.status).toBe(200);
    const launch = vendor.launches.at(-1)!;
    expect(launch.gameCode).toBe(SLOT.code);
    return { ...player, launchToken: launch.token, playerId: launch.playerId };
  }

  const betBody = (p: { playerId: string; launchToken: string }, amount: string, extra = {}) => ({
    transactionId: `b-${rid()}`,
    playerId: p.playerId,
    token: p.launchToken,
    roundId: `r-${rid()}`,
    gameCode: SLOT.code,
    amount,
    currency: 'BDT',
    ...extra,
  });
  const balanceOf = async (token: string) =>
    (await memberCall(app, token, 'GET', '/wps/v2/wallets/balance')).body.value.balance as string;

  it('answers the player for a launch token, and INVALID_TOKEN for others', async () => {
    const p = await launched();
    const ok = await vendorCall(app, VENDOR, 'player', {
      requestId: rid(),
      token: p.launchToken,
    });
    expect(ok.body).toMatchObject({ status: 'OK', playerId: p.playerId, balance: '1000.00' });
    const bad = await vendorCall(app, VENDOR, 'player', {
      requestId: rid(),
      token: 'x'.repeat(40),
    });
    expect(bad.body.status).toBe('INVALID_TOKEN');
    const otherVendor = await vendorCall(app, 'ZZ9', 'player', {
      requestId: rid(),
      token: p.launchToken,
    });
    expect(otherVendor.body.status).toBe('INVALID_TOKEN');
  });

  it('bet then win moves the wallet and settles one row in the betting record', async () => {
    const p = await launched();
    const bet = betBody(p, '10.00');
    const placed = await vendorCall(app, VENDOR, 'bet', bet);
    expect(placed.body).toMatchObject({ status: 'OK', balance: '990.00', currency: 'BDT' });
    const won = await vendorCall(app, VENDOR, 'win', {
      transactionId: `w-${rid()}`,
      playerId: p.playerId,
      roundId: bet.roundId,
      gameCode: SLOT.code,
      amount: '25.00',
      currency: 'BDT',
      roundEnded: true,
    });
    expect(won.body).toMatchObject({ status: 'OK', balance: '1015.00' });
    expect(await balanceOf(p.token)).toBe('1015.00');

    const [row] = await db
      .select()
      .from(bets)
      .where(and(eq(bets.vendor, VENDOR), eq(bets.roundId, bet.roundId)));
    expect(row).toMatchObject({
      status: 'SETTLED',
      stake: 1_000n,
      validBet: 1_000n,
      payout: 2_500n,
    });
    const record = await memberCall(app, p.token, 'GET', '/wps/member/records/bets?pageSize=5');
    expect(record.body.value.list[0]).toMatchObject({ stake: '10.00', payout: '25.00' });
  });

  it('a round lost (ended by a zero win) answers OK, and its stake counts toward a bonus’s wagering at the game weight', async () => {
    const p = await launched();
    const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
    const ledger = createLedgerService({ db });
    const turnover = createTurnoverService({ db });
    // A bonus of 10.00 with 10× wagering where this slot's category counts half.
    const posted = await ledger.post({
      merchantId: merchant!.id,
      kind: 'BONUS',
      key: { source: 'TEST', externalId: rid(), operation: 'BONUS' },
      memberId: p.id,
      lines: [
        { accountId: await ledger.houseAccountId(merchant!, 'BONUS_EXPENSE'), amount: -1_000n },
        { accountId: await ledger.memberAccountId(merchant!, p.id, 'MAIN'), amount: 1_000n },
      ],
    });
    await db.transaction((t) =>
      turnover.attachIn(t, {
        merchantId: merchant!.id,
        memberId: p.id,
        sourceKind: 'BONUS',
        transactionId: posted.transactionId,
        amount: 10_000n,
        centiMultiplier: 100,
        weights: { [SLOT.category]: 50 },
      }),
    );
    const bet = betBody(p, '10.00');
    expect((await vendorCall(app, VENDOR, 'bet', bet)).body.status).toBe('OK');
    const won = await vendorCall(app, VENDOR, 'win', {
      transactionId: `w-${rid()}`,
      playerId: p.playerId,
      roundId: bet.roundId,
      gameCode: SLOT.code,
      amount: '0.00',
      currency: 'BDT',
      roundEnded: true,
    });
    expect(won.body.status, JSON.stringify(won.body)).toBe('OK');
    expect(await turnover.outstanding(p.id)).toBe(10_000n - 500n);
  });

  it('a repeated bet answers the first result and moves once; changed data is a duplicate', async () => {
    const p = await launched();
    const bet = betBody(p, '5.00');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => vendorCall(app, VENDOR, 'bet', bet)),
    );
    for (const a of answers) expect(a.body).toMatchObject({ status: 'OK', balance: '995.00' });
    expect(new Set(answers.map((a) => a.body.reference)).size).toBe(1);
    const moved = await db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.externalId, bet.transactionId));
    expect(moved).toHaveLength(1);
    const changed = await vendorCall(app, VENDOR, 'bet', { ...bet, amount: '6.00' });
    expect(changed.body.status).toBe('DUPLICATE_TRANSACTION');
    expect(await balanceOf(p.token)).toBe('995.00');
  });

  it('refuses bad signatures, tampered bodies and other keys before reading anything', async () => {
    const p = await launched();
    const bet = betBody(p, '10.00');
    const wrongKey = await vendorCall(app, VENDOR, 'bet', bet, { seed: 'another-seed-entirely' });
    expect(wrongKey).toMatchObject({ status: 401, body: { status: 'INVALID_SIGNATURE' } });
    const signedOther = await vendorCall(app, VENDOR, 'bet', bet, {
      signature: 'f'.repeat(64),
    });
    expect(signedOther.status).toBe(401);
    const unsigned = await app.inject({
      method: 'POST',
      url: `/provider/v1/${VENDOR}/bet`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(bet),
    });
    expect(unsigned.statusCode).toBe(401);
    // Signed for another vendor's path: the key differs, so it fails too.
    const otherPath = await vendorCall(app, 'JL', 'bet', bet, {});
    expect(otherPath.body.status).not.toBe('OK');
    expect(await balanceOf(p.token)).toBe('1000.00');
  });

  it('answers 400 for a malformed body and 404 for an unknown call', async () => {
    const p = await launched();
    const bad = await vendorCall(app, VENDOR, 'bet', { ...betBody(p, '10.00'), amount: '1e3' });
    expect(bad).toMatchObject({ status: 400, body: { status: 'BAD_REQUEST' } });
    const notJson = await vendorCall(app, VENDOR, 'bet', undefined, { raw: '{not json' });
    expect(notJson.status).toBe(400);
    const unknown = await vendorCall(app, VENDOR, 'jackpot', {});
    expect(unknown.status).toBe(404);
    expect(await balanceOf(p.token)).toBe('1000.00');
  });

  it('a rollback before its bet is remembered: the late bet is refused and nothing moves', async () => {
    const p = await launched();
    const bet = betBody(p, '10.00');
    const rolled = await vendorCall(app, VENDOR, 'rollback', {
      transactionId: `rb-${rid()}`,
      playerId: p.playerId,
      roundId: bet.roundId,
      gameCode: SLOT.code,
      betTransactionId: bet.transactionId,
    });
    expect(rolled.body).toMatchObject({ status: 'OK', balance: '1000.00' });
    const late = await vendorCall(app, VENDOR, 'bet', bet);
    expect(late.body.status).toBe('TRANSACTION_ROLLED_BACK');
    expect(await balanceOf(p.token)).toBe('1000.00');
  });

  it('a timed-out bet that the vendor rolls back leaves the balance where it started', async () => {
    const p = await launched();
    const bet = betBody(p, '40.00');
    // The portal took the bet but the vendor never saw the answer (timeout)...
    expect((await vendorCall(app, VENDOR, 'bet', bet)).body.balance).toBe('960.00');
    // ...so it rolls the bet back, twice (its retry), then a stale retry of the bet arrives.
    const rollback = {
      transactionId: `rb-${rid()}`,
      playerId: p.playerId,
      roundId: bet.roundId,
      gameCode: SLOT.code,
      betTransactionId: bet.transactionId,
    };
    expect((await vendorCall(app, VENDOR, 'rollback', rollback)).body.balance).toBe('1000.00');
    expect((await vendorCall(app, VENDOR, 'rollback', rollback)).body.balance).toBe('1000.00');
    expect((await vendorCall(app, VENDOR, 'bet', bet)).body.status).toBe('TRANSACTION_ROLLED_BACK');
    expect(await balanceOf(p.token)).toBe('1000.00');
    const [row] = await db.select().from(bets).where(eq(bets.roundId, bet.roundId));
    expect(row).toMatchObject({ status: 'ROLLED_BACK', stake: 0n });
  });

  it('refuses a win for a round whose bet was rolled back', async () => {
    const p = await launched();
    const bet = betBody(p, '10.00');
    await vendorCall(app, VENDOR, 'bet', bet);
    await vendorCall(app, VENDOR, 'rollback', {
      transactionId: `rb-${rid()}`,
      playerId: p.playerId,
      roundId: bet.roundId,
      gameCode: SLOT.code,
      betTransactionId: bet.transactionId,
    });
    const win = await vendorCall(app, VENDOR, 'win', {
      transactionId: `w-${rid()}`,
      playerId: p.playerId,
      roundId: bet.roundId,
      gameCode: SLOT.code,
      amount: '50.00',
      currency: 'BDT',
      roundEnded: true,
    });
    expect(win.body.status).toBe('BET_NOT_FOUND');
    expect(await balanceOf(p.token)).toBe('1000.00');
  });

  it('refuses a bet above the balance and records nothing', async () => {
    const p = await launched(1_000n);
    const bet = betBody(p, '20.00');
    expect((await vendorCall(app, VENDOR, 'bet', bet)).body.status).toBe('INSUFFICIENT_FUNDS');
    expect(await balanceOf(p.token)).toBe('10.00');
    const rows = await db.select().from(bets).where(eq(bets.roundId, bet.roundId));
    expect(rows).toHaveLength(0);
  });

  it('refuses stakes outside the game limits', async () => {
    const p = await launched(100_000_000n);
    const tooBig = (BigInt(SLOT.maxBet.replace('.', '')) + 100n).toString();
    const amount = `${tooBig.slice(0, -2)}.${tooBig.slice(-2)}`;
    expect((await vendorCall(app, VENDOR, 'bet', betBody(p, amount))).body.status).toBe(
      'BET_LIMIT',
    );
    expect((await vendorCall(app, VENDOR, 'bet', betBody(p, '0.00'))).body.status).toBe(
      'BET_LIMIT',
    );
  });

  it('after logout: new bets are refused, the open round still gets its win', async () => {
    const p = await launched();
    const bet = betBody(p, '10.00');
    await vendorCall(app, VENDOR, 'bet', bet);
    await memberCall(app, p.token, 'DELETE', '/wps/session/logout');
    const again = await vendorCall(app, VENDOR, 'bet', betBody(p, '10.00'));
    expect(again.body.status).toBe('INVALID_TOKEN');
    const win = await vendorCall(app, VENDOR, 'win', {
      transactionId: `w-${rid()}`,
      playerId: p.playerId,
      roundId: bet.roundId,
      gameCode: SLOT.code,
      amount: '30.00',
      currency: 'BDT',
      roundEnded: true,
    });
    expect(win.body).toMatchObject({ status: 'OK', balance: '1020.00' });
  });

  it('under maintenance: bets are refused, wins and rollbacks still land', async () => {
    const p = await launched();
    const open = betBody(p, '10.00');
    await vendorCall(app, VENDOR, 'bet', open);
    const second = betBody(p, '10.00');
    await vendorCall(app, VENDOR, 'bet', second);
    await db.update(gameVendors).set({ maintenance: true }).where(eq(gameVendors.code, VENDOR));
    try {
      const refused = await vendorCall(app, VENDOR, 'bet', betBody(p, '10.00'));
      expect(refused.body.status).toBe('GAME_MAINTENANCE');
      const win = await vendorCall(app, VENDOR, 'win', {
        transactionId: `w-${rid()}`,
        playerId: p.playerId,
        roundId: open.roundId,
        gameCode: SLOT.code,
        amount: '15.00',
        currency: 'BDT',
        roundEnded: true,
      });
      expect(win.body.status).toBe('OK');
      const rolled = await vendorCall(app, VENDOR, 'rollback', {
        transactionId: `rb-${rid()}`,
        playerId: p.playerId,
        roundId: second.roundId,
        gameCode: SLOT.code,
        betTransactionId: second.transactionId,
      });
      expect(rolled.body).toMatchObject({ status: 'OK', balance: '1005.00' });
    } finally {
      await db.update(gameVendors).set({ maintenance: false }).where(eq(gameVendors.code, VENDOR));
    }
  });

  it('a settled round refuses further wins, and end-round settles an open one once', async () => {
    const p = await launched();
    const bet = betBody(p, '10.00');
    await vendorCall(app, VENDOR, 'bet', bet);
    const end = {
      requestId: rid(),
      playerId: p.playerId,
      roundId: bet.roundId,
      gameCode: SLOT.code,
    };
    expect((await vendorCall(app, VENDOR, 'end-round', end)).body.status).toBe('OK');
    expect((await vendorCall(app, VENDOR, 'end-round', end)).body.status).toBe('OK');
    const late = await vendorCall(app, VENDOR, 'win', {
      transactionId: `w-${rid()}`,
      playerId: p.playerId,
      roundId: bet.roundId,
      gameCode: SLOT.code,
      amount: '10.00',
      currency: 'BDT',
    });
    expect(late.body.status).toBe('ROUND_CLOSED');
    expect(await balanceOf(p.token)).toBe('990.00');
  });

  it('another player cannot use a launch token or win on someone else’s round', async () => {
    const a = await launched();
    const b = await launched();
    const stolen = await vendorCall(
      app,
      VENDOR,
      'bet',
      betBody(b, '10.00', { token: a.launchToken }),
    );
    expect(stolen.body.status).toBe('INVALID_TOKEN');
    const bet = betBody(a, '10.00');
    await vendorCall(app, VENDOR, 'bet', bet);
    const win = await vendorCall(app, VENDOR, 'win', {
      transactionId: `w-${rid()}`,
      playerId: b.playerId,
      roundId: bet.roundId,
      gameCode: SLOT.code,
      amount: '99.00',
      currency: 'BDT',
    });
    expect(win.body.status).toBe('BET_NOT_FOUND');
    expect(await balanceOf(b.token)).toBe('1000.00');
  });

  it('a player id must name a member of its own white label at a vendor serving it; never a 500', async () => {
    const p = await launched();
    const [nova] = await db
      .select({ id: members.id, merchantId: members.merchantId })
      .from(members)
      .innerJoin(merchants, eq(merchants.id, members.merchantId))
      .where(and(eq(merchants.code, 'nova'), eq(members.username, 'player01')));
    const demoMerchantId = Number(p.playerId.split('-')[0]);
    // A member of Nova (INR) named under the demo white label (BDT), and ids past 2^31.
    const foreign = [
      `${demoMerchantId}-${nova!.id}`,
      `${nova!.merchantId}-${p.id}`,
      `${demoMerchantId}-99999999999`,
      `99999999999-${p.id}`,
      `0-${p.id}`,
    ];
    for (const playerId of foreign) {
      const balance = await vendorCall(app, VENDOR, 'balance', { requestId: rid(), playerId });
      expect(balance.status, playerId).toBe(200);
      expect(balance.body, playerId).toEqual({ status: 'PLAYER_NOT_FOUND' });
      const bet = await vendorCall(app, VENDOR, 'bet', betBody({ ...p, playerId }, '1.00'));
      expect(bet.status, playerId).toBe(200);
      expect(bet.body.status, playerId).toBe('PLAYER_NOT_FOUND');
    }
    // A vendor this white label's catalog does not have.
    const unknown = await vendorCall(app, 'ZZ9', 'balance', {
      requestId: rid(),
      playerId: p.playerId,
    });
    expect(unknown.body).toEqual({ status: 'PLAYER_NOT_FOUND' });
    expect(await balanceOf(p.token)).toBe('1000.00');
  });

  it('an amount past what the ledger holds is a BAD_REQUEST, never a 500', async () => {
    const p = await launched();
    const bet = await vendorCall(app, VENDOR, 'bet', betBody(p, '9999999999999.00'));
    expect(bet).toMatchObject({ status: 200, body: { status: 'BAD_REQUEST' } });
    const placed = betBody(p, '1.00');
    await vendorCall(app, VENDOR, 'bet', placed);
    const win = await vendorCall(app, VENDOR, 'win', {
      transactionId: `w-${rid()}`,
      playerId: p.playerId,
      roundId: placed.roundId,
      gameCode: SLOT.code,
      amount: '9999999999999.00',
      currency: 'BDT',
    });
    expect(win).toMatchObject({ status: 200, body: { status: 'BAD_REQUEST' } });
    expect(await balanceOf(p.token)).toBe('999.00');
  });
});
