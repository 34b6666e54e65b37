import { formatAmount } from '@portal/contracts/money';
import type { Page } from '@portal/contracts/admin';
import type { AdminGrant, ForfeitResult } from '@portal/contracts/promotions';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, AuditTrail } from '../admin/admin.audit.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import * as loyaltyRepo from './loyalty.repo.ts';
import * as repo from './promotions.repo.ts';

/** Below this a balance is spent (minor units: 1.00): the bust rule closes open bonuses. */
export const BUST_BELOW = 100n;

interface Merchant {
  id: number;
  currency: string;
}

interface PayingMember {
  id: number;
  paymentPasswordHash: string | null;
}

export type ForfeitService = ReturnType<typeof createForfeitService>;

/**
 * Giving a bonus up, and the bust rule (docs/LOYALTY.md, the bonus money model).
 *
 * Forfeit: the member (payment password) or an operator (audited) gives up a bonus whose
 * wagering is still open: the bonus amount, at most the balance, goes back to BONUS_EXPENSE, the
 * grant's requirement closes and the grant is FORFEITED; the member's other requirements stay.
 * Refused while the member has money at a transfer-wallet vendor: a bonus moved there would be
 * out of reach of the take-back and come back free of its requirement.
 *
 * Bust: when a deposit is credited to a member whose money (main wallet and vendors) is under
 * 1.00, the bonuses still open were lost in play: their requirements close, so an old bonus never
 * holds up the withdrawal of new money.
 */
export function createForfeitService(deps: {
  db: Db;
  ledger: LedgerService;
  audit: AuditTrail;
  paymentPasswords: { verify: (member: PayingMember, password: string) => Promise<void> };
  now?: () => Date;
}) {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());

  async function forfeitIn(
    t: Executor,
    merchant: Merchant,
    grantId: number,
    by: { memberId: number; actor?: Actor; reason?: string },
  ): Promise<ForfeitResult> {
    const ownerId = by.memberId;
    const peek = await repo.lockGrant(t, merchant.id, grantId, ownerId, false);
    if (!peek) throw new AppError('NOT_FOUND');
    // The member's wallet is locked first, as every money path does; the grant row after it.
    const main = await ledger.memberAccountId(merchant, peek.memberId, 'MAIN', t);
    await ledger.lockAccounts(t, [main]);
    const found = (await repo.lockGrant(t, merchant.id, grantId, ownerId, true))!;
    if (found.state === 'FORFEITED') {
      const taken = (found.detail as { forfeit?: { amount?: string } } | null)?.forfeit?.amount;
      return { grantId, taken: formatAmount(BigInt(taken ?? '0')) };
    }
    const requirement =
      found.transactionId === null
        ? undefined
        : await repo.lockRequirementOf(t, found.transactionId);
    if (!requirement || requirement.remaining === 0n) {
      throw new AppError('LOYALTY_FORFEIT_NOT_OPEN');
    }
    if ((await repo.vendorHoldings(t, found.memberId)) > 0n) {
      throw new AppError('LOYALTY_FORFEIT_FUNDS_AT_VENDOR');
    }
    const balance = await ledger.balanceIn(t, found.memberId, 'MAIN');
    const taken = balance < found.amount ? balance : found.amount;
    if (taken > 0n) {
      await ledger.postIn(t, {
        merchantId: merchant.id,
        kind: 'BONUS',
        key: { source: 'GRANT', externalId: String(grantId), operation: 'FORFEIT' },
        memberId: found.memberId,
        reference: found.reference ?? String(grantId),
        lines: [
          { accountId: main, amount: -taken },
          { accountId: await ledger.houseAccountId(merchant, 'BONUS_EXPENSE', t), amount: taken },
        ],
      });
    }
    await repo.closeRequirement(t, requirement.id);
    await repo.markForfeited(t, grantId, {
      amount: String(taken),
      at: now().toISOString(),
      by: by.actor ? by.actor.username : 'member',
      ...(by.actor ? { reason: by.reason } : {}),
    });
    if (by.actor) {
      await deps.audit.byActor(
        t,
        by.actor,
        'loyalty.configure',
        { type: 'grant', id: grantId },
        {
          op: 'forfeit',
          memberId: found.memberId,
          taken: formatAmount(taken),
          wageringClosed: formatAmount(requirement.remaining),
          reason: by.reason,
        },
      );
    }
    return { grantId, taken: formatAmount(taken) };
  }

  /** The member gives up one of their bonuses (payment password). */
  async function forfeitByMember(
    merchant: Merchant,
    member: PayingMember,
    grantId: number,
    paymentPassword: string,
  ): Promise<ForfeitResult> {
    await deps.paymentPasswords.verify(member, paymentPassword);
    return db.transaction((t) => forfeitIn(t, merchant, grantId, { memberId: member.id }));
  }

  /**
   * An operator forfeits a bonus of the member named, with a reason (audited in the same
   * transaction); a grant of anybody else is not found.
   */
  async function forfeitByOperator(
    merchant: Merchant,
    actor: Actor,
    grantId: number,
    input: { memberId: number; reason: string },
  ): Promise<ForfeitResult> {
    return db.transaction((t) => forfeitIn(t, merchant, grantId, { ...input, actor }));
  }

  /** A member's grants for the console, newest first, with the wagering still open on each. */
  async function memberGrants(
    merchantId: number,
    memberId: number,
    query: { pageNo: number; pageSize: number },
  ): Promise<Page<AdminGrant>> {
    const { rows, total } = await loyaltyRepo.pageGrants(db, merchantId, memberId, {
      offset: (query.pageNo - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return {
      list: rows.map(({ grant, texts, remaining }) => ({
        id: grant.id,
        source: grant.source,
        title: texts?.EN?.title ?? '',
        amount: formatAmount(grant.amount),
        wageringRequired: formatAmount(grant.wageringRequired),
        wageringRemaining: formatAmount(BigInt(remaining ?? '0')),
        state: grant.state,
        reference: grant.reference,
        expiresAt: grant.expiresAt?.toISOString() ?? null,
        createdAt: grant.createdAt.toISOString(),
      })),
      total,
      ...query,
    };
  }

  /**
   * The bust rule, inside the transaction that credits a deposit and before its credit: with the
   * member's money under 1.00 (main wallet, held withdrawals and vendors), the open bonuses close.
   */
  async function bustIn(t: Executor, merchant: Merchant, memberId: number): Promise<void> {
    const main = await ledger.memberAccountId(merchant, memberId, 'MAIN', t);
    await ledger.lockAccounts(t, [main]);
    const money =
      (await ledger.balanceIn(t, memberId, 'MAIN')) +
      (await ledger.balanceIn(t, memberId, 'HOLD')) +
      (await repo.vendorHoldings(t, memberId));
    if (money < BUST_BELOW) await repo.bustOpenBonuses(t, memberId);
  }

  return { forfeitByMember, forfeitByOperator, memberGrants, bustIn };
}
