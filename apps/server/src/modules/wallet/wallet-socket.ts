import websocket from '@fastify/websocket';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { WalletEvent } from '@portal/contracts/wallet';
import { formatAmount } from '@portal/contracts/money';
import { merchantOf } from '../../plugins/request-context.ts';
import type { SessionService } from '../session/session.service.ts';
import { policyOf } from '../system/merchant-policy.ts';
import type { LedgerService } from './ledger.service.ts';
import type { MemberEvent, WalletEvents } from './wallet-events.ts';

/** Close codes the client understands: 4401 sign in again. */
export const WS_UNAUTHORIZED = 4401;
/** How long a new socket may stay silent before it says who it is. */
export const WS_AUTH_TIMEOUT_MS = 5_000;

/**
 * The first message a socket must send: the session token, never in the URL (URLs get logged).
 * The chat sockets say who they are the same way.
 */
const AuthMessage = z.object({ type: z.literal('auth'), token: z.string().min(32).max(64) });

export function parseAuth(data: unknown): string | undefined {
  try {
    const parsed = AuthMessage.safeParse(JSON.parse(String(data)));
    return parsed.success ? parsed.data.token : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The sign-in every portal socket shares: the first message must be `{type:'auth',token}` within
 * 5 s, else the socket closes 4401; `start` then runs with the token (a throw also closes 4401).
 * `cleanups` run when the socket closes.
 */
export function socketSignIn(socket: WebSocket, start: (token: string) => Promise<void>) {
  const cleanups: (() => void)[] = [];
  socket.on('close', () => cleanups.forEach((stop) => stop()));
  const refuse = (reason: string) => socket.close(WS_UNAUTHORIZED, reason);
  const silence = setTimeout(() => refuse('auth timeout'), WS_AUTH_TIMEOUT_MS);
  cleanups.push(() => clearTimeout(silence));
  socket.once('message', (data) => {
    clearTimeout(silence);
    const token = parseAuth(data);
    if (!token) return refuse('unauthorized');
    void start(token).catch(() => refuse('unauthorized'));
  });
  return { refuse, cleanups };
}

/**
 * `/wps/ws`: the member's live channel. The socket's first message is `{type:'auth',token}`
 * (within 5 s, else it closes 4401). It then gets the balance, then every wallet event published
 * for the member on any node. It closes at once when its session ends (logout, password change,
 * lock: `session.ended` on the member's channel, across nodes), and re-checks the session every
 * minute for idle and absolute expiry.
 */
export async function walletSocket(
  app: FastifyInstance,
  opts: { sessions: SessionService; ledger: LedgerService; events: WalletEvents },
): Promise<void> {
  // 8 KiB: a chat message of 1,000 characters (up to 4 bytes each) fits in one frame.
  await app.register(websocket, { options: { maxPayload: 8_192 } });
  opts.sessions.onEnded(
    (memberId, sessionIds) =>
      void opts.events.publish(memberId, { type: 'session.ended', sessionIds }).catch(() => {}),
  );

  app.get('/wps/ws', { websocket: true, schema: { hide: true } }, (socket, request) => {
    const merchant = merchantOf(request);
    const policy = policyOf(merchant);
    const limits = {
      idleMinutes: policy.sessionIdleMinutes,
      absoluteHours: policy.sessionAbsoluteHours,
    };
    const { refuse, cleanups } = socketSignIn(socket, start);

    async function start(token: string) {
      const session = await opts.sessions.resolve(token, merchant.id, limits);
      if (!session || session.member.status === 'LOCKED') return refuse('unauthorized');
      if (socket.readyState !== socket.OPEN) return;
      const memberId = session.member.id;
      const sessionId = session.session.id;
      const send = (event: WalletEvent) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
      };
      const onEvent = (event: MemberEvent) => {
        if (event.type !== 'session.ended') return send(event);
        if (event.sessionIds.includes(sessionId)) refuse('session ended');
      };
      cleanups.push(opts.events.subscribe(memberId, onEvent));
      // Messages for many members (a broadcast) arrive on the white label's channel.
      cleanups.push(opts.events.subscribeSite(merchant.id, onEvent));
      const recheck = setInterval(() => {
        void opts.sessions.resolve(token, merchant.id, limits).then(
          (again) => {
            if (!again) refuse('session ended');
          },
          () => {},
        );
      }, 60_000);
      const ping = setInterval(() => socket.ping(), 25_000);
      cleanups.push(
        () => clearInterval(recheck),
        () => clearInterval(ping),
      );
      // Later messages from the client are not part of the protocol; ignore them.
      socket.on('message', () => {});
      send({
        type: 'balance',
        balance: formatAmount(await opts.ledger.mainBalance(memberId)),
        currencySymbol: merchant.currencySymbol,
      });
    }
  });
}
