import { randomBytes } from 'node:crypto';
import {
  buildCrashChain,
  crashPayout,
  crashPoint,
  formatHundredths,
  multiplierAt,
  timeToReach,
} from '@portal/fair';
import { nodeHmacSha256, nodeSha256Hex, randomServerSeed } from '@portal/fair/node';
import type { CrashState, InhouseBetResult } from '@portal/contracts/inhouse';
import type { Db, Executor } from '../../db/client.ts';
import * as repo from './crash.repo.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatAmount, parseAmount } from '@portal/contracts/money';
import type { Job } from '../../lib/jobs.ts';
import type { CatalogService } from '../games/catalog.service.ts';
import { maskUsername } from '../games/catalog.service.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import type { TurnoverService } from '../wallet/turnover.service.ts';

interface Merchant {
  id: number;
  currency: string;
  currencySymbol: string;
}

/** Rounds per chain: a new chain (and commitment) is made when one runs out. */
const CHAIN_LENGTH = 10_000;
export const BETTING_MS = 6_000;
export const COOLDOWN_MS = 3_000;
const GAME_CODE = 'BGS_CRASH';
const MAX_PAYOUT = 100_000_000n;

type RoundRow = repo.CrashRoundRow;
type BetRow = repo.CrashBetRow;

export type CrashService = ReturnType<typeof createCrashService>;

/**
 * The crash game: one shared round per white label, driven by a job that holds an advisory lock
 * (one node advances rounds). Round n's crash point is HMAC(chain[n], `salt:n:0`) through the fair
 * engine; chain[n] hashes to chain[n−1], published before round n, and is revealed when the round
 * crashes. Cash-outs are timed on the server clock with the same growth curve the page draws.
 */
