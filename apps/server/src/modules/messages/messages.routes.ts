import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@portal/contracts/common';
import { PageQuerySchema, pageOf, type AdminAction } from '@portal/contracts/admin';
import {
  AdminMessageCreateSchema,
  AdminMessageSchema,
  MemberMessagePageSchema,
  MemberMessageQuerySchema,
  MessageIdsSchema,
  MessageUnreadSchema,
} from '@portal/contracts/messages';
import { perCallerLimit } from '../../lib/member-rate-limit.ts';
import { operatorOf } from '../admin/operator-auth.ts';
import { authOf, type GuardOptions } from '../session/session.guard.ts';
import type { MessagesService } from './messages.service.ts';
import { ok } from '../../lib/route-kit.ts';

/** Per member: far above what the inbox page and the socket's re-reads ask for. */
const INBOX_LIMIT = perCallerLimit(120);
/** Per operator: a person writing messages, not a script. */
const SEND_LIMIT = perCallerLimit(30);

/** The member's inbox (messageV2): list, unread count, read and delete marks. */
export const messagesRoutes: FastifyPluginAsyncZod<{
  messages: MessagesService;
  guard: (options?: GuardOptions) => preHandlerAsyncHookHandler;
}> = async (app, opts) => {
  const { messages, guard } = opts;
  const tags = ['messages'];

  app.get(
    '/wps/member/messages',
    {
      preHandler: guard(),
      config: INBOX_LIMIT,
      schema: {
        tags,
        summary: "The member's platform messages, newest first, in the page's language",
        querystring: MemberMessageQuerySchema,
        response: { 200: okEnvelope(MemberMessagePageSchema) },
      },
    },
    async (request) =>
      ok(
        await messages.inbox(
          await authOf(request).fullMember(),
          request.ctx.language,
          request.query,
        ),
      ),
  );

  app.get(
    '/wps/member/messages/unread',
    {
      preHandler: guard(),
      config: INBOX_LIMIT,
      schema: {
        tags,
        summary: 'How many platform messages the member has not read',
        response: { 200: okEnvelope(MessageUnreadSchema) },
      },
    },
    async (request) => ok({ unread: await messages.unread(await authOf(request).fullMember()) }),
  );

  app.post(
    '/wps/member/messages/read',
    {
      preHandler: guard(),
      config: INBOX_LIMIT,
      schema: {
        tags,
        summary: 'Mark messages read (these ids, or all); answers the unread count',
        body: MessageIdsSchema,
        response: { 200: okEnvelope(MessageUnreadSchema) },
      },
    },
    async (request) =>
      ok(await messages.mark(await authOf(request).fullMember(), request.body, 'read')),
  );

  app.post(
    '/wps/member/messages/delete',
    {
      preHandler: guard(),
      config: INBOX_LIMIT,
      schema: {
        tags,
        summary: 'Delete messages from the inbox (these ids); answers the unread count',
        body: MessageIdsSchema,
        response: { 200: okEnvelope(MessageUnreadSchema) },
      },
    },
    async (request) =>
      ok(await messages.mark(await authOf(request).fullMember(), request.body, 'deleted')),
  );
};

/** The console's platform messages: send (audited) and list what was sent. */
export const messagesAdminRoutes: FastifyPluginAsyncZod<{
  messages: MessagesService;
  guard: (action?: AdminAction) => preHandlerAsyncHookHandler;
}> = async (app, opts) => {
  const { messages, guard } = opts;
  const tags = ['admin-messages'];

  app.get(
    '/wps/admin/messages',
    {
      preHandler: guard('messages.send'),
      schema: {
        tags,
        summary: "Operators' platform messages of this white label, newest first",
        querystring: PageQuerySchema,
        response: { 200: okEnvelope(pageOf(AdminMessageSchema)) },
      },
    },
    async (request) => ok(await messages.sent(operatorOf(request), request.query)),
  );

  app.post(
    '/wps/admin/messages',
    {
      preHandler: guard('messages.send'),
      config: SEND_LIMIT,
      schema: {
        tags,
        summary: 'Send a platform message to every member, players, agents or one member (audited)',
        body: AdminMessageCreateSchema,
        response: { 200: okEnvelope(AdminMessageSchema) },
      },
    },
    async (request) => ok(await messages.send(operatorOf(request), request.body)),
  );
};
