import {
  createFloatSource,
  minePositions,
  minesMultiplierScaled,
  payout as payoutOf,
  playRound,
} from '@portal/fair';
import { nodeHmacSha256 } from '@portal/fair/node';
import { AppError } from '../../lib/app-error.ts';
import { formatAmount } from '@portal/contracts/money';
import * as repo from './inhouse.repo.ts';
import {
  MAX_PAYOUT,
  maxMultiplierScaled,
  newRoundRef,
  type InhouseDeps,
  type Merchant,
  type RoundCore,
} from './inhouse-rounds.ts';
import type { InhouseSeeds } from './inhouse-seeds.service.ts';

/**
 * Mines: the stake is taken when the round opens, each reveal is a step under the round's lock,
 * a mine or a cash-out settles it. One open round per member; its mines follow from the seed.
 */
export function createMines(deps: InhouseDeps, seeds: InhouseSeeds, core: RoundCore) {
  const { db } = deps;
  const { ensureSeed } = seeds;
  const { stakeOf, nameOf, pay, settleRound, answer, replayOf } = core;

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
      const t = tx;
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
      const t = tx;
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
      const t = tx;
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

  return { minesStart, minesReveal, minesCashout, minesCurrent };
}
