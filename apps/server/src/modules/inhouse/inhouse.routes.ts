import type {} from '@fastify/rate-limit';
import { z } from 'zod';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@portal/contracts/common';
import {
  InhouseBetRequestSchema,
  InhouseBetResultSchema,
  MinesCashoutRequestSchema,
  MinesRevealRequestSchema,
  MinesStartRequestSchema,
  RotateSeedRequestSchema,
  RoundPageSchema,
  RoundSchema,
  SeedsSchema,
} from '@portal/contracts/inhouse';
import { perCallerLimit } from '../../lib/member-rate-limit.ts';
import { merchantOf } from '../../plugins/request-context.ts';
import { authOf, type GuardOptions } from '../session/session.guard.ts';
import type { InhouseService } from './inhouse.service.ts';
import { ok } from '../../lib/route-kit.ts';

const tags = ['inhouse'];
/** Instant games can be played fast (auto-bet); a script is still slowed. */
const PLAY_LIMIT = perCallerLimit(600);

/** The in-house, provably fair games (contracts/inhouse.ts). */
export const inhouseRoutes: FastifyPluginAsyncZod<{
  inhouse: InhouseService;
  guard: (options?: GuardOptions) => preHandlerAsyncHookHandler;
}> = async (app, opts) => {
  const { inhouse } = opts;
  const member = opts.guard();

  app.get(
    '/wps/inhouse/seeds',
    {
      preHandler: member,
      schema: {
        tags,
        summary: 'The active seed pair (server seed hashed) and the last revealed pair',
        response: { 200: okEnvelope(SeedsSchema) },
      },
    },
    async (request) => ok(await inhouse.seeds(merchantOf(request).id, authOf(request).member.id)),
  );

  app.post(
    '/wps/inhouse/seeds/rotate',
    {
      preHandler: member,
      config: perCallerLimit(30),
      schema: {
        tags,
        summary: 'Reveal the server seed in use and start a new pair (optional client seed)',
        body: RotateSeedRequestSchema,
        response: { 200: okEnvelope(SeedsSchema) },
      },
    },
    async (request) =>
      ok(
        await inhouse.rotate(
          merchantOf(request).id,
          authOf(request).member.id,
          request.body.clientSeed,
        ),
      ),
  );

  app.post(
    '/wps/inhouse/bet',
    {
      preHandler: member,
      config: PLAY_LIMIT,
      schema: {
        tags,
        summary: 'Play a dice, limbo, plinko or slot round',
        body: InhouseBetRequestSchema,
        response: { 200: okEnvelope(InhouseBetResultSchema) },
      },
    },
    async (request) =>
      ok(await inhouse.bet(merchantOf(request), authOf(request).member.id, request.body)),
  );

  app.post(
    '/wps/inhouse/mines/start',
    {
      preHandler: member,
      config: PLAY_LIMIT,
      schema: {
        tags,
        summary: 'Start a mines round (the stake is taken now)',
        body: MinesStartRequestSchema,
        response: { 200: okEnvelope(InhouseBetResultSchema) },
      },
    },
    async (request) =>
      ok(await inhouse.minesStart(merchantOf(request), authOf(request).member.id, request.body)),
  );

  app.post(
    '/wps/inhouse/mines/reveal',
    {
      preHandler: member,
      config: PLAY_LIMIT,
      schema: {
        tags,
        summary: 'Reveal a cell of the open mines round',
        body: MinesRevealRequestSchema,
        response: { 200: okEnvelope(InhouseBetResultSchema) },
      },
    },
    async (request) =>
      ok(await inhouse.minesReveal(merchantOf(request), authOf(request).member.id, request.body)),
  );

  app.post(
    '/wps/inhouse/mines/cashout',
    {
      preHandler: member,
      config: PLAY_LIMIT,
      schema: {
        tags,
        summary: 'Cash out the open mines round',
        body: MinesCashoutRequestSchema,
        response: { 200: okEnvelope(InhouseBetResultSchema) },
      },
    },
    async (request) =>
      ok(
        await inhouse.minesCashout(
          merchantOf(request),
          authOf(request).member.id,
          request.body.roundId,
        ),
      ),
  );

  app.get(
    '/wps/inhouse/mines/current',
    {
      preHandler: member,
      schema: {
        tags,
        summary: 'The open mines round, if any',
        response: { 200: okEnvelope(RoundSchema.nullable()) },
      },
    },
    async (request) =>
      ok(await inhouse.minesCurrent(merchantOf(request), authOf(request).member.id)),
  );

  app.get(
    '/wps/inhouse/rounds',
    {
      preHandler: member,
      schema: {
        tags,
        summary: 'The member’s in-house rounds, newest first',
        querystring: z.object({
          pageNo: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: okEnvelope(RoundPageSchema) },
      },
    },
    async (request) =>
      ok(
        await inhouse.rounds(
          authOf(request).member.id,
          request.query.pageNo,
          request.query.pageSize,
        ),
      ),
  );

  app.get(
    '/lgw/inhouse/rounds/:ref',
    {
      schema: {
        tags,
        summary:
          'A round for verification by its unguessable reference (server seed once revealed); ' +
          'anything else, a round id included, is GAME_ROUND_NOT_FOUND',
        params: z.object({ ref: z.string().max(64) }),
        response: { 200: okEnvelope(RoundSchema) },
      },
    },
    async (request) => ok(await inhouse.publicRound(merchantOf(request).id, request.params.ref)),
  );
};
