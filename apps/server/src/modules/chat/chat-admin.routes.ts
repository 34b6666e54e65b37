import { z } from 'zod';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminAction } from '@portal/contracts/admin';
import { okEnvelope } from '@portal/contracts/common';
import {
  ChatDeskHistorySchema,
  ChatDeskItemSchema,
  ChatDeskSchema,
  ChatHistoryQuerySchema,
  ChatIdParamSchema,
  ChatMessageSchema,
  ChatReadSchema,
  ChatSendSchema,
} from '@portal/contracts/chat';
import { operatorOf } from '../admin/operator-auth.ts';
import { sendImage } from '../cashier/cashier-admin-kit.ts';
import type { ChatDeskService } from './chat-desk.service.ts';
import { readChatImage } from './chat-image.ts';
import { ok } from '../../lib/route-kit.ts';

const tags = ['admin-chat'];
const base = '/wps/admin/chat';

/** The console's chat desk: the queue, a conversation, claim, close, replies, read marks. */
export const chatAdminRoutes: FastifyPluginAsyncZod<{
  desk: ChatDeskService;
  guard: (action?: AdminAction) => preHandlerAsyncHookHandler;
}> = async (app, opts) => {
  const { desk } = opts;
  const preHandler = opts.guard('chat.answer');

  app.get(
    `${base}/conversations`,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Open conversations: waiting for an answer first, longest wait first',
        response: { 200: okEnvelope(ChatDeskSchema) },
      },
    },
    async (request) => ok(await desk.desk(operatorOf(request))),
  );

  app.get(
    `${base}/conversations/:id/messages`,
    {
      preHandler,
      schema: {
        tags,
        summary: "A conversation's messages, a page at a time (oldest first)",
        params: ChatIdParamSchema,
        querystring: ChatHistoryQuerySchema,
        response: { 200: okEnvelope(ChatDeskHistorySchema) },
      },
    },
    async (request) =>
      ok(await desk.history(operatorOf(request), request.params.id, request.query)),
  );

  app.post(
    `${base}/conversations/:id/claim`,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Take a waiting conversation (audited)',
        params: ChatIdParamSchema,
        response: { 200: okEnvelope(ChatDeskItemSchema) },
      },
    },
    async (request) => ok(await desk.claim(operatorOf(request), request.params.id)),
  );

  app.post(
    `${base}/conversations/:id/close`,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Close a conversation (audited)',
        params: ChatIdParamSchema,
        response: { 200: okEnvelope(ChatDeskItemSchema) },
      },
    },
    async (request) => ok(await desk.close(operatorOf(request), request.params.id)),
  );

  app.post(
    `${base}/conversations/:id/messages`,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Reply with text (claims a waiting conversation)',
        params: ChatIdParamSchema,
        body: ChatSendSchema,
        response: { 200: okEnvelope(ChatMessageSchema) },
      },
    },
    async (request) =>
      ok(
        await desk.reply(
          operatorOf(request),
          request.params.id,
          { text: request.body.text },
          request.body.clientId,
        ),
      ),
  );

  app.post(
    `${base}/conversations/:id/images`,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Reply with an image (multipart "file": PNG or JPEG by content, ≤ 5 MB)',
        params: ChatIdParamSchema,
        response: { 200: okEnvelope(ChatMessageSchema) },
      },
    },
    async (request) => {
      const image = await readChatImage(request);
      return ok(await desk.reply(operatorOf(request), request.params.id, { image }));
    },
  );

  app.post(
    `${base}/conversations/:id/read`,
    {
      preHandler,
      schema: {
        tags,
        summary: 'The operators have read up to this message',
        params: ChatIdParamSchema,
        body: ChatReadSchema,
        response: { 200: okEnvelope(z.object({})) },
      },
    },
    async (request) => {
      await desk.read(operatorOf(request), request.params.id, request.body.messageId);
      return ok({});
    },
  );

  app.get(
    `${base}/images/:id`,
    {
      preHandler,
      schema: { tags, summary: 'An image of a conversation', params: ChatIdParamSchema },
    },
    async (request, reply) =>
      sendImage(reply, await desk.image(operatorOf(request), request.params.id)),
  );
};
