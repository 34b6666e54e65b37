import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { randomBytes, randomInt } from 'node:crypto';
import type { z } from 'zod';
import {
  BetHistoryRequestSchema,
  LaunchRequestSchema,
  PROVIDER_SIGNATURE_HEADER,
  TransferRequestSchema,
  TransferBalanceRequestSchema,
  TransferStatusRequestSchema,
  type LaunchResponse,
  type TransferResponse,
} from '@portal/contracts/provider';
import { verifyBody } from '@portal/contracts/provider-signing';
import { defaultConfig, type ProviderConfig } from './config.ts';
import type { Engine } from './games/engine.ts';
import { createEngines } from './games/registry.ts';
import { BetHistory } from './history.ts';
import { requestId } from './ids.ts';
import { PlayError } from './messages.ts';
import { formatAmount } from '@portal/contracts/money';
import { pageCsp, renderMissingPage, renderPlayPage } from './page/play-page.ts';
import { PortalClient } from './portal-client.ts';
import { refusalError, type ProviderContext } from './rounds.ts';
import { Scheduler } from './scheduler.ts';
import { SessionStore, targetOf, type Category, type GameSession } from './sessions.ts';
import { testSwitches } from './test-switches.ts';
import { TransferWallets } from './transfers.ts';
import type { HttpPost } from './http-post.ts';

export interface ProviderAppOptions extends Partial<ProviderConfig> {
  logger?: FastifyServerOptions['logger'];
  /** How the portal client sends a call (tests may wrap it). */
  post?: HttpPost;
  /** The vendor RNG: a uniform integer in [0, maxExclusive); node:crypto randomInt by default. */
  random?: (maxExclusive: number) => number;
  now?: () => number;
  /** On close, wait up to this long for queued wins and rollbacks to be delivered (ms). */
  drainMs?: number;
}

/** The service's state, reachable as `app.provider` (tests and the health route read it). */
export interface ProviderServices {
  config: ProviderConfig;
  client: PortalClient;
  scheduler: Scheduler;
  sessions: SessionStore;
  transfers: TransferWallets;
  history: BetHistory;
  engines: Record<Category, Engine>;
}

declare module 'fastify' {
  interface FastifyInstance {
    provider: ProviderServices;
  }
}

type Signed<T> = { ok: true; body: T } | { ok: false; http: 400 | 401; status: string };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function languageOf(request: FastifyRequest): 'bn' | 'en' {
  const header = request.headers['accept-language'];
  return typeof header === 'string' && header.toLowerCase().startsWith('bn') ? 'bn' : 'en';
}

/**
 * The demo game vendor: portal → vendor calls (launch, transfer), game pages and their JSON API,
 * the portal client with its delivery queue, and the settlement scheduler. Does not listen.
 */
