import type { BetRequest } from '@portal/contracts/provider';
import { parseAmount } from '@portal/contracts/money';
import { hashToken } from '../../lib/tokens.ts';
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

/** The launch token must be a live REAL session of this member at this vendor. */
async function checkToken(ctx: SeamlessContext, vendor: string, token: string, memberId: number) {
  const { db, now } = ctx;
  const row = await repo.findGameSession(db, hashToken(token));
  if (
    !row ||
    row.game.vendor !== vendor ||
    row.game.memberId !== memberId ||
    row.game.mode !== 'REAL' ||
    row.game.expiresAt.getTime() <= now().getTime() ||
    row.sessionRevoked !== null
  ) {
    throw new Refusal('INVALID_TOKEN');
  }
}

/** The game a call names, with the catalog it was found in. */
async function gameOf(ctx: SeamlessContext, merchantId: number, vendor: string, gameCode: string) {
  const { deps } = ctx;
  const snap = await deps.catalog.snapshot(merchantId);
  const game = snap.games.find((g) => g.vendor === vendor && g.code === gameCode);
  if (!game) throw new Refusal('GAME_NOT_FOUND');
  return { game, snap };
}

/** `bet`: a stake moves from the member to the vendor and onto the round. */
export function bet(ctx: SeamlessContext, vendor: string, input: BetRequest) {
  const { db, deps, now } = ctx;
  return guarded(async () => {
    const p = await playerOf(ctx, vendor, input.playerId);
    const amount = parseAmount(input.amount);
    // The schema allows 13 digits; the ledger holds less: past it is a bad request, not a 500.
    if (amount === null) throw new Refusal('BAD_REQUEST');
    const hash = hashOf(['bet', input.playerId, input.roundId, input.gameCode, input.amount]);
    const existing = await repo.findProviderTx(db, p.merchantId, vendor, input.transactionId);
    if (existing) return replay(existing, 'bet', hash);
    if (input.currency !== p.merchant.currency) throw new Refusal('BAD_REQUEST');
    if (p.member.status === 'LOCKED') throw new Refusal('PLAYER_BLOCKED');
    await checkToken(ctx, vendor, input.token, p.memberId);
    const { game, snap } = await gameOf(ctx, p.merchantId, vendor, input.gameCode);
    if (game.maintenance || deps.catalog.vendorDown(snap.vendorByCode.get(vendor))) {
      throw new Refusal('GAME_MAINTENANCE');
    }
    if (amount < game.minBet || amount > game.maxBet) throw new Refusal('BET_LIMIT');

    return once(ctx, p, vendor, { ...input, call: 'bet' }, amount, hash, async (t, accounts) => {
      const betId = await repo.addStake(t, {
        merchantId: p.merchantId,
        memberId: p.memberId,
        vendor,
        roundId: input.roundId,
        vendorBetId: input.roundId,
        gameCode: game.code,
        gameName: game.nameEn,
        category: game.category,
        stake: amount,
        validBet: 0n,
        placedAt: now(),
      });
      if (betId === undefined) throw new Refusal('ROUND_CLOSED');
      const moved = await move(
        ctx,
        t,
        p,
        accounts,
        'BET',
        { vendor, externalId: input.transactionId },
        -amount,
        game.nameEn,
      );
      const response = {
        ...(await balanceAnswer(ctx, t, p.merchant, p.memberId, moved.balance)),
        reference: moved.reference,
      };
      return { response, balance: moved.balance };
    });
  });
}
