import type { BalanceRequest, PlayerRequest, PlayerResponse } from '@portal/contracts/provider';
import { formatAmount } from '@portal/contracts/money';
import { hashToken } from '../../lib/tokens.ts';
import { playerIdOf } from './players.service.ts';
import { balanceAnswer, guarded, playerOf, type SeamlessContext } from './seamless-context.ts';
import * as repo from './seamless.repo.ts';

/** `player`: who a launch token belongs to (FUN or REAL), with the balance. */
export async function player(
  ctx: SeamlessContext,
  vendor: string,
  input: PlayerRequest,
): Promise<PlayerResponse> {
  const { db, deps, ledger, now } = ctx;
  const row = await repo.findGameSession(db, hashToken(input.token));
  if (
    !row ||
    row.game.vendor !== vendor ||
    row.game.expiresAt.getTime() <= now().getTime() ||
    row.sessionRevoked !== null
  ) {
    return { status: 'INVALID_TOKEN' };
  }
  const merchant = await deps.merchantById(row.game.merchantId);
  if (row.game.mode === 'FUN' || row.game.memberId === null) {
    return { status: 'OK', mode: 'FUN', currency: merchant.currency, playerId: 'FUN' };
  }
  const member = await deps.memberStatus(row.game.memberId);
  if (!member) return { status: 'PLAYER_NOT_FOUND' };
  if (member.status === 'LOCKED') return { status: 'PLAYER_BLOCKED' };
  const balance = await ledger.mainBalance(row.game.memberId);
  return {
    status: 'OK',
    mode: 'REAL',
    playerId: playerIdOf({ merchantId: merchant.id, memberId: row.game.memberId }),
    nickname: member.username,
    currency: merchant.currency,
    balance: formatAmount(balance),
  };
}

/** `balance`: the member's main-wallet balance. */
export function balance(ctx: SeamlessContext, vendor: string, input: BalanceRequest) {
  const { db } = ctx;
  return guarded(async () => {
    const p = await playerOf(ctx, vendor, input.playerId);
    return balanceAnswer(ctx, db, p.merchant, p.memberId);
  });
}
