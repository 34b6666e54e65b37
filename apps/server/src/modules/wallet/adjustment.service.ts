import type { Page } from '@portal/contracts/admin';
import type { Adjustment, AdjustmentRequest } from '@portal/contracts/admin-wallet';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatAmount, parseAmount } from '@portal/contracts/money';
import type { ActorAudit } from '../admin/admin.audit.ts';
import type { NoticeWriter } from '../messages/messages.service.ts';
import type { LedgerService } from './ledger.service.ts';
import type { TurnoverService } from './turnover.service.ts';
import type { WalletSettingsService } from './wallet-settings.ts';
import * as repo from './wallet.repo.ts';

interface Merchant {
  id: number;
  currency: string;
  currencySymbol: string;
}

/** The operator asking; `audit` records what they did, inside the change's transaction. */
export interface AdjustmentActor {
  username: string;
  audit: ActorAudit;
}

export type AdjustmentService = ReturnType<typeof createAdjustmentService>;

function toWire(row: repo.AdjustmentRow, username: string): Adjustment {
  return {
    id: row.id,
    memberId: row.memberId,
    username,
    direction: row.direction as Adjustment['direction'],
    kind: row.kind as Adjustment['kind'],
    amount: formatAmount(row.amount),
    reason: row.reason,
    turnoverMultiplier: row.turnoverCentiMultiplier / 100,
    status: row.status as Adjustment['status'],
    requestedBy: row.requestedBy,
    decidedBy: row.decidedBy,
    transactionId: row.transactionId,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Manual balance changes. Each has a reason and an audit row written in its transaction. One
 * waits for a second operator (never the one who asked) when it is above the white label's
 * threshold, or when with what the same operator asked for in the last 24 hours (PENDING or
 * APPLIED, debits and credits alike) it would pass the threshold for that member or in total,
 * so splitting a large credit into small ones changes nothing.
 */
export function createAdjustmentService(deps: {
  db: Db;
  ledger: LedgerService;
  turnover: TurnoverService;
  settings: WalletSettingsService;
  onBalanceChange: (merchant: Merchant, memberId: number) => void;
  /** The member's message that their balance was adjusted, in the adjustment's transaction. */
  notice?: NoticeWriter | undefined;
}) {
  const { db, ledger } = deps;

  async function applyIn(t: Executor, merchant: Merchant, row: repo.AdjustmentRow) {
    // Through the transaction: on PGlite another connection would wait for it forever.
    const main = await ledger.memberAccountId(merchant, row.memberId, 'MAIN', t);
    const house = await ledger.houseAccountId(
      merchant,
      row.kind === 'BONUS' ? 'BONUS_EXPENSE' : 'ADJUSTMENTS',
      t,
    );
    const sign = row.direction === 'CREDIT' ? 1n : -1n;
    await deps.notice?.(t, {
      merchantId: merchant.id,
      memberId: row.memberId,
      template: row.direction === 'CREDIT' ? 'ADJUSTMENT_CREDIT' : 'ADJUSTMENT_DEBIT',
      params: { amount: String(row.amount), currencySymbol: merchant.currencySymbol },
    });
    const posted = await ledger.postIn(t, {
      merchantId: merchant.id,
      kind: row.kind,
      key: { source: 'ADJUSTMENT', externalId: String(row.id), operation: 'APPLY' },
      memberId: row.memberId,
      reference: row.reason,
      lines: [
        { accountId: main, amount: sign * row.amount },
        { accountId: house, amount: -sign * row.amount },
      ],
    });
    if (row.direction === 'CREDIT') {
      await deps.turnover.attachIn(t, {
        merchantId: merchant.id,
        memberId: row.memberId,
        sourceKind: row.kind,
        transactionId: posted.transactionId,
        amount: row.amount,
        centiMultiplier: row.turnoverCentiMultiplier,
      });
    }
    return posted.transactionId;
  }

  async function create(merchant: Merchant, actor: AdjustmentActor, input: AdjustmentRequest) {
    const amount = parseAmount(input.amount);
    if (amount === null || amount <= 0n) throw new AppError('VALIDATION_FAILED');
    const member = await repo.findMember(db, merchant.id, input.memberId);
    if (!member) throw new AppError('MEMBER_NOT_FOUND');
    const { twoPersonThreshold: threshold } = await deps.settings.limits(merchant.id);
    const centi =
      input.direction === 'CREDIT' ? Math.round((input.turnoverMultiplier ?? 0) * 100) : 0;
    const kind = input.kind ?? 'ADJUSTMENT';
    const row = await db.transaction(async (t) => {
      // The sums and the insert under one lock per operator: two at once are counted in turn.
      await repo.lockOperatorAdjustments(t, merchant.id, actor.username);
      const recent = await repo.operatorAdjustmentSums(t, merchant.id, actor.username, member.id);
      const needsSecond =
        amount > threshold ||
        recent.member + amount > threshold ||
        recent.total + amount > threshold;
      const created = await repo.insertAdjustment(t, {
        merchantId: merchant.id,
        memberId: member.id,
        direction: input.direction,
        kind,
        amount,
        reason: input.reason,
        turnoverCentiMultiplier: centi,
        status: 'PENDING',
        requestedBy: actor.username,
        requestId: input.requestId ?? null,
      });
      if (!created) return undefined;
      let done = created;
      if (!needsSecond) {
        const transactionId = await applyIn(t, merchant, created);
        done = (await repo.decideAdjustment(t, merchant.id, created.id, {
          status: 'APPLIED',
          decidedBy: actor.username,
          transactionId,
        }))!;
      }
      await actor.audit(
        t,
        'wallet.adjustment.create',
        { type: 'adjustment', id: done.id },
        {
          memberId: member.id,
          direction: done.direction,
          kind: done.kind,
          amount: formatAmount(amount),
          reason: done.reason,
          status: done.status,
          ...(needsSecond
            ? {
                operator24h: {
                  member: formatAmount(recent.member + amount),
                  total: formatAmount(recent.total + amount),
                },
              }
            : {}),
        },
      );
      return done;
    });
    if (!row) {
      // A retry of a request already made: the first answer, if it asked for the same thing.
      const first = await repo.findAdjustmentByRequest(
        db,
        merchant.id,
        actor.username,
        input.requestId!,
      );
      if (
        !first ||
        first.memberId !== member.id ||
        first.direction !== input.direction ||
        first.amount !== amount ||
        first.kind !== kind
      ) {
        throw new AppError('IDEMPOTENCY_CONFLICT');
      }
      return toWire(first, member.username);
    }
    if (row.status === 'APPLIED') deps.onBalanceChange(merchant, member.id);
    return toWire(row, member.username);
  }

  async function decide(
    merchant: Merchant,
    actor: AdjustmentActor,
    id: number,
    decision: { approve: true } | { approve: false; reason: string },
  ) {
    const current = await repo.findAdjustment(db, merchant.id, id);
    if (!current) throw new AppError('WALLET_ORDER_NOT_FOUND');
    if (current.status !== 'PENDING') throw new AppError('WALLET_STATE_CONFLICT');
    if (decision.approve && current.requestedBy === actor.username) {
      throw new AppError('WALLET_SAME_OPERATOR');
    }
    const row = await db.transaction(async (t) => {
      const decided = await repo.decideAdjustment(t, merchant.id, id, {
        status: decision.approve ? 'APPLIED' : 'REJECTED',
        decidedBy: actor.username,
      });
      if (!decided) throw new AppError('WALLET_STATE_CONFLICT');
      await actor.audit(
        t,
        decision.approve ? 'wallet.adjustment.approve' : 'wallet.adjustment.reject',
        { type: 'adjustment', id },
        decision.approve ? {} : { reason: decision.reason },
      );
      if (!decision.approve) return decided;
      const transactionId = await applyIn(t, merchant, decided);
      await repo.setAdjustmentTransaction(t, decided.id, transactionId);
      return { ...decided, transactionId };
    });
    if (decision.approve) deps.onBalanceChange(merchant, row.memberId);
    const member = await repo.findMember(db, merchant.id, row.memberId);
    return toWire(row, member?.username ?? '');
  }

  async function list(
    merchantId: number,
    query: { status?: string | undefined; pageNo: number; pageSize: number },
  ): Promise<Page<Adjustment>> {
    const { rows, total } = await repo.pageAdjustments(db, merchantId, query.status, {
      offset: (query.pageNo - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return {
      list: rows.map((r) => toWire(r.adjustment, r.username)),
      total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  return { create, decide, list };
}
