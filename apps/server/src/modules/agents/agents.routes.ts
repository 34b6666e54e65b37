import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminAction } from '@portal/contracts/admin';
import {
  AdminMakeAgentSchema,
  AdminMoveMemberSchema,
  AdminMoveResultSchema,
  AdminTreeMemberSchema,
  AdminTreeNodeSchema,
  AdminTreePageSchema,
  AdminTreeQuerySchema,
  DownlinePageSchema,
  DownlineQuerySchema,
} from '@portal/contracts/agents';
import { okEnvelope } from '@portal/contracts/common';
import { perCallerLimit } from '../../lib/member-rate-limit.ts';
import { merchantOf } from '../../plugins/request-context.ts';
import { operatorOf } from '../admin/operator-auth.ts';
import { authOf, type GuardOptions } from '../session/session.guard.ts';
import type { AgentsService } from './agents.service.ts';
import { ok, IdParams } from '../../lib/route-kit.ts';

/** The agent centre's calls: only an agent, only its own tree. */
export const agentRoutes: FastifyPluginAsyncZod<{
  agents: AgentsService;
  guard: (options?: GuardOptions) => preHandlerAsyncHookHandler;
}> = async (app, opts) => {
  const { agents, guard } = opts;
  const tags = ['agent'];

  app.get(
    '/wps/agent/downlines',
    {
      preHandler: guard({ agentOnly: true }),
      config: perCallerLimit(60),
      schema: {
        tags,
        summary: "The agent's downlines (direct or at every depth), nearest first",
        querystring: DownlineQuerySchema,
        response: { 200: okEnvelope(DownlinePageSchema) },
      },
    },
    async (request) =>
      ok(await agents.downlines(merchantOf(request).id, authOf(request).member.id, request.query)),
  );
};

/** The console's agent tree: read it, make an agent, move a member with its team. */
export const agentAdminRoutes: FastifyPluginAsyncZod<{
  agents: AgentsService;
  /** The hold on an agent's payouts, shown with the member. */
  holdOf: (memberId: number) => Promise<{ reason: string; heldAt: string } | null>;
  guard: (action?: AdminAction) => preHandlerAsyncHookHandler;
}> = async (app, opts) => {
  const { agents, guard } = opts;
  const tags = ['admin-agents'];

  app.get(
    '/wps/admin/agents/tree',
    {
      preHandler: guard('agents.read'),
      schema: {
        tags,
        summary: "A member's direct downlines, or the top agents, with team sizes",
        querystring: AdminTreeQuerySchema,
        response: { 200: okEnvelope(AdminTreePageSchema) },
      },
    },
    async (request) => ok(await agents.tree(operatorOf(request).merchantId, request.query)),
  );

  app.get(
    '/wps/admin/agents/:id',
    {
      preHandler: guard('agents.read'),
      schema: {
        tags,
        summary: 'One member in the tree with its uplines, top first',
        params: IdParams,
        response: { 200: okEnvelope(AdminTreeNodeSchema) },
      },
    },
    async (request) => {
      const node = await agents.node(operatorOf(request).merchantId, request.params.id);
      return ok({ ...node, hold: await opts.holdOf(node.member.id) });
    },
  );

  app.post(
    '/wps/admin/agents/:id/promote',
    {
      preHandler: guard('agents.manage'),
      schema: {
        tags,
        summary: 'Make a member an agent (type 1, 2, 41 or 42); audited',
        params: IdParams,
        body: AdminMakeAgentSchema,
        response: { 200: okEnvelope(AdminTreeMemberSchema) },
      },
    },
    async (request) =>
      ok(await agents.makeAgent(operatorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/wps/admin/agents/:id/move',
    {
      preHandler: guard('agents.manage'),
      schema: {
        tags,
        summary: 'Move a member, with everyone under it, below another agent; audited',
        params: IdParams,
        body: AdminMoveMemberSchema,
        response: { 200: okEnvelope(AdminMoveResultSchema) },
      },
    },
    async (request) => ok(await agents.move(operatorOf(request), request.params.id, request.body)),
  );
};
