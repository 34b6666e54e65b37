import { z } from 'zod';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@portal/contracts/common';
import {
  ChatHistoryQuerySchema,
  ChatHistorySchema,
  ChatIdParamSchema,
  ChatLaunchSchema,
  ChatMessageSchema,
  ChatReadSchema,
  ChatSendSchema,
} from '@portal/contracts/chat';
import { sendImage } from '../cashier/cashier-admin-kit.ts';
import { authOf, type GuardOptions } from '../session/session.guard.ts';
import type { ChatService } from './chat.service.ts';
import { readChatImage } from './chat-image.ts';
import { ok } from '../../lib/route-kit.ts';

const tags = ['chat'];

/** The member's live chat over HTTP: launch, history, send, image, read marks. */
export const chatRoutes: FastifyPluginAsyncZod<{
  chat: ChatService;
  guard: (options?: GuardOptions) => preHandlerAsyncHookHandler;
}> = async (app, opts) => {
  const { chat, guard } = opts;

  app.get(
    '/wps/chat/launch',
    {
      preHandler: guard(),
      schema: {
        tags,
        summary: 'Chat launch: where the live chat opens (members only)',
        response: { 200: okEnvelope(ChatLaunchSchema) },
      },
    },
    async () => ok(chat.launch()),
  );

  app.get(
    '/wps/chat/messages',
    {
      preHandler: guard(),
      schema: {
        tags,
        summary: "The member's chat history, a page at a time (oldest first)",
        querystring: ChatHistoryQuerySchema,
        response: { 200: okEnvelope(ChatHistorySchema) },
      },
    },
    async (request) => ok(await chat.history(authOf(request).member, request.query)),
  );

  app.post(
    '/wps/chat/messages',
    {
      preHandler: guard(),
      schema: {
        tags,
        summary: 'Send a text message (the socket does the same); 20 a minute',
        body: ChatSendSchema,
        response: { 200: okEnvelope(ChatMessageSchema) },
      },
    },
    async (request) =>
      ok(
        await chat.send(authOf(request).member, { text: request.body.text }, request.body.clientId),
      ),
  );

  app.post(
    '/wps/chat/images',
    {
      preHandler: guard(),
      schema: {
        tags,
        summary: 'Send an image (multipart field "file": PNG or JPEG by content, ≤ 5 MB)',
        response: { 200: okEnvelope(ChatMessageSchema) },
      },
    },
    async (request) => {
      const image = await readChatImage(request);
      return ok(await chat.send(authOf(request).member, { image }));
    },
  );

  app.post(
    '/wps/chat/read',
    {
      preHandler: guard(),
      schema: {
        tags,
        summary: 'The member has read up to this message',
        body: ChatReadSchema,
        response: { 200: okEnvelope(z.object({})) },
      },
    },
    async (request) => {
      await chat.read(authOf(request).member, request.body.messageId);
      return ok({});
    },
  );

  app.get(
    '/wps/chat/images/:id',
    {
      preHandler: guard(),
      schema: { tags, summary: "An image of the member's own chat", params: ChatIdParamSchema },
    },
    async (request, reply) =>
      sendImage(reply, await chat.image(authOf(request).member, request.params.id)),
  );
};
