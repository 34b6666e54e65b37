import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { AdminAction } from '@portal/contracts/admin';
import type { Db } from '../db/client.ts';
import type { AuditTrail } from './admin/admin.audit.ts';
import { systemConsoleRoutes } from './system/system-console.routes.ts';
import { createSiteConsoleService } from './system/system-console.service.ts';
import type { SystemService } from './system/system.service.ts';

export interface SiteOpsOptions {
  db: Db;
  system: SystemService;
  audit: AuditTrail;
  operatorGuard: (action?: AdminAction) => preHandlerAsyncHookHandler;
}

/** Wires the console's site operations (maintenance, region rules, links, domains). */
export async function registerSiteOps(api: FastifyInstance, opts: SiteOpsOptions) {
  const site = createSiteConsoleService({ db: opts.db, system: opts.system, audit: opts.audit });
  await api.register(systemConsoleRoutes, { site, guard: opts.operatorGuard });
}
