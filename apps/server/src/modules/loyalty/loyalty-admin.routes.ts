import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminAction } from '@portal/contracts/admin';
import { okEnvelope } from '@portal/contracts/common';
import {
  AdminPromotionCreateSchema,
  AdminPromotionSchema,
  AdminPromotionUpdateSchema,
  ArtworkSetSchema,
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
import type { PromotionsAdmin } from './promotions-admin.service.ts';
import type { ForfeitService } from './forfeit.service.ts';
import {
  AdminForfeitSchema,
  AdminGrantSchema,
  ForfeitResultSchema,
  AdminApplicationQuerySchema,
  AdminApplicationSchema,
  ApplicationDecisionSchema,
} from '@portal/contracts/promotions';
import { sendImage } from '../../lib/multipart-images.ts';
import { ok, IdParams } from '../../lib/route-kit.ts';

/**
 * The console's promotions and VIP ladder: read by support and content, changed by the owner and
 * finance.
 */
export const loyaltyAdminRoutes: FastifyPluginAsyncZod<{
  admin: LoyaltyAdmin;
  vip: VipAdmin;
  points: PointsAdmin;
  applications: PromotionsAdmin;
  forfeit: ForfeitService;
  merchantOf: (merchantId: number) => Promise<{ id: number; currency: string }>;
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

  app.post(
    '/wps/admin/loyalty/promotions',
    {
      preHandler: guard('loyalty.configure'),
      schema: {
        tags,
        summary:
          'Create a promotion of any kind (first deposit, reload, fixed, registration, rebate, cash back), audited',
        body: AdminPromotionCreateSchema,
        response: { 200: okEnvelope(AdminPromotionSchema) },
      },
    },
    async (request) => ok(await admin.create(operatorOf(request), request.body)),
  );

  app.get(
    '/wps/admin/loyalty/applications',
    {
      preHandler: guard('loyalty.read'),
      schema: {
        tags,
        summary: 'Promotion applications by state (waiting ones oldest first), with their images',
        querystring: AdminApplicationQuerySchema,
        response: { 200: okEnvelope(pageOf(AdminApplicationSchema)) },
      },
    },
    async (request) =>
      ok(await opts.applications.list(operatorOf(request).merchantId, request.query)),
  );

  app.post(
    '/wps/admin/loyalty/applications/:id/decide',
    {
      preHandler: guard('loyalty.approve'),
      schema: {
        tags,
        summary:
          'Approve (the reward is paid at once) or reject with a reason a waiting application (audited)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: ApplicationDecisionSchema,
        response: { 200: okEnvelope(AdminApplicationSchema) },
      },
    },
    async (request) =>
      ok(await opts.applications.decide(operatorOf(request), request.params.id, request.body)),
  );

  app.get(
    '/wps/admin/loyalty/applications/:id/images/:imageId',
    {
      preHandler: guard('loyalty.read'),
      schema: {
        tags,
        summary: 'An image sent with an application',
        params: z.object({
          id: z.coerce.number().int().positive(),
          imageId: z.coerce.number().int().positive(),
        }),
      },
    },
    async (request, reply) =>
      sendImage(
        reply,
        await opts.applications.image(
          operatorOf(request).merchantId,
          request.params.id,
          request.params.imageId,
        ),
      ),
  );

  app.post(
    '/wps/admin/loyalty/grants/:id/forfeit',
    {
      preHandler: guard('loyalty.configure'),
      schema: {
        tags,
        summary:
          "Forfeit a member's bonus whose wagering is still open, with a reason (audited): the bonus, at most the balance, goes back",
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: AdminForfeitSchema,
        response: { 200: okEnvelope(ForfeitResultSchema) },
      },
    },
    async (request) => {
      const actor = operatorOf(request);
      return ok(
        await opts.forfeit.forfeitByOperator(
          await opts.merchantOf(actor.merchantId),
          actor,
          request.params.id,
          request.body,
        ),
      );
    },
  );

  app.get(
    '/wps/admin/loyalty/members/:memberId/grants',
    {
      preHandler: guard('loyalty.read'),
      schema: {
        tags,
        summary: "A member's rewards, newest first, with the wagering still open on each",
        params: z.object({ memberId: z.coerce.number().int().positive() }),
        querystring: PageQuerySchema,
        response: { 200: okEnvelope(pageOf(AdminGrantSchema)) },
      },
    },
    async (request) =>
      ok(
        await opts.forfeit.memberGrants(
          operatorOf(request).merchantId,
          request.params.memberId,
          request.query,
        ),
      ),
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

  app.put(
    '/wps/admin/loyalty/promotions/:id/banner',
    {
      preHandler: guard('content.write'),
      schema: {
        tags,
        summary:
          "Set or take away a promotion's banner: an image uploaded with POST /wps/admin/content/banner-images (audited)",
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: ArtworkSetSchema,
        response: { 200: okEnvelope(AdminPromotionSchema) },
      },
    },
    async (request) =>
      ok(await admin.setBanner(operatorOf(request), request.params.id, request.body.imageId)),
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

  app.put(
    '/wps/admin/loyalty/mall/items/:id/image',
    {
      preHandler: guard('content.write'),
      schema: {
        tags,
        summary:
          "Set or take away a mall reward's picture: an image uploaded with POST /wps/admin/content/banner-images (audited)",
        params: IdParams,
        body: ArtworkSetSchema,
        response: { 200: okEnvelope(AdminMallItemSchema) },
      },
    },
    async (request) =>
      ok(await points.setItemImage(operatorOf(request), request.params.id, request.body.imageId)),
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
