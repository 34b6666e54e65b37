import type { Db, Executor } from '../../db/client.ts';
import * as repo from './wallet.repo.ts';

export type TurnoverService = ReturnType<typeof createTurnoverService>;

/**
 * The valid stake a credit of `amount` requires at a multiple of `centiMultiplier` / 100,
 * rounded up to the cent: a requirement is never smaller than promised.
 */
export function requirementFor(amount: bigint, centiMultiplier: number): bigint {
  if (centiMultiplier <= 0) return 0n;
  return (amount * BigInt(centiMultiplier) + 99n) / 100n;
}

/**
 * Valid-bet requirements. A credit with a multiplier attaches amount × multiplier; settled
 * bets count requirements down oldest first; withdrawals wait while any remains.
 */
export function createTurnoverService(deps: { db: Db }) {
  /** Attaches a requirement to a credit, inside the credit's own transaction. */
  async function attachIn(
    db: Executor,
    input: {
      merchantId: number;
      memberId: number;
      sourceKind: string;
      transactionId: number;
      amount: bigint;
      /** Hundredths of the multiplier: 150 = 1.5×. */
      centiMultiplier: number;
      /** A bonus's game weights (percent per category, '*' for the rest); none: in full. */
      weights?: Record<string, number> | undefined;
    },
  ): Promise<void> {
    const required = requirementFor(input.amount, input.centiMultiplier);
    if (required === 0n) return;
    await repo.insertRequirement(db, {
      merchantId: input.merchantId,
      memberId: input.memberId,
      sourceKind: input.sourceKind,
      transactionId: input.transactionId,
      required,
      remaining: required,
      weights: input.weights && Object.keys(input.weights).length > 0 ? input.weights : null,
    });
  }

  /**
   * Counts a settled bet's valid amount against the open requirements, oldest first: the SQL
   * function `turnover_consume` (migration 0018), which the seamless calls use too.
   */
  async function recordValidBetIn(
    db: Executor,
    memberId: number,
    validBet: bigint,
    /** The bet's game category: a bonus's weights count it at its category's weight. */
    category: string | null = null,
  ): Promise<void> {
    if (validBet <= 0n) return;
    await repo.consumeRequirements(db, memberId, validBet, category);
  }

  return {
    attachIn,
    recordValidBetIn,
    recordValidBet: (memberId: number, validBet: bigint, category: string | null = null) =>
      deps.db.transaction((tx) => recordValidBetIn(tx, memberId, validBet, category)),
    outstanding: (memberId: number) => repo.outstandingTurnover(deps.db, memberId),
    outstandingIn: (db: Executor, memberId: number) => repo.outstandingTurnover(db, memberId),
  };
}
