import { z } from 'zod';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@portal/contracts/common';
import { pageOf, type AdminAction } from '@portal/contracts/admin';
import {
  AdjustmentQuerySchema,
  AdjustmentRequestSchema,
  AdjustmentSchema,
  AdminDepositQuerySchema,
  AdminDepositSchema,
  AdminWithdrawalQuerySchema,
  AdminWithdrawalSchema,
  IdParamSchema,
  MemberLedgerQuerySchema,
  MemberLedgerRowSchema,
  MemberWalletSchema,
  PaymentIssuedBodySchema,
  PaymentMethodInputSchema,
  PaymentMethodSchema,
  ReasonBodySchema,
  ReconciliationSchema,
  WalletSettingsInputSchema,
  WalletSettingsSchema,
} from '@portal/contracts/admin-wallet';
import { AppError } from '../../lib/app-error.ts';
import { merchantOf } from '../../plugins/request-context.ts';
import type { AuditTrail } from '../admin/admin.audit.ts';
import { seesPayeeAccounts } from '../admin/admin.policy.ts';
import { operatorOf } from '../admin/operator-auth.ts';
import type { AdjustmentService } from '../wallet/adjustment.service.ts';
import type { RecordsService } from '../wallet/records.service.ts';
import type { WalletSettingsService } from '../wallet/wallet-settings.ts';
import type { DepositService } from './deposit.service.ts';
import type { WithdrawalService } from './withdrawal.service.ts';

export interface CashierAdminRoutesOptions {
  guard: (action?: AdminAction) => preHandlerAsyncHookHandler;
  audit: AuditTrail;
  deposits: DepositService;
  withdrawals: WithdrawalService;
  adjustments: AdjustmentService;
  settings: WalletSettingsService;
  records: RecordsService;
  memberExists: (merchantId: number, memberId: number) => Promise<boolean>;
}

const ok = <T>(value: T) => ({ success: true as const, value });
const tags = ['admin-wallet'];
const base = '/wps/admin/wallet';

function sendImage(reply: FastifyReply, image: { content: Buffer; contentType: string }) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .type(image.contentType)
    .send(image.content);
}

