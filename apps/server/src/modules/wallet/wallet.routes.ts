import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { okEnvelope } from '@portal/contracts/common';
import { BalanceSchema } from '@portal/contracts/wallet';
import { formatAmount } from '../../lib/money.ts';
import { merchantOf } from '../../plugins/request-context.ts';
import { authOf, type GuardOptions } from '../session/session.guard.ts';
import type { LedgerService } from './ledger.service.ts';

/** Wallet calls of the spec (section 7); deposits, withdrawals and transfers come next. */
export const walletRoutes: FastifyPluginAsyncZod<{
  ledger: LedgerService;
  guard: (options?: GuardOptions) => preHandlerAsyncHookHandler;
}> = async (app, opts) => {
  app.get(
    '/wps/v2/wallets/balance',
    {
      preHandler: opts.guard({ allowTrial: true }),
      schema: {
        tags: ['wallet'],
        summary: 'The signed-in member’s main wallet balance',
        response: { 200: okEnvelope(BalanceSchema) },
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      const balance = await opts.ledger.mainBalance(authOf(request).member.id);
      return {
        success: true as const,
        value: {
          balance: formatAmount(balance),
          currency: merchant.currency,
          currencySymbol: merchant.currencySymbol,
        },
      };
    },
  );
};
