import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@portal/contracts/common';
import { pageOf, type AdminAction } from '@portal/contracts/admin';
import {
  AdminBetExceptionQuerySchema,
  AdminBetExceptionSchema,
  BetExceptionIdParamSchema,
} from '@portal/contracts/admin-bets';
import { operatorOf } from '../admin/operator-auth.ts';
import type { BetExceptionService } from './exceptions.service.ts';
import { ok } from '../../lib/route-kit.ts';

export interface BetExceptionRoutesOptions {
  guard: (action?: AdminAction) => preHandlerAsyncHookHandler;
  service: BetExceptionService;
}

const tags = ['admin-bets'];
const base = '/wps/admin/bets/exceptions';

/** The console's bet exceptions: listed and resolved with bets.review. */
export const betExceptionRoutes: FastifyPluginAsyncZod<BetExceptionRoutesOptions> = async (
  app,
  opts,
) => {
  const { guard, service } = opts;

  app.get(
    base,
    {
      preHandler: guard('bets.review'),
      schema: {
        tags,
        summary: 'Bet exceptions of this white label (and of none, for roles that see all)',
        querystring: AdminBetExceptionQuerySchema,
        response: { 200: okEnvelope(pageOf(AdminBetExceptionSchema)) },
      },
    },
    async (request) => ok(await service.list(operatorOf(request), request.query)),
  );

  app.post(
    `${base}/:id/resolve`,
    {
      preHandler: guard('bets.review'),
      schema: {
        tags,
        summary: 'Mark a bet exception resolved (audited)',
        params: BetExceptionIdParamSchema,
        response: { 200: okEnvelope(AdminBetExceptionSchema) },
      },
    },
    async (request) => ok(await service.resolve(operatorOf(request), request.params.id)),
  );
};
