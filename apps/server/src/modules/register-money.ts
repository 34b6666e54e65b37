import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { AdminAction } from '@portal/contracts/admin';
import type { Db } from '../db/client.ts';
import { startJobs, type Job } from '../lib/jobs.ts';
import { formatAmount } from '@portal/contracts/money';
import type { AuditTrail } from './admin/admin.audit.ts';
import type { AttemptLimits } from './auth/attempt-limits.ts';
import { cashierAdminRoutes } from './cashier/cashier-admin.routes.ts';
import { cashierRoutes } from './cashier/cashier.routes.ts';
import { createDepositService } from './cashier/deposit.service.ts';
import { gatewayCallbackRoutes } from './cashier/gateway-callback.routes.ts';
import { createGatewayClient, type GatewaySettings } from './cashier/gateway-client.ts';
import { createWithdrawalService } from './cashier/withdrawal.service.ts';
import { loyaltyAdminRoutes } from './loyalty/loyalty-admin.routes.ts';
import { createLoyaltyAdmin } from './loyalty/loyalty-admin.service.ts';
import { loyaltyRoutes } from './loyalty/loyalty.routes.ts';
import { createLoyaltyService } from './loyalty/loyalty.service.ts';
import { createLoyaltyExpiryJob } from './loyalty/expiry.service.ts';
import { createLoyaltyPeriodsJob } from './loyalty/periods.service.ts';
import { createPointsAdmin } from './loyalty/points-admin.service.ts';
import { createPointsService } from './loyalty/points.service.ts';
import { createForfeitService } from './loyalty/forfeit.service.ts';
import { createPromotionsAdmin } from './loyalty/promotions-admin.service.ts';
import { promotionsRoutes } from './loyalty/promotions.routes.ts';
import { createPromotionsService } from './loyalty/promotions.service.ts';
import { createVipAdmin } from './loyalty/vip-admin.service.ts';
import { createVipJob, createVipService } from './loyalty/vip.service.ts';
import type { MemberService } from './member/member.service.ts';
import type { GuardOptions } from './session/session.guard.ts';
import type { SessionService } from './session/session.service.ts';
import { policyOf } from './system/merchant-policy.ts';
import type { SystemService } from './system/system.service.ts';
import { renderMessage } from './outbound/templates.ts';
import type { MessageSender } from './verification/messaging.ts';
import { createAdjustmentService } from './wallet/adjustment.service.ts';
import type { LedgerService } from './wallet/ledger.service.ts';
import { createPaymentPasswords } from './wallet/payment-password.ts';
import { createRecordsService } from './wallet/records.service.ts';
import { createTransferService } from './wallet/transfer.service.ts';
import { createTurnoverService } from './wallet/turnover.service.ts';
import type { WalletEvents } from './wallet/wallet-events.ts';
import type { MessagesService } from './messages/messages.service.ts';
import { createWalletSettings } from './wallet/wallet-settings.ts';
import { walletRoutes } from './wallet/wallet.routes.ts';
import { walletSocket } from './wallet/wallet-socket.ts';

export interface MoneyOptions {
  db: Db;
  /** The member event bus (balance sockets), shared with platform messages. */
  events: WalletEvents;
  /** Platform messages: the portal tells the member when money moves for them. */
  messages: MessagesService;
  system: SystemService;
  ledger: LedgerService;
  members: MemberService;
  sessions: SessionService;
  guard: (options?: GuardOptions) => preHandlerAsyncHookHandler;
  operatorGuard: (action?: AdminAction) => preHandlerAsyncHookHandler;
  audit: AuditTrail;
  limits: AttemptLimits;
  sender: MessageSender;
  redisUrl?: string | undefined;
  /** Payment gateways by code (base URL and shared secret); GATEWAY methods name one. */
  gateways: Readonly<Record<string, GatewaySettings>>;
  /** This portal's base URL as partners reach it (gateway callbacks). */
  publicUrl: string;
  /** Seconds between runs of the withdrawal auto-confirm job (default 60); 0: off. */
  autoConfirmEverySeconds?: number | undefined;
  /** Milliseconds between passes of the loyalty periods job (default 5 minutes); 0: off. */
  loyaltyPeriodsEveryMs?: number | undefined;
  /** Milliseconds between passes of the VIP job (default 5 minutes); 0: off. */
  vipEveryMs?: number | undefined;
  /** Milliseconds between passes of the bonus expiry job (default 5 minutes); 0: off. */
  loyaltyExpiryEveryMs?: number | undefined;
}

