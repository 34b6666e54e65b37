import type { Executor } from '../../db/client.ts';
import type { Job } from '../../lib/jobs.ts';
import { rollupsCompleteBefore } from '../bets/rollup.service.ts';
import { policyOf } from '../system/merchant-policy.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import { closedPeriods, type Period, type PeriodKind } from './periods.ts';
import * as repo from './periods.repo.ts';

export const LOYALTY_PERIODS_JOB = 'loyalty-periods';
/** Closed periods a pass looks back over: a node down for a few days still pays them. */
const LOOK_BACK = 3;
/** The ledger key's source of every grant payment: (GRANT, grant id, PAY). */
export const GRANT_LEDGER_SOURCE = 'GRANT';

/** The steps of one period's settlement, in order (tests stop a pass at each). */
export const SETTLE_STEPS = ['claimed', 'credited', 'marked', 'recorded'] as const;
export type SettleStep = (typeof SETTLE_STEPS)[number];

export interface PeriodsOptions {
  ledger: LedgerService;
  /**
   * Told which members a period paid, with their balances (balance events): by
   * `settleDuePeriods` inside the transaction, by the job after its commit.
   */
  onPaid?: (merchantId: number, paid: { memberId: number; balance: bigint }[]) => void;
  /** Called after each step inside the transaction; a throw there rolls the pass back. */
  afterStep?: (step: SettleStep, period: string) => void;
}

export interface Settled {
  promotionId: number;
  periodKey: string;
  members: number;
  total: bigint;
}

type PromotionRow = Awaited<ReturnType<typeof repo.periodPromotions>>[number];

/**
 * Settles one closed period of a REBATE or CASHBACK promotion inside the caller's transaction,
 * in a fixed number of set-based statements whatever the number of members: claim the grants
 * (unique per member, source and period), credit them all through the ledger's bulk credit
 * (keyed by grant), link each grant to its transaction, record the period as settled. A pass
 * that fails at any point rolls back whole; a second runner finds the grants and the run taken.
 */
export async function settlePeriod(
  db: Executor,
  row: PromotionRow,
  period: Period,
  options: PeriodsOptions,
): Promise<Settled & { paid: { memberId: number; balance: bigint }[] }> {
  const { promotion } = row;
  const step = (name: SettleStep) => options.afterStep?.(name, period.key);
  const claim: repo.PeriodClaim = {
    merchantId: promotion.merchantId,
    promotionId: promotion.id,
    source: promotion.kind,
    periodKey: period.key,
    fromDay: period.fromDay,
    toDay: period.toDay,
    endsAt: period.endsAt,
    capAmount: promotion.capAmount,
    minPayout: promotion.minPayout,
    wageringCenti: promotion.wageringCenti,
  };
  await (promotion.kind === 'REBATE'
    ? repo.claimRebates(db, claim)
    : repo.claimCashBack(db, claim));
  step('claimed');
  const merchant = { id: promotion.merchantId, currency: row.currency };
  const paid = await options.ledger.creditManyIn(db, {
    merchant,
    kind: 'BONUS',
    source: GRANT_LEDGER_SOURCE,
    operation: 'PAY',
    fromHouse: 'BONUS_EXPENSE',
    rows: repo.unpaidGrants(claim),
  });
  step('credited');
  await repo.markPaid(
    db,
    paid.map((p) => ({ grantId: Number(p.externalId), transactionId: p.transactionId })),
  );
  step('marked');
  const all = await repo.periodTotals(db, claim);
  await repo.insertRun(db, {
    promotionId: promotion.id,
    periodKey: period.key,
    merchantId: promotion.merchantId,
    members: all.members,
    total: all.total,
  });
  step('recorded');
  return {
    promotionId: promotion.id,
    periodKey: period.key,
    ...all,
    paid: paid.map((p) => ({ memberId: p.memberId, balance: p.balance })),
  };
}

/**
 * One pass: for every running REBATE and CASHBACK promotion, each of the last few closed periods
 * of its white label's calendar that it has not settled, that ended after the promotion started,
 * and whose bets the rollups hold completely (no bet settled before the period's end is still
 * waiting for the rollup job; a late bet counts in the period it settles in).
 */
export async function settleDuePeriods(
  db: Executor,
  now: Date,
  options: PeriodsOptions,
): Promise<Settled[]> {
  const settled: Settled[] = [];
  for (const row of await repo.periodPromotions(db, now)) {
    const { promotion } = row;
    const timeZone = policyOf(row).timeZone;
    const periods = closedPeriods(promotion.period as PeriodKind, now, timeZone, LOOK_BACK)
      .filter((p) => Date.parse(p.endsAt) > promotion.startsAt.getTime())
      .filter((p) => !promotion.endsAt || Date.parse(p.startsAt) < promotion.endsAt.getTime())
      .reverse();
    const done = await repo.settledKeys(
      db,
      promotion.id,
      periods.map((p) => p.key),
    );
    for (const period of periods) {
      if (done.has(period.key)) continue;
      if (!(await rollupsCompleteBefore(db, promotion.merchantId, new Date(period.endsAt)))) break;
      const { paid, ...result } = await settlePeriod(db, row, period, options);
      options.onPaid?.(promotion.merchantId, paid);
      settled.push(result);
    }
  }
  return settled;
}

/**
 * The loyalty periods job: every `everyMs` (default 5 minutes), under its advisory lock, settles
 * what is due. Balance events go out after the commit.
 */
export function createLoyaltyPeriodsJob(
  options: PeriodsOptions & { everyMs?: number | undefined },
): Job {
  return {
    name: LOYALTY_PERIODS_JOB,
    everyMs: options.everyMs ?? 5 * 60_000,
    firstAfterMs: 30_000,
    run: async (db, now, afterCommit) => {
      const paid: { merchantId: number; rows: { memberId: number; balance: bigint }[] }[] = [];
      await settleDuePeriods(db, now, {
        ...options,
        onPaid: (merchantId, rows) => paid.push({ merchantId, rows }),
      });
      if (options.onPaid) {
        const tell = options.onPaid;
        afterCommit(() => paid.forEach((p) => tell(p.merchantId, p.rows)));
      }
    },
  };
}
