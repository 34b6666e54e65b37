import { randomInt } from 'node:crypto';
import type { Page } from '@portal/contracts/admin';
import {
  drawPrize,
  takeOf,
  type ActivityState,
  type PromotionKind,
  type PublicPromotion,
} from '@portal/contracts/loyalty';
import { formatAmount } from '@portal/contracts/money';
import {
  APPLICATION_LIMITS,
  type Application,
  type Claimable,
  type ClaimResult,
} from '@portal/contracts/promotions';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UploadedImage } from '../../lib/multipart-images.ts';
import { imageUrlsOf } from '../content/banners.service.ts';
import { requirementFor } from '../wallet/turnover.service.ts';
import { grantKeyOf, meetsRules, type MemberFacts } from './eligibility.ts';
import * as repo from './loyalty.repo.ts';
import type { LoyaltyService } from './loyalty.service.ts';
import * as promotionsRepo from './promotions.repo.ts';

/** Closed promotions stay on the promotions page (as Close) this many days after they end. */
const CLOSED_SHOWN_DAYS = 14;

interface Merchant {
  id: number;
  currency: string;
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;

/** The amount a claim pays: a fixed reward's amount, a registration bonus's drawn prize. */
function rewardAmount(
  promotion: repo.PromotionRow,
  prizes: { threshold: bigint; rateBp: number }[],
): { amount: bigint; detail: Record<string, unknown> } {
  if (promotion.kind !== 'REGISTRATION' || prizes.length === 0) {
    return { amount: promotion.capAmount, detail: {} };
  }
  const weighted = prizes.map((p) => ({ amount: p.threshold, weight: p.rateBp }));
  const total = weighted.reduce((sum, p) => sum + p.weight, 0);
  const roll = randomInt(total);
  return { amount: drawPrize(weighted, roll), detail: { draw: { roll, total } } };
}

/**
 * The member's side of promotions (docs/LOYALTY.md): the promotions page with each one's activity
 * state for the member, rewards to claim (a fixed reward, the registration bonus) and the claim,
 * applications (comment and images, decided in the console) and the member's applications.
 */
export function createPromotionsService(deps: {
  db: Db;
  loyalty: LoyaltyService;
  now?: () => Date;
}) {
  const { db, loyalty } = deps;
  const now = deps.now ?? (() => new Date());

  /** Whether the member may claim or apply for a promotion now (not counting what they got). */
  async function mayTake(
    t: Executor,
    merchantId: number,
    memberId: number,
    promotion: repo.PromotionRow,
    facts: MemberFacts,
  ): Promise<boolean> {
    if (!meetsRules(promotion, facts, now())) return false;
    if (promotion.kind === 'REGISTRATION') {
      return !(await loyalty.takenByLookalike(t, merchantId, memberId, promotion));
    }
    return true;
  }

  /** The member's activity state on each promotion of the page. */
  async function statesOf(
    merchantId: number,
    memberId: number,
    rows: repo.PromotionRow[],
  ): Promise<Map<number, ActivityState>> {
    const at = now();
    const timeZone = await repo.timeZoneIn(db, merchantId);
    const facts = await loyalty.factsOf(db, memberId);
    const running = rows.filter(
      (p) => p.status === 'ACTIVE' && p.startsAt <= at && (p.endsAt === null || p.endsAt > at),
    );
    const keys = new Map(running.map((p) => [p.id, grantKeyOf(p, at, timeZone)]));
    const [got, applications] = await Promise.all([
      promotionsRepo.grantsOf(db, merchantId, memberId, [...keys.values()]),
      promotionsRepo.latestApplications(
        db,
        memberId,
        running.map((p) => p.id),
      ),
    ]);
    const states = new Map<number, ActivityState>();
    for (const p of rows) {
      if (p.startsAt > at && p.status === 'ACTIVE') {
        states.set(p.id, 'COMING_SOON');
        continue;
      }
      const key = keys.get(p.id);
      if (!key || !facts) {
        states.set(p.id, 'CLOSE');
        continue;
      }
      const grant = got.find((g) => g.source === key.source && g.periodKey === key.periodKey);
      const periodKey = key.periodKey.slice(key.periodKey.indexOf(':') + 1);
      const applied = applications.find((a) => a.promotionId === p.id && a.periodKey === periodKey);
      const take = takeOf(p.kind as PromotionKind, p.application !== null);
      let state: ActivityState;
      if (grant) {
        state =
          grant.remaining !== null && BigInt(grant.remaining) > 0n
            ? 'PROCESS'
            : (grant.state as 'ISSUED' | 'CLAIMED');
      } else if (applied && applied.state !== 'APPROVED') {
        state = applied.state as 'APPLYING' | 'REJECTED';
      } else if (take === 'AUTO') {
        state = meetsRules(p, facts, at) ? 'JOINED' : 'NOT_ELIGIBLE';
      } else if (take === 'DEPOSIT') {
        state = (await loyalty.depositEligible(db, merchantId, memberId, p))
          ? 'OPEN'
          : 'NOT_ELIGIBLE';
      } else {
        state = (await mayTake(db, merchantId, memberId, p, facts)) ? 'OPEN' : 'NOT_ELIGIBLE';
      }
      states.set(p.id, state);
    }
    return states;
  }

  /** What a visitor sees of a promotion's state: coming soon, closed, or nothing. */
  function visitorState(p: repo.PromotionRow): ActivityState | null {
    const at = now();
    if (p.startsAt > at) return 'COMING_SOON';
    return p.status !== 'ACTIVE' || (p.endsAt !== null && p.endsAt <= at) ? 'CLOSE' : null;
  }

  /**
   * The promotions page: what runs now, what is coming and what closed lately, with rates and,
   * for a signed-in member, their activity state on each; in the reader's language.
   */
  async function page(
    merchantId: number,
    memberId: number | null,
    language: string,
  ): Promise<PublicPromotion[]> {
    const rows = await promotionsRepo.pagePromotions(db, merchantId, now(), CLOSED_SHOWN_DAYS);
    const [tiers, states, banners] = await Promise.all([
      repo.tiersOf(
        db,
        rows.map((p) => p.id),
      ),
      memberId === null ? null : statesOf(merchantId, memberId, rows),
      imageUrlsOf(
        db,
        merchantId,
        rows.map((p) => p.bannerImageId),
      ),
    ]);
    return rows.map((p) => {
      const kind = p.kind as PromotionKind;
      const lines = tiers.filter((t) => t.promotionId === p.id && t.vipLevel === 0);
      const weights = lines.reduce((sum, t) => sum + t.rateBp, 0);
      return {
        id: p.id,
        code: p.code,
        kind,
        period: (p.period ??
          (kind === 'REBATE' || kind === 'CASHBACK' ? null : 'ONCE')) as PublicPromotion['period'],
        take: takeOf(kind, p.application !== null),
        application: kind === 'FIXED' ? p.application : null,
        state: states?.get(p.id) ?? visitorState(p),
        ...loyalty.textsIn(p.texts, language),
        percent: p.percentBp / 100,
        cap: formatAmount(p.capAmount),
        minDeposit: formatAmount(p.minDeposit),
        minPayout: formatAmount(p.minPayout),
        wageringMultiple: p.wageringCenti / 100,
        rates: lines.map((t) => ({
          category: t.category,
          threshold: formatAmount(t.threshold),
          // A registration prize's chance in percent; other kinds' rate.
          ratePercent:
            kind === 'REGISTRATION'
              ? Math.round((t.rateBp / weights) * 1_000_000) / 10_000
              : t.rateBp / 100,
        })),
        weights: p.weights,
        expiryDays: p.expiryDays,
        bannerUrl: p.bannerImageId === null ? null : (banners.get(p.bannerImageId) ?? null),
        startsAt: p.startsAt.toISOString(),
        endsAt: p.endsAt?.toISOString() ?? null,
      };
    });
  }

  /** Rewards the member can claim now, for the reward centre (and its count badge). */
  async function claimables(
    merchant: Merchant,
    memberId: number,
    language: string,
  ): Promise<Claimable[]> {
    const rows = await repo.runningPromotions(db, merchant.id, null, now());
    const candidates = rows.filter(
      (p) => takeOf(p.kind as PromotionKind, p.application !== null) === 'CLAIM',
    );
    if (candidates.length === 0) return [];
    const states = await statesOf(merchant.id, memberId, candidates);
    const tiers = await repo.tiersOf(
      db,
      candidates.map((p) => p.id),
    );
    return candidates
      .filter((p) => states.get(p.id) === 'OPEN')
      .map((p) => {
        const prizes = tiers.filter((t) => t.promotionId === p.id);
        return {
          promotionId: p.id,
          kind: p.kind as Claimable['kind'],
          ...loyalty.textsIn(p.texts, language),
          amount: formatAmount(p.capAmount),
          draw: p.kind === 'REGISTRATION' && prizes.length > 0,
          wageringMultiple: p.wageringCenti / 100,
          endsAt: p.endsAt?.toISOString() ?? null,
        };
      });
  }

  /**
   * Claims a reward (a fixed reward without an application form, the registration bonus): in one
   * transaction, checked under the member's identity locks (one registration bonus per person),
   * the grant claimed for the period and paid. A retry with the same request id answers what the
   * first paid; another claim in the same period is refused.
   */
  async function claim(
    merchant: Merchant,
    memberId: number,
    promotionId: number,
    requestId: string,
  ): Promise<ClaimResult> {
    return db.transaction(async (tx) => {
      const promotion = await promotionsRepo.runningPromotion(tx, merchant.id, promotionId, now());
      if (
        !promotion ||
        takeOf(promotion.kind as PromotionKind, promotion.application !== null) !== 'CLAIM'
      ) {
        throw new AppError('LOYALTY_PROMOTION_UNKNOWN');
      }
      const key = grantKeyOf(promotion, now(), await repo.timeZoneIn(tx, merchant.id));
      const earlier = await promotionsRepo.findGrant(
        tx,
        merchant.id,
        memberId,
        key.source,
        key.periodKey,
      );
      if (earlier) {
        const detail = earlier.grant.detail as { requestId?: string } | null;
        if (detail?.requestId !== requestId) throw new AppError('LOYALTY_ALREADY_TAKEN');
        return {
          grantId: earlier.grant.id,
          amount: formatAmount(earlier.grant.amount),
          wageringRequired: formatAmount(earlier.grant.wageringRequired),
        };
      }
      if (Object.values(promotion.limits).some((v) => v === true)) {
        await repo.lockIdentities(tx, merchant.id, memberId);
      }
      const facts = await loyalty.factsOf(tx, memberId);
      if (!facts || !(await mayTake(tx, merchant.id, memberId, promotion, facts))) {
        throw new AppError('LOYALTY_PROMOTION_NOT_ELIGIBLE');
      }
      const { amount, detail } = rewardAmount(promotion, await repo.tiersOf(tx, [promotion.id]));
      const wageringRequired = requirementFor(amount, promotion.wageringCenti);
      const paid = await loyalty.payGrantIn(tx, merchant, {
        merchantId: merchant.id,
        memberId,
        promotionId: promotion.id,
        ...key,
        rewardKind: 'BONUS',
        amount,
        wageringRequired,
        weights: promotion.weights,
        expiryDays: promotion.expiryDays,
        reference: null,
        detail: { ...detail, requestId },
        state: 'CLAIMED',
      });
      // The grant's unique key: a claim of the same period committed since the check above.
      if (!paid) throw new AppError('LOYALTY_ALREADY_TAKEN');
      return {
        grantId: paid.grantId,
        amount: formatAmount(amount),
        wageringRequired: formatAmount(wageringRequired),
      };
    });
  }

  /**
   * Applies for a fixed reward with an application form: the comment (at most 140 characters,
   * required when the form says so) and 0–3 images as the form allows. One application a period
   * waits or is approved at a time; a rejected one may be followed by another.
   */
  async function apply(
    merchant: Merchant,
    memberId: number,
    promotionId: number,
    input: { comment: string; images: UploadedImage[] },
  ): Promise<{ id: number }> {
    const promotion = await promotionsRepo.runningPromotion(db, merchant.id, promotionId, now());
    const form = promotion?.application;
    if (!promotion || promotion.kind !== 'FIXED' || !form) {
      throw new AppError('LOYALTY_PROMOTION_UNKNOWN');
    }
    const comment = input.comment.trim();
    const invalid = (path: string, message: string) =>
      new AppError('VALIDATION_FAILED', { details: [{ path, message }] });
    if (comment.length > APPLICATION_LIMITS.commentMax) {
      throw invalid('body.comment', `at most ${APPLICATION_LIMITS.commentMax} characters`);
    }
    if (form.comment === 'REQUIRED' && comment === '') {
      throw invalid('body.comment', 'a comment is required');
    }
    if (form.images === 'NONE' && input.images.length > 0) {
      throw invalid('body.image', 'this promotion takes no images');
    }
    if (form.images === 'REQUIRED' && input.images.length === 0) {
      throw invalid('body.image', 'at least one image is required');
    }
    const facts = await loyalty.factsOf(db, memberId);
    if (!facts || !(await mayTake(db, merchant.id, memberId, promotion, facts))) {
      throw new AppError('LOYALTY_PROMOTION_NOT_ELIGIBLE');
    }
    const key = grantKeyOf(promotion, now(), await repo.timeZoneIn(db, merchant.id));
    if (await repo.hasGrant(db, merchant.id, memberId, key.source, key.periodKey)) {
      throw new AppError('LOYALTY_ALREADY_TAKEN');
    }
    return db.transaction(async (tx) => {
      const row = await promotionsRepo.insertApplication(tx, {
        merchantId: merchant.id,
        memberId,
        promotionId,
        periodKey: key.periodKey.slice(key.periodKey.indexOf(':') + 1),
        comment,
      });
      if (!row) throw new AppError('LOYALTY_ALREADY_APPLIED');
      await promotionsRepo.insertApplicationImages(tx, row.id, input.images);
      return { id: row.id };
    });
  }

  /** The member's applications, newest first. */
  async function applications(
    merchant: Merchant,
    memberId: number,
    language: string,
    query: { pageNo: number; pageSize: number },
  ): Promise<Page<Application>> {
    const { rows, total } = await promotionsRepo.memberApplications(
      db,
      { merchantId: merchant.id, memberId },
      { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
    );
    return {
      list: rows.map((r) => applicationOf(r, language)),
      total,
      ...query,
    };
  }

  function applicationOf(r: promotionsRepo.ApplicationViewRow, language: string): Application {
    const a = r.application;
    return {
      id: a.id,
      promotionId: a.promotionId,
      title: loyalty.textsIn(r.texts, language).title,
      comment: a.comment,
      imageCount: r.imageIds.length,
      state: a.state as Application['state'],
      reason: a.reason,
      amount: r.amount === null ? null : formatAmount(BigInt(r.amount)),
      createdAt: a.createdAt.toISOString(),
      decidedAt: a.decidedAt?.toISOString() ?? null,
    };
  }

  /** An image of the member's own application; anybody else's is not found. */
  async function memberImage(
    owner: { merchantId: number; memberId: number },
    applicationId: number,
    imageId: number,
  ): Promise<UploadedImage> {
    const image = await promotionsRepo.findImage(db, applicationId, imageId);
    if (!image || image.memberId !== owner.memberId || image.merchantId !== owner.merchantId) {
      throw new AppError('NOT_FOUND');
    }
    return image;
  }

  return { page, claimables, claim, apply, applications, applicationOf, memberImage };
}
