import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PageQuerySchema, pageOf } from '@portal/contracts/admin';
import { okEnvelope } from '@portal/contracts/common';
import { DepositOfferSchema, GrantSchema } from '@portal/contracts/loyalty';
import { merchantOf } from '../../plugins/request-context.ts';
import { authOf, type GuardOptions } from '../session/session.guard.ts';
import { VipStatusSchema } from '@portal/contracts/vip';
import {
  ConvertRequestSchema,
  ConvertResultSchema,
  MallItemSchema,
  PointsEntrySchema,
  PointsSummarySchema,
  RedeemRequestSchema,
  RedemptionSchema,
} from '@portal/contracts/points';
import { perCallerLimit } from '../../lib/member-rate-limit.ts';
import type { LoyaltyService } from './loyalty.service.ts';
import type { VipService } from './vip.service.ts';
import type { PointsService } from './points.service.ts';
import { ok } from '../../lib/route-kit.ts';

export interface LoyaltyRoutesOptions {
  loyalty: LoyaltyService;
  vip: VipService;
  points: PointsService;
  guard: (options?: GuardOptions) => preHandlerAsyncHookHandler;
}

/** The member's side of rewards: offers at deposit and the grants paid (bonus details). */
export const loyaltyRoutes: FastifyPluginAsyncZod<LoyaltyRoutesOptions> = async (app, opts) => {
  const { loyalty } = opts;

  app.get(
    '/wps/loyalty/deposit-offers',
    {
      preHandler: opts.guard(),
      schema: {
        tags: ['loyalty'],
        summary: 'Promotions the member can take with a deposit now (the first-deposit bonus)',
        response: { 200: okEnvelope(z.array(DepositOfferSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await loyalty.depositOffers(
        merchantOf(request),
        authOf(request).member.id,
        request.ctx.language,
      ),
    }),
  );

  app.get(
    '/wps/loyalty/grants',
    {
      preHandler: opts.guard(),
      schema: {
        tags: ['loyalty'],
        summary: 'The rewards paid to the member, newest first',
        querystring: PageQuerySchema,
        response: { 200: okEnvelope(pageOf(GrantSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await loyalty.grants(
        merchantOf(request),
        authOf(request).member.id,
        request.ctx.language,
        request.query,
      ),
    }),
  );

  app.get(
    '/wps/loyalty/vip',
    {
      preHandler: opts.guard(),
      schema: {
        tags: ['loyalty'],
        summary: 'The VIP levels and where the member stands: level, lifetime totals, this month',
        response: { 200: okEnvelope(VipStatusSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await opts.vip.status(
        merchantOf(request),
        authOf(request).member.id,
        request.ctx.language,
      ),
    }),
  );

  // ---------------------------------------------------------------- points and the mall
  const points = opts.points;
  const tags = ['loyalty'];
  // Spending points moves value: limited per member like the cashier's money calls.
  const SPEND_LIMIT = { encrypted: true, ...perCallerLimit(30) };

  app.get(
    '/wps/loyalty/points',
    {
      preHandler: opts.guard(),
      schema: {
        tags,
        summary: "The member's points, the ratios they earn at, converting's terms",
        response: { 200: okEnvelope(PointsSummarySchema) },
      },
    },
    async (request) =>
      ok(await points.summary(merchantOf(request).id, await authOf(request).fullMember())),
  );

  app.get(
    '/wps/loyalty/points/history',
    {
      preHandler: opts.guard(),
      schema: {
        tags,
        summary: "The member's points earned and spent, newest first",
        querystring: PageQuerySchema,
        response: { 200: okEnvelope(pageOf(PointsEntrySchema)) },
      },
    },
    async (request) => ok(await points.history(authOf(request).member.id, request.query)),
  );

  app.post(
    '/wps/loyalty/points/convert',
    {
      preHandler: opts.guard(),
      config: SPEND_LIMIT,
      schema: {
        tags,
        summary: 'Convert points to cash at the white label’s rate (payment password, encrypted)',
        body: ConvertRequestSchema,
        response: { 200: okEnvelope(ConvertResultSchema) },
      },
    },
    async (request) =>
      ok(
        await points.convert(merchantOf(request), await authOf(request).fullMember(), request.body),
      ),
  );

  app.get(
    '/wps/loyalty/mall',
    {
      // Visitors browse the mall too.
      preHandler: opts.guard({ optional: true, allowTrial: true, allowForcedChange: true }),
      schema: {
        tags,
        summary: 'The points mall’s rewards, in the request language',
        response: { 200: okEnvelope(z.array(MallItemSchema)) },
      },
    },
    async (request) =>
      ok(
        await points.mall(
          merchantOf(request).id,
          request.auth?.member.id ?? null,
          request.ctx.language,
        ),
      ),
  );

  app.post(
    '/wps/loyalty/mall/redeem',
    {
      preHandler: opts.guard(),
      config: SPEND_LIMIT,
      schema: {
        tags,
        summary: 'Redeem a reward for points (payment password, encrypted); an operator confirms',
        body: RedeemRequestSchema,
        response: { 200: okEnvelope(RedemptionSchema) },
      },
    },
    async (request) =>
      ok(
        await points.redeem(
          merchantOf(request).id,
          await authOf(request).fullMember(),
          request.body,
          request.ctx.language,
        ),
      ),
  );

  app.get(
    '/wps/loyalty/mall/redemptions',
    {
      preHandler: opts.guard(),
      schema: {
        tags,
        summary: "The member's redemptions (redeem history), newest first",
        querystring: PageQuerySchema,
        response: { 200: okEnvelope(pageOf(RedemptionSchema)) },
      },
    },
    async (request) =>
      ok(
        await points.redemptions(
          merchantOf(request).id,
          authOf(request).member.id,
          request.ctx.language,
          request.query,
        ),
      ),
  );
};
