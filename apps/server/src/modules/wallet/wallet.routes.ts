import type {} from '@fastify/rate-limit';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@portal/contracts/common';
import { HEADER } from '@portal/contracts/headers';
import type { LanguageCode } from '@portal/contracts/i18n';
import {
  BalanceSchema,
  BetQuerySchema,
  BetRowSchema,
  BonusRowSchema,
  PaymentPasswordUpdateSchema,
  ProfitQuerySchema,
  ProfitSummarySchema,
  RecordsQuerySchema,
  TransactionQuerySchema,
  TransactionRowSchema,
  TransferDownlineRequestSchema,
  TransferInfoSchema,
  TransferResultSchema,
  TransferUplineRequestSchema,
  recordPageOf,
} from '@portal/contracts/wallet';
import { formatAmount } from '@portal/contracts/money';
import { perCallerLimit } from '../../lib/member-rate-limit.ts';
import { merchantOf } from '../../plugins/request-context.ts';
import { authOf, type GuardOptions } from '../session/session.guard.ts';
import { policyOf } from '../system/merchant-policy.ts';
import type { LedgerService } from './ledger.service.ts';
import type { PaymentPasswords } from './payment-password.ts';
import { toCsv, type RecordsService } from './records.service.ts';
import type { TransferService } from './transfer.service.ts';
import { ok } from '../../lib/route-kit.ts';

export interface WalletRoutesOptions {
  ledger: LedgerService;
  transfers: TransferService;
  records: RecordsService;
  paymentPasswords: PaymentPasswords;
  guard: (options?: GuardOptions) => preHandlerAsyncHookHandler;
}

const tags = ['wallet'];
/** Money-moving calls: a person never needs more; a script trying passwords is slowed. */
const MONEY_LIMIT = perCallerLimit(60);

function sendCsv(reply: FastifyReply, name: string, body: string) {
  return reply
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .header('cache-control', 'no-store')
    .type('text/csv; charset=utf-8')
    .send(`\uFEFF${body}`);
}

/**
 * The language of catalog names in records: the Language header's, the site default when none
 * was sent, and English when the header names a language we do not know.
 */
function namesLanguage(request: FastifyRequest): LanguageCode {
  const { language, languageFromHeader } = request.ctx;
  return languageFromHeader || request.headers[HEADER.language] === undefined ? language : 'EN';
}

