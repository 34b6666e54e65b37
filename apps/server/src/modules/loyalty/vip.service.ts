import type { VipLevel, VipStatus } from '@portal/contracts/vip';
import { formatAmount } from '@portal/contracts/money';
import type { Db, Executor } from '../../db/client.ts';
import type { Job } from '../../lib/jobs.ts';
import { dayOf, dayStart, nextDay } from '../../lib/zoned-day.ts';
import { rollupsCompleteBefore } from '../bets/rollup.service.ts';
import { policyOf } from '../system/merchant-policy.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import { closedPeriods } from './periods.ts';
import { markPaid } from './periods.repo.ts';
import { GRANT_LEDGER_SOURCE } from './periods.service.ts';
import * as repo from './vip.repo.ts';

export const LOYALTY_VIP_JOB = 'loyalty-vip';
/** Days folded per pass at most: a long history catches up over a few passes. */
const FOLD_PER_PASS = 31;
/**
 * A day is folded this long after it ends: a deposit credited in a transaction that began just
 * before midnight has committed by then (its `decided_at` is the transaction's start).
 */
const FOLD_GRACE_MS = 10 * 60_000;
/** Closed months a pass looks back over for the monthly bonus. */
const MONTHS_BACK = 2;

/** The steps of a pass, in order (tests stop a pass at each). */
export const VIP_STEPS = [
  'folded',
  'promoted',
  'claimed',
  'credited',
  'marked',
  'recorded',
] as const;
export type VipStep = (typeof VIP_STEPS)[number];

export interface VipOptions {
  ledger: LedgerService;
  /** Told which members were paid, with their balances (balance events after the commit). */
  onPaid?: (merchantId: number, paid: { memberId: number; balance: bigint }[]) => void;
  /** Called after each step inside the transaction; a throw there rolls the pass back. */
  afterStep?: (step: VipStep, merchantId: number) => void;
}

export interface VipPass {
  merchantId: number;
  folded: string[];
  reached: number;
  months: string[];
}

type Merchant = Awaited<ReturnType<typeof repo.vipMerchants>>[number];

/** Where the lifetime totals' live part starts: the day after the last folded one. */
function since(last: string | null, first: string | null, timeZone: string, now: Date) {
  const day = last ? nextDay(last) : (first ?? dayOf(now, timeZone));
  return { sinceDay: day, sinceInstant: dayStart(day, timeZone) };
}

/** Pays a VIP source's claimed grants through the bulk credit and links them. */
async function payClaimed(
  db: Executor,
  merchant: Merchant,
  source: string,
  options: VipOptions,
  step: (s: VipStep) => void,
) {
  const paid = await options.ledger.creditManyIn(db, {
    merchant,
    kind: 'BONUS',
    source: GRANT_LEDGER_SOURCE,
    operation: 'PAY',
    fromHouse: 'BONUS_EXPENSE',
    rows: repo.unpaidVipGrants(merchant.id, source),
  });
  step('credited');
  await markPaid(
    db,
    paid.map((p) => ({ grantId: Number(p.externalId), transactionId: p.transactionId })),
  );
  step('marked');
  options.onPaid?.(
    merchant.id,
    paid.map((p) => ({ memberId: p.memberId, balance: p.balance })),
  );
}

/**
 * One white label's VIP pass inside the caller's transaction, a fixed number of set-based
 * statements whatever the number of members:
 * 1. fold each closed day (ended, its bets all in the rollups) into the lifetime totals, once;
 * 2. raise every member whose totals (folded + since) reach a higher level, writing one
 *    level-up row and grant per level passed, and pay those grants through the bulk credit;
 * 3. for each closed month not settled, claim and pay the monthly bonus of the level held at
 *    its end, and record the month.
 */
export async function vipPassFor(
  db: Executor,
  merchant: Merchant,
  now: Date,
  options: VipOptions,
): Promise<VipPass> {
  const step = (s: VipStep) => options.afterStep?.(s, merchant.id);
  const timeZone = policyOf(merchant).timeZone;
  const result: VipPass = { merchantId: merchant.id, folded: [], reached: 0, months: [] };
  let { first, last } = await repo.foldedDays(db, merchant.id);
  let day = last ? nextDay(last) : await repo.firstActivityDay(db, merchant.id, timeZone);
  while (day !== null && result.folded.length < FOLD_PER_PASS) {
    const end = dayStart(nextDay(day), timeZone);
    if (Date.parse(end) + FOLD_GRACE_MS > now.getTime()) break;
    if (!(await rollupsCompleteBefore(db, merchant.id, new Date(end)))) break;
    await repo.foldDay(db, {
      merchantId: merchant.id,
      day,
      from: dayStart(day, timeZone),
      to: end,
    });
    result.folded.push(day);
    first ??= day;
    last = day;
    day = nextDay(day);
  }
  step('folded');

  result.reached = await repo.promote(db, {
    merchantId: merchant.id,
    ...since(last, first, timeZone, now),
    now,
  });
  step('promoted');
  await payClaimed(db, merchant, repo.VIP_LEVEL_UP, options, step);

  // Months that ended after folding began (the programme's first day) and whose bets are all in.
  const months = closedPeriods('MONTH', now, timeZone, MONTHS_BACK)
    .filter((m) => first !== null && m.toDay > first)
    .reverse();
  for (const month of months) {
    if (await repo.monthSettled(db, merchant.id, month.key)) continue;
    if (!(await rollupsCompleteBefore(db, merchant.id, new Date(month.endsAt)))) break;
    await repo.claimMonthly(db, {
      merchantId: merchant.id,
      periodKey: month.key,
      fromDay: month.fromDay,
      toDay: month.toDay,
      endsAt: month.endsAt,
    });
    step('claimed');
    await payClaimed(db, merchant, repo.VIP_MONTHLY, options, step);
    await repo.recordMonth(db, merchant.id, month.key);
    step('recorded');
    result.months.push(month.key);
  }
  return result;
}