/** The console's money: queues, adjustments, methods and limits, reconciliation, member ledgers. */
export const cashierAdminRoutes: FastifyPluginAsyncZod<CashierAdminRoutesOptions> = async (
  app,
  opts,
) => {
  const { guard, audit, deposits, withdrawals } = opts;
  const merchantFor = (request: FastifyRequest) => merchantOf(request);
  // Every change below writes its audit row inside its own transaction (the services call it).
  const auditOf = (request: FastifyRequest) => audit.of(operatorOf(request));

  app.get(
    `${base}/deposits`,
    {
      preHandler: guard('wallet.read'),
      schema: {
        tags,
        summary: 'Deposit queue',
        querystring: AdminDepositQuerySchema,
        response: { 200: okEnvelope(pageOf(AdminDepositSchema)) },
      },
    },
    async (request) =>
      ok(await deposits.listForConsole(operatorOf(request).merchantId, request.query)),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `${base}/deposits/:id/${decision}`,
      {
        preHandler: guard('deposits.review'),
        schema: {
          tags,
          summary:
            decision === 'approve' ? 'Approve: credits the wallet once' : 'Reject with a reason',
          params: IdParamSchema,
          ...(decision === 'reject' ? { body: ReasonBodySchema } : {}),
          response: { 200: okEnvelope(AdminDepositSchema) },
        },
      },
      async (request) => {
        const actor = operatorOf(request);
        const reason =
          decision === 'reject' ? (request.body as { reason: string }).reason : undefined;
        return ok(
          await deposits.decide(merchantFor(request), request.params.id, {
            approve: decision === 'approve',
            ...(reason ? { reason } : {}),
            decidedBy: actor.username,
            audit: audit.of(actor),
          }),
        );
      },
    );
  }

  app.get(
    `${base}/deposits/:id/proof`,
    {
      preHandler: guard('wallet.read'),
      schema: { tags, summary: 'A deposit’s proof image', params: IdParamSchema },
    },
    async (request, reply) => {
      const proof = await deposits.proof(operatorOf(request).merchantId, request.params.id);
      if (!proof?.proof || !proof.proofType) throw new AppError('NOT_FOUND');
      return sendImage(reply, { content: proof.proof, contentType: proof.proofType });
    },
  );

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

  const actorFor = (request: FastifyRequest) => ({
    username: operatorOf(request).username,
    audit: auditOf(request),
  });

  app.get(
    `${base}/adjustments`,
    {
      preHandler: guard('wallet.read'),
      schema: {
        tags,
        summary: 'Manual adjustments',
        querystring: AdjustmentQuerySchema,
        response: { 200: okEnvelope(pageOf(AdjustmentSchema)) },
      },
    },
    async (request) =>
      ok(await opts.adjustments.list(operatorOf(request).merchantId, request.query)),
  );

  app.post(
    `${base}/adjustments`,
    {
      preHandler: guard('adjustments.create'),
      schema: {
        tags,
        summary: 'Adjust a balance (above the threshold it waits for a second operator)',
        body: AdjustmentRequestSchema,
        response: { 200: okEnvelope(AdjustmentSchema) },
      },
    },
    async (request) =>
      ok(await opts.adjustments.create(merchantFor(request), actorFor(request), request.body)),
  );

  app.post(
    `${base}/adjustments/:id/approve`,
    {
      preHandler: guard('adjustments.approve'),
      schema: {
        tags,
        summary: 'Second operator approves',
        params: IdParamSchema,
        response: { 200: okEnvelope(AdjustmentSchema) },
      },
    },
    async (request) =>
      ok(
        await opts.adjustments.decide(merchantFor(request), actorFor(request), request.params.id, {
          approve: true,
        }),
      ),
  );

  app.post(
    `${base}/adjustments/:id/reject`,
    {
      preHandler: guard('adjustments.approve'),
      schema: {
        tags,
        summary: 'Reject a pending adjustment',
        params: IdParamSchema,
        body: ReasonBodySchema,
        response: { 200: okEnvelope(AdjustmentSchema) },
      },
    },
    async (request) =>
      ok(
        await opts.adjustments.decide(merchantFor(request), actorFor(request), request.params.id, {
          approve: false,
          reason: request.body.reason,
        }),
      ),
  );

  app.get(
    `${base}/payment-methods`,
    {
      preHandler: guard('wallet.read'),
      schema: {
        tags,
        summary: 'Deposit methods',
        response: { 200: okEnvelope(z.array(PaymentMethodSchema)) },
      },
    },
    async (request) => ok(await deposits.allMethods(operatorOf(request).merchantId)),
  );

  app.get(
    `${base}/payment-gateways`,
    {
      preHandler: guard('wallet.read'),
      schema: {
        tags,
        summary: 'Codes of the payment gateways configured on the server',
        response: { 200: okEnvelope(z.array(z.string())) },
      },
    },
    async () => ok(deposits.gatewayCodes()),
  );

  app.post(
    `${base}/payment-methods`,
    {
      preHandler: guard('payments.configure'),
      schema: {
        tags,
        summary: 'Add a deposit method',
        body: PaymentMethodInputSchema,
        response: { 200: okEnvelope(PaymentMethodSchema) },
      },
    },
    async (request) => {
      const actor = operatorOf(request);
      return ok(
        await deposits.saveMethod(actor.merchantId, undefined, request.body, audit.of(actor)),
      );
    },
  );

  app.put(
    `${base}/payment-methods/:id`,
    {
      preHandler: guard('payments.configure'),
      schema: {
        tags,
        summary: 'Change a deposit method (its code stays)',
        params: IdParamSchema,
        body: PaymentMethodInputSchema,
        response: { 200: okEnvelope(PaymentMethodSchema) },
      },
    },
    async (request) => {
      const actor = operatorOf(request);
      return ok(
        await deposits.saveMethod(
          actor.merchantId,
          request.params.id,
          request.body,
          audit.of(actor),
        ),
      );
    },
  );

  app.get(
    `${base}/settings`,
    {
      preHandler: guard('wallet.read'),
      schema: {
        tags,
        summary: 'Money limits',
        response: { 200: okEnvelope(WalletSettingsSchema) },
      },
    },
    async (request) => ok(await opts.settings.get(operatorOf(request).merchantId)),
  );

  app.put(
    `${base}/settings`,
    {
      preHandler: guard('payments.configure'),
      schema: {
        tags,
        summary: 'Change money limits',
        body: WalletSettingsInputSchema,
        response: { 200: okEnvelope(WalletSettingsSchema) },
      },
    },
    async (request) => {
      const actor = operatorOf(request);
      return ok(await opts.settings.save(actor.merchantId, request.body, audit.of(actor)));
    },
  );

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
