import type { EndRoundRequest, WinRequest } from '@portal/contracts/provider';
import type { Executor } from '../../db/client.ts';
import { parseAmount } from '@portal/contracts/money';
import { movementHash } from '../wallet/ledger.service.ts';
import {
  Refusal,
  accountsOf,
  balanceAnswer,
  callAnswer,
  guarded,
  hashOf,
  playerOf,
  siteOf,
  type SeamlessContext,
} from './seamless-context.ts';
import * as repo from './seamless.repo.ts';

/**
 * `win`: a payout to the member on an open round, which may end it; one statement
 * (`seamless_win`, see seamless-calls.ts). A payout past the game's maximum multiplier on the
 * round's stake is refused (WIN_LIMIT) and shown to the operator as a bet exception.
 */
export function win(ctx: SeamlessContext, vendor: string, input: WinRequest) {
  const { now } = ctx;
  return guarded(async () => {
    const site = await siteOf(ctx, vendor, input.playerId);
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
    const game = site.snap.games.find((g) => g.vendor === vendor && g.code === input.gameCode);
    const { main, house } = await accountsOf(ctx, site, vendor);
    const result = await ctx.calls.run({
      call: 'win',
      merchant: site.merchantId,
      vendor,
      tx: input.transactionId,
      member: site.memberId,
      round: input.roundId,
      gameCode: input.gameCode,
      amount,
      ended: roundEnded,
      hash,
      pre: input.currency !== site.merchant.currency ? 'BAD_REQUEST' : null,
      maxMultiplier: game?.maxMultiplier ?? null,
      now: now(),
      main,
      house,
      ledgerHash: movementHash({
        kind: 'WIN',
        lines: [
          { accountId: main, amount },
          { accountId: house, amount: -amount },
        ],
      }),
      currency: site.merchant.currency,
    });
    return callAnswer(ctx, site, vendor, 'win', input.transactionId, hash, result);
  });
}

/** Closes an open round: its stake counts as valid bet towards turnover. */
export async function settle(ctx: SeamlessContext, t: Executor, betId: number) {
  const { deps, now } = ctx;
  const settled = await repo.settleRound(t, betId, now());
  if (settled && settled.validBet > 0n) {
    await deps.turnover.recordValidBetIn(t, settled.memberId, settled.validBet, settled.category);
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
