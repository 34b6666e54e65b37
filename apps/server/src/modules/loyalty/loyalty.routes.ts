import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PageQuerySchema, pageOf } from '@portal/contracts/admin';
import { okEnvelope } from '@portal/contracts/common';
import { DepositOfferSchema, GrantSchema, PublicPromotionSchema } from '@portal/contracts/loyalty';
import { merchantOf } from '../../plugins/request-context.ts';
import { authOf, type GuardOptions } from '../session/session.guard.ts';
import { VipStatusSchema } from '@portal/contracts/vip';
import type { LoyaltyService } from './loyalty.service.ts';
import type { VipService } from './vip.service.ts';

export interface LoyaltyRoutesOptions {
  loyalty: LoyaltyService;
  vip: VipService;
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
    '/wps/loyalty/promotions',
    {
      // Visitors read the promotions page too.
      preHandler: opts.guard({ optional: true, allowTrial: true, allowForcedChange: true }),
      schema: {
        tags: ['loyalty'],
        summary: 'The promotions running now, with their terms and rates, in the request language',
        response: { 200: okEnvelope(z.array(PublicPromotionSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await loyalty.promotionsPage(merchantOf(request).id, request.ctx.language),
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
};
