import { randomBytes } from 'node:crypto';
import type { Page } from '@portal/contracts/admin';
import type {
  AdminDeposit,
  PaymentMethod,
  PaymentMethodInput,
} from '@portal/contracts/admin-wallet';
import type { GatewayNotification } from '@portal/contracts/payment-gateway';
import type {
  Deposit,
  DepositMethod,
  DepositRequest,
  PaymentMethodType,
} from '@portal/contracts/wallet';
import { formatAmount, parseAmount } from '@portal/contracts/money';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ActorAudit } from '../admin/admin.audit.ts';
import { isPostgresUniqueViolation } from '../member/member.service.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import type { PointsService } from '../loyalty/points.service.ts';
import type { LoyaltyService } from '../loyalty/loyalty.service.ts';
import { requirementFor, type TurnoverService } from '../wallet/turnover.service.ts';
import { amountWithin } from '../wallet/wallet-settings.ts';
import * as repo from './cashier.repo.ts';
import type { GatewayClient } from './gateway-client.ts';
import type { NoticeWriter } from '../messages/messages.service.ts';

interface Merchant {
  id: number;
  currency: string;
  currencySymbol: string;
}

/** A new order number: date plus 10 random base-32 characters (not guessable, not a counter). */
export function newOrderNo(prefix: 'D' | 'W'): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  const tail = Array.from(bytes, (b) => alphabet[b % 32]).join('');
  return `${prefix}${new Date().toISOString().slice(2, 10).replace(/-/g, '')}${tail}`;
}

export function methodToWire(m: repo.MethodRow): PaymentMethod {
  return {
    id: m.id,
    code: m.code,
    type: m.type as PaymentMethodType,
    gateway: m.gateway,
    nameEn: m.nameEn,
    nameBn: m.nameBn,
    min: formatAmount(m.minAmount),
    max: formatAmount(m.maxAmount),
    accountName: m.accountName,
    accountNumber: m.accountNumber,
    bankName: m.bankName,
    instructionsEn: m.instructionsEn,
    instructionsBn: m.instructionsBn,
    turnoverMultiplier: m.turnoverCentiMultiplier / 100,
    enabled: m.enabled,
    sortOrder: m.sortOrder,
  };
}

type DepositView = NonNullable<Awaited<ReturnType<typeof repo.depositView>>>;

export type DepositService = ReturnType<typeof createDepositService>;

/**
 * Deposits: the member asks (PENDING); an operator approves or rejects, or the gateway's signed
 * notification confirms. Approval credits the wallet once, attaches the method's turnover
 * requirement and tells the member's sockets.
 */