/** One pass over every white label with a VIP ladder. */
export async function runVipPass(db: Executor, now: Date, options: VipOptions): Promise<VipPass[]> {
  const passes: VipPass[] = [];
  for (const merchant of await repo.vipMerchants(db)) {
    passes.push(await vipPassFor(db, merchant, now, options));
  }
  return passes;
}

/**
 * The VIP job: every `everyMs` (default 5 minutes), under its advisory lock, folds closed days,
 * raises levels and pays level-up and monthly bonuses. Balance events go out after the commit.
 */
export function createVipJob(options: VipOptions & { everyMs?: number | undefined }): Job {
  return {
    name: LOYALTY_VIP_JOB,
    everyMs: options.everyMs ?? 5 * 60_000,
    firstAfterMs: 40_000,
    run: async (db, now, afterCommit) => {
      const paid: { merchantId: number; rows: { memberId: number; balance: bigint }[] }[] = [];
      await runVipPass(db, now, {
        ...options,
        onPaid: (merchantId, rows) => {
          if (rows.length > 0) paid.push({ merchantId, rows });
        },
      });
      if (options.onPaid) {
        const tell = options.onPaid;
        afterCommit(() => paid.forEach((p) => tell(p.merchantId, p.rows)));
      }
    },
  };
}

/** A level's name in a language (English, else any, when the language has none). */
function nameIn(names: Record<string, string>, language: string): string {
  return names[language] ?? names.EN ?? Object.values(names)[0] ?? '';
}

export function levelView(row: repo.VipLevelRow, language: string): VipLevel {
  return {
    level: row.level,
    name: nameIn(row.names, language),
    names: row.names,
    minValidStake: formatAmount(row.minValidStake),
    minDeposit: formatAmount(row.minDeposit),
    levelUpBonus: formatAmount(row.levelUpBonus),
    monthlyBonus: formatAmount(row.monthlyBonus),
    monthlyMinStake: formatAmount(row.monthlyMinStake),
    wageringCenti: row.wageringCenti,
    withdrawMax: row.withdrawMax === null ? null : formatAmount(row.withdrawMax),
    withdrawDailyCount: row.withdrawDailyCount,
  };
}

export type VipService = ReturnType<typeof createVipService>;

/** The member's side of VIP: the ladder and their standing, the level's name and limits. */
export function createVipService(deps: { db: Db }) {
  const { db } = deps;

  /** The level a member holds and its name in the language (member info). */
  async function badge(merchantId: number, memberId: number, language: string) {
    const [level, levels] = await Promise.all([
      repo.levelOf(db, memberId),
      repo.ladder(db, merchantId),
    ]);
    const row = levels.find((l) => l.level === level);
    return { level, name: row ? nameIn(row.names, language) : null };
  }

  /** The withdrawal limits of the member's level (null: the white label's). */
  async function withdrawLimits(merchantId: number, memberId: number) {
    const level = await repo.levelOf(db, memberId);
    const [row] = (await repo.ladder(db, merchantId)).filter((l) => l.level === level);
    return {
      withdrawMax: row?.withdrawMax ?? null,
      withdrawDailyCount: row?.withdrawDailyCount ?? null,
    };
  }

  async function status(
    merchant: { id: number; policy: Record<string, unknown> },
    memberId: number,
    language: string,
    now = new Date(),
  ): Promise<VipStatus> {
    const timeZone = policyOf(merchant).timeZone;
    const today = dayOf(now, timeZone);
    const monthStart = `${today.slice(0, 7)}-01`;
    const [levels, folded, reached] = await Promise.all([
      repo.ladder(db, merchant.id),
      repo.foldedDays(db, merchant.id),
      repo.levelUps(db, memberId),
    ]);
    const from = since(folded.last, folded.first, timeZone, now);
    const [mine, month] = await Promise.all([
      repo.standing(db, merchant.id, memberId, from.sinceDay, from.sinceInstant),
      repo.monthStake(db, merchant.id, memberId, monthStart),
    ]);
    return {
      levels: levels.map((l) => levelView(l, language)),
      level: mine.level,
      validStake: formatAmount(mine.validStake),
      deposits: formatAmount(mine.deposits),
      month: today.slice(0, 7),
      monthValidStake: formatAmount(month),
      reached: reached.map((r) => ({ level: r.level, at: r.at.toISOString() })),
    };
  }

  return { badge, withdrawLimits, status };
}
