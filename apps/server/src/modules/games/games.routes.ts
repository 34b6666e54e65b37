import type {} from '@fastify/rate-limit';
import { z } from 'zod';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@portal/contracts/common';
import {
  CategoryCodeSchema,
  FavouriteIdsSchema,
  FavouriteListQuerySchema,
  FavouriteRequestSchema,
  GameListQuerySchema,
  GameMenuSchema,
  GamePageSchema,
  GameTileSchema,
  LaunchGameRequestSchema,
  LaunchGameResultSchema,
  LotteryMenuQuerySchema,
  LotteryMenuSchema,
  PvpRoomSchema,
  RecentQuerySchema,
  VendorLanesSchema,
  VendorTypeSchema,
  WinnerListSchema,
  WinnerQuerySchema,
} from '@portal/contracts/games';
import { AppError } from '../../lib/app-error.ts';
import { perCallerLimit } from '../../lib/member-rate-limit.ts';
import { merchantOf } from '../../plugins/request-context.ts';
import { authOf, type GuardOptions } from '../session/session.guard.ts';
import type { CatalogService } from './catalog.service.ts';
import type { LaunchService } from './launch.service.ts';
import { ok } from '../../lib/route-kit.ts';

export interface GamesRoutesOptions {
  catalog: CatalogService;
  launcher: LaunchService;
  guard: (options?: GuardOptions) => preHandlerAsyncHookHandler;
}

const tags = ['games'];
/** Favourite toggles: the page throttles to one a second; a script gets slowed here. */
const FAVOURITE_LIMIT = perCallerLimit(120);
const LAUNCH_LIMIT = perCallerLimit(60);

