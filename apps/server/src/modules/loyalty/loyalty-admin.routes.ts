import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminAction } from '@portal/contracts/admin';
import { okEnvelope } from '@portal/contracts/common';
import {
  AdminPromotionSchema,
  AdminPromotionUpdateSchema,
  BonusReportQuerySchema,
  BonusReportSchema,
} from '@portal/contracts/loyalty';
import { operatorOf } from '../admin/operator-auth.ts';
import { AdminVipLevelsSchema, VipLadderSchema } from '@portal/contracts/vip';
import { PageQuerySchema, pageOf } from '@portal/contracts/admin';
import {
  AdminMallItemInputSchema,
  AdminMallItemSchema,
  AdminRedemptionSchema,
  PointsSettingsSchema,
  REDEMPTION_STATUSES,
  RedemptionDecisionSchema,
} from '@portal/contracts/points';
import type { LoyaltyAdmin } from './loyalty-admin.service.ts';
import type { VipAdmin } from './vip-admin.service.ts';
import type { PointsAdmin } from './points-admin.service.ts';

const ok = <T>(value: T) => ({ success: true as const, value });

/**
 * The console's promotions and VIP ladder: read by support and content, changed by the owner and
 * finance.
 */
export const loyaltyAdminRoutes: FastifyPluginAsyncZod<{
  admin: LoyaltyAdmin;
  vip: VipAdmin;
  points: PointsAdmin;
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

  // ---------------------------------------------------------------- points and the mall
  const points = opts.points;
  const IdParams = z.object({ id: z.coerce.number().int().positive() });

  app.get(
    '/wps/admin/loyalty/points-settings',
    {
      preHandler: guard('loyalty.read'),
      schema: {
        tags,
        summary: 'The points ratio table and converting',
        response: { 200: okEnvelope(PointsSettingsSchema) },
      },
    },
    async (request) => ok(await points.settings(operatorOf(request).merchantId)),
  );

  app.put(
    '/wps/admin/loyalty/points-settings',
    {
      preHandler: guard('loyalty.configure'),
      schema: {
        tags,
        summary: 'Replace the points ratio table and converting terms (audited)',
        body: PointsSettingsSchema,
        response: { 200: okEnvelope(PointsSettingsSchema) },
      },
    },
    async (request) => ok(await points.saveSettings(operatorOf(request), request.body)),
  );

  app.get(
    '/wps/admin/loyalty/mall/items',
    {
      preHandler: guard('loyalty.read'),
      schema: {
        tags,
        summary: 'The points mall’s rewards, hidden ones too, with how many were redeemed',
        response: { 200: okEnvelope(z.array(AdminMallItemSchema)) },
      },
    },
    async (request) => ok(await points.items(operatorOf(request).merchantId)),
  );

  app.post(
    '/wps/admin/loyalty/mall/items',
    {
      preHandler: guard('loyalty.configure'),
      schema: {
        tags,
        summary: 'Add a reward to the points mall (audited)',
        body: AdminMallItemInputSchema,
        response: { 200: okEnvelope(AdminMallItemSchema) },
      },
    },
    async (request) => ok(await points.createItem(operatorOf(request), request.body)),
  );

  app.put(
    '/wps/admin/loyalty/mall/items/:id',
    {
      preHandler: guard('loyalty.configure'),
      schema: {
        tags,
        summary: 'Change a reward of the points mall (audited)',
        params: IdParams,
        body: AdminMallItemInputSchema,
        response: { 200: okEnvelope(AdminMallItemSchema) },
      },
    },
    async (request) =>
      ok(await points.updateItem(operatorOf(request), request.params.id, request.body)),
  );

  app.get(
    '/wps/admin/loyalty/mall/redemptions',
    {
      preHandler: guard('loyalty.read'),
      schema: {
        tags,
        summary: 'Redemptions of the points mall, newest first, by status',
        querystring: PageQuerySchema.extend({ status: z.enum(REDEMPTION_STATUSES).optional() }),
        response: { 200: okEnvelope(pageOf(AdminRedemptionSchema)) },
      },
    },
    async (request) => ok(await points.redemptions(operatorOf(request).merchantId, request.query)),
  );

  for (const [verb, approve] of [
    ['approve', true],
    ['reject', false],
  ] as const) {
    app.post(
      `/wps/admin/loyalty/mall/redemptions/:id/${verb}`,
      {
        preHandler: guard('loyalty.configure'),
        schema: {
          tags,
          summary: approve
            ? 'Approve a redemption: a cash or bonus reward is paid (audited)'
            : 'Reject a redemption: the points and the stock come back (audited)',
          params: IdParams,
          body: RedemptionDecisionSchema,
          response: { 200: okEnvelope(AdminRedemptionSchema) },
        },
      },
      async (request) =>
        ok(
          await points.decide(operatorOf(request), request.params.id, approve, request.body.reason),
        ),
    );
  }

  app.get(
    '/wps/admin/loyalty/report',
    {
      preHandler: guard('loyalty.read'),
      schema: {
        tags,
        summary:
          'Bonus cost per day and source: grants paid, wagering open, conversions, redemptions',
        querystring: BonusReportQuerySchema,
        response: { 200: okEnvelope(BonusReportSchema) },
      },
    },
    async (request) => ok(await admin.bonusReport(operatorOf(request).merchantId, request.query)),
  );
};
