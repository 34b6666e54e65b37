import { pageOf } from '@portal/contracts/admin';
import { okEnvelope } from '@portal/contracts/common';
import {
  AdminWithdrawalQuerySchema,
  AdminWithdrawalSchema,
  IdParamSchema,
  PaymentIssuedBodySchema,
  ReasonBodySchema,
  WithdrawalCountsQuerySchema,
  WithdrawalCountsSchema,
} from '@portal/contracts/admin-wallet';
import { AppError } from '../../lib/app-error.ts';
import { seesPayeeAccounts } from '../admin/admin.policy.ts';
import { operatorOf } from '../admin/operator-auth.ts';
import {
  base,
  merchantFor,
  ok,
  sendImage,
  tags,
  type CashierAdminApp,
  type CashierAdminRoutesOptions,
} from './cashier-admin-kit.ts';

/** The withdrawal queue and its review steps (approve, reject, fail, payment issued), proofs. */
export function withdrawalAdminRoutes(app: CashierAdminApp, opts: CashierAdminRoutesOptions): void {
  const { audit, guard, withdrawals } = opts;

  app.get(
    `${base}/withdrawals`,
    {
      preHandler: guard('wallet.read'),
      schema: {
        tags,
        summary: 'Withdrawal queue',
        querystring: AdminWithdrawalQuerySchema,
        response: { 200: okEnvelope(pageOf(AdminWithdrawalSchema)) },
      },
    },
    async (request) => {
      const actor = operatorOf(request);
      return ok(
        await withdrawals.listForConsole(actor.merchantId, request.query, {
          fullAccounts: seesPayeeAccounts(actor.role),
        }),
      );
    },
  );

  app.get(
    `${base}/withdrawals/counts`,
    {
      preHandler: guard('wallet.read'),
      schema: {
        tags,
        summary: 'Withdrawals per status (the queue tabs); q narrows to a search',
        querystring: WithdrawalCountsQuerySchema,
        response: { 200: okEnvelope(WithdrawalCountsSchema) },
      },
    },
    async (request) =>
      ok(await withdrawals.countsForConsole(operatorOf(request).merchantId, request.query)),
  );

  const withdrawalSteps = {
    approve: undefined,
    reject: ReasonBodySchema,
    fail: ReasonBodySchema,
    'payment-issued': PaymentIssuedBodySchema,
  } as const;
  for (const [name, body] of Object.entries(withdrawalSteps)) {
    app.post(
      `${base}/withdrawals/:id/${name}`,
      {
        preHandler: guard('withdrawals.review'),
        schema: {
          tags,
          summary: `Withdrawal: ${name}`,
          params: IdParamSchema,
          ...(body ? { body } : {}),
          response: { 200: okEnvelope(AdminWithdrawalSchema) },
        },
      },
      async (request) => {
        const actor = operatorOf(request);
        const input = (request.body ?? {}) as { reason?: string; payoutReference?: string };
        const action =
          name === 'approve'
            ? ({ type: 'approve' } as const)
            : name === 'payment-issued'
              ? ({ type: 'paymentIssued', payoutReference: input.payoutReference! } as const)
              : ({ type: name as 'reject' | 'fail', reason: input.reason! } as const);
        return ok(
          await withdrawals.operatorStep(
            merchantFor(request),
            actor.username,
            request.params.id,
            action,
            audit.of(actor),
          ),
        );
      },
    );
  }

  app.get(
    `${base}/withdrawals/proofs/:id`,
    {
      preHandler: guard('wallet.read'),
      schema: { tags, summary: 'A “not received” proof image', params: IdParamSchema },
    },
    async (request, reply) => {
      const proof = await withdrawals.proof(operatorOf(request).merchantId, request.params.id);
      if (!proof) throw new AppError('NOT_FOUND');
      return sendImage(reply, proof);
    },
  );
}
