import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { AdminAction } from '@portal/contracts/admin';
import type { Db } from '../db/client.ts';
import type { AuditTrail } from './admin/admin.audit.ts';
import { createBannersService } from './content/banners.service.ts';
import { contentAdminRoutes, contentRoutes } from './content/content.routes.ts';
import { createHelpService } from './content/help.service.ts';
import type { SystemService } from './system/system.service.ts';
import { policyOf } from './system/merchant-policy.ts';

export interface ContentOptions {
  db: Db;
  audit: AuditTrail;
  system: SystemService;
  operatorGuard: (action?: AdminAction) => preHandlerAsyncHookHandler;
  /** How long banners and the help centre are cached per white label (ms). */
  ttlMs?: number | undefined;
}

/** Wires site content: banners by group, their images, the help centre and their console. */
export async function registerContent(api: FastifyInstance, opts: ContentOptions) {
  const banners = createBannersService({
    db: opts.db,
    audit: opts.audit,
    videoHostOf: async (merchantId) =>
      policyOf(await opts.system.merchantById(merchantId)).bannerVideoHost,
    ttlMs: opts.ttlMs,
  });
  const help = createHelpService({ db: opts.db, audit: opts.audit, ttlMs: opts.ttlMs });
  await api.register(contentRoutes, { banners, help });
  await api.register(contentAdminRoutes, { banners, help, guard: opts.operatorGuard });
  return { banners, help };
}
