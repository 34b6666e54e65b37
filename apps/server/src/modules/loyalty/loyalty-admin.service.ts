import {
  periodsOf,
  type AdminPromotion,
  type AdminPromotionCreate,
  type AdminPromotionUpdate,
  type BonusReport,
  type BonusReportQuery,
} from '@portal/contracts/loyalty';
import { formatAmount, parseAmount } from '@portal/contracts/money';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { imageUrlsOf } from '../content/banners.service.ts';
import type { Actor, AuditTrail } from '../admin/admin.audit.ts';
import { dayRange } from '../../lib/zoned-day.ts';
import * as repo from './loyalty.repo.ts';
import { applyingCounts } from './promotions.repo.ts';
import * as report from './report.repo.ts';

/** Settled periods shown with each promotion in the console. */
const RUNS_SHOWN = 14;

export type LoyaltyAdmin = ReturnType<typeof createLoyaltyAdmin>;

type Tier = { vipLevel: number; category: string; threshold: bigint; rateBp: number };

/**
 * The rate lines a kind takes: none for a first deposit or a fixed reward; per category for
 * rebate, where a VIP level's lines replace the lower level's and so must name every category the
 * level below names; per band for cash back and reload (level 0, '*'); per prize for a
 * registration bonus (level 0, '*', the prize at most the cap, the line's rate its weight).
 */
