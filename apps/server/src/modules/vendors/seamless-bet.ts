import type { BetRequest } from '@portal/contracts/provider';
import { parseAmount } from '@portal/contracts/money';
import { hashToken } from '../../lib/tokens.ts';
import { movementHash } from '../wallet/ledger.service.ts';
import {
  Refusal,
  accountsOf,
  callAnswer,
  guarded,
  hashOf,
  siteOf,
  type SeamlessContext,
} from './seamless-context.ts';

/**
 * `bet`: a stake moves from the member to the vendor and onto the round, in one statement
 * (`seamless_bet`, see seamless-calls.ts): the member, a repeat, the launch token, the round, the
 * funds, the movement and the record. What needs no database (the white label, the game, its
 * limits) is checked here from caches and handed in as the refusal to give at its turn.
 */
export function bet(ctx: SeamlessContext, vendor: string, input: BetRequest) {
  const { deps, now } = ctx;
  return guarded(async () => {
    const site = await siteOf(ctx, vendor, input.playerId);
    const amount = parseAmount(input.amount);
    // The schema allows 13 digits; the ledger holds less: past it is a bad request, not a 500.
    if (amount === null) throw new Refusal('BAD_REQUEST');
    const hash = hashOf(['bet', input.playerId, input.roundId, input.gameCode, input.amount]);
    const game = site.snap.games.find((g) => g.vendor === vendor && g.code === input.gameCode);
    const post = !game
      ? 'GAME_NOT_FOUND'
      : game.maintenance || deps.catalog.vendorDown(site.snap.vendorByCode.get(vendor))
        ? 'GAME_MAINTENANCE'
        : amount <= 0n || amount < game.minBet || amount > game.maxBet
          ? 'BET_LIMIT'
          : null;
    const { main, house } = await accountsOf(ctx, site, vendor);
    const result = await ctx.calls.run({
      call: 'bet',
      merchant: site.merchantId,
      vendor,
      tx: input.transactionId,
      member: site.memberId,
      round: input.roundId,
      gameCode: game?.code ?? input.gameCode,
      gameName: game?.nameEn ?? input.gameCode,
      category: game?.category ?? '',
      amount,
      hash,
      pre: input.currency !== site.merchant.currency ? 'BAD_REQUEST' : null,
      post,
      token: hashToken(input.token).toString('hex'),
      now: now(),
      main,
      house,
      ledgerHash: movementHash({
        kind: 'BET',
        lines: [
          { accountId: main, amount: -amount },
          { accountId: house, amount },
        ],
      }),
      currency: site.merchant.currency,
    });
    return callAnswer(ctx, site, vendor, 'bet', input.transactionId, hash, result);
  });
}
