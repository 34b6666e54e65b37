import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { AdminAction } from '@portal/contracts/admin';
import type { Db } from '../db/client.ts';
import type { AuditTrail } from './admin/admin.audit.ts';
import { can } from './admin/admin.policy.ts';
import type { OperatorAuth } from './admin/operator-auth.ts';
import type { AttemptLimits } from './auth/attempt-limits.ts';
import { chatAdminRoutes } from './chat/chat-admin.routes.ts';
import { createChatDeskService } from './chat/chat-desk.service.ts';
import { chatRoutes } from './chat/chat.routes.ts';
import { createChatService } from './chat/chat.service.ts';
import { chatSockets, type OperatorResolver } from './chat/chat-socket.ts';
import type { GuardOptions } from './session/session.guard.ts';
import type { SessionService } from './session/session.service.ts';
import type { WalletEvents } from './wallet/wallet-events.ts';

export interface ChatOptions {
  db: Db;
  /** The member event bus (the balance sockets' one): chat rides on its chat channels. */
  events: WalletEvents;
  audit: AuditTrail;
  limits: AttemptLimits;
  sessions: SessionService;
  operatorAuth: OperatorAuth;
  guard: (options?: GuardOptions) => preHandlerAsyncHookHandler;
  operatorGuard: (action?: AdminAction) => preHandlerAsyncHookHandler;
}

/**
 * Wires live chat: the member's calls and socket, the console's desk calls and socket. Register
 * after the money module: its balance socket registers the websocket plugin both sockets use.
 */
export async function registerChat(api: FastifyInstance, opts: ChatOptions) {
  const deps = {
    db: opts.db,
    publish: opts.events.publishChat.bind(opts.events),
    audit: opts.audit,
    limits: opts.limits,
  };
  const chat = createChatService(deps);
  const desk = createChatDeskService(deps);
  // The console's token, as its guard reads it: an active session whose role answers chats.
  const resolveOperator: OperatorResolver = async (token, merchantId) => {
    const row = await opts.operatorAuth.resolve(token, merchantId);
    if (!row || row.session.stage !== 'active' || !can(row.operator.role, 'chat.answer')) {
      return undefined;
    }
    return {
      operatorId: row.operator.id,
      merchantId,
      username: row.operator.username,
      role: row.operator.role,
      ip: '',
    };
  };
  await api.register(chatRoutes, { chat, guard: opts.guard });
  await api.register(chatAdminRoutes, { desk, guard: opts.operatorGuard });
  chatSockets(api, { chat, desk, sessions: opts.sessions, events: opts.events, resolveOperator });
}
