import {
  FairParamError,
  formatScaled,
  minesMultiplierScaled,
  payout as payoutOf,
  plinkoPaytable,
  type GameKind,
} from '@portal/fair';
import { randomBytes } from 'node:crypto';
import { inhouseGameCode, type InhouseBetResult, type Round } from '@portal/contracts/inhouse';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatAmount, parseAmount } from '@portal/contracts/money';
import type { CatalogService } from '../games/catalog.service.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import type { TurnoverService } from '../wallet/turnover.service.ts';
import { recordSettledBet } from './bets-record.ts';
import * as repo from './inhouse.repo.ts';
import type { InhouseSeeds } from './inhouse-seeds.service.ts';

export interface Merchant {
  id: number;
  currency: string;
  currencySymbol: string;
}

/** What every in-house use case is built from. */
export interface InhouseDeps {
  db: Db;
  ledger: LedgerService;
  catalog: CatalogService;
  turnover: TurnoverService;
  onBalanceChange: (merchant: Merchant, memberId: number, balance?: bigint) => void;
  now?: () => Date;
}

/** The most one bet may pay (1,000,000.00): a bet that could pay more is refused up front. */
export const MAX_PAYOUT = 100_000_000n;
export const VENDOR = 'BGS';

export type InstantGame = 'dice' | 'limbo' | 'plinko' | 'slot';

/** A new round's public reference: 128 random bits, hex. */
export const newRoundRef = () => randomBytes(16).toString('hex');

export function fairError(error: unknown): never {
  if (error instanceof FairParamError) {
    throw new AppError(
      error.code === 'FAIR_CLIENT_SEED_INVALID' ? 'FAIR_CLIENT_SEED_INVALID' : 'FAIR_PARAM_INVALID',
      { cause: error },
    );
  }
  throw error;
}

/** The highest multiplier (scaled by 10,000) a bet with these params could pay. */
export function maxMultiplierScaled(
  game: GameKind,
  params: Record<string, unknown>,
): number | undefined {
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

/** A round as the member and the verification page see it. */
export function roundOut(round: repo.RoundRow, seed: repo.SeedRow): Round {
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

export type RoundCore = ReturnType<typeof createRoundCore>;

/**
 * What every in-house game shares: the stake check against the catalog, the ledger movements of
 * a round (stake and win against PROVIDER:BGS), settling it into the betting record, and the
 * answer (round, balance, seeds), first time or replayed.
 */
export function createRoundCore(deps: InhouseDeps, seeds: InhouseSeeds) {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());
  const { ensureSeed, stateOf } = seeds;

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
    await deps.turnover.recordValidBetIn(t, memberId, round.stake, 'BGS');
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

  return { stakeOf, nameOf, pay, settleRound, answer, replayOf };
}
