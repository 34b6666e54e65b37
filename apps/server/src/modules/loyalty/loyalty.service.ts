import { grantVipLevel, type DepositOffer, type Grant } from '@portal/contracts/loyalty';
import { formatAmount } from '@portal/contracts/money';
import type { Page } from '@portal/contracts/admin';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import type { TurnoverService } from '../wallet/turnover.service.ts';
import { grantKeyOf, meetsRules, type MemberFacts } from './eligibility.ts';
import * as repo from './loyalty.repo.ts';
import { bonusWagering, depositBonus } from './loyalty.rules.ts';
import * as promotionsRepo from './promotions.repo.ts';
import * as vipRepo from './vip.repo.ts';

/** The grant source of a first-deposit bonus: one per member, whichever promotion paid it. */
const FIRST_DEPOSIT = 'FIRST_DEPOSIT';
const ONCE = 'ONCE';

interface Merchant {
  id: number;
  currency: string;
}

/** A credited deposit that named a promotion, inside the transaction that credits it. */
export interface CreditedDeposit {
  id: number;
  memberId: number;
  orderNo: string;
  amount: bigint;
  promotionId: number;
  /** The valid stake the deposit itself already requires (its method's multiple). */
  depositRequirement: bigint;
  methodCode: string;
}

export type LoyaltyService = ReturnType<typeof createLoyaltyService>;

export function textsIn(texts: repo.PromotionRow['texts'] | null, language: string) {
  if (!texts) return { title: '', terms: '' };
  return texts[language] ?? texts.EN ?? Object.values(texts)[0] ?? { title: '', terms: '' };
}

/**
 * Rewards (docs/LOYALTY.md). This first part pays the first-deposit bonus: offered on the deposit
 * page to a member with no credited deposit, taken with the deposit request, and paid from the
 * bonus-expense house account in the transaction that credits that deposit, with its wagering
 * requirement. One per member, enforced by the grant's unique (member, source, period).
 */
