import websocket from '@fastify/websocket';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { WalletEvent } from '@portal/contracts/wallet';
import { formatAmount } from '../../lib/money.ts';
import { merchantOf } from '../../plugins/request-context.ts';
import type { SessionService } from '../session/session.service.ts';
import { policyOf } from '../system/merchant-policy.ts';
import type { LedgerService } from './ledger.service.ts';
import type { WalletEvents } from './wallet-events.ts';

/** Close codes the client understands: 4401 sign in again. */
export const WS_UNAUTHORIZED = 4401;

/**
 * `/wps/ws?token=…`: the member's live channel. It sends the balance on connect, then every
 * wallet event published for the member on any node; it re-checks the session every minute
 * and closes when it ends.
 */
export async function walletSocket(
  app: FastifyInstance,
  opts: { sessions: SessionService; ledger: LedgerService; events: WalletEvents },
): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 1_024 } });
  const Query = z.object({ token: z.string().min(32).max(64) });

  app.get('/wps/ws', { websocket: true, schema: { hide: true } }, async (socket, request) => {
    const parsed = Query.safeParse(request.query);
    const merchant = merchantOf(request);
    const policy = policyOf(merchant);
    const limits = {
      idleMinutes: policy.sessionIdleMinutes,
      absoluteHours: policy.sessionAbsoluteHours,
    };
    const token = parsed.success ? parsed.data.token : '';
    const session = token ? await opts.sessions.resolve(token, merchant.id, limits) : undefined;
    if (!session || session.member.status === 'LOCKED') {
      socket.close(WS_UNAUTHORIZED, 'unauthorized');
      return;
    }
    const memberId = session.member.id;
    const send = (event: WalletEvent) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
    };
    const stop = opts.events.subscribe(memberId, send);
    const recheck = setInterval(() => {
      void opts.sessions.resolve(token, merchant.id, limits).then(
        (again) => {
          if (!again) socket.close(WS_UNAUTHORIZED, 'session ended');
        },
        () => {},
      );
    }, 60_000);
    const ping = setInterval(() => socket.ping(), 25_000);
    socket.on('close', () => {
      stop();
      clearInterval(recheck);
      clearInterval(ping);
    });
    // Messages from the client are not part of the protocol; ignore them.
    socket.on('message', () => {});
    send({
      type: 'balance',
      balance: formatAmount(await opts.ledger.mainBalance(memberId)),
      currencySymbol: merchant.currencySymbol,
    });
  });
}
