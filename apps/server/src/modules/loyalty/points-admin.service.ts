import type { Page } from '@portal/contracts/admin';
import { formatAmount, parseAmount } from '@portal/contracts/money';
import type {
  AdminMallItem,
  AdminMallItemInput,
  AdminRedemption,
  PointsSettings,
} from '@portal/contracts/points';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, AuditTrail } from '../admin/admin.audit.ts';
import type { LoyaltyService } from './loyalty.service.ts';
import * as repo from './points.repo.ts';
import { imageUrlsOf } from '../content/banners.service.ts';
import { MALL_REWARD, movePointsIn, redemptionWire } from './points.service.ts';

export type PointsAdmin = ReturnType<typeof createPointsAdmin>;

function itemWire(
  row: repo.MallItemRow,
  redeemed: number,
  urls: ReadonlyMap<number, string>,
): AdminMallItem {
  return {
    id: row.id,
    texts: row.texts,
    status: row.status as AdminMallItem['status'],
    pricePoints: Number(row.pricePoints),
    stock: row.stock,
    perMemberLimit: row.perMemberLimit,
    rewardKind: row.rewardKind as AdminMallItem['rewardKind'],
    rewardAmount: row.rewardAmount === null ? null : formatAmount(row.rewardAmount),
    wageringCenti: row.wageringCenti,
    sort: row.sort,
    redeemed,
    imageId: row.imageId,
    imageUrl: row.imageId === null ? null : (urls.get(row.imageId) ?? null),
  };
}

function itemValues(input: AdminMallItemInput) {
  return {
    texts: input.texts as Record<string, { name: string; description: string }>,
    status: input.status,
    pricePoints: BigInt(input.pricePoints),
    stock: input.stock,
    perMemberLimit: input.perMemberLimit,
    rewardKind: input.rewardKind,
    rewardAmount: input.rewardAmount === null ? null : parseAmount(input.rewardAmount)!,
    wageringCenti: input.wageringCenti,
    sort: input.sort,
  };
}

const adminRedemption = (v: repo.RedemptionView): AdminRedemption => ({
  ...redemptionWire(v, 'EN'),
  memberId: v.redemption.memberId,
  username: v.username,
  decidedBy: v.redemption.decidedBy,
});

/**
 * The console's points: the ratio table and converting, the mall's catalogue, and the queue of
 * redemptions to approve (a cash or bonus reward is paid then, as a grant) or reject (the points
 * and the stock come back). Every change audited in its own transaction.
 */
