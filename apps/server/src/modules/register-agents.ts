import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { AdminAction } from '@portal/contracts/admin';
import type { Db } from '../db/client.ts';
import type { AuditTrail } from './admin/admin.audit.ts';
import { agentAdminRoutes, agentRoutes } from './agents/agents.routes.ts';
import { createAgentsService } from './agents/agents.service.ts';
import type { GuardOptions } from './session/session.guard.ts';

export interface AgentsOptions {
  db: Db;
  audit: AuditTrail;
  guard: (options?: GuardOptions) => preHandlerAsyncHookHandler;
  operatorGuard: (action?: AdminAction) => preHandlerAsyncHookHandler;
}

/** Wires the agent side: the agent centre's calls and the console's agent tree. */
export async function registerAgents(api: FastifyInstance, opts: AgentsOptions) {
  const agents = createAgentsService(opts);
  await api.register(agentRoutes, { agents, guard: opts.guard });
  await api.register(agentAdminRoutes, { agents, guard: opts.operatorGuard });
  return agents;
}
