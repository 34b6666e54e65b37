import {
  FairParamError,
  GAMES,
  createFloatSource,
  formatScaled,
  isValidClientSeed,
  minePositions,
  minesMultiplierScaled,
  payout as payoutOf,
  playRound,
  plinkoPaytable,
  randomClientSeed,
  type GameKind,
} from '@portal/fair';
import { randomBytes } from 'node:crypto';
import { nodeHmacSha256, nodeSha256Hex, randomServerSeed } from '@portal/fair/node';
import {
  ROUND_REF_PATTERN,
  inhouseGameCode,
  type InhouseBetResult,
  type Round,
  type Seeds,
  type SeedState,
} from '@portal/contracts/inhouse';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatAmount, parseAmount } from '@portal/contracts/money';
import type { CatalogService } from '../games/catalog.service.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import type { TurnoverService } from '../wallet/turnover.service.ts';
import { recordSettledBet } from './bets-record.ts';
import * as repo from './inhouse.repo.ts';

interface Merchant {
  id: number;
  currency: string;
  currencySymbol: string;
}

/** The most one bet may pay (1,000,000.00): a bet that could pay more is refused up front. */
const MAX_PAYOUT = 100_000_000n;
const VENDOR = 'BGS';

type InstantGame = 'dice' | 'limbo' | 'plinko' | 'slot';

/** A new round's public reference: 128 random bits, hex. */
const newRoundRef = () => randomBytes(16).toString('hex');

function fairError(error: unknown): never {
  if (error instanceof FairParamError) {
    throw new AppError(
      error.code === 'FAIR_CLIENT_SEED_INVALID' ? 'FAIR_CLIENT_SEED_INVALID' : 'FAIR_PARAM_INVALID',
      { cause: error },
    );
  }
  throw error;
}

/** The highest multiplier (scaled by 10,000) a bet with these params could pay. */
function maxMultiplierScaled(game: GameKind, params: Record<string, unknown>): number | undefined {
  switch (game) {
    case 'dice':
    case 'limbo':
      return (params as { multiplierScaled?: number }).multiplierScaled;
    case 'plinko':
      return Math.max(...plinkoPaytable(params as never));
    case 'mines': {
      const mines = (params as { mines: number }).mines;
      return minesMultiplierScaled(mines, 25 - mines);
    }
    // The slot's best line and scatter pays are bounded by its maximum stake; crash settles
    // through its own round.
    case 'slot':
    case 'crash':
      return undefined;
  }
}

export type InhouseService = ReturnType<typeof createInhouseService>;

/**
 * The in-house games: seeds, instant bets (dice, limbo, plinko, slot) and mines. Every outcome
 * is the fair engine's function of (server seed, client seed, nonce); no setting can change it.
 * Stakes and wins are ledger movements between the member's main wallet and PROVIDER:BGS, and
 * each settled round lands in the betting record.
 */
