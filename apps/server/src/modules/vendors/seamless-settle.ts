import type { EndRoundRequest, WinRequest } from '@portal/contracts/provider';
import type { Executor } from '../../db/client.ts';
import { parseAmount } from '@portal/contracts/money';
import {
  Refusal,
  balanceAnswer,
  guarded,
  hashOf,
  playerOf,
  replay,
  type SeamlessContext,
} from './seamless-context.ts';
import { move, once } from './seamless-movement.ts';
import * as repo from './seamless.repo.ts';

/** `win`: a payout to the member on an open round, which may end it. */
export function win(ctx: SeamlessContext, vendor: string, input: WinRequest) {
  const { db } = ctx;
  return guarded(async () => {
    const p = await playerOf(ctx, vendor, input.playerId);
    const amount = parseAmount(input.amount);
    // The schema allows 13 digits; the ledger holds less: past it is a bad request, not a 500.
    if (amount === null) throw new Refusal('BAD_REQUEST');
    const roundEnded = input.roundEnded ?? false;
    const hash = hashOf([
      'win',
      input.playerId,
      input.roundId,
      input.gameCode,
      input.amount,
      roundEnded,
    ]);
    const existing = await repo.findProviderTx(db, p.merchantId, vendor, input.transactionId);
    if (existing) return replay(existing, 'win', hash);
    if (input.currency !== p.merchant.currency) throw new Refusal('BAD_REQUEST');
    const round = await repo.findRound(db, p.merchantId, vendor, input.roundId);
    if (!round || round.memberId !== p.memberId || round.status === 'ROLLED_BACK') {
      throw new Refusal('BET_NOT_FOUND');
    }
    if (round.status !== 'OPEN') throw new Refusal('ROUND_CLOSED');

    return once(ctx, p, vendor, { ...input, call: 'win' }, amount, hash, async (t, accounts) => {
      let moved: { balance: bigint | undefined; reference: string } | undefined;
      if (amount > 0n) {
        moved = await move(
          ctx,
          t,
          p,
          accounts,
          'WIN',
          { vendor, externalId: input.transactionId },
          amount,
          round.gameName,
        );
        await repo.addPayout(t, round.id, amount);
      }
      if (roundEnded) await settle(ctx, t, round.id);
      const response = {
        ...(await balanceAnswer(ctx, t, p.merchant, p.memberId, moved?.balance)),
        ...(moved ? { reference: moved.reference } : {}),
      };
      return { response, balance: moved?.balance };
    });
  });
}

/** Closes an open round: its stake counts as valid bet towards turnover. */
export async function settle(ctx: SeamlessContext, t: Executor, betId: number) {
  const { deps, now } = ctx;
  const settled = await repo.settleRound(t, betId, now());
  if (settled && settled.validBet > 0n) {
    await deps.turnover.recordValidBetIn(t, settled.memberId, settled.validBet);
  }
}

/** `end-round`: closes the round (its valid bet counts) and answers the balance. */
export function endRound(ctx: SeamlessContext, vendor: string, input: EndRoundRequest) {
  const { db } = ctx;
  return guarded(async () => {
    const p = await playerOf(ctx, vendor, input.playerId);
    const round = await repo.findRound(db, p.merchantId, vendor, input.roundId);
    if (!round || round.memberId !== p.memberId) throw new Refusal('BET_NOT_FOUND');
    if (round.status === 'OPEN') {
      await db.transaction((tx) => settle(ctx, tx, round.id));
    }
    return balanceAnswer(ctx, db, p.merchant, p.memberId);
  });
}