export function createCrashService(deps: {
  db: Db;
  ledger: LedgerService;
  catalog: CatalogService;
  turnover: TurnoverService;
  onBalanceChange: (merchant: Merchant, memberId: number, balance?: bigint) => void;
  now?: () => Date;
}) {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());
  const chains = new Map<number, { salt: string; commitment: string; elements: string[] }>();

  async function chainOf(t: Executor, merchantId: number) {
    const cached = chains.get(merchantId);
    if (cached) return cached;
    let row = await repo.findChain(t, merchantId);
    if (!row) {
      const terminalSeed = randomServerSeed();
      const elements = buildCrashChain(terminalSeed, CHAIN_LENGTH, nodeSha256Hex);
      await repo.insertChain(t, {
        merchantId,
        terminalSeed,
        length: CHAIN_LENGTH,
        salt: randomBytes(16).toString('hex'),
        commitment: elements[0]!,
      });
      row = await repo.findChain(t, merchantId);
    }
    const elements = buildCrashChain(row!.terminalSeed, row!.length, nodeSha256Hex);
    const chain = { salt: row!.salt, commitment: row!.commitment, elements };
    chains.set(merchantId, chain);
    return chain;
  }

  const latestRound = (t: Executor, merchantId: number) => repo.latestRound(t, merchantId);

  async function gameName(merchantId: number, on: Executor = db) {
    const snap = await deps.catalog.snapshot(merchantId, on);
    return snap.games.find((g) => g.vendor === 'BGS' && g.code === GAME_CODE);
  }

  async function settleBet(
    t: Executor,
    merchant: Merchant,
    round: RoundRow,
    bet: BetRow,
    cashoutHundredths: number | null,
    name: string,
  ) {
    const won =
      cashoutHundredths === null
        ? 0n
        : crashPayout(bet.stake, cashoutHundredths, round.crashPointHundredths);
    const updated = await repo.settleBet(t, bet.id, {
      status: won > 0n ? 'WON' : 'LOST',
      cashoutHundredths,
      payout: won,
    });
    if (!updated) return undefined;
    let balance: bigint | undefined;
    if (won > 0n) {
      const main = await ledger.memberAccountId(merchant, bet.memberId, 'MAIN', t);
      const house = await ledger.houseAccountId(merchant, 'PROVIDER:BGS', t);
      const posted = await ledger.postIn(t, {
        merchantId: merchant.id,
        kind: 'WIN',
        key: { source: 'INHOUSE_CRASH', externalId: String(bet.id), operation: 'WIN' },
        memberId: bet.memberId,
        reference: name,
        lines: [
          { accountId: main, amount: won },
          { accountId: house, amount: -won },
        ],
      });
      balance = posted.balances.get(main);
    }
    await repo.recordBet(t, {
      merchantId: merchant.id,
      memberId: bet.memberId,
      vendor: 'BGS',
      roundId: `CR${bet.id}`,
      vendorBetId: `CR${bet.id}`,
      gameCode: GAME_CODE,
      gameName: name,
      category: 'BGS',
      stake: bet.stake,
      validBet: bet.stake,
      payout: won,
      status: 'SETTLED',
      placedAt: bet.createdAt,
      settledAt: now(),
    });
    await deps.turnover.recordValidBetIn(t, bet.memberId, bet.stake, 'BGS');
    return { updated, balance };
  }

  /** One step of a white label's round: open, start, pay auto cash-outs, crash. */
  async function advance(
    t: Executor,
    merchant: Merchant,
    at: Date,
    afterCommit: (task: () => void) => void,
  ) {
    const game = await gameName(merchant.id, t);
    if (!game) return;
    const round = await latestRound(t, merchant.id);
    const ms = at.getTime();
    if (!round || (round.phase === 'CRASHED' && ms >= round.crashedAt!.getTime() + COOLDOWN_MS)) {
      const chain = await chainOf(t, merchant.id);
      const next = (round?.roundNumber ?? 0) + 1;
      if (next >= chain.elements.length) return; // chain used up: a new one is a console task
      await repo.insertRound(t, {
        merchantId: merchant.id,
        roundNumber: next,
        phase: 'BETTING',
        startsAt: new Date(ms + BETTING_MS),
        crashPointHundredths: crashPoint(nodeHmacSha256, chain.elements[next]!, chain.salt, next),
      });
      return;
    }
    if (round.phase === 'BETTING' && ms >= round.startsAt.getTime()) {
      await repo.setRound(t, round.id, { phase: 'RUNNING' });
      round.phase = 'RUNNING';
    }
    if (round.phase !== 'RUNNING') return;
    // Never negative, even when this node's clock is behind the one that opened the round.
    const elapsed = Math.max(0, ms - round.startsAt.getTime());
    const current = Math.min(multiplierAt(elapsed), round.crashPointHundredths);
    const due = await repo.activeBets(t, round.id, current);
    for (const bet of due) {
      const result = await settleBet(
        t,
        merchant,
        round,
        bet,
        bet.autoCashoutHundredths,
        game.nameEn,
      );
      const balance = result?.balance;
      // Told after the job's transaction commits: a rolled-back pass paid nothing.
      if (balance !== undefined) {
        afterCommit(() => deps.onBalanceChange(merchant, bet.memberId, balance));
      }
    }
    if (elapsed >= timeToReach(Math.max(100, round.crashPointHundredths))) {
      const crashedAt = new Date(
        round.startsAt.getTime() + timeToReach(Math.max(100, round.crashPointHundredths)),
      );
      await repo.setRound(t, round.id, { phase: 'CRASHED', crashedAt });
      const losers = await repo.activeBets(t, round.id);
      for (const bet of losers) await settleBet(t, merchant, round, bet, null, game.nameEn);
    }
  }

  /** The job that drives every white label's round (one node at a time, by advisory lock). */
  const job: Job = {
    name: 'crash-rounds',
    everyMs: 200,
    run: async (t, at, afterCommit) => {
      // Read through the job's transaction: it holds the lock (and PGlite's one connection).
      const rows = await repo.crashMerchants(t, GAME_CODE);
      for (const merchant of rows) await advance(t, merchant, at, afterCommit);
    },
  };

  const current = new Map<number, RoundRow>();

  async function state(merchantId: number): Promise<CrashState> {
    const chain = await chainOf(db, merchantId);
    const round = await latestRound(db, merchantId);
    if (round) current.set(merchantId, round);
    const history = await repo.crashHistory(db, merchantId, 20);
    const roundBets = round ? await repo.roundBets(db, round.id) : [];
    const number = round?.roundNumber ?? 0;
    const crashed = round?.phase === 'CRASHED';
    return {
      roundNumber: number,
      phase: (round?.phase ?? 'CRASHED') as CrashState['phase'],
      startsAt: (round?.startsAt ?? now()).toISOString(),
      serverTime: now().toISOString(),
      crashPointHundredths: crashed ? round.crashPointHundredths : null,
      seed: crashed ? chain.elements[number]! : null,
      seedHash: chain.elements[Math.max(0, number - 1)]!,
      salt: chain.salt,
      bets: roundBets.map(({ bet, username }) => ({
        player: maskUsername(username),
        stake: formatAmount(bet.stake),
        autoCashout: bet.autoCashoutHundredths ? formatHundredths(bet.autoCashoutHundredths) : null,
        cashedOutAt: bet.cashoutHundredths ? formatHundredths(bet.cashoutHundredths) : null,
        payout: bet.status === 'ACTIVE' ? null : formatAmount(bet.payout),
      })),
      history,
    };
  }

  async function placeBet(
    merchant: Merchant,
    memberId: number,
    input: { requestId: string; stake: string; autoCashoutHundredths?: number | undefined },
  ) {
    const stake = parseAmount(input.stake);
    if (stake === null || stake <= 0n) throw new AppError('VALIDATION_FAILED');
    const game = await gameName(merchant.id);
    if (!game) throw new AppError('GAME_NOT_FOUND');
    if (stake < game.minBet || stake > game.maxBet) {
      throw new AppError('GAME_BET_LIMIT', {
        params: { min: formatAmount(game.minBet), max: formatAmount(game.maxBet) },
      });
    }
    if (
      input.autoCashoutHundredths &&
      (stake * BigInt(input.autoCashoutHundredths)) / 100n > MAX_PAYOUT
    ) {
      throw new AppError('GAME_BET_LIMIT', {
        params: { min: formatAmount(game.minBet), max: formatAmount(game.maxBet) },
      });
    }
    const result = await db.transaction(async (t) => {
      const existing = await repo.betByRequest(t, memberId, input.requestId);
      if (existing) return { bet: existing, balance: undefined };
      const round = await latestRound(t, merchant.id);
      if (!round || round.phase !== 'BETTING' || round.startsAt.getTime() <= now().getTime()) {
        throw new AppError('GAME_ROUND_CLOSED');
      }
      const bet = await repo.insertBet(t, {
        merchantId: merchant.id,
        roundId: round.id,
        memberId,
        stake,
        autoCashoutHundredths: input.autoCashoutHundredths ?? null,
        status: 'ACTIVE',
        requestId: input.requestId,
      });
      if (!bet) throw new AppError('GAME_ROUND_IN_PROGRESS'); // already in this round
      const main = await ledger.memberAccountId(merchant, memberId, 'MAIN', t);
      const house = await ledger.houseAccountId(merchant, 'PROVIDER:BGS', t);
      const posted = await ledger.postIn(t, {
        merchantId: merchant.id,
        kind: 'BET',
        key: { source: 'INHOUSE_CRASH', externalId: String(bet.id), operation: 'BET' },
        memberId,
        reference: game.nameEn,
        lines: [
          { accountId: main, amount: -stake },
          { accountId: house, amount: stake },
        ],
      });
      return { bet, balance: posted.balances.get(main) };
    });
    if (result.bet.stake !== stake) throw new AppError('IDEMPOTENCY_CONFLICT');
    if (result.balance !== undefined) deps.onBalanceChange(merchant, memberId, result.balance);
    return answer(merchant, memberId, result.bet.id, result.balance);
  }

  /** Cashes out at the multiplier on the server clock, if the round has not crashed yet. */
  async function cashout(merchant: Merchant, memberId: number, roundNumber: number) {
    const game = await gameName(merchant.id);
    const result = await db.transaction(async (t) => {
      const round = await repo.roundByNumber(t, merchant.id, roundNumber);
      if (!round) throw new AppError('GAME_ROUND_NOT_FOUND');
      const bet = await repo.lockMemberBet(t, round.id, memberId);
      if (!bet) throw new AppError('GAME_ROUND_NOT_FOUND');
      const elapsed = now().getTime() - round.startsAt.getTime();
      const at = multiplierAt(Math.max(0, elapsed));
      if (
        bet.status !== 'ACTIVE' ||
        round.phase !== 'RUNNING' ||
        elapsed < 0 ||
        at < 101 ||
        // Crashed in real time, whatever the driving job has recorded yet.
        elapsed >= timeToReach(Math.max(100, round.crashPointHundredths))
      ) {
        throw new AppError('GAME_ROUND_CLOSED');
      }
      const settled = await settleBet(t, merchant, round, bet, at, game?.nameEn ?? 'Crash');
      if (!settled) throw new AppError('GAME_ROUND_CLOSED');
      return { betId: bet.id, balance: settled.balance };
    });
    if (result.balance !== undefined) deps.onBalanceChange(merchant, memberId, result.balance);
    return answer(merchant, memberId, result.betId, result.balance);
  }

  async function answer(
    merchant: Merchant,
    memberId: number,
    betId: number,
    balance?: bigint,
  ): Promise<InhouseBetResult> {
    const row = await repo.betWithRound(db, betId);
    const { bet, round } = row!;
    const chain = await chainOf(db, merchant.id);
    const crashed = round.phase === 'CRASHED';
    const multiplierScaled = bet.status === 'WON' ? (bet.cashoutHundredths ?? 0) * 100 : 0;
    return {
      round: {
        roundId: bet.id,
        ref: null,
        game: 'crash',
        stake: formatAmount(bet.stake),
        payout: formatAmount(bet.payout),
        multiplier: `${Math.trunc(multiplierScaled / 10_000)}.${String(multiplierScaled % 10_000).padStart(4, '0')}`,
        status: bet.status === 'ACTIVE' ? 'OPEN' : 'SETTLED',
        outcome: {
          roundNumber: round.roundNumber,
          cashOutHundredths: bet.cashoutHundredths,
          autoCashoutHundredths: bet.autoCashoutHundredths,
          crashPointHundredths: crashed ? round.crashPointHundredths : null,
        },
        serverSeedHash: chain.elements[round.roundNumber - 1]!,
        clientSeed: chain.salt,
        nonce: round.roundNumber,
        serverSeed: crashed ? chain.elements[round.roundNumber]! : null,
        createdAt: bet.createdAt.toISOString(),
      },
      balance: formatAmount(balance ?? (await ledger.mainBalance(memberId))),
      seeds: {
        serverSeedHash: chain.elements[round.roundNumber - 1]!,
        clientSeed: chain.salt,
        nonce: round.roundNumber,
      },
    };
  }

  /**
   * The live multiplier of the white label's running round on this node's clock, from the round
   * last read by `state`; undefined once the curve has reached the crash point (the round is
   * over in real time, whatever the driving job has recorded yet).
   */
  function tickOf(merchantId: number): number | undefined {
    const round = current.get(merchantId);
    if (!round || round.phase !== 'RUNNING') return undefined;
    const m = multiplierAt(Math.max(0, now().getTime() - round.startsAt.getTime()));
    return m >= round.crashPointHundredths ? undefined : m;
  }

  return {
    job,
    advance,
    state,
    placeBet,
    cashout,
    tickOf,
    latestRound: (id: number) => latestRound(db, id),
  };
}