export function createInhouseService(deps: {
  db: Db;
  ledger: LedgerService;
  catalog: CatalogService;
  turnover: TurnoverService;
  onBalanceChange: (merchant: Merchant, memberId: number, balance?: bigint) => void;
  now?: () => Date;
}) {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());

  function newPair(merchantId: number, memberId: number, clientSeed?: string) {
    const serverSeed = randomServerSeed();
    return {
      merchantId,
      memberId,
      serverSeed,
      serverSeedHash: nodeSha256Hex(serverSeed),
      clientSeed: clientSeed ?? randomClientSeed(),
    };
  }

  const stateOf = (seed: repo.SeedRow): SeedState => ({
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    nonce: seed.nonce,
  });

  /** The member's active pair, created on first use. */
  async function ensureSeed(on: Db, merchantId: number, memberId: number) {
    const existing = await repo.activeSeed(on, memberId);
    if (existing) return existing;
    await repo.insertSeed(on, newPair(merchantId, memberId));
    return (await repo.activeSeed(on, memberId))!;
  }

  async function seeds(merchantId: number, memberId: number): Promise<Seeds> {
    const current = await ensureSeed(db, merchantId, memberId);
    const previous = await repo.lastRevealedSeed(db, memberId);
    return {
      current: stateOf(current),
      previous: previous
        ? {
            serverSeed: previous.serverSeed,
            serverSeedHash: previous.serverSeedHash,
            clientSeed: previous.clientSeed,
            nonces: previous.nonce,
          }
        : null,
    };
  }

  /** Reveals the active server seed and starts a new pair (refused while mines is in play). */
  async function rotate(merchantId: number, memberId: number, clientSeed?: string) {
    if (clientSeed !== undefined && !isValidClientSeed(clientSeed)) {
      throw new AppError('FAIR_CLIENT_SEED_INVALID');
    }
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await ensureSeed(t, merchantId, memberId);
      const seed = (await repo.lockActiveSeed(t, memberId))!;
      // The open round's mines follow from the server seed: revealing it would give them away.
      if (await repo.openRound(t, memberId, 'mines')) throw new AppError('GAME_ROUND_IN_PROGRESS');
      await repo.revealSeed(t, seed.id, now());
      await repo.insertSeed(t, newPair(merchantId, memberId, clientSeed));
    });
    return seeds(merchantId, memberId);
  }

  async function stakeOf(merchantId: number, game: GameKind, stakeText: string) {
    const stake = parseAmount(stakeText);
    if (stake === null || stake <= 0n) throw new AppError('VALIDATION_FAILED');
    const snap = await deps.catalog.snapshot(merchantId);
    const row = snap.games.find((g) => g.vendor === VENDOR && g.code === inhouseGameCode(game));
    if (!row) throw new AppError('GAME_NOT_FOUND');
    if (row.maintenance || deps.catalog.vendorDown(snap.vendorByCode.get(VENDOR))) {
      throw new AppError('GAME_MAINTENANCE', { params: { endsAt: '' } });
    }
    if (stake < row.minBet || stake > row.maxBet) {
      throw new AppError('GAME_BET_LIMIT', {
        params: { min: formatAmount(row.minBet), max: formatAmount(row.maxBet) },
      });
    }
    return { stake, gameRow: row };
  }

  async function nameOf(merchantId: number, game: GameKind): Promise<string> {
    const snap = await deps.catalog.snapshot(merchantId);
    const row = snap.games.find((g) => g.vendor === VENDOR && g.code === inhouseGameCode(game));
    return row?.nameEn ?? game;
  }

  function roundOut(round: repo.RoundRow, seed: repo.SeedRow): Round {
    const open = round.status === 'OPEN';
    return {
      roundId: round.id,
      ref: round.ref,
      game: round.game as Round['game'],
      stake: formatAmount(round.stake),
      payout: formatAmount(round.payout),
      multiplier: formatScaled(round.multiplierScaled),
      status: open ? 'OPEN' : 'SETTLED',
      outcome: round.outcome as Record<string, unknown>,
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      nonce: round.nonce,
      serverSeed: seed.revealedAt ? seed.serverSeed : null,
      createdAt: round.createdAt.toISOString(),
    };
  }

  /** Posts the stake (and the win) of a round inside its transaction. */
  async function pay(
    t: Db,
    merchant: Merchant,
    memberId: number,
    round: repo.RoundRow,
    kind: 'BET' | 'WIN',
    amount: bigint,
    name: string,
  ) {
    const main = await ledger.memberAccountId(merchant, memberId, 'MAIN', t);
    const house = await ledger.houseAccountId(merchant, `PROVIDER:${VENDOR}`, t);
    const sign = kind === 'BET' ? -1n : 1n;
    const posted = await ledger.postIn(t, {
      merchantId: merchant.id,
      kind,
      key: { source: 'INHOUSE', externalId: String(round.id), operation: kind },
      memberId,
      reference: name,
      lines: [
        { accountId: main, amount: sign * amount },
        { accountId: house, amount: -sign * amount },
      ],
    });
    return posted.balances.get(main);
  }

  async function settleRound(
    t: Db,
    merchant: Merchant,
    memberId: number,
    round: repo.RoundRow,
    outcome: unknown,
    multiplierScaled: number,
    name: string,
  ) {
    const won = payoutOf(round.stake, multiplierScaled);
    const settled = await repo.updateRound(t, round.id, {
      outcome: outcome,
      payout: won,
      multiplierScaled,
      status: 'SETTLED',
      settledAt: now(),
    });
    let balance: bigint | undefined;
    if (won > 0n) balance = await pay(t, merchant, memberId, settled, 'WIN', won, name);
    await recordSettledBet(t, {
      merchantId: merchant.id,
      memberId,
      round: settled,
      gameCode: inhouseGameCode(round.game as GameKind),
      gameName: name,
      at: now(),
    });
    await deps.turnover.recordValidBetIn(t, memberId, round.stake);
    return { settled, balance };
  }

  async function answer(
    merchant: Merchant,
    memberId: number,
    round: repo.RoundRow,
    balance?: bigint,
  ): Promise<InhouseBetResult> {
    const seed = (await repo.seedById(db, round.seedId))!;
    const current = await ensureSeed(db, merchant.id, memberId);
    return {
      round: roundOut(round, seed),
      balance: formatAmount(balance ?? (await ledger.mainBalance(memberId))),
      seeds: stateOf(current),
    };
  }

  /** A dice, limbo, plinko or slot bet, settled at once. */
  async function bet(
    merchant: Merchant,
    memberId: number,
    input: { requestId: string; game: InstantGame; stake: string; params: Record<string, unknown> },
  ): Promise<InhouseBetResult> {
    const replay = await repo.roundByRequest(db, memberId, input.requestId);
    if (replay) return replayOf(merchant, memberId, replay, input.game, input.stake);
    const { stake, gameRow } = await stakeOf(merchant.id, input.game, input.stake);
    let params: Record<string, unknown>;
    try {
      params = GAMES[input.game].parseParams(input.params) as unknown as Record<string, unknown>;
    } catch (error) {
      fairError(error);
    }
    const result = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await ensureSeed(t, merchant.id, memberId);
      const seed = (await repo.lockActiveSeed(t, memberId))!;
      // Rounds are created under the seed lock: a repeat that waited for it finds the first.
      if (await repo.roundByRequest(t, memberId, input.requestId)) return undefined;
      const nonce = await repo.takeNonce(t, seed.id);
      let outcome: { payoutMultiplierScaled: number; multiplierScaled?: number };
      try {
        outcome = playRound(
          {
            game: input.game,
            serverSeed: seed.serverSeed,
            clientSeed: seed.clientSeed,
            nonce,
            params: params as never,
          },
          nodeHmacSha256,
        );
      } catch (error) {
        fairError(error);
      }
      const cap = maxMultiplierScaled(input.game, {
        ...params,
        multiplierScaled: outcome.multiplierScaled,
      });
      if (cap !== undefined && payoutOf(stake, cap) > MAX_PAYOUT) {
        throw new AppError('GAME_BET_LIMIT', {
          params: { min: formatAmount(gameRow.minBet), max: formatAmount(gameRow.maxBet) },
        });
      }
      const round = await repo.insertRound(t, {
        merchantId: merchant.id,
        memberId,
        game: input.game,
        seedId: seed.id,
        nonce,
        params,
        outcome: {},
        stake,
        status: 'OPEN',
        requestId: input.requestId,
        ref: newRoundRef(),
      });
      if (!round) return undefined; // a concurrent repeat of this request id won
      const afterBet = await pay(t, merchant, memberId, round, 'BET', stake, gameRow.nameEn);
      const { settled, balance } = await settleRound(
        t,
        merchant,
        memberId,
        round,
        outcome,
        outcome.payoutMultiplierScaled,
        gameRow.nameEn,
      );
      return { settled, balance: balance ?? afterBet };
    });
    if (!result) {
      const again = (await repo.roundByRequest(db, memberId, input.requestId))!;
      return replayOf(merchant, memberId, again, input.game, input.stake);
    }
    deps.onBalanceChange(merchant, memberId, result.balance);
    return answer(merchant, memberId, result.settled, result.balance);
  }

  async function replayOf(
    merchant: Merchant,
    memberId: number,
    round: repo.RoundRow,
    game: string,
    stake: string,
  ) {
    if (round.game !== game || round.stake !== parseAmount(stake)) {
      throw new AppError('IDEMPOTENCY_CONFLICT');
    }
    return answer(merchant, memberId, round);
  }

  // ------------------------------------------------------------------ mines

  const minesOf = (seed: repo.SeedRow, nonce: number, mines: number) =>
    minePositions(
      createFloatSource(nodeHmacSha256, {
        serverSeed: seed.serverSeed,
        clientSeed: seed.clientSeed,
        nonce,
      }),
      mines,
    );

  async function minesStart(
    merchant: Merchant,
    memberId: number,
    input: { requestId: string; stake: string; mines: number },
  ) {
    const replay = await repo.roundByRequest(db, memberId, input.requestId);
    if (replay) return replayOf(merchant, memberId, replay, 'mines', input.stake);
    const { stake, gameRow } = await stakeOf(merchant.id, 'mines', input.stake);
    const cap = maxMultiplierScaled('mines', { mines: input.mines });
    if (cap !== undefined && payoutOf(stake, cap) > MAX_PAYOUT) {
      throw new AppError('GAME_BET_LIMIT', {
        params: { min: formatAmount(gameRow.minBet), max: formatAmount(gameRow.maxBet) },
      });
    }
    const result = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await ensureSeed(t, merchant.id, memberId);
      const seed = (await repo.lockActiveSeed(t, memberId))!;
      if (await repo.roundByRequest(t, memberId, input.requestId)) return undefined;
      if (await repo.openRound(t, memberId, 'mines')) throw new AppError('GAME_ROUND_IN_PROGRESS');
      const nonce = await repo.takeNonce(t, seed.id);
      const round = await repo.insertRound(t, {
        merchantId: merchant.id,
        memberId,
        game: 'mines',
        seedId: seed.id,
        nonce,
        params: { mines: input.mines, picks: [] },
        outcome: { mines: input.mines, picks: [], safeReveals: 0 },
        stake,
        status: 'OPEN',
        requestId: input.requestId,
        ref: newRoundRef(),
      });
      if (!round) return undefined;
      const balance = await pay(t, merchant, memberId, round, 'BET', stake, gameRow.nameEn);
      return { round, balance };
    });
    if (!result) {
      const again = (await repo.roundByRequest(db, memberId, input.requestId))!;
      return replayOf(merchant, memberId, again, 'mines', input.stake);
    }
    deps.onBalanceChange(merchant, memberId, result.balance);
    return answer(merchant, memberId, result.round, result.balance);
  }

  /** Reveals a cell; a mine ends the round with nothing, the last safe cell cashes out. */
  async function minesReveal(
    merchant: Merchant,
    memberId: number,
    input: { roundId: number; cell: number },
  ) {
    const name = await nameOf(merchant.id, 'mines');
    const result = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const round = await repo.lockRound(t, input.roundId);
      if (!round || round.memberId !== memberId || round.game !== 'mines') {
        throw new AppError('GAME_ROUND_NOT_FOUND');
      }
      if (round.status !== 'OPEN') throw new AppError('GAME_ROUND_CLOSED');
      const params = round.params as { mines: number; picks: number[] };
      if (params.picks.includes(input.cell)) return { round, balance: undefined };
      const picks = [...params.picks, input.cell];
      const seed = (await repo.seedById(t, round.seedId))!;
      const mines = minesOf(seed, round.nonce, params.mines);
      const hit = mines.includes(input.cell);
      const allSafe = picks.length === 25 - params.mines;
      if (hit || allSafe) {
        const outcome = playRound(
          {
            game: 'mines',
            serverSeed: seed.serverSeed,
            clientSeed: seed.clientSeed,
            nonce: round.nonce,
            params: { mines: params.mines, picks },
          },
          nodeHmacSha256,
        );
        await repo.updateRound(t, round.id, { params: { mines: params.mines, picks } });
        return settleRound(
          t,
          merchant,
          memberId,
          round,
          outcome,
          outcome.payoutMultiplierScaled,
          name,
        );
      }
      const updated = await repo.updateRound(t, round.id, {
        params: { mines: params.mines, picks },
        outcome: {
          mines: params.mines,
          picks,
          safeReveals: picks.length,
          multiplierScaled: minesMultiplierScaled(params.mines, picks.length),
          nextMultiplierScaled: minesMultiplierScaled(params.mines, picks.length + 1),
        },
        multiplierScaled: minesMultiplierScaled(params.mines, picks.length),
      });
      return { settled: updated, balance: undefined };
    });
    const round = 'settled' in result ? result.settled : result.round;
    if (result.balance !== undefined) deps.onBalanceChange(merchant, memberId, result.balance);
    return answer(merchant, memberId, round, result.balance);
  }

  async function minesCashout(merchant: Merchant, memberId: number, roundId: number) {
    const name = await nameOf(merchant.id, 'mines');
    const result = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const round = await repo.lockRound(t, roundId);
      if (!round || round.memberId !== memberId || round.game !== 'mines') {
        throw new AppError('GAME_ROUND_NOT_FOUND');
      }
      if (round.status !== 'OPEN') throw new AppError('GAME_ROUND_CLOSED');
      const params = round.params as { mines: number; picks: number[] };
      if (params.picks.length === 0) throw new AppError('FAIR_PARAM_INVALID');
      const seed = (await repo.seedById(t, round.seedId))!;
      const outcome = playRound(
        {
          game: 'mines',
          serverSeed: seed.serverSeed,
          clientSeed: seed.clientSeed,
          nonce: round.nonce,
          params,
        },
        nodeHmacSha256,
      );
      return settleRound(
        t,
        merchant,
        memberId,
        round,
        outcome,
        outcome.payoutMultiplierScaled,
        name,
      );
    });
    if (result.balance !== undefined) deps.onBalanceChange(merchant, memberId, result.balance);
    return answer(merchant, memberId, result.settled, result.balance);
  }

  async function minesCurrent(merchant: Merchant, memberId: number) {
    const round = await repo.openRound(db, memberId, 'mines');
    return round ? (await answer(merchant, memberId, round)).round : null;
  }

  async function rounds(memberId: number, pageNo: number, pageSize: number) {
    const page = await repo.memberRounds(db, memberId, pageNo, pageSize);
    const seedsById = new Map<number, repo.SeedRow>();
    const list: Round[] = [];
    for (const row of page.rows) {
      let seed = seedsById.get(row.seedId);
      if (!seed) {
        seed = (await repo.seedById(db, row.seedId))!;
        seedsById.set(row.seedId, seed);
      }
      list.push(roundOut(row, seed));
    }
    return { list, total: page.total, pageNo, pageSize };
  }

  /**
   * A round for the public verification page, by its unguessable reference only (server seed
   * once revealed). Anything else, a sequential id included, is simply not found.
   */
  async function publicRound(merchantId: number, ref: string): Promise<Round> {
    const row = ROUND_REF_PATTERN.test(ref) ? await repo.roundByRef(db, ref) : undefined;
    if (!row || row.merchantId !== merchantId) throw new AppError('GAME_ROUND_NOT_FOUND');
    const seed = (await repo.seedById(db, row.seedId))!;
    return roundOut(row, seed);
  }

  return {
    seeds,
    rotate,
    bet,
    minesStart,
    minesReveal,
    minesCashout,
    minesCurrent,
    rounds,
    publicRound,
  };
}
