import type { FastifyRequest } from 'fastify';
import { pageOf } from '@portal/contracts/admin';
import { okEnvelope } from '@portal/contracts/common';
import {
  AdjustmentQuerySchema,
  AdjustmentRequestSchema,
  AdjustmentSchema,
  IdParamSchema,
  ReasonBodySchema,
} from '@portal/contracts/admin-wallet';
import { operatorOf } from '../admin/operator-auth.ts';
import {
  base,
  merchantFor,
  ok,
  tags,
  type CashierAdminApp,
  type CashierAdminRoutesOptions,
} from './cashier-admin-kit.ts';

/** Manual adjustments: the list, a new one, and the second operator's approval or rejection. */
export function adjustmentAdminRoutes(app: CashierAdminApp, opts: CashierAdminRoutesOptions): void {
  const { audit, guard } = opts;
  // Every change below writes its audit row inside its own transaction (the services call it).
  const auditOf = (request: FastifyRequest) => audit.of(operatorOf(request));

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
}