function checkTiers(kind: string, tiers: Tier[], cap: bigint): void {
  const banded = tiers.every((t) => t.category === '*' && t.vipLevel === 0);
  const fits =
    kind === 'FIRST_DEPOSIT' || kind === 'FIXED'
      ? tiers.length === 0
      : kind === 'REBATE'
        ? tiers.length > 0 && tiers.every((t) => t.threshold === 0n) && levelsCover(tiers)
        : kind === 'CASHBACK'
          ? tiers.length > 0 && banded
          : kind === 'RELOAD'
            ? banded
            : banded && tiers.every((t) => t.threshold > 0n && t.threshold <= cap);
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
    const merchantId = rows[0]?.merchantId ?? 0;
    const [tiers, runs, applying, banners] = await Promise.all([
      repo.tiersOf(on, ids),
      repo.latestRuns(on, ids, RUNS_SHOWN),
      applyingCounts(on, merchantId),
      imageUrlsOf(
        on,
        merchantId,
        rows.map((r) => r.bannerImageId),
      ),
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
      eligibility: {
        newMemberDays: p.eligibility.newMemberDays ?? null,
        vipMin: p.eligibility.vipMin ?? 0,
        vipMax: p.eligibility.vipMax ?? null,
        methods: p.eligibility.methods ?? [],
        channel: p.eligibility.channel ?? null,
      },
      application: p.application,
      weights: p.weights,
      expiryDays: p.expiryDays,
      bannerImageId: p.bannerImageId,
      bannerUrl: p.bannerImageId === null ? null : (banners.get(p.bannerImageId) ?? null),
      applying: applying.find((a) => a.promotionId === p.id)?.n ?? 0,
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

  /**
   * The stored terms of a kind from what the operator sent, refused (400, nothing changed) when
   * they do not fit the kind: a deposit share for deposit kinds only, one-per-person checks for
   * the first deposit and the registration bonus, deposit methods for deposit kinds, an
   * application form for a fixed reward, a channel for a registration bonus.
   */
  function termsOf(kind: string, input: AdminPromotionUpdate, before?: repo.PromotionRow) {
    const eligibility = input.eligibility ?? before?.eligibility ?? {};
    const startsAt = input.startsAt ? new Date(input.startsAt) : (before?.startsAt ?? new Date());
    const endsAt =
      input.endsAt === undefined
        ? (before?.endsAt ?? null)
        : input.endsAt === null
          ? null
          : new Date(input.endsAt);
    if (endsAt !== null && endsAt <= startsAt) {
      throw new AppError('VALIDATION_FAILED', {
        details: [{ path: 'body.endsAt', message: 'the end must be after the start' }],
      });
    }
    const cap = parseAmount(input.cap)!;
    const tiers: Tier[] = input.tiers.map((t) => ({
      vipLevel: t.vipLevel,
      category: t.category,
      threshold: parseAmount(t.threshold)!,
      rateBp: t.rateBp,
    }));
    checkTiers(kind, tiers, cap);
    const deposit = kind === 'FIRST_DEPOSIT' || kind === 'RELOAD';
    if (deposit && input.percentBp < 1) throw new AppError('LOYALTY_PROMOTION_RATES_INVALID');
    const once = kind === 'FIRST_DEPOSIT' || kind === 'REGISTRATION';
    return {
      tiers,
      values: {
        status: input.status,
        percentBp: deposit ? input.percentBp : 0,
        capAmount: cap,
        minDeposit: deposit ? parseAmount(input.minDeposit)! : 0n,
        minPayout: parseAmount(input.minPayout)!,
        wageringCenti: input.wageringCenti,
        // Rebate and cash back grants are paid in bulk without a deadline (docs/LOYALTY.md).
        expiryDays:
          kind === 'REBATE' || kind === 'CASHBACK'
            ? null
            : input.expiryDays === undefined
              ? (before?.expiryDays ?? null)
              : input.expiryDays,
        texts: input.texts,
        // One per person applies to the first-deposit and registration bonuses.
        limits: once ? input.limits : {},
        eligibility: {
          ...eligibility,
          methods: deposit ? (eligibility.methods ?? []) : [],
          channel: kind === 'REGISTRATION' ? (eligibility.channel ?? null) : null,
        },
        // Rebate and cash back are paid by the periods job's bulk credit, which adds the plain
        // wagering: weights are for the grants paid one at a time.
        weights:
          kind === 'REBATE' || kind === 'CASHBACK' ? {} : (input.weights ?? before?.weights ?? {}),
        application:
          kind === 'FIXED'
            ? input.application === undefined
              ? (before?.application ?? null)
              : input.application
            : null,
        startsAt,
        endsAt,
      },
    };
  }

  async function update(
    actor: Actor,
    id: number,
    input: AdminPromotionUpdate,
  ): Promise<AdminPromotion> {
    return db.transaction(async (tx) => {
      const before = await repo.lockPromotion(tx, actor.merchantId, id);
      if (!before) throw new AppError('NOT_FOUND');
      const { tiers, values } = termsOf(before.kind, input, before);
      const after = await repo.updatePromotion(tx, id, values);
      const [oldView] = await views(tx, [before]);
      await repo.replaceTiers(tx, id, tiers);
      const [view] = await views(tx, [after]);
      const terms = (v: AdminPromotion) => ({ ...v, runs: undefined, applying: undefined });
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
   * Sets or takes away a promotion's banner (an image of the white label's content), audited as
   * content's change in the same transaction: the picture is content's, the terms are finance's.
   */
  async function setBanner(
    actor: Actor,
    id: number,
    imageId: number | null,
  ): Promise<AdminPromotion> {
    return db.transaction(async (tx) => {
      const before = await repo.lockPromotion(tx, actor.merchantId, id);
      if (!before) throw new AppError('NOT_FOUND');
      if (imageId !== null && !(await imageUrlsOf(tx, actor.merchantId, [imageId])).has(imageId)) {
        throw new AppError('CONTENT_NOT_FOUND');
      }
      const after = await repo.updatePromotion(tx, id, { bannerImageId: imageId });
      await deps.audit.byActor(
        tx,
        actor,
        'content.write',
        { type: 'promotion', id },
        { op: 'banner', code: before.code, before: before.bannerImageId, after: imageId },
      );
      const [view] = await views(tx, [after]);
      return view!;
    });
  }

  /**
   * A new promotion of any kind, with its terms checked as a change's are; its code is unique in
   * the white label (409 LOYALTY_PROMOTION_CODE_TAKEN). Audited in the same transaction.
   */
  async function create(actor: Actor, input: AdminPromotionCreate): Promise<AdminPromotion> {
    if (!periodsOf(input.kind).includes(input.period)) {
      throw new AppError('VALIDATION_FAILED', {
        details: [
          {
            path: 'body.period',
            message: `${input.kind} takes ${periodsOf(input.kind).join(', ')}`,
          },
        ],
      });
    }
    const { tiers, values } = termsOf(input.kind, input);
    return db.transaction(async (tx) => {
      const row = await repo.insertPromotion(tx, {
        merchantId: actor.merchantId,
        code: input.code,
        kind: input.kind,
        period:
          input.kind === 'FIRST_DEPOSIT' || input.kind === 'REGISTRATION' ? null : input.period,
        ...values,
      });
      if (!row) throw new AppError('LOYALTY_PROMOTION_CODE_TAKEN');
      await repo.replaceTiers(tx, row.id, tiers);
      const [view] = await views(tx, [row]);
      await deps.audit.byActor(
        tx,
        actor,
        'loyalty.configure',
        { type: 'promotion', id: row.id },
        { op: 'create', code: row.code, after: { ...view!, runs: undefined, applying: undefined } },
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

  return { list, create, update, setBanner, bonusReport };
}
