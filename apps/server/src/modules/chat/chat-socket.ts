import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { MEMBER_TYPE } from '@portal/contracts/auth';
import {
  ChatClientMessageSchema,
  type ChatClientMessage,
  type ChatEvent,
} from '@portal/contracts/chat';
import { errorMessage } from '@portal/contracts/errors';
import { AppError } from '../../lib/app-error.ts';
import { merchantOf } from '../../plugins/request-context.ts';
import type { Actor } from '../admin/admin.audit.ts';
import type { SessionService } from '../session/session.service.ts';
import { policyOf } from '../system/merchant-policy.ts';
import type { ChatChannel, WalletEvents } from '../wallet/wallet-events.ts';
import { socketSignIn } from '../wallet/wallet-socket.ts';
import type { ChatDeskService } from './chat-desk.service.ts';
import type { ChatMember, ChatService } from './chat.service.ts';

/** Typing marks a socket may pass on: one a second is plenty for "is typing…". */
const TYPING_EVERY_MS = 1_000;

/** Finds the operator of a console token, if the session is active and may answer chats. */
export type OperatorResolver = (token: string, merchantId: number) => Promise<Actor | undefined>;

interface Who {
  /** Whose chat channel to listen on. */
  channel: ChatChannel;
  /** Still signed in? Asked every minute. */
  stillValid: () => Promise<boolean>;
  /** Extra cleanups (session ends). */
  watch?: (refuse: (reason: string) => void) => () => void;
  handle: (message: ChatClientMessage) => Promise<void>;
}

/**
 * One chat socket: the first message says who it is (`{type:'auth',token}`, within 5 s, else it
 * closes 4401), then it gets `chat.ready` and every chat event of its channel from any node, and
 * may send, mark read and say it is typing. A bad message answers `chat.error` with a code and
 * a translated message; nothing is stored then.
 */
function chatSocket(
  socket: WebSocket,
  request: FastifyRequest,
  identify: (token: string) => Promise<Who | undefined>,
  events: WalletEvents,
) {
  const language = request.ctx.language;
  const send = (event: ChatEvent) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
  };
  const { refuse, cleanups } = socketSignIn(socket, start);

  async function start(token: string) {
    const who = await identify(token);
    if (!who) return refuse('unauthorized');
    if (socket.readyState !== socket.OPEN) return;
    cleanups.push(events.subscribeChat(who.channel, send));
    if (who.watch) cleanups.push(who.watch(refuse));
    const recheck = setInterval(() => {
      void who.stillValid().then(
        (valid) => {
          if (!valid) refuse('session ended');
        },
        () => {},
      );
    }, 60_000);
    const ping = setInterval(() => socket.ping(), 25_000);
    cleanups.push(
      () => clearInterval(recheck),
      () => clearInterval(ping),
    );
    let lastTyping = 0;
    socket.on('message', (data: Buffer) => {
      let parsed: ReturnType<typeof ChatClientMessageSchema.safeParse>;
      try {
        parsed = ChatClientMessageSchema.safeParse(JSON.parse(data.toString('utf8')));
      } catch {
        parsed = ChatClientMessageSchema.safeParse(undefined);
      }
      if (!parsed.success) return fail(new AppError('VALIDATION_FAILED'));
      const message = parsed.data;
      if (message.type === 'typing') {
        if (Date.now() - lastTyping < TYPING_EVERY_MS) return;
        lastTyping = Date.now();
      }
      void who
        .handle(message)
        .catch((err: unknown) => fail(err, message.type === 'send' ? message.clientId : undefined));
    });
    send({ type: 'chat.ready' });
  }

  function fail(err: unknown, clientId?: string) {
    const code = err instanceof AppError ? err.code : 'INTERNAL_ERROR';
    if (!(err instanceof AppError)) request.log.error({ err }, 'chat socket message failed');
    send({ type: 'chat.error', code, message: errorMessage(code, language), clientId });
  }
}

/**
 * `/wps/chat/ws` for members and `/wps/admin/chat/ws` for the console's desk. Both listen on
 * the event bus's chat channels, so a message stored on one node reaches sockets on any other.
 */
export function chatSockets(
  app: FastifyInstance,
  opts: {
    chat: ChatService;
    desk: ChatDeskService;
    sessions: SessionService;
    events: WalletEvents;
    resolveOperator: OperatorResolver;
  },
): void {
  const { chat, desk, sessions, events } = opts;

  app.get('/wps/chat/ws', { websocket: true, schema: { hide: true } }, (socket, request) => {
    const merchant = merchantOf(request);
    const policy = policyOf(merchant);
    const limits = {
      idleMinutes: policy.sessionIdleMinutes,
      absoluteHours: policy.sessionAbsoluteHours,
    };
    chatSocket(
      socket,
      request,
      async (token) => {
        const session = await sessions.resolve(token, merchant.id, limits);
        const m = session?.member;
        if (!m || m.status === 'LOCKED' || m.mustChangePassword) return undefined;
        if (m.type === MEMBER_TYPE.trial) return undefined;
        const member: ChatMember = { id: m.id, merchantId: merchant.id };
        const sessionId = session.session.id;
        return {
          channel: { member: m.id },
          stillValid: async () =>
            (await sessions.resolve(token, merchant.id, limits)) !== undefined,
          // Logout, a password change or a lock closes the chat socket at once, on any node.
          watch: (refuse) =>
            events.subscribe(m.id, (event) => {
              if (event.type === 'session.ended' && event.sessionIds.includes(sessionId)) {
                refuse('session ended');
              }
            }),
          handle: async (message) => {
            if (message.type === 'send') {
              await chat.send(member, { text: message.text }, message.clientId);
            } else if (message.type === 'read') {
              await chat.read(member, message.messageId);
            } else {
              await chat.typing(member);
            }
          },
        };
      },
      events,
    );
  });

  app.get('/wps/admin/chat/ws', { websocket: true, schema: { hide: true } }, (socket, request) => {
    const merchant = merchantOf(request);
    chatSocket(
      socket,
      request,
      async (token) => {
        const actor = await opts.resolveOperator(token, merchant.id);
        if (!actor) return undefined;
        const who: Actor = { ...actor, ip: request.ip };
        return {
          channel: { desk: merchant.id },
          stillValid: async () => (await opts.resolveOperator(token, merchant.id)) !== undefined,
          handle: async (message) => {
            if (message.conversationId === undefined) throw new AppError('VALIDATION_FAILED');
            const id = message.conversationId;
            if (message.type === 'send') {
              await desk.reply(who, id, { text: message.text }, message.clientId);
            } else if (message.type === 'read') {
              await desk.read(who, id, message.messageId);
            } else {
              await desk.typing(who, id);
            }
          },
        };
      },
      events,
    );
  });
}
