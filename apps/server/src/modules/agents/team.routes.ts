import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type {} from '../../plugins/encrypted-body.ts';
import { PageQuerySchema } from '@portal/contracts/admin';
import {
  AffiliateClickSchema,
  AffiliateLinkCreateSchema,
  AffiliateLinkListSchema,
  AffiliateLinkSchema,
  AffiliateMemberPageSchema,
  OpenDownlineResultSchema,
  OpenDownlineSchema,
  TeamBetPageSchema,
  TeamBetQuerySchema,
  TeamLossPageSchema,
  TeamLossQuerySchema,
  TeamOverviewSchema,
  TeamRangeQuerySchema,
  TeamTransactionPageSchema,
  TeamTransactionQuerySchema,
} from '@portal/contracts/agent-team';
import { okEnvelope } from '@portal/contracts/common';
import { perCallerLimit } from '../../lib/member-rate-limit.ts';
import { IdParams, ok } from '../../lib/route-kit.ts';
import { merchantOf } from '../../plugins/request-context.ts';
import type { Caller } from '../auth/login.service.ts';
import type { RegistrationService } from '../member/registration.service.ts';
import { authOf, type GuardOptions } from '../session/session.guard.ts';
import type { AffiliateService } from './affiliate.service.ts';
import type { TeamService } from './team.service.ts';

/** The signed-in agent with its place in the tree. */
async function agentOf(request: FastifyRequest) {
  const member = await authOf(request).fullMember();
  return {
    id: member.id,
    merchantId: member.merchantId,
    type: member.type,
    treePath: member.treePath,
  };
}

/**
 * The agent centre's team calls (team overview, team betting, user loss, downline transactions),
 * affiliate links and opening a downline account: only an agent, only its own tree.
 */
export const agentTeamRoutes: FastifyPluginAsyncZod<{
  team: TeamService;
  affiliate: AffiliateService;
  registration: RegistrationService;
  callerOf: (request: FastifyRequest) => Promise<Caller>;
  guard: (options?: GuardOptions) => preHandlerAsyncHookHandler;
}> = async (app, opts) => {
  const { team, affiliate, guard } = opts;
  const tags = ['agent'];
  const agentOnly = { preHandler: guard({ agentOnly: true }), config: perCallerLimit(60) };

  app.get(
    '/wps/agent/team/overview',
    {
      ...agentOnly,
      schema: {
        tags,
        summary:
          "The team's size, new members, active players, money and play over a range of days",
        querystring: TeamRangeQuerySchema,
        response: { 200: okEnvelope(TeamOverviewSchema) },
      },
    },
    async (request) => ok(await team.overview(await agentOf(request), request.query)),
  );

  app.get(
    '/wps/agent/team/bets',
    {
      ...agentOnly,
      schema: {
        tags,
        summary: 'Team betting by member, game category or day (personalHistoryCopy)',
        querystring: TeamBetQuerySchema,
        response: { 200: okEnvelope(TeamBetPageSchema) },
      },
    },
    async (request) => ok(await team.bets(await agentOf(request), request.query)),
  );

  app.get(
    '/wps/agent/team/loss',
    {
      ...agentOnly,
      schema: {
        tags,
        summary: "Each team member's loss after bonuses (palStatementsAgentCopy)",
        querystring: TeamLossQuerySchema,
        response: { 200: okEnvelope(TeamLossPageSchema) },
      },
    },
    async (request) => ok(await team.loss(await agentOf(request), request.query)),
  );

  app.get(
    '/wps/agent/team/transactions',
    {
      ...agentOnly,
      schema: {
        tags,
        summary: "The team's deposits, withdrawals and transfers (agentDownlineTransactionDetails)",
        querystring: TeamTransactionQuerySchema,
        response: { 200: okEnvelope(TeamTransactionPageSchema) },
      },
    },
    async (request) => ok(await team.transactions(await agentOf(request), request.query)),
  );

  app.put(
    '/wps/agent/downlines',
    {
      preHandler: guard({ agentOnly: true }),
      config: { encrypted: true, ...perCallerLimit(20) },
      schema: {
        tags,
        summary: 'Open a player or sub-agent account under the agent (encrypted, registerCenter)',
        body: OpenDownlineSchema,
        response: { 200: okEnvelope(OpenDownlineResultSchema) },
      },
    },
    async (request) =>
      ok(
        await opts.registration.openDownline(
          await opts.callerOf(request),
          await agentOf(request),
          request.body,
        ),
      ),
  );

  app.get(
    '/wps/agent/affiliate/links',
    {
      ...agentOnly,
      schema: {
        tags,
        summary: "The agent's affiliate links with clicks and sign-ups",
        response: { 200: okEnvelope(AffiliateLinkListSchema) },
      },
    },
    async (request) => ok(await affiliate.list(await agentOf(request))),
  );

  app.post(
    '/wps/agent/affiliate/links',
    {
      preHandler: guard({ agentOnly: true }),
      config: perCallerLimit(20),
      schema: {
        tags,
        summary: 'Create an affiliate link (at most AFFILIATE_LINKS_MAX live)',
        body: AffiliateLinkCreateSchema,
        response: { 200: okEnvelope(AffiliateLinkSchema) },
      },
    },
    async (request) => ok(await affiliate.create(await agentOf(request), request.body.name)),
  );

  app.delete(
    '/wps/agent/affiliate/links/:id',
    {
      preHandler: guard({ agentOnly: true }),
      config: perCallerLimit(20),
      schema: {
        tags,
        summary: "Delete one of the agent's links; its members stay the agent's",
        params: IdParams,
        response: { 200: okEnvelope(z.null()) },
      },
    },
    async (request) => {
      await affiliate.remove(await agentOf(request), request.params.id);
      return ok(null);
    },
  );

  app.get(
    '/wps/agent/affiliate/members',
    {
      ...agentOnly,
      schema: {
        tags,
        summary: "Members who signed up with the agent's own code or one of its links",
        querystring: PageQuerySchema,
        response: { 200: okEnvelope(AffiliateMemberPageSchema) },
      },
    },
    async (request) => ok(await affiliate.members(await agentOf(request), request.query)),
  );

  app.post(
    '/wps/agent/affiliate/click',
    {
      // A visitor's call: counted per address, a burst from one address counts ten at most.
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Count an opening of an affiliate link (the sign-up page calls it once)',
        body: AffiliateClickSchema,
        response: { 200: okEnvelope(z.object({ counted: z.boolean() })) },
      },
    },
    async (request) =>
      ok({ counted: await affiliate.click(merchantOf(request).id, request.body.code) }),
  );
};