export function createDepositService(deps: {
  db: Db;
  ledger: LedgerService;
  turnover: TurnoverService;
  /** The configured payment gateways (GATEWAY methods take their money there). */
  gateways: GatewayClient;
  onChange: (merchant: Merchant, memberId: number, event: { id: number; status: string }) => void;
  /** The member's message that a deposit was credited or refused, in the decision's transaction. */
  notice?: NoticeWriter | undefined;
  /** Promotions taken with a deposit: checked at the request, paid when it is credited. */
  loyalty?: Pick<LoyaltyService, 'checkDepositOffer' | 'payDepositBonusIn'> | undefined;
  /** The bust rule (loyalty forfeit.service), before a deposit's credit. */
  bust?: ((t: Executor, merchant: Merchant, memberId: number) => Promise<void>) | undefined;
  /** Points earned by a credited deposit, in its transaction. */
  points?: Pick<PointsService, 'earnIn'> | undefined;
}) {
  const { db, ledger } = deps;

  function toWire(d: DepositView, language: string): Deposit {
    return {
      id: d.deposit.id,
      orderNo: d.deposit.orderNo,
      methodCode: d.method.code,
      methodName: language === 'BN' ? d.method.nameBn : d.method.nameEn,
      methodType: d.method.type as PaymentMethodType,
      amount: formatAmount(d.deposit.amount),
      reference: d.deposit.reference,
      hasProof: d.deposit.hasProof,
      status: d.deposit.status as Deposit['status'],
      reason: d.deposit.reason,
      payUrl:
        d.method.type === 'GATEWAY' && d.deposit.status === 'PENDING' ? d.deposit.payUrl : null,
      createdAt: d.deposit.createdAt.toISOString(),
      decidedAt: d.deposit.decidedAt?.toISOString() ?? null,
    };
  }

  function toAdminWire(d: DepositView): AdminDeposit {
    return {
      id: d.deposit.id,
      orderNo: d.deposit.orderNo,
      memberId: d.deposit.memberId,
      username: d.username,
      methodCode: d.method.code,
      methodType: d.method.type as PaymentMethodType,
      amount: formatAmount(d.deposit.amount),
      reference: d.deposit.reference,
      hasProof: d.deposit.hasProof,
      status: d.deposit.status as AdminDeposit['status'],
      reason: d.deposit.reason,
      decidedBy: d.deposit.decidedBy,
      gatewayTxnId: d.deposit.gatewayTxnId,
      createdAt: d.deposit.createdAt.toISOString(),
      decidedAt: d.deposit.decidedAt?.toISOString() ?? null,
    };
  }

  async function methods(merchantId: number, language: string): Promise<DepositMethod[]> {
    const rows = await repo.listMethods(db, merchantId, true);
    // A gateway taken out of the configuration takes its methods off the member's list.
    const usable = rows.filter(
      (m) => m.type !== 'GATEWAY' || deps.gateways.isConfigured(m.gateway),
    );
    return usable.map((m) => ({
      code: m.code,
      type: m.type as PaymentMethodType,
      name: language === 'BN' ? m.nameBn : m.nameEn,
      min: formatAmount(m.minAmount),
      max: formatAmount(m.maxAmount),
      accountName: m.accountName,
      accountNumber: m.accountNumber,
      bankName: m.bankName,
      instructions: (language === 'BN' ? m.instructionsBn : m.instructionsEn) ?? null,
      turnoverMultiplier: m.turnoverCentiMultiplier / 100,
      needsReference: m.type !== 'GATEWAY',
    }));
  }

  async function view(id: number, language: string): Promise<Deposit> {
    const row = await repo.depositView(db, id);
    if (!row) throw new AppError('WALLET_ORDER_NOT_FOUND');
    return toWire(row, language);
  }

  /**
   * A member's deposit order. A GATEWAY order is also created at its gateway (server to server),
   * which answers the page the member pays on; while the gateway does not answer, the order
   * stays PENDING without a page and a retry with the same request id asks the gateway again.
   */
  async function create(
    merchant: Merchant,
    memberId: number,
    input: DepositRequest,
    language: string,
    /** Where the member's browser comes back to after paying at a gateway (its site). */
    returnBase: string,
  ): Promise<Deposit> {
    const method = await repo.findMethodByCode(db, merchant.id, input.methodCode);
    if (!method || !method.enabled) throw new AppError('WALLET_METHOD_UNKNOWN');
    const isGateway = method.type === 'GATEWAY';
    if (isGateway && !deps.gateways.isConfigured(method.gateway)) {
      throw new AppError('WALLET_METHOD_UNKNOWN');
    }
    const amount = amountWithin(input.amount, method.minAmount, method.maxAmount);
    const reference = input.reference && !isGateway ? input.reference : null;
    const promotionId = input.promotionId ?? null;
    // A promotion is checked for a new order only: a retry answers the first result.
    if (
      promotionId !== null &&
      !(await repo.findDepositByRequest(db, merchant.id, memberId, input.requestId))
    ) {
      if (!deps.loyalty) throw new AppError('LOYALTY_PROMOTION_NOT_ELIGIBLE');
      await deps.loyalty.checkDepositOffer(merchant, memberId, promotionId, amount, method.code);
    }
    const inserted = await repo.insertDeposit(db, {
      merchantId: merchant.id,
      memberId,
      orderNo: newOrderNo('D'),
      methodId: method.id,
      amount,
      currency: merchant.currency,
      reference,
      promotionId,
      requestId: input.requestId,
    });
    const row =
      inserted ?? (await repo.findDepositByRequest(db, merchant.id, memberId, input.requestId))!;
    if (
      !inserted &&
      (row.methodId !== method.id ||
        row.amount !== amount ||
        row.reference !== reference ||
        row.promotionId !== promotionId)
    ) {
      throw new AppError('IDEMPOTENCY_CONFLICT');
    }
    if (isGateway && row.status === 'PENDING' && row.payUrl === null) {
      const payUrl = await deps.gateways.createOrder(method.gateway!, {
        orderNo: row.orderNo,
        amount: formatAmount(row.amount),
        currency: row.currency,
        returnUrl: `${returnBase.replace(/\/+$/, '')}/depositv2?order=${row.orderNo}`,
      });
      await repo.setDepositPayUrl(db, row.id, payUrl);
    }
    return view(row.id, language);
  }

  async function attachProof(
    merchantId: number,
    memberId: number,
    id: number,
    proof: { content: Buffer; contentType: string },
    language: string,
  ): Promise<Deposit> {
    const row = await repo.findDeposit(db, merchantId, id);
    if (!row || row.memberId !== memberId) throw new AppError('WALLET_ORDER_NOT_FOUND');
    if (row.status !== 'PENDING') throw new AppError('WALLET_STATE_CONFLICT');
    await repo.setDepositProof(db, id, proof.content, proof.contentType);
    return view(id, language);
  }

  async function list(
    filter: { merchantId: number; memberId?: number; status?: string | undefined },
    query: { pageNo: number; pageSize: number },
  ) {
    const { rows, total } = await repo.pageDeposits(db, filter, {
      offset: (query.pageNo - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return { rows, total };
  }

  async function listForMember(
    merchantId: number,
    memberId: number,
    query: { pageNo: number; pageSize: number },
    language: string,
  ): Promise<Page<Deposit>> {
    const { rows, total } = await list({ merchantId, memberId }, query);
    return { list: rows.map((r) => toWire(r, language)), total, ...query };
  }

  async function listForConsole(
    merchantId: number,
    query: { pageNo: number; pageSize: number; status?: string | undefined },
  ): Promise<Page<AdminDeposit>> {
    const { rows, total } = await list({ merchantId, status: query.status }, query);
    return {
      list: rows.map(toAdminWire),
      total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  /** Approves (credits the wallet) or rejects a PENDING deposit, exactly once. */
  async function decide(
    merchant: Merchant,
    id: number,
    decision: {
      approve: boolean;
      reason?: string;
      decidedBy: string;
      gatewayTxnId?: string;
      /** An operator's decision: its audit row is written in the decision's transaction. */
      audit?: ActorAudit;
    },
  ): Promise<AdminDeposit> {
    const current = await repo.findDeposit(db, merchant.id, id);
    if (!current) throw new AppError('WALLET_ORDER_NOT_FOUND');
    const method = await repo.findMethod(db, current.methodId);
    const main = await ledger.memberAccountId(merchant, current.memberId, 'MAIN');
    const clearing = await ledger.houseAccountId(merchant, `CLEARING:${method!.code}`);
    await db
      .transaction(async (t) => {
        const decided = await repo.decideDeposit(t, id, {
          status: decision.approve ? 'APPROVED' : 'REJECTED',
          reason: decision.reason ?? null,
          decidedBy: decision.decidedBy,
          gatewayTxnId: decision.gatewayTxnId ?? null,
        });
        if (!decided) throw new AppError('WALLET_STATE_CONFLICT');
        await decision.audit?.(
          t,
          decision.approve ? 'wallet.deposit.approve' : 'wallet.deposit.reject',
          { type: 'deposit', id },
          {
            amount: formatAmount(decided.amount),
            ...(decision.reason ? { reason: decision.reason } : {}),
          },
        );
        await deps.notice?.(t, {
          merchantId: merchant.id,
          memberId: decided.memberId,
          template: decision.approve ? 'DEPOSIT_CREDITED' : 'DEPOSIT_REJECTED',
          params: {
            amount: String(decided.amount),
            currencySymbol: merchant.currencySymbol,
            orderNo: decided.orderNo,
          },
        });
        if (!decision.approve) return;
        // A member whose bonuses were lost in play starts afresh with this money.
        await deps.bust?.(t, merchant, decided.memberId);
        const posted = await ledger.postIn(t, {
          merchantId: merchant.id,
          kind: 'DEPOSIT',
          key: { source: 'DEPOSIT', externalId: decided.orderNo, operation: 'CREDIT' },
          memberId: decided.memberId,
          reference: decided.orderNo,
          lines: [
            { accountId: clearing, amount: -decided.amount },
            { accountId: main, amount: decided.amount },
          ],
        });
        await repo.setDepositTransaction(t, id, posted.transactionId);
        await deps.turnover.attachIn(t, {
          merchantId: merchant.id,
          memberId: decided.memberId,
          sourceKind: 'DEPOSIT',
          transactionId: posted.transactionId,
          amount: decided.amount,
          centiMultiplier: method!.turnoverCentiMultiplier,
        });
        await deps.points?.earnIn(t, merchant.id, {
          memberId: decided.memberId,
          orderNo: decided.orderNo,
          amount: decided.amount,
          methodCode: method!.code,
        });
        if (decided.promotionId !== null && deps.loyalty) {
          await deps.loyalty.payDepositBonusIn(t, merchant, {
            id: decided.id,
            memberId: decided.memberId,
            orderNo: decided.orderNo,
            amount: decided.amount,
            promotionId: decided.promotionId,
            depositRequirement: requirementFor(decided.amount, method!.turnoverCentiMultiplier),
            methodCode: method!.code,
          });
        }
      })
      .catch((error: unknown) => {
        // A gateway transaction id already used for another order decides nothing here.
        if (isPostgresUniqueViolation(error, 'deposits_gateway_txn')) {
          throw new AppError('WALLET_STATE_CONFLICT');
        }
        throw error;
      });
    deps.onChange(merchant, current.memberId, {
      id,
      status: decision.approve ? 'APPROVED' : 'REJECTED',
    });
    return toAdminWire((await repo.depositView(db, id))!);
  }

  /**
   * A gateway's notification, its signature already checked with that gateway's secret. Only an
   * order of a method of that same gateway, for the ordered amount and currency, is decided.
   * Idempotent: a repeat of a handled notification answers the same; a different transaction
   * for a decided order is refused.
   */
  async function gatewayNotification(
    resolveMerchant: (merchantId: number) => Promise<Merchant>,
    gateway: string,
    note: GatewayNotification,
  ): Promise<{ orderNo: string; status: string }> {
    const row = await repo.findDepositByOrder(db, note.orderNo);
    if (!row) throw new AppError('WALLET_ORDER_NOT_FOUND');
    const method = await repo.findMethod(db, row.methodId);
    if (method?.type !== 'GATEWAY' || method.gateway !== gateway) {
      throw new AppError('WALLET_ORDER_NOT_FOUND');
    }
    if (parseAmount(note.amount) !== row.amount || note.currency !== row.currency) {
      throw new AppError('WALLET_NOTIFICATION_MISMATCH');
    }
    if (row.status !== 'PENDING') {
      if (row.gatewayTxnId === note.gatewayTxnId) {
        return { orderNo: row.orderNo, status: row.status };
      }
      throw new AppError('WALLET_STATE_CONFLICT');
    }
    const merchant = await resolveMerchant(row.merchantId);
    try {
      const decided = await decide(merchant, row.id, {
        approve: note.status === 'PAID',
        ...(note.status === 'FAILED' ? { reason: 'Payment failed at the gateway' } : {}),
        decidedBy: 'gateway',
        gatewayTxnId: note.gatewayTxnId,
      });
      return { orderNo: decided.orderNo, status: decided.status };
    } catch (error) {
      // A concurrent repeat of the same notification decided it first: answer like a repeat.
      const again = await repo.findDeposit(db, row.merchantId, row.id);
      if (
        error instanceof AppError &&
        error.code === 'WALLET_STATE_CONFLICT' &&
        again?.gatewayTxnId === note.gatewayTxnId
      ) {
        return { orderNo: again.orderNo, status: again.status };
      }
      throw error;
    }
  }

  /** Adds (no id) or changes a deposit method; audited in the same transaction. */
  async function saveMethod(
    merchantId: number,
    id: number | undefined,
    input: PaymentMethodInput,
    audit: ActorAudit,
  ): Promise<PaymentMethod> {
    const min = parseAmount(input.min);
    const max = parseAmount(input.max);
    // The contract's pattern allows 13 digits; the ledger holds less (found by the API fuzz test).
    if (min === null || max === null) throw new AppError('VALIDATION_FAILED');
    if (min > max) throw new AppError('WALLET_SETTINGS_INVALID');
    const gateway = input.type === 'GATEWAY' ? (input.gateway ?? null) : null;
    const enabled = input.enabled ?? true;
    // A gateway method takes money only through a configured gateway: it cannot be added, or
    // switched on, without one (a disabled one may still be edited after its gateway is gone).
    if (
      input.type === 'GATEWAY' &&
      (gateway === null || ((id === undefined || enabled) && !deps.gateways.isConfigured(gateway)))
    ) {
      throw new AppError('WALLET_GATEWAY_NOT_CONFIGURED');
    }
    const values = {
      code: input.code,
      type: input.type,
      gateway,
      nameEn: input.nameEn,
      nameBn: input.nameBn,
      minAmount: min,
      maxAmount: max,
      accountName: input.accountName ?? null,
      accountNumber: input.accountNumber ?? null,
      bankName: input.bankName ?? null,
      instructionsEn: input.instructionsEn ?? null,
      instructionsBn: input.instructionsBn ?? null,
      turnoverCentiMultiplier: Math.round((input.turnoverMultiplier ?? 0) * 100),
      enabled,
      sortOrder: input.sortOrder ?? 0,
    };
    const row = await db.transaction(async (t) => {
      const saved =
        id === undefined
          ? await repo.insertMethod(t, { merchantId, ...values })
          : // The code is the method's identity (deposits and clearing accounts name it): kept.
            await repo.updateMethod(t, merchantId, id, { ...values, code: undefined });
      if (!saved) {
        throw new AppError(id === undefined ? 'WALLET_METHOD_EXISTS' : 'WALLET_METHOD_UNKNOWN');
      }
      await audit(
        t,
        id === undefined ? 'wallet.method.create' : 'wallet.method.update',
        { type: 'payment_method', id: saved.id },
        id === undefined
          ? { code: saved.code, ...(saved.gateway ? { gateway: saved.gateway } : {}) }
          : {
              min: formatAmount(saved.minAmount),
              max: formatAmount(saved.maxAmount),
              enabled: saved.enabled,
            },
      );
      return saved;
    });
    return methodToWire(row);
  }

  return {
    methods,
    create,
    attachProof,
    listForMember,
    listForConsole,
    decide,
    gatewayNotification,
    allMethods: async (merchantId: number) =>
      (await repo.listMethods(db, merchantId, false)).map(methodToWire),
    saveMethod,
    proof: (merchantId: number, id: number) => repo.depositProof(db, merchantId, id),
    gatewayCodes: () => deps.gateways.codes(),
  };
}