export function buildProviderApp(options: ProviderAppOptions = {}): FastifyInstance {
  const { logger, post, random, now, drainMs, ...overrides } = options;
  const config: ProviderConfig = { ...defaultConfig(), publicUrl: undefined, ...overrides };
  const clock = now ?? Date.now;
  const app = Fastify({
    logger: logger ?? false,
    bodyLimit: 65_536,
    routerOptions: { ignoreTrailingSlash: true },
  });

  const client = new PortalClient({
    seed: config.seed,
    vendorSecrets: config.vendorSecrets,
    timeoutMs: config.portalTimeoutMs,
    betAttempts: config.betAttempts,
    retryBaseMs: config.retryBaseMs,
    retryMaxMs: config.retryMaxMs,
    post,
    logger: app.log,
  });
  const scheduler = new Scheduler(app.log, clock);
  const sessions = new SessionStore(config.sessionIdleMs, clock);
  const transfers = new TransferWallets();
  const history = new BetHistory(clock);
  const ctx: ProviderContext = {
    config,
    client,
    transfers,
    history,
    scheduler,
    random: random ?? ((max) => randomInt(max)),
    now: clock,
    log: app.log,
  };
  const engines = createEngines(ctx);
  app.decorate('provider', { config, client, scheduler, sessions, transfers, history, engines });

  app.addHook('onClose', async () => {
    scheduler.close();
    if (drainMs && drainMs > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        client.whenIdle(),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, drainMs))),
      ]);
      clearTimeout(timer);
    }
    client.close();
    sessions.close();
  });

  // Browsers ask for it; the pages carry no assets.
  app.get('/favicon.ico', async (_request, reply) => reply.status(204).send());

  app.get('/health', async () => ({
    status: 'ok',
    sessions: sessions.size,
    pendingDeliveries: client.pendingDeliveries().length,
    scheduledJobs: scheduler.size,
    historyBets: history.size.settled,
  }));

  // ---------------------------------------------------------------- portal → vendor (signed)

  void app.register(async (signed) => {
    // The signature covers the raw bytes, so these routes read the body as a string.
    signed.removeAllContentTypeParsers();
    signed.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => {
      done(null, body);
    });
    signed.setErrorHandler((err: { statusCode?: number }, request, reply) => {
      const status = err.statusCode ?? 500;
      if (status >= 500) request.log.error({ err }, 'signed route failed');
      return reply
        .status(status >= 500 ? 500 : 400)
        .send({ status: status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST' });
    });

    /**
     * Verifies the signature with the secret of the vendor the body names (one service plays
     * every vendor), then the shape. No vendor to pick a secret by is a bad signature.
     */
    function readSigned<T>(request: FastifyRequest, schema: z.ZodType<T>): Signed<T> {
      const raw = typeof request.body === 'string' ? request.body : '';
      const json = parseJson(raw);
      const vendor =
        typeof json === 'object' && json !== null && 'vendor' in json ? json.vendor : undefined;
      const signature = request.headers[PROVIDER_SIGNATURE_HEADER];
      if (
        typeof vendor !== 'string' ||
        vendor.length === 0 ||
        !verifyBody(client.secretFor(vendor), raw, signature)
      ) {
        return { ok: false, http: 401, status: 'INVALID_SIGNATURE' };
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) return { ok: false, http: 400, status: 'BAD_REQUEST' };
      return { ok: true, body: parsed.data };
    }

    signed.post('/launch', async (request, reply) => {
      const launch = readSigned(request, LaunchRequestSchema);
      if (!launch.ok) return reply.status(launch.http).send({ status: launch.status });
      if (launch.body.mode === 'REAL' && !/^https?:\/\/[^\s]+$/.test(launch.body.walletUrl)) {
        return reply.status(400).send({ status: 'BAD_REQUEST' });
      }
      const session = sessions.create(launch.body);
      const base = (config.publicUrl ?? `${request.protocol}://${request.host}`).replace(
        /\/+$/,
        '',
      );
      request.log.info(
        { session: session.id, vendor: session.vendor, category: session.category },
        'game launched',
      );
      const answer: LaunchResponse = { status: 'OK', url: `${base}/play/${session.id}` };
      return answer;
    });

    // Transfer answers always fit TransferResponse (the portal parses every answer with it): a
    // refused transfer was not applied (FAILED); a refused status query tells nothing (UNKNOWN).
    signed.post('/transfer', async (request, reply) => {
      const transfer = readSigned(request, TransferRequestSchema);
      if (!transfer.ok) {
        return reply.status(transfer.http).send({ status: transfer.status, state: 'FAILED' });
      }
      const outcome = transfers.transfer(transfer.body);
      switch (outcome.kind) {
        case 'ANSWER':
          return outcome.response;
        case 'DELAYED':
          await new Promise((resolve) => setTimeout(resolve, outcome.delayMs));
          return outcome.response;
        case 'FAILED': {
          const failed: TransferResponse = { status: 'INTERNAL_ERROR', state: 'UNKNOWN' };
          return reply.status(500).send(failed);
        }
      }
    });

    signed.post('/transfer/status', async (request, reply) => {
      const query = readSigned(request, TransferStatusRequestSchema);
      if (!query.ok) {
        return reply.status(query.http).send({ status: query.status, state: 'UNKNOWN' });
      }
      return transfers.status(query.body);
    });

    signed.post('/transfer/balance', async (request, reply) => {
      const query = readSigned(request, TransferBalanceRequestSchema);
      if (!query.ok) return reply.status(query.http).send({ status: query.status });
      const { vendor, playerId, currency } = query.body;
      return {
        status: 'OK',
        balance: formatAmount(transfers.balanceOf(vendor, playerId, currency)),
      };
    });

    signed.post('/bet-history', async (request, reply) => {
      const query = readSigned(request, BetHistoryRequestSchema);
      if (!query.ok) return reply.status(query.http).send({ status: query.status });
      const { vendor, from, to, page, pageSize } = query.body;
      const served = history.page(vendor, Date.parse(from), Date.parse(to), page, pageSize);
      return { status: 'OK', page, pageSize, ...served };
    });
  });

  // Test switches (never in production): transfer faults and injected history rows.
  if (config.faults) testSwitches(app, { transfers, history });

  // ---------------------------------------------------------------- game pages

  app.get<{ Params: { sessionId: string } }>('/play/:sessionId', async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const session = sessions.touch(request.params.sessionId);
    void reply
      .header('content-security-policy', pageCsp(nonce))
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .type('text/html; charset=utf-8');
    if (!session) {
      const language = languageOf(request);
      const message = new PlayError('SESSION_NOT_FOUND').text(language);
      return reply.status(404).send(renderMissingPage(language, message, nonce));
    }
    return renderPlayPage(session, nonce);
  });

  // ---------------------------------------------------------------- the pages' JSON API

  type SessionRequest = FastifyRequest<{ Params: { id: string } }>;

  /** Runs `work` on the live session; PlayErrors become `{ error: { code, message } }`. */
  async function withSession(
    request: SessionRequest,
    reply: FastifyReply,
    work: (session: GameSession) => Promise<object>,
  ): Promise<object> {
    const session = sessions.touch(request.params.id);
    try {
      if (!session) throw new PlayError('SESSION_NOT_FOUND');
      return await work(session);
    } catch (err) {
      if (!(err instanceof PlayError)) throw err;
      void reply.header('cache-control', 'no-store');
      return reply.status(err.httpStatus).send({
        error: { code: err.code, message: err.text(session?.language ?? languageOf(request)) },
      });
    }
  }

  /**
   * The player's balance from the portal: the first look authenticates the launch token with a
   * `player` call, later ones ask `balance`. FUN sessions answer their play money.
   */
  async function currentBalance(session: GameSession): Promise<string | undefined> {
    if (session.mode === 'FUN') return formatAmount(session.funBalance);
    const target = targetOf(session);
    if (!session.authenticated) {
      const result = await client.player(target, {
        requestId: requestId('player'),
        token: session.token,
      });
      if (result.outcome === 'UNAVAILABLE') throw new PlayError('WALLET_UNREACHABLE');
      if (result.outcome === 'REFUSED') throw refusalError(result.status);
      if (result.response.playerId !== undefined && result.response.playerId !== session.playerId) {
        throw new PlayError('SESSION_EXPIRED');
      }
      session.authenticated = true;
      session.nickname = result.response.nickname;
      if (session.wallet !== 'TRANSFER') return result.response.balance;
    }
    if (session.wallet === 'TRANSFER') {
      return formatAmount(transfers.balanceOf(session.vendor, session.playerId, session.currency));
    }
    const result = await client.balance(target, {
      requestId: requestId('balance'),
      playerId: session.playerId,
    });
    if (result.outcome === 'UNAVAILABLE') throw new PlayError('WALLET_UNREACHABLE');
    if (result.outcome === 'REFUSED') throw refusalError(result.status);
    return result.response.balance;
  }

  void app.register(async (api) => {
    api.setErrorHandler((err: { statusCode?: number }, request, reply) => {
      const status = err.statusCode ?? 500;
      if (status >= 500) request.log.error({ err }, 'page API failed');
      const code = status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
      const message =
        status >= 500 ? 'Internal error.' : new PlayError('BAD_REQUEST').text(languageOf(request));
      return reply.status(status >= 500 ? 500 : 400).send({ error: { code, message } });
    });
    api.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });

    api.get('/api/sessions/:id', async (request: SessionRequest, reply) =>
      withSession(request, reply, async (session) => {
        const engine = engines[session.category];
        const balance = await currentBalance(session);
        return {
          sessionId: session.id,
          category: session.category,
          gameCode: session.gameCode,
          gameName: session.gameName,
          vendor: session.vendor,
          mode: session.mode,
          currency: session.currency,
          language: session.language,
          nickname: session.nickname,
          balance,
          limits: { min: formatAmount(engine.limits.min), max: formatAmount(engine.limits.max) },
          game: engine.view(session),
        };
      }),
    );

    api.get('/api/sessions/:id/balance', async (request: SessionRequest, reply) =>
      withSession(request, reply, async (session) => ({ balance: await currentBalance(session) })),
    );

    // The live board (fixtures, draws, tickets) without a wallet call; FUN adds its play money.
    api.get('/api/sessions/:id/board', async (request: SessionRequest, reply) =>
      withSession(request, reply, async (session) => ({
        balance: session.mode === 'FUN' ? formatAmount(session.funBalance) : undefined,
        game: engines[session.category].view(session),
      })),
    );

    api.post('/api/sessions/:id/play', async (request: SessionRequest, reply) =>
      withSession(request, reply, async (session) =>
        engines[session.category].play(session, request.body),
      ),
    );
  });

  return app;
}