interface Merchant {
  id: number;
  currency: string;
  currencySymbol: string;
}

/** Wires the money: ledger-backed wallets, cashier, console money screens, live balance. */
export async function registerMoney(api: FastifyInstance, opts: MoneyOptions) {
  const { db, ledger, system } = opts;
  const { events, messages } = opts;

  const publishBalance = (merchant: Merchant, memberId: number, known?: bigint) => {
    void (known === undefined ? ledger.mainBalance(memberId) : Promise.resolve(known)).then(
      (balance) =>
        events.publish(memberId, {
          type: 'balance',
          balance: formatAmount(balance),
          currencySymbol: merchant.currencySymbol,
        }),
      (error: unknown) => api.log.warn({ err: error }, 'balance event not published'),
    );
  };

  const settings = createWalletSettings({ db });
  const turnover = createTurnoverService({ db });
  const paymentPasswords = createPaymentPasswords({
    saveHash: (memberId, hash) => opts.members.update(memberId, { paymentPasswordHash: hash }),
    limits: opts.limits,
    onLocked: (memberId, until) => tellPaymentPasswordLocked(opts, memberId, until),
  });
  const transfers = createTransferService({
    db,
    ledger,
    turnover,
    settings,
    paymentPasswords,
    onBalanceChange: publishBalance,
  });
  const adjustments = createAdjustmentService({
    db,
    ledger,
    turnover,
    settings,
    onBalanceChange: (merchant, memberId) => {
      publishBalance(merchant, memberId);
      messages.afterNotice(memberId);
    },
    notice: messages.noticeIn,
  });
  const records = createRecordsService({ db, ledger, turnover });
  const gateways = createGatewayClient({
    gateways: opts.gateways,
    publicUrl: opts.publicUrl,
    log: api.log,
  });
  const timeZoneOf = async (id: number) => policyOf(await system.merchantById(id)).timeZone;
  const loyalty = createLoyaltyService({ db, ledger, turnover });
  const forfeit = createForfeitService({ db, ledger, audit: opts.audit, paymentPasswords });
  const vip = createVipService({ db });
  const points = createPointsService({ db, ledger, loyalty, paymentPasswords });
  const deposits = createDepositService({
    db,
    ledger,
    turnover,
    gateways,
    loyalty,
    points,
    bust: forfeit.bustIn,
    onChange: (merchant, memberId, event) => {
      void events.publish(memberId, {
        type: 'deposit',
        id: event.id,
        status: event.status as 'APPROVED',
      });
      if (event.status === 'APPROVED') publishBalance(merchant, memberId);
      if (event.status === 'APPROVED' || event.status === 'REJECTED') {
        messages.afterNotice(memberId);
      }
    },
    notice: messages.noticeIn,
  });
  const withdrawals = createWithdrawalService({
    db,
    ledger,
    turnover,
    settings,
    paymentPasswords,
    // A VIP level may allow larger or more withdrawals than the white label's standard.
    levelLimits: vip.withdrawLimits,
    setPayeeName: (memberId, name) => opts.members.update(memberId, { payeeName: name }),
    onChange: (merchant, memberId, event) => {
      void events.publish(memberId, {
        type: 'withdrawal',
        id: event.id,
        status: event.status as 'PENDING',
      });
      publishBalance(merchant, memberId);
      if (['PAYMENT_ISSUED', 'REJECTED', 'FAILED'].includes(event.status)) {
        messages.afterNotice(memberId);
      }
    },
    notice: messages.noticeIn,
  });

  const autoConfirm: Job = {
    name: 'withdrawal-auto-confirm',
    everyMs: (opts.autoConfirmEverySeconds ?? 60) * 1_000,
    run: async (tx) => {
      // Everything through the job's transaction: it holds the job's lock (and PGlite's only
      // connection), so a query on another connection would wait for it forever.
      await withdrawals.autoConfirmOverdue(tx);
    },
  };
  // After the commit: each paid member's open pages see the new balance.
  const tellPaid = (merchantId: number, paid: { memberId: number; balance: bigint }[]) => {
    void system.merchantById(merchantId).then(
      (merchant) => {
        for (const { memberId, balance } of paid) publishBalance(merchant, memberId, balance);
      },
      (error: unknown) => api.log.warn({ err: error }, 'balance events not published'),
    );
  };
  const jobs: Job[] = opts.autoConfirmEverySeconds === 0 ? [] : [autoConfirm];
  if (opts.loyaltyPeriodsEveryMs !== 0) {
    jobs.push(
      createLoyaltyPeriodsJob({
        ledger,
        everyMs: opts.loyaltyPeriodsEveryMs,
        onPaid: tellPaid,
      }),
    );
  }
  if (opts.vipEveryMs !== 0) {
    jobs.push(createVipJob({ ledger, everyMs: opts.vipEveryMs, onPaid: tellPaid }));
  }
  if (opts.loyaltyExpiryEveryMs !== 0) {
    jobs.push(
      createLoyaltyExpiryJob({ ledger, everyMs: opts.loyaltyExpiryEveryMs, onTaken: tellPaid }),
    );
  }
  let stopJobs: (() => void) | undefined;
  api.addHook('onReady', async () => {
    stopJobs = startJobs(api, db, jobs);
  });
  api.addHook('onClose', async () => stopJobs?.());

  await api.register(walletRoutes, {
    ledger,
    transfers,
    records,
    paymentPasswords,
    guard: opts.guard,
  });
  await api.register(cashierRoutes, { deposits, withdrawals, guard: opts.guard });
  await api.register(loyaltyRoutes, { loyalty, vip, points, guard: opts.guard });
  await api.register(promotionsRoutes, {
    promotions: createPromotionsService({ db, loyalty }),
    forfeit,
    guard: opts.guard,
  });
  await api.register(loyaltyAdminRoutes, {
    admin: createLoyaltyAdmin({
      db,
      audit: opts.audit,
      timeZoneOf,
    }),
    vip: createVipAdmin({ db, audit: opts.audit }),
    forfeit,
    merchantOf: (id) => system.merchantById(id),
    applications: createPromotionsAdmin({
      db,
      audit: opts.audit,
      loyalty,
      merchantOf: (id) => system.merchantById(id),
      notice: messages.noticeIn,
      onDecided: (merchantId, memberId) => {
        messages.afterNotice(memberId);
        void system.merchantById(merchantId).then(
          (merchant) => publishBalance(merchant, memberId),
          (error: unknown) => api.log.warn({ err: error }, 'balance event not published'),
        );
      },
    }),
    points: createPointsAdmin({
      db,
      audit: opts.audit,
      loyalty,
      merchantOf: (id) => system.merchantById(id),
      onDecided: (merchantId, memberId) => {
        void system.merchantById(merchantId).then(
          (merchant) => publishBalance(merchant, memberId),
          (error: unknown) => api.log.warn({ err: error }, 'balance event not published'),
        );
      },
    }),
    guard: opts.operatorGuard,
  });
  await api.register(gatewayCallbackRoutes, {
    gateways,
    deposits,
    merchantById: (id) => system.merchantById(id),
  });
  await api.register(cashierAdminRoutes, {
    guard: opts.operatorGuard,
    audit: opts.audit,
    deposits,
    withdrawals,
    adjustments,
    settings,
    records,
    memberExists: async (merchantId, memberId) =>
      (await opts.members.findInMerchant(merchantId, memberId)) !== undefined,
  });
  await walletSocket(api, { sessions: opts.sessions, ledger, events });

  return {
    events,
    turnover,
    withdrawals,
    deposits,
    settings,
    adjustments,
    autoConfirm,
    publishBalance,
    tellPaid,
    vip,
  };
}

/** An sms (else an email) to the member: their payment password was locked by wrong tries. */
async function tellPaymentPasswordLocked(
  opts: Pick<MoneyOptions, 'members' | 'sender' | 'system'>,
  memberId: number,
  until: Date,
): Promise<void> {
  const member = await opts.members.findById(memberId);
  if (!member) return;
  const merchant = await opts.system.merchantById(member.merchantId);
  const message = renderMessage(
    { kind: 'payment-locked', until: until.toISOString().slice(11, 16) },
    member.language === 'EN' ? 'EN' : 'BN',
    merchant?.name ?? '',
  );
  if (member.mobileNum) {
    await opts.sender.send({
      merchantId: member.merchantId,
      channel: 'sms',
      recipient: `+${member.countryDialingCode}${member.mobileNum}`,
      body: message.text,
    });
  } else if (member.email) {
    await opts.sender.send({
      merchantId: member.merchantId,
      channel: 'email',
      recipient: member.email,
      subject: message.subject,
      body: message.text,
      html: message.html,
    });
  }
}
