import type {} from '@fastify/rate-limit';
import { z } from 'zod';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@portal/contracts/common';
import {
  CrashBetRequestSchema,
  CrashCashoutRequestSchema,
  CrashStateSchema,
  InhouseBetResultSchema,
  type CrashEvent,
  type CrashState,
} from '@portal/contracts/inhouse';
import { perCallerLimit } from '../../lib/member-rate-limit.ts';
import { merchantOf } from '../../plugins/request-context.ts';
import { authOf, type GuardOptions } from '../session/session.guard.ts';
import type { CrashService } from './crash.service.ts';
import { ok } from '../../lib/route-kit.ts';

const tags = ['inhouse'];

/** The crash game's calls (contracts/inhouse.ts). */
export const crashRoutes: FastifyPluginAsyncZod<{
  crash: CrashService;
  guard: (options?: GuardOptions) => preHandlerAsyncHookHandler;
}> = async (app, opts) => {
  const member = opts.guard();
  app.get(
    '/lgw/inhouse/crash/state',
    {
      schema: {
        tags,
        summary: 'The crash round now: phase, bets, history, chain links',
        response: { 200: okEnvelope(CrashStateSchema) },
      },
    },
    async (request) => ok(await opts.crash.state(merchantOf(request).id)),
  );
  app.post(
    '/wps/inhouse/crash/bet',
    {
      preHandler: member,
      config: perCallerLimit(120),
      schema: {
        tags,
        summary: 'Bet on the next crash round (while BETTING)',
        body: CrashBetRequestSchema,
        response: { 200: okEnvelope(InhouseBetResultSchema) },
      },
    },
    async (request) =>
      ok(await opts.crash.placeBet(merchantOf(request), authOf(request).member.id, request.body)),
  );
  app.post(
    '/wps/inhouse/crash/cashout',
    {
      preHandler: member,
      config: perCallerLimit(120),
      schema: {
        tags,
        summary: 'Cash out of the running round at the current multiplier',
        body: CrashCashoutRequestSchema,
        response: { 200: okEnvelope(InhouseBetResultSchema) },
      },
    },
    async (request) =>
      ok(
        await opts.crash.cashout(
          merchantOf(request),
          authOf(request).member.id,
          request.body.roundNumber,
        ),
      ),
  );
};

/**
 * `/wps/inhouse/crash/ws` (public): the round's state at every change and the live multiplier
 * every 100 ms while it runs, computed on this node from the round's start time (the curve is
 * deterministic), so every node can serve watchers whichever node drives the rounds.
 */
export async function crashSocket(app: FastifyInstance, opts: { crash: CrashService }) {
  interface Watcher {
    send: (event: CrashEvent) => void;
  }
  const watchers = new Map<number, Set<Watcher>>();
  const last = new Map<number, { key: string; state: CrashState }>();

  async function refresh(merchantId: number) {
    const state = await opts.crash.state(merchantId);
    const key = `${state.roundNumber}:${state.phase}:${state.bets.map((b) => b.payout ?? '-').join(',')}:${state.bets.length}`;
    const before = last.get(merchantId);
    last.set(merchantId, { key, state });
    if (before?.key !== key) {
      for (const w of watchers.get(merchantId) ?? []) w.send({ type: 'state', state });
    }
  }

  let polls = 0;
  const timer = setInterval(() => {
    polls += 1;
    for (const [merchantId, set] of watchers) {
      if (set.size === 0) continue;
      const known = last.get(merchantId)?.state;
      const m = opts.crash.tickOf(merchantId);
      if (known?.phase === 'RUNNING' && m !== undefined) {
        for (const w of set) {
          w.send({ type: 'tick', roundNumber: known.roundNumber, multiplierHundredths: m });
        }
      }
      if (polls % 3 === 0) void refresh(merchantId).catch(() => undefined);
    }
  }, 100);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.get(
    '/wps/inhouse/crash/ws',
    { websocket: true, schema: { hide: true, querystring: z.object({}).passthrough() } },
    async (socket, request) => {
      const merchantId = merchantOf(request).id;
      const watcher: Watcher = {
        send: (event) => {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
        },
      };
      let set = watchers.get(merchantId);
      if (!set) watchers.set(merchantId, (set = new Set()));
      set.add(watcher);
      const ping = setInterval(() => socket.ping(), 25_000);
      socket.on('close', () => {
        set.delete(watcher);
        clearInterval(ping);
      });
      socket.on('message', () => {});
      const state = await opts.crash.state(merchantId);
      watcher.send({ type: 'state', state });
    },
  );
}
