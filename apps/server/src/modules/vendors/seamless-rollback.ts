import type { RollbackRequest } from '@portal/contracts/provider';
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

/** `rollback`: gives a bet back, or remembers one that has not arrived so it is refused. */
export function rollback(ctx: SeamlessContext, vendor: string, input: RollbackRequest) {
  const { db, now } = ctx;
  return guarded(async () => {
    const p = await playerOf(ctx, vendor, input.playerId);
    const hash = hashOf(['rollback', input.playerId, input.roundId, input.betTransactionId]);
    const existing = await repo.findProviderTx(db, p.merchantId, vendor, input.transactionId);
    if (existing) return replay(existing, 'rollback', hash);

    return once(ctx, p, vendor, { ...input, call: 'rollback' }, 0n, hash, async (t, accounts) => {
      const betKey = { merchantId: p.merchantId, vendor, transactionId: input.betTransactionId };
      const target = await repo.findProviderTx(t, p.merchantId, vendor, input.betTransactionId);
      let balance: bigint | undefined;
      if (!target) {
        // The bet has not arrived (yet): remember it as rolled back so it is refused later.
        await repo.claimProviderTx(t, {
          ...betKey,
          call: 'bet',
          memberId: p.memberId,
          roundId: input.roundId,
          gameCode: input.gameCode,
          amount: 0n,
          requestHash: null,
          status: 'ROLLED_BACK',
        });
      } else if (target.call !== 'bet' || target.memberId !== p.memberId) {
        throw new Refusal('BET_NOT_FOUND');
      } else if (target.status === 'OK') {
        const round = await repo.findRound(t, p.merchantId, vendor, target.roundId);
        if (round && round.status === 'SETTLED') throw new Refusal('ROUND_CLOSED');
        balance = (
          await move(
            ctx,
            t,
            p,
            accounts,
            'ROLLBACK',
            { vendor, externalId: input.betTransactionId },
            target.amount,
            round?.gameName ?? input.gameCode,
          )
        ).balance;
        await repo.setProviderTx(t, betKey, { status: 'ROLLED_BACK' });
        // Checked again under the row's lock: a round that ended meanwhile keeps its stake.
        if (round && !(await repo.removeStake(t, round.id, target.amount, now()))) {
          throw new Refusal('ROUND_CLOSED');
        }
      }
      return { response: await balanceAnswer(ctx, t, p.merchant, p.memberId, balance), balance };
    });
  });
}
