import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PageQuerySchema, type AdminAction } from '@portal/contracts/admin';
import {
  AdminSettlementQuerySchema,
  AgentHoldSchema,
  ContractActionParamsSchema,
  ContractInfoSchema,
  ContractOfferSchema,
  ContractSchema,
  ContractTermsSchema,
  HoldResultSchema,
  IncomePageSchema,
  IncomeQuerySchema,
  SettlementRunPageSchema,
} from '@portal/contracts/agents';
import { okEnvelope } from '@portal/contracts/common';
import { perCallerLimit } from '../../lib/member-rate-limit.ts';
import { ok, IdParams } from '../../lib/route-kit.ts';
import { merchantOf } from '../../plugins/request-context.ts';
import { operatorOf } from '../admin/operator-auth.ts';
import { authOf, type GuardOptions } from '../session/session.guard.ts';
import type { AgentsService } from './agents.service.ts';
import type { ContractsService } from './contracts.service.ts';
import type { AgentPayService } from './settlement.service.ts';

const Empty = z.object({}).strict();

/** The agent centre's contracts and income: only an agent, only its own. */
export const agentContractRoutes: FastifyPluginAsyncZod<{
  contracts: ContractsService;
  pay: AgentPayService;
  guard: (options?: GuardOptions) => preHandlerAsyncHookHandler;
}> = async (app, opts) => {
  const { contracts, pay, guard } = opts;
  const tags = ['agent'];
  const preHandler = guard({ agentOnly: true });

  app.get(
    '/wps/agent/contracts',
    {
      preHandler,
      config: perCallerLimit(60),
      schema: {
        tags,
        summary: "The agent's contracts, those it gave, and the request flags per kind",
        response: { 200: okEnvelope(ContractInfoSchema) },
      },
    },
    async (request) => ok(await contracts.info(merchantOf(request).id, authOf(request).member.id)),
  );

  app.post(
    '/wps/agent/contracts',
    {
      preHandler,
      config: perCallerLimit(20),
      schema: {
        tags,
        summary: 'Offer a contract to a direct downline agent, within your own rates',
        body: ContractOfferSchema,
        response: { 200: okEnvelope(ContractSchema) },
      },
    },
    async (request) =>
      ok(await contracts.offer(merchantOf(request).id, authOf(request).member.id, request.body)),
  );

  app.post(
    '/wps/agent/contracts/:id/:action',
    {
      preHandler,
      config: perCallerLimit(30),
      schema: {
        tags,
        summary:
          'accept or reject an offer made to you, withdraw your offer, or terminate (ask, or confirm the other side’s request)',
        params: ContractActionParamsSchema,
        body: Empty,
        response: { 200: okEnvelope(ContractSchema) },
      },
    },
    async (request) =>
      ok(
        await contracts.act(
          merchantOf(request).id,
          authOf(request).member.id,
          request.params.id,
          request.params.action,
        ),
      ),
  );

  app.get(
    '/wps/agent/income',
    {
      preHandler,
      config: perCallerLimit(60),
      schema: {
        tags,
        summary: 'My income: salary and dividend lines, newest period first',
        querystring: IncomeQuerySchema,
        response: { 200: okEnvelope(IncomePageSchema) },
      },
    },
    async (request) =>
      ok(await pay.income(merchantOf(request).id, authOf(request).member.id, request.query)),
  );
};

/** The console's contracts, payouts, runs and holds. */
export const adminContractRoutes: FastifyPluginAsyncZod<{
  agents: AgentsService;
  contracts: ContractsService;
  pay: AgentPayService;
  currencyOf: (merchantId: number) => Promise<string>;
  guard: (action?: AdminAction) => preHandlerAsyncHookHandler;
}> = async (app, opts) => {
  const { agents, contracts, pay, guard } = opts;
  const tags = ['admin-agents'];

  app.get(
    '/wps/admin/agents/settlements',
    {
      preHandler: guard('agents.read'),
      schema: {
        tags,
        summary: 'Agent pay lines, newest period first, with paid and held totals',
        querystring: AdminSettlementQuerySchema,
        response: { 200: okEnvelope(IncomePageSchema) },
      },
    },
    async (request) => ok(await pay.adminLines(operatorOf(request).merchantId, request.query)),
  );

  app.get(
    '/wps/admin/agents/settlement-runs',
    {
      preHandler: guard('agents.read'),
      schema: {
        tags,
        summary: 'Settlement passes that wrote lines, newest first',
        querystring: PageQuerySchema,
        response: { 200: okEnvelope(SettlementRunPageSchema) },
      },
    },
    async (request) => ok(await pay.runs(operatorOf(request).merchantId, request.query)),
  );

  app.get(
    '/wps/admin/agents/:id/contracts',
    {
      preHandler: guard('agents.read'),
      schema: {
        tags,
        summary: 'Every contract of an agent, newest first',
        params: IdParams,
        response: { 200: okEnvelope(z.array(ContractSchema)) },
      },
    },
    async (request) => {
      const { merchantId } = operatorOf(request);
      const agent = await agents.agentRow(merchantId, request.params.id);
      return ok(await contracts.ofAgent(merchantId, agent.id));
    },
  );

  app.post(
    '/wps/admin/agents/:id/contracts',
    {
      preHandler: guard('agents.manage'),
      schema: {
        tags,
        summary: "Set an agent's contract, in force now (replaces its current one); audited",
        params: IdParams,
        body: ContractTermsSchema,
        response: { 200: okEnvelope(ContractSchema) },
      },
    },
    async (request) => {
      const actor = operatorOf(request);
      const agent = await agents.agentRow(actor.merchantId, request.params.id);
      return ok(await contracts.setByOperator(actor, agent, request.body));
    },
  );

  app.post(
    '/wps/admin/agents/contracts/:id/end',
    {
      preHandler: guard('agents.manage'),
      schema: {
        tags,
        summary: 'End a contract now, or withdraw a pending offer; audited',
        params: IdParams,
        body: Empty,
        response: { 200: okEnvelope(ContractSchema) },
      },
    },
    async (request) => ok(await contracts.endByOperator(operatorOf(request), request.params.id)),
  );

  app.post(
    '/wps/admin/agents/:id/hold',
    {
      preHandler: guard('agents.manage'),
      schema: {
        tags,
        summary: "Hold an agent's payouts (new lines wait as HELD); audited",
        params: IdParams,
        body: AgentHoldSchema,
        response: { 200: okEnvelope(HoldResultSchema) },
      },
    },
    async (request) => {
      const actor = operatorOf(request);
      const agent = await agents.agentRow(actor.merchantId, request.params.id);
      return ok(await pay.hold(actor, agent, request.body.reason));
    },
  );

  app.post(
    '/wps/admin/agents/:id/release',
    {
      preHandler: guard('agents.manage'),
      schema: {
        tags,
        summary: "Release the hold and pay the agent's held lines; audited",
        params: IdParams,
        body: Empty,
        response: { 200: okEnvelope(HoldResultSchema) },
      },
    },
    async (request) => {
      const actor = operatorOf(request);
      const agent = await agents.agentRow(actor.merchantId, request.params.id);
      const merchant = { id: actor.merchantId, currency: await opts.currencyOf(actor.merchantId) };
      return ok(await pay.release(actor, merchant, agent));
    },
  );
};
