import type { Executor } from '../../db/client.ts';
import { bets } from '../../db/schema/index.ts';
import type { RoundRow } from './inhouse.repo.ts';

/** A settled in-house round in the betting record (vendor BGS, round id `IH<id>`). */
export async function recordSettledBet(
  db: Executor,
  input: {
    merchantId: number;
    memberId: number;
    round: RoundRow;
    gameCode: string;
    gameName: string;
    at: Date;
  },
) {
  await db
    .insert(bets)
    .values({
      merchantId: input.merchantId,
      memberId: input.memberId,
      vendor: 'BGS',
      roundId: `IH${input.round.id}`,
      vendorBetId: `IH${input.round.id}`,
      gameCode: input.gameCode,
      gameName: input.gameName,
      category: 'BGS',
      stake: input.round.stake,
      validBet: input.round.stake,
      payout: input.round.payout,
      status: 'SETTLED',
      placedAt: input.round.createdAt,
      settledAt: input.at,
    })
    .onConflictDoNothing();
}