/** Catalog, lists, favourites, recent games and launch (spec sections 2, 3, 4 and 7). */
export const gamesRoutes: FastifyPluginAsyncZod<GamesRoutesOptions> = async (app, opts) => {
  const { catalog, guard } = opts;
  const visitor = guard({ optional: true, allowTrial: true, allowForcedChange: true });
  const member = guard({ allowTrial: true });
  const lang = (request: { ctx: { language: string } }) =>
    request.ctx.language as Parameters<CatalogService['menus']>[1];

  app.get(
    '/lgw/games/game_menus',
    {
      schema: {
        tags,
        summary: 'Header navigation: categories with their vendors and first games',
        response: { 200: okEnvelope(GameMenuSchema) },
      },
    },
    async (request) => ok(await catalog.menus(merchantOf(request).id, lang(request))),
  );

  app.get(
    '/lgw/vn/games/game_menu',
    {
      schema: {
        tags,
        summary: 'Lottery menus by prize mode',
        querystring: LotteryMenuQuerySchema,
        response: { 200: okEnvelope(LotteryMenuSchema) },
      },
    },
    async (request) =>
      ok({
        prizeMode: request.query.prizeMode,
        games: await catalog.lotteryMenu(
          merchantOf(request).id,
          request.query.prizeMode,
          lang(request),
        ),
      }),
  );

  app.get(
    '/lgw/games/list',
    {
      preHandler: visitor,
      schema: {
        tags,
        summary: 'Game list: category, vendor, filter (ALL HOT NEW FAV RECENT JP TG AC BG), search',
        querystring: GameListQuerySchema,
        response: { 200: okEnvelope(GamePageSchema) },
      },
    },
    async (request) =>
      ok(
        await catalog.list(
          merchantOf(request).id,
          request.auth?.member.id,
          request.query,
          lang(request),
        ),
      ),
  );

  app.get(
    '/lgw/games/hot',
    {
      schema: {
        tags,
        summary: 'Hot games for the home carousel',
        response: { 200: okEnvelope(z.array(GameTileSchema)) },
      },
    },
    async (request) => ok(await catalog.hot(merchantOf(request).id, lang(request))),
  );

  app.get(
    '/lgw/games/vendors',
    {
      schema: {
        tags,
        summary: 'Vendor list by category (value.data.lanes)',
        response: { 200: okEnvelope(VendorLanesSchema) },
      },
    },
    async (request) => ok(await catalog.vendorLanes(merchantOf(request).id, lang(request))),
  );

  app.get(
    '/lgw/games/vendor_type',
    {
      schema: {
        tags,
        summary: 'Vendors of a category: title, cards keyed by vassalage, gameClassify',
        querystring: z.object({ gameType: CategoryCodeSchema.optional() }),
        response: { 200: okEnvelope(VendorTypeSchema) },
      },
    },
    async (request) =>
      ok(await catalog.vendorType(merchantOf(request).id, request.query.gameType, lang(request))),
  );

  app.get(
    '/lgw/games/winners',
    {
      schema: {
        tags,
        summary: 'Winner board: the biggest settled wins of the last 30 days (value.list)',
        querystring: WinnerQuerySchema,
        response: { 200: okEnvelope(WinnerListSchema) },
      },
    },
    async (request) =>
      ok({
        list: await catalog.winners(
          merchantOf(request).id,
          request.query.gameCategory,
          request.query.limitNum,
          lang(request),
        ),
      }),
  );

  app.get(
    '/lgw/games/suggestions',
    {
      schema: {
        tags,
        summary: 'Other games to offer when a game is under maintenance',
        querystring: z.object({ nodeId: z.coerce.number().int().positive() }),
        response: { 200: okEnvelope(z.array(GameTileSchema)) },
      },
    },
    async (request) =>
      ok(await catalog.suggestions(merchantOf(request).id, request.query.nodeId, lang(request))),
  );

  app.get(
    '/lgw/games/pvp/rooms',
    {
      schema: {
        tags,
        summary: 'Card-game rooms with recent players',
        response: { 200: okEnvelope(z.array(PvpRoomSchema)) },
      },
    },
    async (request) => ok(await catalog.pvpRooms(merchantOf(request).id, lang(request))),
  );

  // ------------------------------------------------------------------ favourites, recent

  app.get(
    '/wps/member/favorites/ids',
    {
      preHandler: member,
      schema: {
        tags,
        summary: 'Ids (nodeId) of the member’s favourite games',
        response: { 200: okEnvelope(FavouriteIdsSchema) },
      },
    },
    async (request) => ok(await catalog.favouriteIds(authOf(request).member.id)),
  );

  app.get(
    '/wps/member/favorites',
    {
      preHandler: member,
      schema: {
        tags,
        summary: 'The member’s favourite games (page size 999)',
        querystring: FavouriteListQuerySchema,
        response: { 200: okEnvelope(GamePageSchema) },
      },
    },
    async (request) =>
      ok(
        await catalog.favourites(
          merchantOf(request).id,
          authOf(request).member.id,
          request.query,
          lang(request),
        ),
      ),
  );

  app.post(
    '/wps/member/favorites',
    {
      preHandler: member,
      config: FAVOURITE_LIMIT,
      schema: {
        tags,
        summary: 'Add a favourite game',
        body: FavouriteRequestSchema,
        response: { 200: okEnvelope(FavouriteIdsSchema) },
      },
    },
    async (request) => {
      const memberId = authOf(request).member.id;
      const added = await catalog.addFavourite(
        merchantOf(request).id,
        memberId,
        request.body.nodeId,
      );
      if (!added) throw new AppError('GAME_NOT_FOUND');
      return ok(await catalog.favouriteIds(memberId));
    },
  );

  app.delete(
    '/wps/member/favorites',
    {
      preHandler: member,
      config: FAVOURITE_LIMIT,
      schema: {
        tags,
        summary: 'Remove a favourite game (nodeId in the body or the query)',
        body: FavouriteRequestSchema.optional(),
        querystring: FavouriteRequestSchema.partial(),
        response: { 200: okEnvelope(FavouriteIdsSchema) },
      },
    },
    async (request) => {
      const nodeId = request.body?.nodeId ?? request.query.nodeId;
      if (nodeId === undefined) throw new AppError('VALIDATION_FAILED');
      const memberId = authOf(request).member.id;
      await catalog.removeFavourite(memberId, nodeId);
      return ok(await catalog.favouriteIds(memberId));
    },
  );

  app.get(
    '/wps/member/games/recent',
    {
      preHandler: member,
      schema: {
        tags,
        summary: 'Recently played games (page size 20)',
        querystring: RecentQuerySchema,
        response: { 200: okEnvelope(GamePageSchema) },
      },
    },
    async (request) =>
      ok(
        await catalog.list(
          merchantOf(request).id,
          authOf(request).member.id,
          {
            gameType: request.query.gameType,
            gameClassify: 'RECENT',
            pageNo: request.query.page,
            pageSize: request.query.pageSize,
          },
          lang(request),
        ),
      ),
  );

  // ------------------------------------------------------------------ launch

  app.post(
    '/wps/game/launchGame',
    {
      preHandler: guard({ optional: true, allowTrial: true }),
      config: LAUNCH_LIMIT,
      schema: {
        tags,
        summary: 'Launch a game (REAL needs a session; FUN is the free trial)',
        body: LaunchGameRequestSchema,
        response: { 200: okEnvelope(LaunchGameResultSchema) },
      },
    },
    async (request) => {
      const auth = request.auth;
      const language = request.body.language ?? (request.ctx.language === 'EN' ? 'en' : 'bn');
      return ok(
        await opts.launcher.launch(
          merchantOf(request),
          auth
            ? { memberId: auth.member.id, sessionId: auth.sessionId, type: auth.member.type }
            : undefined,
          {
            nodeId: request.body.nodeId,
            mode: request.body.mode,
            language,
            // The vendor's "back" link leaves the vendor's page: it must name this portal.
            returnUrl: `${request.protocol}://${request.host}/`,
          },
        ),
      );
    },
  );
};
