import { isAgentType } from '@portal/contracts/auth';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@portal/contracts/common';
import { pageOf, type AdminAction } from '@portal/contracts/admin';
import {
  AdminAnnouncementInputSchema,
  AdminAnnouncementQuerySchema,
  AdminAnnouncementSchema,
  AnnouncementEnabledSchema,
  AnnouncementIdParamsSchema,
  AnnouncementPageSchema,
  AnnouncementPreviewResultSchema,
  AnnouncementPreviewSchema,
  AnnouncementQuerySchema,
} from '@portal/contracts/announcements';
import { z } from 'zod';
import { merchantOf } from '../../plugins/request-context.ts';
import { operatorOf } from '../admin/operator-auth.ts';
import type { GuardOptions } from '../session/session.guard.ts';
import type { AnnouncementsService, Reader } from './announcements.service.ts';
import { ok } from '../../lib/route-kit.ts';

/** The spec's announcement fetch: public, with member-only items for a live session. */
export const announcementsRoutes: FastifyPluginAsyncZod<{
  announcements: AnnouncementsService;
  guard: (options?: GuardOptions) => preHandlerAsyncHookHandler;
}> = async (app, opts) => {
  const { announcements, guard } = opts;

  app.get(
    '/wps/system/announcements',
    {
      // Visitors read B items; a session (trial and forced-change ones too) adds A, and F in
      // the session of the member's first-time login.
      preHandler: guard({ optional: true, allowTrial: true, allowForcedChange: true }),
      schema: {
        tags: ['announcements'],
        summary: 'Announcements and popups of this white label in a language, 9 per page',
        querystring: AnnouncementQuerySchema,
        response: { 200: okEnvelope(AnnouncementPageSchema) },
      },
    },
    async (request) => {
      const auth = request.auth;
      const reader: Reader = auth
        ? {
            kind: 'member',
            memberId: auth.member.id,
            sessionId: auth.sessionId,
            isAgent: isAgentType(auth.member.type),
          }
        : { kind: 'visitor' };
      const { types, language, execution, pageNo, pageSize } = request.query;
      return ok(
        await announcements.list(merchantOf(request).id, reader, {
          types,
          language: announcements.languageOf(language, request.ctx.language),
          execution,
          pageNo,
          pageSize,
        }),
      );
    },
  );
};

/** The console's announcements: list (content.read); create, edit, enable, delete (content.write). */
export const announcementsAdminRoutes: FastifyPluginAsyncZod<{
  announcements: AnnouncementsService;
  guard: (action?: AdminAction) => preHandlerAsyncHookHandler;
}> = async (app, opts) => {
  const { announcements, guard } = opts;
  const tags = ['admin-announcements'];
  const item = okEnvelope(AdminAnnouncementSchema);

  app.get(
    '/wps/admin/announcements',
    {
      preHandler: guard('content.read'),
      schema: {
        tags,
        summary: "This white label's announcements, by language and display order",
        querystring: AdminAnnouncementQuerySchema,
        response: { 200: okEnvelope(pageOf(AdminAnnouncementSchema)) },
      },
    },
    async (request) => ok(await announcements.adminList(operatorOf(request), request.query)),
  );

  app.post(
    '/wps/admin/announcements',
    {
      preHandler: guard('content.write'),
      schema: {
        tags,
        summary: 'Create one language version of an announcement (HTML sanitised; audited)',
        body: AdminAnnouncementInputSchema,
        response: { 200: item },
      },
    },
    async (request) => ok(await announcements.create(operatorOf(request), request.body)),
  );

  app.post(
    '/wps/admin/announcements/preview',
    {
      preHandler: guard('content.write'),
      schema: {
        tags,
        summary: 'The content as it would be stored (sanitised), for the form preview',
        body: AnnouncementPreviewSchema,
        response: { 200: okEnvelope(AnnouncementPreviewResultSchema) },
      },
    },
    async (request) => ok(announcements.preview(request.body.content)),
  );

  app.put(
    '/wps/admin/announcements/:id',
    {
      preHandler: guard('content.write'),
      schema: {
        tags,
        summary: 'Replace an announcement of this white label (HTML sanitised; audited)',
        params: AnnouncementIdParamsSchema,
        body: AdminAnnouncementInputSchema,
        response: { 200: item },
      },
    },
    async (request) =>
      ok(await announcements.update(operatorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/wps/admin/announcements/:id/enabled',
    {
      preHandler: guard('content.write'),
      schema: {
        tags,
        summary: 'Switch an announcement on or off (audited)',
        params: AnnouncementIdParamsSchema,
        body: AnnouncementEnabledSchema,
        response: { 200: item },
      },
    },
    async (request) =>
      ok(
        await announcements.setEnabled(
          operatorOf(request),
          request.params.id,
          request.body.enabled,
        ),
      ),
  );

  app.delete(
    '/wps/admin/announcements/:id',
    {
      preHandler: guard('content.write'),
      schema: {
        tags,
        summary: 'Delete an announcement of this white label (audited)',
        params: AnnouncementIdParamsSchema,
        response: { 200: okEnvelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => ok(await announcements.remove(operatorOf(request), request.params.id)),
  );
};
