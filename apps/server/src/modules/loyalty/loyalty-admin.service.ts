import type {
  AdminPromotion,
  AdminPromotionUpdate,
  BonusReport,
  BonusReportQuery,
} from '@portal/contracts/loyalty';
import { formatAmount, parseAmount } from '@portal/contracts/money';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, AuditTrail } from '../admin/admin.audit.ts';
import { dayRange } from '../../lib/zoned-day.ts';
import * as repo from './loyalty.repo.ts';
import * as report from './report.repo.ts';

/** Settled periods shown with each promotion in the console. */
const RUNS_SHOWN = 14;

export type LoyaltyAdmin = ReturnType<typeof createLoyaltyAdmin>;

type Tier = { vipLevel: number; category: string; threshold: bigint; rateBp: number };

/**
 * The rate lines a kind takes: none for a first deposit; per category for rebate, where a VIP
 * level's lines replace the lower level's and so must name every category the level below names;
 * per band for cash back (level 0).
 */
function checkTiers(kind: string, tiers: Tier[]): void {
  const fits =
    kind === 'FIRST_DEPOSIT'
      ? tiers.length === 0
      : kind === 'REBATE'
        ? tiers.length > 0 && tiers.every((t) => t.threshold === 0n) && levelsCover(tiers)
        : tiers.length > 0 && tiers.every((t) => t.category === '*' && t.vipLevel === 0);
  if (!fits) throw new AppError('LOYALTY_PROMOTION_RATES_INVALID');
}

/** Rebate: level 0 has lines, and each level's categories include the level below's. */
function levelsCover(tiers: Tier[]): boolean {
  const levels = [...new Set(tiers.map((t) => t.vipLevel))].sort((a, b) => a - b);
  if (levels[0] !== 0) return false;
  const categoriesOf = (level: number) =>
    new Set(tiers.filter((t) => t.vipLevel === level).map((t) => t.category));
  return levels.every((level, i) => {
    if (i === 0) return true;
    const mine = categoriesOf(level);
    return [...categoriesOf(levels[i - 1]!)].every((c) => mine.has(c));
  });
}

/**
 * The console's side of promotions: every promotion of the white label with its rates and latest
 * settled periods, and the change of its terms (status, amounts, wagering, texts, rates), audited
 * in the transaction that makes it. The periods job and the deposit read the new terms at once.
 */
