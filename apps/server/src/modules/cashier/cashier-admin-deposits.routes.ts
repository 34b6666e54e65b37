import { pageOf } from '@portal/contracts/admin';
import { okEnvelope } from '@portal/contracts/common';
import {
  AdminDepositQuerySchema,
  AdminDepositSchema,
  IdParamSchema,
  ReasonBodySchema,
} from '@portal/contracts/admin-wallet';
import { AppError } from '../../lib/app-error.ts';
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

/** The deposit queue: list, approve or reject (credited once), the proof image. */
export function depositAdminRoutes(app: CashierAdminApp, opts: CashierAdminRoutesOptions): void {
  const { audit, deposits, guard } = opts;

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
}