export function createPointsAdmin(deps: {
  db: Db;
  audit: AuditTrail;
  loyalty: Pick<LoyaltyService, 'payGrantIn'>;
  merchantOf: (merchantId: number) => Promise<{ id: number; currency: string }>;
  /** After a decision's commit: the member's balance or points changed. */
  onDecided?: (merchantId: number, memberId: number) => void;
}) {
  const { db } = deps;

  async function settings(merchantId: number): Promise<PointsSettings> {
    const [row, ratios] = await Promise.all([
      repo.settingsOf(db, merchantId),
      repo.ratiosOf(db, merchantId),
    ]);
    return {
      ratios: ratios.map((r) => ({
        methodCode: r.methodCode,
        vipLevel: r.vipLevel,
        amountPerPoint: formatAmount(r.minorPerPoint),
      })),
      convertAmountPerPoint:
        row?.convertMinorPerPoint == null ? null : formatAmount(row.convertMinorPerPoint),
      convertMinPoints: row?.convertMinPoints ?? 100,
      convertWageringCenti: row?.convertWageringCenti ?? 100,
    };
  }

  async function saveSettings(actor: Actor, input: PointsSettings): Promise<PointsSettings> {
    await db.transaction(async (t) => {
      const before = await settingsIn(t, actor.merchantId);
      await repo.replaceSettings(
        t,
        actor.merchantId,
        {
          convertMinorPerPoint:
            input.convertAmountPerPoint === null ? null : parseAmount(input.convertAmountPerPoint)!,
          convertMinPoints: input.convertMinPoints,
          convertWageringCenti: input.convertWageringCenti,
        },
        input.ratios.map((r) => ({
          methodCode: r.methodCode,
          vipLevel: r.vipLevel,
          minorPerPoint: parseAmount(r.amountPerPoint)!,
        })),
      );
      await deps.audit.byActor(
        t,
        actor,
        'loyalty.configure',
        { type: 'points-settings', id: actor.merchantId },
        { op: 'update', before, after: await settingsIn(t, actor.merchantId) },
      );
    });
    return settings(actor.merchantId);
  }

  /** The settings read inside a transaction (the audit's before and after). */
  async function settingsIn(t: Executor, merchantId: number) {
    const [row, ratios] = await Promise.all([
      repo.settingsOf(t, merchantId),
      repo.ratiosOf(t, merchantId),
    ]);
    return {
      convertMinorPerPoint: row?.convertMinorPerPoint?.toString() ?? null,
      convertMinPoints: row?.convertMinPoints ?? null,
      convertWageringCenti: row?.convertWageringCenti ?? null,
      ratios: ratios.map((r) => `${r.methodCode}@${r.vipLevel}:${r.minorPerPoint}`),
    };
  }

  async function items(merchantId: number): Promise<AdminMallItem[]> {
    const [rows, totals] = await Promise.all([
      repo.itemsOf(db, merchantId, false),
      repo.redeemedTotals(db, merchantId),
    ]);
    const urls = await imageUrlsOf(
      db,
      merchantId,
      rows.map((r) => r.imageId),
    );
    return rows.map((r) => itemWire(r, totals.get(r.id) ?? 0, urls));
  }

  async function createItem(actor: Actor, input: AdminMallItemInput): Promise<AdminMallItem> {
    return db.transaction(async (t) => {
      const row = await repo.insertItem(t, { merchantId: actor.merchantId, ...itemValues(input) });
      const view = itemWire(row, 0, new Map());
      await deps.audit.byActor(
        t,
        actor,
        'loyalty.configure',
        { type: 'mall-item', id: row.id },
        { op: 'create', after: view },
      );
      return view;
    });
  }

  async function updateItem(
    actor: Actor,
    id: number,
    input: AdminMallItemInput,
  ): Promise<AdminMallItem> {
    return db.transaction(async (t) => {
      const before = await repo.lockItem(t, actor.merchantId, id);
      if (!before) throw new AppError('NOT_FOUND');
      const after = await repo.updateItem(t, actor.merchantId, id, itemValues(input));
      const redeemed = (await repo.redeemedTotals(t, actor.merchantId)).get(id) ?? 0;
      const urls = await imageUrlsOf(t, actor.merchantId, [before.imageId]);
      const view = itemWire(after!, redeemed, urls);
      await deps.audit.byActor(
        t,
        actor,
        'loyalty.configure',
        { type: 'mall-item', id },
        { op: 'update', before: itemWire(before, redeemed, urls), after: view },
      );
      return view;
    });
  }

  /**
   * Sets or takes away a reward's picture (an image of the white label's content), audited as
   * content's change in the same transaction.
   */
  async function setItemImage(
    actor: Actor,
    id: number,
    imageId: number | null,
  ): Promise<AdminMallItem> {
    return db.transaction(async (t) => {
      const before = await repo.lockItem(t, actor.merchantId, id);
      if (!before) throw new AppError('NOT_FOUND');
      const urls = await imageUrlsOf(t, actor.merchantId, [imageId]);
      if (imageId !== null && !urls.has(imageId)) throw new AppError('CONTENT_NOT_FOUND');
      const after = await repo.updateItem(t, actor.merchantId, id, { imageId });
      const redeemed = (await repo.redeemedTotals(t, actor.merchantId)).get(id) ?? 0;
      await deps.audit.byActor(
        t,
        actor,
        'content.write',
        { type: 'mall-item', id },
        { op: 'image', before: before.imageId, after: imageId },
      );
      return itemWire(after!, redeemed, urls);
    });
  }

  async function redemptions(
    merchantId: number,
    query: { status?: string | undefined; pageNo: number; pageSize: number },
  ): Promise<Page<AdminRedemption>> {
    const { rows, total } = await repo.pageRedemptions(
      db,
      { merchantId, ...(query.status ? { status: query.status } : {}) },
      { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
    );
    return {
      list: rows.map(adminRedemption),
      total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  /**
   * Approves (a cash or bonus reward is paid as a grant keyed by the redemption, in the same
   * transaction) or rejects (the points come back, once, and the stock) a redemption in process.
   */
  async function decide(
    actor: Actor,
    id: number,
    approve: boolean,
    reason: string | undefined,
  ): Promise<AdminRedemption> {
    const merchant = await deps.merchantOf(actor.merchantId);
    const memberId = await db.transaction(async (t) => {
      const r = await repo.lockRedemption(t, actor.merchantId, id);
      if (!r) throw new AppError('NOT_FOUND');
      if (r.status !== 'IN_PROCESS') throw new AppError('MALL_REDEMPTION_DECIDED');
      const item = (await repo.itemOf(t, actor.merchantId, r.itemId))!;
      let transactionId: number | null = null;
      if (approve && item.rewardAmount !== null) {
        const paid = await deps.loyalty.payGrantIn(t, merchant, {
          merchantId: actor.merchantId,
          memberId: r.memberId,
          source: MALL_REWARD,
          periodKey: String(r.id),
          rewardKind: 'BONUS',
          amount: item.rewardAmount,
          wageringRequired: (item.rewardAmount * BigInt(item.wageringCenti) + 99n) / 100n,
          reference: `R${r.id}`,
          state: 'ISSUED',
          detail: { redemptionId: r.id, itemId: item.id },
        });
        transactionId = paid?.transactionId ?? null;
      }
      if (!approve) {
        await movePointsIn(t, {
          merchantId: actor.merchantId,
          memberId: r.memberId,
          kind: 'REDEEM_RETURN',
          reference: String(r.id),
          delta: r.points,
        });
        await repo.returnStock(t, item.id);
      }
      await repo.decideRedemption(t, id, {
        status: approve ? 'APPROVED' : 'REJECTED',
        reason: reason ?? null,
        decidedBy: actor.username,
        transactionId,
      });
      await deps.audit.byActor(
        t,
        actor,
        'loyalty.configure',
        { type: 'mall-redemption', id },
        {
          op: approve ? 'approve' : 'reject',
          itemId: item.id,
          points: r.points.toString(),
          ...(reason ? { reason } : {}),
        },
      );
      return r.memberId;
    });
    deps.onDecided?.(actor.merchantId, memberId);
    return adminRedemption((await repo.redemptionView(db, id))!);
  }

  return {
    settings,
    saveSettings,
    items,
    createItem,
    updateItem,
    setItemImage,
    redemptions,
    decide,
  };
}
