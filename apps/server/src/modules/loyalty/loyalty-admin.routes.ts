import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminAction } from '@portal/contracts/admin';
import { okEnvelope } from '@portal/contracts/common';
import { AdminPromotionSchema, AdminPromotionUpdateSchema } from '@portal/contracts/loyalty';
import { operatorOf } from '../admin/operator-auth.ts';
import { AdminVipLevelsSchema, VipLadderSchema } from '@portal/contracts/vip';
import type { LoyaltyAdmin } from './loyalty-admin.service.ts';
import type { VipAdmin } from './vip-admin.service.ts';

const ok = <T>(value: T) => ({ success: true as const, value });

/**
 * The console's promotions and VIP ladder: read by support and content, changed by the owner and
 * finance.
 */
export const loyaltyAdminRoutes: FastifyPluginAsyncZod<{
  admin: LoyaltyAdmin;
  vip: VipAdmin;
  guard: (action?: AdminAction) => preHandlerAsyncHookHandler;
}> = async (app, opts) => {
  const { admin, guard } = opts;
  const tags = ['admin-loyalty'];

  app.get(
    '/wps/admin/loyalty/promotions',
    {
      preHandler: guard('loyalty.read'),
      schema: {
        tags,
        summary: "This white label's promotions with their rates and latest settled periods",
        response: { 200: okEnvelope(z.array(AdminPromotionSchema)) },
      },
    },
    async (request) => ok(await admin.list(operatorOf(request).merchantId)),
  );

  app.put(
    '/wps/admin/loyalty/promotions/:id',
    {
      preHandler: guard('loyalty.configure'),
      schema: {
        tags,
        summary: "Change a promotion's status, amounts, wagering, texts and rates (audited)",
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: AdminPromotionUpdateSchema,
        response: { 200: okEnvelope(AdminPromotionSchema) },
      },
    },
    async (request) => ok(await admin.update(operatorOf(request), request.params.id, request.body)),
  );

  app.get(
    '/wps/admin/loyalty/vip-levels',
    {
      preHandler: guard('loyalty.read'),
      schema: {
        tags,
        summary: "This white label's VIP levels and how many members hold each",
        response: { 200: okEnvelope(AdminVipLevelsSchema) },
      },
    },
    async (request) => ok(await opts.vip.list(operatorOf(request).merchantId)),
  );

  app.put(
    '/wps/admin/loyalty/vip-levels',
    {
      preHandler: guard('loyalty.configure'),
      schema: {
        tags,
        summary: 'Replace the VIP ladder: thresholds, bonuses, limits, names (audited)',
        body: VipLadderSchema,
        response: { 200: okEnvelope(AdminVipLevelsSchema) },
      },
    },
    async (request) => ok(await opts.vip.replace(operatorOf(request), request.body)),
  );
};
