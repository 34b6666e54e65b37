import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@portal/contracts/common';
import { ReferralOverviewSchema, ReferralQuerySchema } from '@portal/contracts/referral';
import { merchantOf } from '../../plugins/request-context.ts';
import { authOf, type GuardOptions } from '../session/session.guard.ts';
import type { SystemService } from '../system/system.service.ts';
import type { ReferralService } from './referral.service.ts';

export interface ReferralRoutesOptions {
  referral: ReferralService;
  system: SystemService;
  guard: (options?: GuardOptions) => preHandlerAsyncHookHandler;
}

/** The member's invitations: `GET /wps/member/referral`. */
export const referralRoutes: FastifyPluginAsyncZod<ReferralRoutesOptions> = async (app, opts) => {
  app.get(
    '/wps/member/referral',
    {
      preHandler: opts.guard(),
      schema: {
        tags: ['member'],
        summary: 'My invitation code, link and the friends who signed up with it',
        querystring: ReferralQuerySchema,
        response: { 200: okEnvelope(ReferralOverviewSchema) },
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      const member = await authOf(request).fullMember();
      const tree = await opts.system.getWhitelabel(merchant.id);
      return {
        success: true as const,
        value: await opts.referral.overview(member, tree, request.query),
      };
    },
  );
};