export function createLoyaltyAdmin(deps: {
  db: Db;
  audit: AuditTrail;
  /** The white label's time zone: the report's days are its calendar days. */
  timeZoneOf: (merchantId: number) => Promise<string>;
}) {
  const { db } = deps;

  async function views(on: Executor, rows: repo.PromotionRow[]): Promise<AdminPromotion[]> {
    const ids = rows.map((r) => r.id);
    const [tiers, runs] = await Promise.all([
      repo.tiersOf(on, ids),
      repo.latestRuns(on, ids, RUNS_SHOWN),
    ]);
    return rows.map((p) => ({
      id: p.id,
      code: p.code,
      kind: p.kind as AdminPromotion['kind'],
      status: p.status as AdminPromotion['status'],
      period: (p.period ?? null) as AdminPromotion['period'],
      percentBp: p.percentBp,
      cap: formatAmount(p.capAmount),
      minDeposit: formatAmount(p.minDeposit),
      minPayout: formatAmount(p.minPayout),
      wageringCenti: p.wageringCenti,
      texts: p.texts,
      limits: {
        samePhone: p.limits.samePhone === true,
        samePayeeName: p.limits.samePayeeName === true,
        sameRegisterIp: p.limits.sameRegisterIp === true,
        samePayeeAccount: p.limits.samePayeeAccount === true,
        windowDays: p.limits.windowDays ?? 90,
      },
      tiers: tiers
        .filter((t) => t.promotionId === p.id)
        .map((t) => ({
          vipLevel: t.vipLevel,
          category: t.category as AdminPromotion['tiers'][number]['category'],
          threshold: formatAmount(t.threshold),
          rateBp: t.rateBp,
        })),
      startsAt: p.startsAt.toISOString(),
      endsAt: p.endsAt?.toISOString() ?? null,
      runs: runs
        .filter((r) => Number(r.promotion_id) === p.id)
        .map((r) => ({
          periodKey: r.period_key,
          members: Number(r.members),
          total: formatAmount(BigInt(r.total)),
          finishedAt: new Date(r.finished_at).toISOString(),
        })),
    }));
  }

  async function list(merchantId: number): Promise<AdminPromotion[]> {
    return views(db, await repo.merchantPromotions(db, merchantId));
  }

  async function update(
    actor: Actor,
    id: number,
    input: AdminPromotionUpdate,
  ): Promise<AdminPromotion> {
    const tiers: Tier[] = input.tiers.map((t) => ({
      vipLevel: t.vipLevel,
      category: t.category,
      threshold: parseAmount(t.threshold)!,
      rateBp: t.rateBp,
    }));
    return db.transaction(async (tx) => {
      const before = await repo.lockPromotion(tx, actor.merchantId, id);
      if (!before) throw new AppError('NOT_FOUND');
      checkTiers(before.kind, tiers);
      if (before.kind === 'FIRST_DEPOSIT' && input.percentBp < 1) {
        throw new AppError('LOYALTY_PROMOTION_RATES_INVALID');
      }
      const after = await repo.updatePromotion(tx, id, {
        status: input.status,
        percentBp: before.kind === 'FIRST_DEPOSIT' ? input.percentBp : 0,
        capAmount: parseAmount(input.cap)!,
        minDeposit: parseAmount(input.minDeposit)!,
        minPayout: parseAmount(input.minPayout)!,
        wageringCenti: input.wageringCenti,
        texts: input.texts,
        // One per person applies to the first-deposit bonus; periodic rewards keep none.
        limits: before.kind === 'FIRST_DEPOSIT' ? input.limits : {},
      });
      const [oldView] = await views(tx, [before]);
      await repo.replaceTiers(tx, id, tiers);
      const [view] = await views(tx, [after]);
      const terms = (v: AdminPromotion) => ({ ...v, runs: undefined });
      await deps.audit.byActor(
        tx,
        actor,
        'loyalty.configure',
        { type: 'promotion', id },
        { op: 'update', code: before.code, before: terms(oldView!), after: terms(view!) },
      );
      return view!;
    });
  }

  /**
   * What bonuses cost over a span of days: paid grants per day, source and promotion (count,
   * members, amount, wagering added and still open), points conversions and mall redemptions.
   */
  async function bonusReport(merchantId: number, query: BonusReportQuery): Promise<BonusReport> {
    const timeZone = await deps.timeZoneOf(merchantId);
    const { fromTs, toTs } = dayRange(query, timeZone);
    const span = { merchantId, timeZone, fromTs: fromTs!, toTs: toTs! };
    const [rows, converted, redeemed] = await Promise.all([
      report.grantsByDay(db, span),
      report.conversions(db, span),
      report.redemptionCounts(db, span),
    ]);
    const sum = (f: (r: (typeof rows)[number]) => string) =>
      rows.reduce((acc, r) => acc + BigInt(f(r)), 0n);
    return {
      rows: rows.map((r) => ({
        day: r.day,
        source: r.source,
        promotionId: r.promotion_id === null ? null : Number(r.promotion_id),
        title: r.title,
        grants: Number(r.grants),
        members: Number(r.members),
        amount: formatAmount(BigInt(r.amount)),
        wageringRequired: formatAmount(BigInt(r.wagering_required)),
        wageringRemaining: formatAmount(BigInt(r.wagering_remaining)),
      })),
      total: {
        grants: rows.reduce((acc, r) => acc + Number(r.grants), 0),
        amount: formatAmount(sum((r) => r.amount)),
        wageringRemaining: formatAmount(sum((r) => r.wagering_remaining)),
      },
      conversions: {
        count: Number(converted.n),
        points: Number(converted.points),
        amount: formatAmount(BigInt(converted.amount)),
      },
      redemptions: {
        inProcess: Number(redeemed.in_process),
        approved: Number(redeemed.approved),
        rejected: Number(redeemed.rejected),
        points: Number(redeemed.points),
      },
    };
  }

  return { list, update, bonusReport };
}
