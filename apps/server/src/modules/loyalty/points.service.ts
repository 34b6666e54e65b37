import type { Page } from '@portal/contracts/admin';
import { formatAmount } from '@portal/contracts/money';
import {
  pointsFor,
  type ConvertRequest,
  type ConvertResult,
  type MallItem,
  type PointsEntry,
  type PointsSummary,
  type Redemption,
  type RedeemRequest,
} from '@portal/contracts/points';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { imageUrlsOf } from '../content/banners.service.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import type { LoyaltyService } from './loyalty.service.ts';
import * as repo from './points.repo.ts';

/** The grant sources of points spent on money (unique per conversion request, per redemption). */
export const POINTS_CONVERT = 'POINTS_CONVERT';
export const MALL_REWARD = 'MALL';

interface Merchant {
  id: number;
  currency: string;
}

interface PayingMember {
  id: number;
  paymentPasswordHash: string | null;
}

export type PointsService = ReturnType<typeof createPointsService>;

type Paging = { pageNo: number; pageSize: number };
const paging = (q: Paging) => ({ offset: (q.pageNo - 1) * q.pageSize, limit: q.pageSize });

function textIn<T>(texts: Record<string, T>, language: string): T | undefined {
  return texts[language] ?? texts.EN ?? Object.values(texts)[0];
}

