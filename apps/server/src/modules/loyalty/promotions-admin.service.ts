import type { Page } from '@portal/contracts/admin';
import type { NoticeParams } from '@portal/contracts/messages';
import { formatAmount } from '@portal/contracts/money';
import type {
  AdminApplication,
  AdminApplicationQuery,
  ApplicationDecision,
} from '@portal/contracts/promotions';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UploadedImage } from '../../lib/multipart-images.ts';
import type { Actor, AuditTrail } from '../admin/admin.audit.ts';
import type { NoticeWriter } from '../messages/messages.service.ts';
import { requirementFor } from '../wallet/turnover.service.ts';
import { textsIn, type LoyaltyService } from './loyalty.service.ts';
import * as repo from './promotions.repo.ts';
import * as loyaltyRepo from './loyalty.repo.ts';

export type PromotionsAdmin = ReturnType<typeof createPromotionsAdmin>;

const imageUrl = (applicationId: number, imageId: string) =>
  `/wps/admin/loyalty/applications/${applicationId}/images/${imageId}`;

/**
 * The console's queue of promotion applications: read them with their images, approve (the
 * reward is paid then, as the grant of the promotion and period the member applied in, so a
 * second approval pays nothing) or reject with a reason. Each decision, its payment, the member's
 * notice and the audit row commit together.
 */
export function createPromotionsAdmin(deps: {
  db: Db;
  audit: AuditTrail;
  loyalty: Pick<LoyaltyService, 'payGrantIn'>;
  merchantOf: (
    merchantId: number,
  ) => Promise<{ id: number; currency: string; currencySymbol: string }>;
  notice?: NoticeWriter | undefined;
  /** After a decision's commit: the member's balance and messages changed. */
  onDecided?: (merchantId: number, memberId: number) => void;
}) {
  const { db } = deps;

  function view(r: repo.ApplicationViewRow): AdminApplication {
    const a = r.application;
    return {
      id: a.id,
      promotionId: a.promotionId,
      promotionCode: r.code,
      title: textsIn(r.texts, 'EN').title,
      memberId: a.memberId,
      username: r.username,
      periodKey: a.periodKey,
      comment: a.comment,
      imageCount: r.imageIds.length,
      images: r.imageIds.map((id) => imageUrl(a.id, id)),
      state: a.state as AdminApplication['state'],
      reason: a.reason,
      amount: r.amount === null ? null : formatAmount(BigInt(r.amount)),
      createdAt: a.createdAt.toISOString(),
      decidedAt: a.decidedAt?.toISOString() ?? null,
      decidedBy: r.decidedBy,
    };
  }

  async function list(
    merchantId: number,
    query: AdminApplicationQuery,
  ): Promise<Page<AdminApplication>> {
    const { rows, total } = await repo.queue(
      db,
      { merchantId, state: query.state, promotionId: query.promotionId },
      { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
    );
    return { list: rows.map(view), total, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  async function decide(
    actor: Actor,
    id: number,
    decision: ApplicationDecision,
  ): Promise<AdminApplication> {
    const merchant = await deps.merchantOf(actor.merchantId);
    const memberId = await db.transaction(async (t) => {
      const a = await repo.lockApplication(t, actor.merchantId, id);
      if (!a) throw new AppError('NOT_FOUND');
      if (a.state !== 'APPLYING') throw new AppError('LOYALTY_APPLICATION_DECIDED');
      const promotion = (await loyaltyRepo.lockPromotion(t, actor.merchantId, a.promotionId))!;
      const shown = (await repo.oneApplication(t, actor.merchantId, id))!;
      let grantId: number | null = null;
      const amount = promotion.capAmount;
      if (decision.approve) {
        // Honoured as applied: the operator approves what the member applied for, even if the
        // promotion has been paused or ended since.
        const paid = await deps.loyalty.payGrantIn(t, merchant, {
          merchantId: actor.merchantId,
          memberId: a.memberId,
          promotionId: promotion.id,
          source: promotion.kind,
          periodKey: `${promotion.id}:${a.periodKey}`,
          rewardKind: 'BONUS',
          amount,
          wageringRequired: requirementFor(amount, promotion.wageringCenti),
          weights: promotion.weights,
          expiryDays: promotion.expiryDays,
          reference: `A${a.id}`,
          state: 'ISSUED',
          detail: { applicationId: a.id },
        });
        if (!paid) throw new AppError('LOYALTY_ALREADY_TAKEN');
        grantId = paid.grantId;
      }
      await repo.decideApplication(t, id, {
        state: decision.approve ? 'APPROVED' : 'REJECTED',
        reason: decision.approve ? null : decision.reason,
        grantId,
        decidedBy: actor.operatorId,
        decidedAt: new Date(),
      });
      const params: NoticeParams = {
        amount: decision.approve ? String(amount) : '0',
        currencySymbol: merchant.currencySymbol,
        title: textsIn(promotion.texts, shown.language ?? 'EN').title,
      };
      await deps.notice?.(t, {
        merchantId: actor.merchantId,
        memberId: a.memberId,
        template: decision.approve ? 'APPLICATION_APPROVED' : 'APPLICATION_REJECTED',
        params,
      });
      await deps.audit.byActor(
        t,
        actor,
        'loyalty.approve',
        { type: 'promotion-application', id },
        {
          op: decision.approve ? 'approve' : 'reject',
          promotionId: promotion.id,
          memberId: a.memberId,
          periodKey: a.periodKey,
          ...(decision.approve ? { amount: String(amount) } : { reason: decision.reason }),
        },
      );
      return a.memberId;
    });
    deps.onDecided?.(actor.merchantId, memberId);
    return view((await repo.oneApplication(db, actor.merchantId, id))!);
  }

  /** An image of an application of the operator's white label; any other is not found. */
  async function image(
    merchantId: number,
    applicationId: number,
    imageId: number,
  ): Promise<UploadedImage> {
    const found = await repo.findImage(db, applicationId, imageId);
    if (!found || found.merchantId !== merchantId) throw new AppError('NOT_FOUND');
    return found;
  }

  return { list, decide, image };
}