export function createLoyaltyService(deps: {
  db: Db;
  ledger: LedgerService;
  turnover: TurnoverService;
  now?: () => Date;
}) {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());

  async function isNewDepositor(
    t: Executor,
    merchantId: number,
    memberId: number,
    exceptDepositId?: number,
  ): Promise<boolean> {
    if (await repo.hasOtherCreditedDeposit(t, memberId, exceptDepositId)) return false;
    return !(await repo.hasGrant(t, merchantId, memberId, FIRST_DEPOSIT, ONCE));
  }

  /**
   * One per person: another account sharing the identities the promotion checks (phone, payee
   * name, registration address, payee account) took a grant of the same source within its window.
   */
  function takenByLookalike(
    t: Executor,
    merchantId: number,
    memberId: number,
    promotion: repo.PromotionRow,
  ): Promise<boolean> {
    const limits = promotion.limits;
    const checks =
      limits.samePhone || limits.samePayeeName || limits.sameRegisterIp || limits.samePayeeAccount;
    if (!checks) return Promise.resolve(false);
    const days = limits.windowDays ?? 90;
    return repo.lookalikeHasGrant(t, {
      merchantId,
      memberId,
      source: promotion.kind === 'REGISTRATION' ? 'REGISTRATION' : FIRST_DEPOSIT,
      since: new Date(now().getTime() - days * 86_400_000),
      limits,
    });
  }

  /** The member as the eligibility rules read them (undefined for an unknown member). */
  async function factsOf(t: Executor, memberId: number): Promise<MemberFacts | undefined> {
    const [facts, vipLevel] = await Promise.all([
      promotionsRepo.memberFacts(t, memberId),
      vipRepo.levelOf(t, memberId),
    ]);
    return facts && { ...facts, vipLevel };
  }

  /**
   * The grant a promotion pays a member in the period running now: (source, period key). The
   * white label's time zone is read through the caller's executor (inside a transaction, the
   * transaction's own connection).
   */
  async function grantKeyNow(t: Executor, merchantId: number, promotion: repo.PromotionRow) {
    return grantKeyOf(promotion, now(), await repo.timeZoneIn(t, merchantId));
  }

  /**
   * Whether a member may take a deposit promotion with a deposit (`exceptDepositId`: the deposit
   * being credited, not counted as an earlier one): the eligibility rules; FIRST_DEPOSIT to a
   * member with no credited deposit and no first-deposit bonus, one per person; RELOAD to a
   * member with an earlier credited deposit and no grant of it in the period.
   */
  async function depositEligible(
    t: Executor,
    merchantId: number,
    memberId: number,
    promotion: repo.PromotionRow,
    options: { exceptDepositId?: number; methodCode?: string } = {},
  ): Promise<boolean> {
    const facts = await factsOf(t, memberId);
    if (!facts || !meetsRules(promotion, facts, now(), options.methodCode)) return false;
    if (promotion.kind === FIRST_DEPOSIT) {
      if (!(await isNewDepositor(t, merchantId, memberId, options.exceptDepositId))) return false;
      return !(await takenByLookalike(t, merchantId, memberId, promotion));
    }
    if (!(await repo.hasOtherCreditedDeposit(t, memberId, options.exceptDepositId))) return false;
    const key = await grantKeyNow(t, merchantId, promotion);
    return !(await repo.hasGrant(t, merchantId, memberId, key.source, key.periodKey));
  }

  /** Running deposit promotions (first deposit, reload), oldest first. */
  async function runningDepositPromotions(t: Executor, merchantId: number) {
    const [first, reload] = await Promise.all([
      repo.runningPromotions(t, merchantId, FIRST_DEPOSIT, now()),
      repo.runningPromotions(t, merchantId, 'RELOAD', now()),
    ]);
    return [...first, ...reload];
  }

  /** What the member may take with a deposit now (the deposit page's offers). */
  async function depositOffers(
    merchant: Merchant,
    memberId: number,
    language: string,
  ): Promise<DepositOffer[]> {
    const rows = [];
    for (const p of await runningDepositPromotions(db, merchant.id)) {
      if (await depositEligible(db, merchant.id, memberId, p)) rows.push(p);
    }
    const tiers = await repo.tiersOf(
      db,
      rows.map((p) => p.id),
    );
    return rows.map((p) => ({
      promotionId: p.id,
      code: p.code,
      kind: p.kind as DepositOffer['kind'],
      ...textsIn(p.texts, language),
      percent: p.percentBp / 100,
      cap: formatAmount(p.capAmount),
      minDeposit: formatAmount(p.minDeposit),
      wageringMultiple: p.wageringCenti / 100,
      bands: tiers
        .filter((t) => t.promotionId === p.id)
        .map((t) => ({ threshold: formatAmount(t.threshold), percent: t.rateBp / 100 })),
      methods: p.eligibility.methods ?? [],
    }));
  }

  /** Refuses a deposit request naming a promotion the member cannot take with that amount. */
  async function checkDepositOffer(
    merchant: Merchant,
    memberId: number,
    promotionId: number,
    amount: bigint,
    methodCode: string,
  ): Promise<void> {
    const promotion = (await runningDepositPromotions(db, merchant.id)).find(
      (p) => p.id === promotionId,
    );
    if (
      !promotion ||
      amount < promotion.minDeposit ||
      !(await depositEligible(db, merchant.id, memberId, promotion, { methodCode }))
    ) {
      throw new AppError('LOYALTY_PROMOTION_NOT_ELIGIBLE');
    }
  }

  /**
   * Pays the bonus a credited deposit was made with, in the transaction that credits it. Paid
   * only when the member may still take it (a first deposit still the first, a reload's period
   * not yet paid) and the promotion still runs; otherwise the deposit is credited alone. Exactly
   * once: the grant row is claimed first (a second approval or a second node finds it taken),
   * and its ledger movement is keyed by it.
   */
  async function payDepositBonusIn(
    t: Executor,
    merchant: Merchant,
    deposit: CreditedDeposit,
  ): Promise<void> {
    const promotion = (await runningDepositPromotions(t, merchant.id)).find(
      (p) => p.id === deposit.promotionId,
    );
    if (!promotion || deposit.amount < promotion.minDeposit) return;
    // Checked under the locks of the member's identities: a second account of the same person
    // credited at the same moment waits here, then finds this one's grant.
    if (promotion.kind === FIRST_DEPOSIT) {
      await repo.lockIdentities(t, merchant.id, deposit.memberId);
    }
    const eligible = await depositEligible(t, merchant.id, deposit.memberId, promotion, {
      exceptDepositId: deposit.id,
      methodCode: deposit.methodCode,
    });
    if (!eligible) return;
    const bands = (await repo.tiersOf(t, [promotion.id])).map((b) => ({
      threshold: b.threshold,
      rateBp: b.rateBp,
    }));
    const amount = depositBonus(deposit.amount, { ...promotion, bands });
    if (amount <= 0n) return;
    const wageringRequired = bonusWagering(
      deposit.amount,
      amount,
      promotion,
      deposit.depositRequirement,
    );
    const key = await grantKeyNow(t, merchant.id, promotion);
    await payGrantIn(t, merchant, {
      merchantId: merchant.id,
      memberId: deposit.memberId,
      promotionId: promotion.id,
      ...key,
      rewardKind: 'BONUS',
      amount,
      wageringRequired,
      weights: promotion.weights,
      expiryDays: promotion.expiryDays,
      reference: deposit.orderNo,
      state: 'ISSUED',
    });
  }

  /**
   * Claims a grant and pays it in the caller's transaction: the grant row first (unique per
   * member, source and period: a retry or a second node finds it taken and pays nothing), then
   * its ledger movement from BONUS_EXPENSE keyed `(GRANT, grant id, PAY)`, and its wagering as a
   * turnover requirement. Returns the grant and transaction, or undefined when it was taken.
   */
  async function payGrantIn(
    t: Executor,
    merchant: Merchant,
    input: repo.GrantInsert & {
      amount: bigint;
      wageringRequired: bigint;
      /** The promotion's game weights for this grant's wagering (none: every bet in full). */
      weights?: Record<string, number> | undefined;
      /** Days to complete the wagering before the expiry job takes the bonus back (none: never). */
      expiryDays?: number | null | undefined;
    },
  ): Promise<{ grantId: number; transactionId: number } | undefined> {
    const { weights, expiryDays, ...values } = input;
    const expiresAt =
      expiryDays && values.wageringRequired > 0n
        ? new Date(now().getTime() + expiryDays * 86_400_000)
        : null;
    const grant = await repo.insertGrant(t, { ...values, expiresAt });
    if (!grant) return undefined;
    const expense = await ledger.houseAccountId(merchant, 'BONUS_EXPENSE', t);
    const main = await ledger.memberAccountId(merchant, values.memberId, 'MAIN', t);
    const posted = await ledger.postIn(t, {
      merchantId: merchant.id,
      kind: 'BONUS',
      key: { source: 'GRANT', externalId: String(grant.id), operation: 'PAY' },
      memberId: values.memberId,
      reference: values.reference ?? String(grant.id),
      lines: [
        { accountId: expense, amount: -values.amount },
        { accountId: main, amount: values.amount },
      ],
    });
    await repo.setGrantTransaction(t, grant.id, posted.transactionId);
    if (values.wageringRequired > 0n) {
      // 100 hundredths: the requirement is exactly `wageringRequired`.
      await deps.turnover.attachIn(t, {
        merchantId: merchant.id,
        memberId: values.memberId,
        sourceKind: 'BONUS',
        transactionId: posted.transactionId,
        amount: values.wageringRequired,
        centiMultiplier: 100,
        weights,
      });
    }
    return { grantId: grant.id, transactionId: posted.transactionId };
  }

  /** The member's grants, newest first (bonus details). */
  async function grants(
    merchant: Merchant,
    memberId: number,
    language: string,
    query: { pageNo: number; pageSize: number },
  ): Promise<Page<Grant>> {
    const { rows, total } = await repo.pageGrants(db, merchant.id, memberId, {
      offset: (query.pageNo - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return {
      list: rows.map(({ grant, texts }) => ({
        id: grant.id,
        source: grant.source,
        title: textsIn(texts, language).title,
        vipLevel: grantVipLevel(grant.source, grant.detail),
        amount: formatAmount(grant.amount),
        wageringRequired: formatAmount(grant.wageringRequired),
        reference: grant.reference,
        state: grant.state as Grant['state'],
        expiresAt: grant.expiresAt?.toISOString() ?? null,
        createdAt: grant.createdAt.toISOString(),
      })),
      total,
      ...query,
    };
  }

  return {
    depositOffers,
    checkDepositOffer,
    payDepositBonusIn,
    payGrantIn,
    grants,
    depositEligible,
    factsOf,
    takenByLookalike,
    textsIn,
  };
}