export function redemptionWire(v: repo.RedemptionView, language: string): Redemption {
  const r = v.redemption;
  return {
    id: r.id,
    itemId: r.itemId,
    itemName: textIn(v.texts, language)?.name ?? '',
    rewardKind: v.rewardKind as Redemption['rewardKind'],
    points: Number(r.points),
    status: r.status as Redemption['status'],
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Changes a member's points by `delta` once per (kind, reference), under the lock of their points
 * row: a retry or a second node finds the entry written and changes nothing. Refuses to go below
 * zero. Returns the balance after (and whether this call moved it).
 */
export async function movePointsIn(
  t: Executor,
  entry: { merchantId: number; memberId: number; kind: string; reference: string; delta: bigint },
): Promise<{ balance: bigint; moved: boolean }> {
  const balance = await repo.lockBalance(t, entry.merchantId, entry.memberId);
  const earlier = await repo.entryOf(t, entry.memberId, entry.kind, entry.reference);
  if (earlier) {
    // The same request again: what it did the first time, or a conflict if it now asks more.
    if (earlier.points !== entry.delta) throw new AppError('IDEMPOTENCY_CONFLICT');
    return { balance, moved: false };
  }
  const after = balance + entry.delta;
  if (after < 0n) throw new AppError('POINTS_NOT_ENOUGH');
  await repo.insertEntry(t, {
    merchantId: entry.merchantId,
    memberId: entry.memberId,
    kind: entry.kind,
    points: entry.delta,
    balanceAfter: after,
    reference: entry.reference,
  });
  await repo.setBalance(t, entry.memberId, after);
  return { balance: after, moved: true };
}

/**
 * The member's side of points (docs/LOYALTY.md, Points): earned on each credited deposit at the
 * ratio table's rate, in the deposit's transaction; spent in the mall (points taken at once,
 * returned on rejection) or converted to cash. Redeem and convert need the payment password.
 */
export function createPointsService(deps: {
  db: Db;
  ledger: LedgerService;
  loyalty: Pick<LoyaltyService, 'payGrantIn'>;
  paymentPasswords: { verify: (member: PayingMember, password: string) => Promise<void> };
}) {
  const { db, ledger } = deps;

  /** In the deposit's crediting transaction: the points it earns, once per order. */
  async function earnIn(
    t: Executor,
    merchantId: number,
    deposit: { memberId: number; orderNo: string; amount: bigint; methodCode: string },
  ): Promise<void> {
    const lines = await repo.ratiosFor(t, merchantId, deposit.memberId);
    const line =
      lines.find((l) => l.methodCode === deposit.methodCode) ??
      lines.find((l) => l.methodCode === '*');
    if (!line) return;
    const points = pointsFor(deposit.amount, line.minorPerPoint);
    if (points <= 0n) return;
    await movePointsIn(t, {
      merchantId,
      memberId: deposit.memberId,
      kind: 'DEPOSIT',
      reference: deposit.orderNo,
      delta: points,
    });
  }

  async function summary(merchantId: number, member: PayingMember): Promise<PointsSummary> {
    const [balance, lines, settings] = await Promise.all([
      repo.balanceOf(db, member.id),
      repo.ratiosFor(db, merchantId, member.id),
      repo.settingsOf(db, merchantId),
    ]);
    const per = settings?.convertMinorPerPoint ?? null;
    return {
      balance: Number(balance),
      ratios: lines.map((l) => ({
        methodCode: l.methodCode,
        vipLevel: l.vipLevel,
        amountPerPoint: formatAmount(l.minorPerPoint),
      })),
      convertAmountPerPoint: per === null ? null : formatAmount(per),
      convertMinPoints: settings?.convertMinPoints ?? 1,
      convertWageringCenti: settings?.convertWageringCenti ?? 0,
      hasPaymentPassword: member.paymentPasswordHash !== null,
    };
  }

  async function history(memberId: number, query: Paging): Promise<Page<PointsEntry>> {
    const { rows, total } = await repo.pageEntries(db, memberId, paging(query));
    return {
      list: rows.map((e) => ({
        id: e.id,
        kind: e.kind as PointsEntry['kind'],
        points: Number(e.points),
        balanceAfter: Number(e.balanceAfter),
        reference: e.reference,
        createdAt: e.createdAt.toISOString(),
      })),
      total,
      ...query,
    };
  }

  async function mall(
    merchantId: number,
    memberId: number | null,
    language: string,
  ): Promise<MallItem[]> {
    const items = await repo.itemsOf(db, merchantId, true);
    const [mine, urls] = await Promise.all([
      memberId === null ? new Map<number, number>() : repo.redeemedCounts(db, memberId),
      imageUrlsOf(
        db,
        merchantId,
        items.map((i) => i.imageId),
      ),
    ]);
    return items.map((i) => {
      const text = textIn(i.texts, language);
      return {
        id: i.id,
        name: text?.name ?? '',
        description: text?.description ?? '',
        pricePoints: Number(i.pricePoints),
        stock: i.stock,
        perMemberLimit: i.perMemberLimit,
        rewardKind: i.rewardKind as MallItem['rewardKind'],
        rewardAmount: i.rewardAmount === null ? null : formatAmount(i.rewardAmount),
        redeemedByMe: mine.get(i.id) ?? 0,
        imageUrl: i.imageId === null ? null : (urls.get(i.imageId) ?? null),
      };
    });
  }

  /**
   * Redeems a reward: under the member's points lock (two redemptions of one member run one
   * after the other, so the per-member limit and the balance are counted atomically), the stock
   * taken atomically, the points taken once per request. The redemption waits for an operator.
   * A retry of the same request answers the first redemption.
   */
  async function redeem(
    merchantId: number,
    member: PayingMember,
    input: RedeemRequest,
    language: string,
  ): Promise<Redemption> {
    await deps.paymentPasswords.verify(member, input.paymentPassword);
    const id = await db.transaction(async (t) => {
      await repo.lockBalance(t, merchantId, member.id);
      const earlier = await repo.redemptionByRequest(t, merchantId, member.id, input.requestId);
      if (earlier) {
        if (earlier.itemId !== input.itemId) throw new AppError('IDEMPOTENCY_CONFLICT');
        return earlier.id;
      }
      const item = await repo.itemOf(t, merchantId, input.itemId);
      if (!item || item.status !== 'ACTIVE') throw new AppError('MALL_ITEM_UNKNOWN');
      if (item.perMemberLimit !== null) {
        const used = (await repo.redeemedCounts(t, member.id, [item.id])).get(item.id) ?? 0;
        if (used >= item.perMemberLimit) {
          throw new AppError('MALL_LIMIT_REACHED', {
            params: { limit: String(item.perMemberLimit) },
          });
        }
      }
      if ((await repo.balanceOf(t, member.id)) < item.pricePoints) {
        throw new AppError('POINTS_NOT_ENOUGH');
      }
      if (!(await repo.takeStock(t, item.id))) throw new AppError('MALL_OUT_OF_STOCK');
      const row = await repo.insertRedemption(t, {
        merchantId,
        memberId: member.id,
        itemId: item.id,
        points: item.pricePoints,
        requestId: input.requestId,
      });
      await movePointsIn(t, {
        merchantId,
        memberId: member.id,
        kind: 'REDEEM',
        reference: String(row!.id),
        delta: -item.pricePoints,
      });
      return row!.id;
    });
    return redemptionWire((await repo.redemptionView(db, id))!, language);
  }

  async function redemptions(
    merchantId: number,
    memberId: number,
    language: string,
    query: Paging,
  ): Promise<Page<Redemption>> {
    const { rows, total } = await repo.pageRedemptions(db, { merchantId, memberId }, paging(query));
    return { list: rows.map((r) => redemptionWire(r, language)), total, ...query };
  }

  /**
   * Converts points to cash at the white label's rate: the points taken and the money paid (a
   * grant from BONUS_EXPENSE with the configured wagering) in one transaction, once per request.
   * The member's wallet is locked before their points, the order every money path keeps.
   */
  async function convert(
    merchant: Merchant,
    member: PayingMember,
    input: ConvertRequest,
  ): Promise<ConvertResult> {
    const settings = await repo.settingsOf(db, merchant.id);
    const per = settings?.convertMinorPerPoint ?? null;
    if (!settings || per === null) throw new AppError('POINTS_CONVERT_OFF');
    if (input.points < settings.convertMinPoints) {
      throw new AppError('POINTS_CONVERT_MIN', {
        params: { min: String(settings.convertMinPoints) },
      });
    }
    await deps.paymentPasswords.verify(member, input.paymentPassword);
    const points = BigInt(input.points);
    const amount = points * per;
    const main = await ledger.memberAccountId(merchant, member.id, 'MAIN');
    const balance = await db.transaction(async (t) => {
      await ledger.lockAccounts(t, [main]);
      const moved = await movePointsIn(t, {
        merchantId: merchant.id,
        memberId: member.id,
        kind: 'CONVERT',
        reference: input.requestId,
        delta: -points,
      });
      if (moved.moved) {
        await deps.loyalty.payGrantIn(t, merchant, {
          merchantId: merchant.id,
          memberId: member.id,
          source: POINTS_CONVERT,
          periodKey: input.requestId,
          rewardKind: 'BONUS',
          amount,
          wageringRequired: (amount * BigInt(settings.convertWageringCenti) + 99n) / 100n,
          reference: `${input.points} points`,
          state: 'ISSUED',
          detail: { points: input.points },
        });
      }
      return moved.balance;
    });
    return { points: input.points, amount: formatAmount(amount), pointsBalance: Number(balance) };
  }

  return { earnIn, summary, history, mall, redeem, redemptions, convert };
}
