import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { AdminAction } from '@portal/contracts/admin';
import type { Db } from '../db/client.ts';
import type { AuditTrail } from './admin/admin.audit.ts';
import { createAnnouncementsService } from './announcements/announcements.service.ts';
import {
  announcementsAdminRoutes,
  announcementsRoutes,
} from './announcements/announcements.routes.ts';
import type { GuardOptions } from './session/session.guard.ts';

export interface AnnouncementsOptions {
  db: Db;
  audit: AuditTrail;
  guard: (options?: GuardOptions) => preHandlerAsyncHookHandler;
  operatorGuard: (action?: AdminAction) => preHandlerAsyncHookHandler;
  /** How long a node serves announcements from memory (the site config's TTL). */
  ttlMs?: number | undefined;
}

/** Wires announcements and popups: the public fetch and the console's editing. */
export async function registerAnnouncements(api: FastifyInstance, opts: AnnouncementsOptions) {
  const announcements = createAnnouncementsService({
    db: opts.db,
    audit: opts.audit,
    ttlMs: opts.ttlMs,
  });
  await api.register(announcementsRoutes, { announcements, guard: opts.guard });
  await api.register(announcementsAdminRoutes, { announcements, guard: opts.operatorGuard });
  return { announcements };
}
