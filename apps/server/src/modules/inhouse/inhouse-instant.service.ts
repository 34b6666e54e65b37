import { GAMES, payout as payoutOf, playRound } from '@portal/fair';
import { nodeHmacSha256 } from '@portal/fair/node';
import type { InhouseBetResult } from '@portal/contracts/inhouse';
import { AppError } from '../../lib/app-error.ts';
import { formatAmount } from '@portal/contracts/money';
import * as repo from './inhouse.repo.ts';
import {
  MAX_PAYOUT,
  fairError,
  maxMultiplierScaled,
  newRoundRef,
  type InhouseDeps,
  type InstantGame,
  type Merchant,
  type RoundCore,
} from './inhouse-rounds.ts';
import type { InhouseSeeds } from './inhouse-seeds.service.ts';

/** Instant bets (dice, limbo, plinko, slot): stake, outcome and win in one transaction. */
export function createInstantBets(deps: InhouseDeps, seeds: InhouseSeeds, core: RoundCore) {
  const { db } = deps;
  const { ensureSeed } = seeds;
  const { stakeOf, pay, settleRound, answer, replayOf } = core;

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
      const t = tx;
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

  return { bet };
}
