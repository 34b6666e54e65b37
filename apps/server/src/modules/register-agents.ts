import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AdminAction } from '@portal/contracts/admin';
import { CONTRACT_KIND_FLAGS, CONTRACT_KINDS } from '@portal/contracts/agents';
import { isModuleEnabled } from '@portal/contracts/system';
import type { Db } from '../db/client.ts';
import { startJobs } from '../lib/jobs.ts';
import type { AuditTrail } from './admin/admin.audit.ts';
import { agentAdminRoutes, agentRoutes } from './agents/agents.routes.ts';
import { createAgentsService } from './agents/agents.service.ts';
import { adminContractRoutes, agentContractRoutes } from './agents/contracts.routes.ts';
import { createContractsService } from './agents/contracts.service.ts';
import {
  createAgentPayJob,
  createAgentPayService,
  settleDue,
} from './agents/settlement.service.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAffiliateService } from './agents/affiliate.service.ts';
import { agentTeamRoutes } from './agents/team.routes.ts';
import { createTeamService } from './agents/team.service.ts';
import type { Caller } from './auth/login.service.ts';
import type { RegistrationService } from './member/registration.service.ts';
import type { MessagesService } from './messages/messages.service.ts';
import type { SystemService } from './system/system.service.ts';
import { policyOf } from './system/merchant-policy.ts';
import type { GuardOptions } from './session/session.guard.ts';
import type { LedgerService } from './wallet/ledger.service.ts';

export interface AgentsOptions {
  db: Db;
  audit: AuditTrail;
  ledger: LedgerService;
  messages: MessagesService;
  system: SystemService;
  registration: RegistrationService;
  callerOf: (request: FastifyRequest) => Promise<Caller>;
  guard: (options?: GuardOptions) => preHandlerAsyncHookHandler;
  operatorGuard: (action?: AdminAction) => preHandlerAsyncHookHandler;
  /** Milliseconds between passes of the agent pay job (default 5 minutes); 0: off. */
  agentPayEveryMs?: number | undefined;
  /** After a pay pass commits: each paid agent's open pages see the new balance. */
  tellPaid?:
    ((merchantId: number, paid: { memberId: number; balance: bigint }[]) => void) | undefined;
  /** Browser-test routes (SEED_FIXTURES=e2e): run the agent pay pass as of a later time. */
  e2eFixtures?: boolean | undefined;
}

/**
 * Wires the agent side: the agent centre's calls (downlines, contracts, income), the console's
 * tree, contracts, payouts and holds, and the agent pay job (docs/AGENTS.md).
 */
export async function registerAgents(api: FastifyInstance, opts: AgentsOptions) {
  const { db, audit, ledger, system } = opts;
  const agents = createAgentsService(opts);
  const contracts = createContractsService({
    db,
    audit,
    notice: opts.messages.noticeIn,
    enabledKinds: async (merchantId) => {
      const tree = await system.getWhitelabel(merchantId);
      return CONTRACT_KINDS.filter((kind) => isModuleEnabled(tree, CONTRACT_KIND_FLAGS[kind]));
    },
  });
  const timeZoneOf = async (merchantId: number) =>
    policyOf(await system.merchantById(merchantId)).timeZone;
  const pay = createAgentPayService({ db, audit, ledger, timeZoneOf });
  await api.register(agentRoutes, { agents, guard: opts.guard });
  await api.register(agentContractRoutes, { contracts, pay, guard: opts.guard });
  await api.register(agentTeamRoutes, {
    team: createTeamService({ db, timeZoneOf }),
    affiliate: createAffiliateService({ db }),
    registration: opts.registration,
    callerOf: opts.callerOf,
    guard: opts.guard,
  });
  await api.register(agentAdminRoutes, { agents, holdOf: pay.holdOf, guard: opts.operatorGuard });
  await api.register(adminContractRoutes, {
    agents,
    contracts,
    pay,
    currencyOf: async (merchantId) => (await system.merchantById(merchantId)).currency,
    guard: opts.operatorGuard,
  });
  if (opts.e2eFixtures) {
    // The browser tests' "next day": one pass of the pay job as it would run hours from now.
    api
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/wps/test/agent-pay',
        { schema: { hide: true, body: z.object({ hoursAhead: z.number().int().min(0).max(72) }) } },
        async (request) => {
          const at = new Date(Date.now() + request.body.hoursAhead * 3_600_000);
          // As the job runs it: one transaction (the pass's temporary table lives in it), the
          // balance events after the commit.
          const paid: { merchantId: number; rows: { memberId: number; balance: bigint }[] }[] = [];
          const results = await db.transaction((tx) =>
            settleDue(tx, at, {
              ledger,
              onPaid: (merchantId, rows) => paid.push({ merchantId, rows }),
            }),
          );
          for (const p of paid) opts.tellPaid?.(p.merchantId, p.rows);
          return { success: true, value: { periods: results.length } };
        },
      );
  }
  if (opts.agentPayEveryMs !== 0) {
    const job = createAgentPayJob({ ledger, everyMs: opts.agentPayEveryMs, onPaid: opts.tellPaid });
    let stop: (() => void) | undefined;
    api.addHook('onReady', async () => {
      stop = startJobs(api, db, [job]);
    });
    api.addHook('onClose', async () => stop?.());
  }
  return { agents, contracts, pay };
}
