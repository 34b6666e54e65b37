import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { AdminAction } from '@portal/contracts/admin';
import type { Db } from '../db/client.ts';
import { startJobs } from '../lib/jobs.ts';
import type { AuditTrail } from './admin/admin.audit.ts';
import { agentAdminRoutes, agentRoutes } from './agents/agents.routes.ts';
import { createAgentsService } from './agents/agents.service.ts';
import { adminContractRoutes, agentContractRoutes } from './agents/contracts.routes.ts';
import { createContractsService } from './agents/contracts.service.ts';
import { createAgentPayJob, createAgentPayService } from './agents/settlement.service.ts';
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
  guard: (options?: GuardOptions) => preHandlerAsyncHookHandler;
  operatorGuard: (action?: AdminAction) => preHandlerAsyncHookHandler;
  /** Milliseconds between passes of the agent pay job (default 5 minutes); 0: off. */
  agentPayEveryMs?: number | undefined;
}

/**
 * Wires the agent side: the agent centre's calls (downlines, contracts, income), the console's
 * tree, contracts, payouts and holds, and the agent pay job (docs/AGENTS.md).
 */
export async function registerAgents(api: FastifyInstance, opts: AgentsOptions) {
  const { db, audit, ledger, system } = opts;
  const agents = createAgentsService(opts);
  const contracts = createContractsService({ db, audit, notice: opts.messages.noticeIn });
  const pay = createAgentPayService({
    db,
    audit,
    ledger,
    timeZoneOf: async (merchantId) => policyOf(await system.merchantById(merchantId)).timeZone,
  });
  await api.register(agentRoutes, { agents, guard: opts.guard });
  await api.register(agentContractRoutes, { contracts, pay, guard: opts.guard });
  await api.register(agentAdminRoutes, { agents, holdOf: pay.holdOf, guard: opts.operatorGuard });
  await api.register(adminContractRoutes, {
    agents,
    contracts,
    pay,
    currencyOf: async (merchantId) => (await system.merchantById(merchantId)).currency,
    guard: opts.operatorGuard,
  });
  if (opts.agentPayEveryMs !== 0) {
    const job = createAgentPayJob({ ledger, everyMs: opts.agentPayEveryMs });
    let stop: (() => void) | undefined;
    api.addHook('onReady', async () => {
      stop = startJobs(api, db, [job]);
    });
    api.addHook('onClose', async () => stop?.());
  }
  return { agents, contracts, pay };
}
