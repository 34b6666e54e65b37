import { z } from 'zod';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@portal/contracts/common';
import { pageOf, type AdminAction } from '@portal/contracts/admin';
import {
  AdminGameQuerySchema,
  AdminGameSchema,
  AdminGameUpdateSchema,
  AdminVendorSchema,
  AdminVendorUpdateSchema,
  GameIdParamSchema,
  VendorCodeParamSchema,
} from '@portal/contracts/admin-games';
import { operatorOf } from '../../admin/operator-auth.ts';
import type { CatalogConsoleService } from './catalog-console.service.ts';
import { ok } from '../../../lib/route-kit.ts';

export interface CatalogConsoleRoutesOptions {
  guard: (action?: AdminAction) => preHandlerAsyncHookHandler;
  service: CatalogConsoleService;
}

const tags = ['admin-games'];
const base = '/wps/admin/games';

/** The console's games catalog: vendors and games, read with games.read, changed with games.write. */
export const catalogConsoleRoutes: FastifyPluginAsyncZod<CatalogConsoleRoutesOptions> = async (
  app,
  opts,
) => {
  const { guard, service } = opts;

  app.get(
    `${base}/vendors`,
    {
      preHandler: guard('games.read'),
      schema: {
        tags,
        summary: 'Vendors with game counts, maintenance and order (hidden ones included)',
        response: { 200: okEnvelope(z.array(AdminVendorSchema)) },
      },
    },
    async (request) => ok(await service.listVendors(operatorOf(request).merchantId)),
  );

  app.patch(
    `${base}/vendors/:code`,
    {
      preHandler: guard('games.write'),
      schema: {
        tags,
        summary: 'Change a vendor: maintenance (with an end time), order, shown or hidden',
        params: VendorCodeParamSchema,
        body: AdminVendorUpdateSchema,
        response: { 200: okEnvelope(AdminVendorSchema) },
      },
    },
    async (request) =>
      ok(await service.updateVendor(operatorOf(request), request.params.code, request.body)),
  );

  app.get(
    base,
    {
      preHandler: guard('games.read'),
      schema: {
        tags,
        summary: 'Games by category, vendor, name and flag, in the order players see them',
        querystring: AdminGameQuerySchema,
        response: { 200: okEnvelope(pageOf(AdminGameSchema)) },
      },
    },
    async (request) => ok(await service.listGames(operatorOf(request).merchantId, request.query)),
  );

  app.patch(
    `${base}/:id`,
    {
      preHandler: guard('games.write'),
      schema: {
        tags,
        summary: 'Change a game: hot, new, groups, order, shown, maintenance, names',
        params: GameIdParamSchema,
        body: AdminGameUpdateSchema,
        response: { 200: okEnvelope(AdminGameSchema) },
      },
    },
    async (request) =>
      ok(await service.updateGame(operatorOf(request), request.params.id, request.body)),
  );
};
