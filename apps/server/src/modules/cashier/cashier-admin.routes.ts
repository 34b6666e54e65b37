import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@portal/contracts/common';
import { pageOf } from '@portal/contracts/admin';
import {
  IdParamSchema,
  MemberLedgerQuerySchema,
  MemberLedgerRowSchema,
  MemberWalletSchema,
  ReconciliationSchema,
} from '@portal/contracts/admin-wallet';
import { AppError } from '../../lib/app-error.ts';
import { operatorOf } from '../admin/operator-auth.ts';
import { adjustmentAdminRoutes } from './cashier-admin-adjustments.routes.ts';
import { depositAdminRoutes } from './cashier-admin-deposits.routes.ts';
import {
  base,
  merchantFor,
  ok,
  tags,
  type CashierAdminRoutesOptions,
} from './cashier-admin-kit.ts';
import { methodAdminRoutes } from './cashier-admin-methods.routes.ts';
import { withdrawalAdminRoutes } from './cashier-admin-withdrawals.routes.ts';

/**
 * The console's money: queues, adjustments, methods and limits (one file per use case), and here
 * the reconciliation report and member ledgers.
 */
export const cashierAdminRoutes: FastifyPluginAsyncZod<CashierAdminRoutesOptions> = async (
  app,
  opts,
) => {
  const { guard } = opts;
  depositAdminRoutes(app, opts);
  withdrawalAdminRoutes(app, opts);
  adjustmentAdminRoutes(app, opts);
  methodAdminRoutes(app, opts);

  app.get(
    `${base}/reconciliation`,
    {
      preHandler: guard('wallet.read'),
      schema: {
        tags,
        summary: 'Ledger reconciliation report',
        response: { 200: okEnvelope(ReconciliationSchema) },
      },
    },
    async (request) => ok(await opts.records.reconciliation(operatorOf(request).merchantId)),
  );

  app.get(
    `${base}/members/:id`,
    {
      preHandler: guard('wallet.read'),
      schema: {
        tags,
        summary: 'A member’s wallets',
        params: IdParamSchema,
        response: { 200: okEnvelope(MemberWalletSchema) },
      },
    },
    async (request) => {
      const actor = operatorOf(request);
      if (!(await opts.memberExists(actor.merchantId, request.params.id))) {
        throw new AppError('MEMBER_NOT_FOUND');
      }
      return ok(await opts.records.memberWallet(merchantFor(request), request.params.id));
    },
  );

  app.get(
    `${base}/members/:id/ledger`,
    {
      preHandler: guard('wallet.read'),
      schema: {
        tags,
        summary: 'A member’s ledger entries, newest first',
        params: IdParamSchema,
        querystring: MemberLedgerQuerySchema,
        response: { 200: okEnvelope(pageOf(MemberLedgerRowSchema)) },
      },
    },
    async (request) => {
      const actor = operatorOf(request);
      if (!(await opts.memberExists(actor.merchantId, request.params.id))) {
        throw new AppError('MEMBER_NOT_FOUND');
      }
      return ok(await opts.records.memberLedger(request.params.id, request.query));
    },
  );
};