/** The member's wallet: balance, transfers, payment password, records. */
export const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (app, opts) => {
  const { guard, records } = opts;

  app.get(
    '/wps/v2/wallets/balance',
    {
      preHandler: guard({ allowTrial: true }),
      schema: {
        tags,
        summary: 'The signed-in member’s main wallet balance',
        response: { 200: okEnvelope(BalanceSchema) },
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      const balance = await opts.ledger.mainBalance(authOf(request).member.id);
      return ok({
        balance: formatAmount(balance),
        currency: merchant.currency,
        currencySymbol: merchant.currencySymbol,
      });
    },
  );

  app.put(
    '/wps/member/payment-password',
    {
      preHandler: guard(),
      config: perCallerLimit(10),
      schema: {
        tags,
        summary: 'Set or change the six-digit payment password (login password required)',
        body: PaymentPasswordUpdateSchema,
        response: { 200: okEnvelope(z.null()) },
      },
    },
    async (request) => {
      await opts.paymentPasswords.set(await authOf(request).fullMember(), request.body);
      return ok(null);
    },
  );

  app.get(
    '/wps/wallet/transfer/info',
    {
      preHandler: guard(),
      schema: {
        tags,
        summary: 'Transfer limits, upline and downlines',
        response: { 200: okEnvelope(TransferInfoSchema) },
      },
    },
    async (request) =>
      ok(await opts.transfers.info(merchantOf(request), await authOf(request).fullMember())),
  );

  app.post(
    '/wps/wallet/transfers/upline',
    {
      preHandler: guard(),
      config: MONEY_LIMIT,
      schema: {
        tags,
        summary: 'Transfer to the member’s upline (payment password)',
        body: TransferUplineRequestSchema,
        response: { 200: okEnvelope(TransferResultSchema) },
      },
    },
    async (request) =>
      ok(
        await opts.transfers.toUpline(
          merchantOf(request),
          await authOf(request).fullMember(),
          request.body,
          policyOf(merchantOf(request)).timeZone,
        ),
      ),
  );

  app.post(
    '/wps/wallet/transfers/downline',
    {
      preHandler: guard({ agentOnly: true }),
      config: MONEY_LIMIT,
      schema: {
        tags,
        summary: 'Agent transfer to a member anywhere under it in its tree (payment password)',
        body: TransferDownlineRequestSchema,
        response: { 200: okEnvelope(TransferResultSchema) },
      },
    },
    async (request) =>
      ok(
        await opts.transfers.toDownline(
          merchantOf(request),
          await authOf(request).fullMember(),
          request.body,
          policyOf(merchantOf(request)).timeZone,
        ),
      ),
  );

  app.get(
    '/wps/member/records/transactions',
    {
      preHandler: guard(),
      schema: {
        tags,
        summary: 'Account record (main wallet statement); format=csv downloads it',
        querystring: TransactionQuerySchema,
        response: { 200: okEnvelope(recordPageOf(TransactionRowSchema)) },
      },
    },
    async (request, reply) => {
      const merchant = merchantOf(request);
      const tz = policyOf(merchant).timeZone;
      const memberId = authOf(request).member.id;
      if (request.query.format === 'csv') {
        const page = await records.transactions(
          merchant,
          memberId,
          tz,
          { ...request.query, pageNo: 1, pageSize: 10_000 },
          namesLanguage(request),
        );
        return sendCsv(
          reply,
          'transactions',
          toCsv(
            ['time', 'type', 'amount', 'balance_after', 'reference', 'transaction'],
            page.list.map((r) => [
              r.createdAt,
              r.type,
              r.amount,
              r.balanceAfter,
              r.reference,
              String(r.transactionId),
            ]),
          ),
        );
      }
      return ok(
        await records.transactions(merchant, memberId, tz, request.query, namesLanguage(request)),
      );
    },
  );

  app.get(
    '/wps/member/records/bets',
    {
      preHandler: guard(),
      schema: {
        tags,
        summary: 'Betting record (settled bets of every vendor); format=csv downloads it',
        querystring: BetQuerySchema,
        response: { 200: okEnvelope(recordPageOf(BetRowSchema)) },
      },
    },
    async (request, reply) => {
      const tz = policyOf(merchantOf(request)).timeZone;
      const memberId = authOf(request).member.id;
      if (request.query.format === 'csv') {
        const page = await records.bets(
          memberId,
          tz,
          { ...request.query, pageNo: 1, pageSize: 10_000 },
          namesLanguage(request),
        );
        return sendCsv(
          reply,
          'bets',
          toCsv(
            ['placed', 'vendor', 'game', 'category', 'stake', 'valid_bet', 'payout', 'profit'],
            page.list.map((b) => [
              b.placedAt,
              b.vendorName,
              b.gameName,
              b.category,
              b.stake,
              b.validBet,
              b.payout,
              b.profit,
            ]),
          ),
        );
      }
      return ok(await records.bets(memberId, tz, request.query, namesLanguage(request)));
    },
  );

  app.get(
    '/wps/member/records/profit',
    {
      preHandler: guard(),
      schema: {
        tags,
        summary: 'Personal profit over a day range (default today)',
        querystring: ProfitQuerySchema,
        response: { 200: okEnvelope(ProfitSummarySchema) },
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      return ok(
        await records.profit(
          merchant,
          authOf(request).member.id,
          policyOf(merchant).timeZone,
          request.query,
        ),
      );
    },
  );

  app.get(
    '/wps/member/records/bonuses',
    {
      preHandler: guard(),
      schema: {
        tags,
        summary: 'Bonus details with their turnover requirements; format=csv downloads it',
        querystring: RecordsQuerySchema,
        response: { 200: okEnvelope(recordPageOf(BonusRowSchema)) },
      },
    },
    async (request, reply) => {
      const merchant = merchantOf(request);
      const tz = policyOf(merchant).timeZone;
      const memberId = authOf(request).member.id;
      if (request.query.format === 'csv') {
        const page = await records.bonuses(
          merchant,
          memberId,
          tz,
          { ...request.query, pageNo: 1, pageSize: 10_000 },
          request.ctx.language,
        );
        return sendCsv(
          reply,
          'bonuses',
          toCsv(
            ['time', 'amount', 'reason', 'turnover_required', 'turnover_remaining'],
            page.list.map((b) => [
              b.createdAt,
              b.amount,
              b.reason,
              b.turnoverRequired,
              b.turnoverRemaining,
            ]),
          ),
        );
      }
      return ok(await records.bonuses(merchant, memberId, tz, request.query, request.ctx.language));
    },
  );
};
