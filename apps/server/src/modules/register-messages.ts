import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { AdminAction } from '@portal/contracts/admin';
import type { MessagesService } from './messages/messages.service.ts';
import { messagesAdminRoutes, messagesRoutes } from './messages/messages.routes.ts';
import type { GuardOptions } from './session/session.guard.ts';

export interface MessagesOptions {
  /** Built in app.ts: member info and the money services use it too. */
  messages: MessagesService;
  guard: (options?: GuardOptions) => preHandlerAsyncHookHandler;
  operatorGuard: (action?: AdminAction) => preHandlerAsyncHookHandler;
}

/** Wires platform messages: the member's inbox and the console's sending. */
export async function registerMessages(api: FastifyInstance, opts: MessagesOptions) {
  await api.register(messagesRoutes, { messages: opts.messages, guard: opts.guard });
  await api.register(messagesAdminRoutes, { messages: opts.messages, guard: opts.operatorGuard });
}
