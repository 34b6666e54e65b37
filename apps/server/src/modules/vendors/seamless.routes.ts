import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  BalanceRequestSchema,
  BetRequestSchema,
  EndRoundRequestSchema,
  PROVIDER_SIGNATURE_HEADER,
  PlayerRequestSchema,
  RollbackRequestSchema,
  WinRequestSchema,
  type ProviderCall,
} from '@portal/contracts/provider';
import { verifyBody } from '@portal/contracts/provider-signing';
import { RETRY_AFTER_SECONDS } from '../../plugins/error-handler.ts';
import type { SeamlessService } from './seamless.service.ts';

const VENDOR = /^[A-Z0-9_]{2,16}$/;

/**
 * The seamless-wallet API vendors call: `POST /provider/v1/<VENDOR>/<call>`. The signature is
 * checked over the raw bytes before the body is even parsed; answers are the protocol's own
 * shape (not the portal's envelope) with a status the vendor acts on.
 */
export const seamlessRoutes: FastifyPluginAsync<{
  seamless: SeamlessService;
  secretOf: (vendor: string) => string;
}> = async (app, opts) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  );

  function parse<S extends z.ZodType>(schema: S, raw: Buffer): z.infer<S> | undefined {
    try {
      const result = schema.safeParse(JSON.parse(raw.toString('utf8')));
      return result.success ? result.data : undefined;
    } catch {
      return undefined;
    }
  }

  const handlers: Record<ProviderCall, (vendor: string, raw: Buffer) => Promise<unknown>> = {
    player: async (vendor, raw) => {
      const body = parse(PlayerRequestSchema, raw);
      return body && opts.seamless.player(vendor, body);
    },
    balance: async (vendor, raw) => {
      const body = parse(BalanceRequestSchema, raw);
      return body && opts.seamless.balance(vendor, body);
    },
    bet: async (vendor, raw) => {
      const body = parse(BetRequestSchema, raw);
      return body && opts.seamless.bet(vendor, body);
    },
    win: async (vendor, raw) => {
      const body = parse(WinRequestSchema, raw);
      return body && opts.seamless.win(vendor, body);
    },
    rollback: async (vendor, raw) => {
      const body = parse(RollbackRequestSchema, raw);
      return body && opts.seamless.rollback(vendor, body);
    },
    'end-round': async (vendor, raw) => {
      const body = parse(EndRoundRequestSchema, raw);
      return body && opts.seamless.endRound(vendor, body);
    },
  };

  app.post<{ Params: { vendor: string; call: string } }>(
    '/provider/v1/:vendor/:call',
    {
      schema: {
        tags: ['providers'],
        summary: 'Seamless wallet call from a game vendor (signed, see contracts/provider.ts)',
      },
    },
    async (request, reply: FastifyReply) => {
      const { vendor, call } = request.params;
      const raw = request.body;
      const handler = (handlers as Record<string, (typeof handlers)['bet'] | undefined>)[call];
      if (!VENDOR.test(vendor) || !handler) {
        return reply.code(404).send({ status: 'BAD_REQUEST', message: 'unknown call' });
      }
      if (
        !Buffer.isBuffer(raw) ||
        !verifyBody(opts.secretOf(vendor), raw, request.headers[PROVIDER_SIGNATURE_HEADER])
      ) {
        return reply.code(401).send({ status: 'INVALID_SIGNATURE' });
      }
      try {
        const result = await handler(vendor, raw);
        if (result === undefined) return reply.code(400).send({ status: 'BAD_REQUEST' });
        return reply.send(result);
      } catch (error) {
        if (app.dbHealth.observe(error)) {
          // Nothing was acknowledged: the vendor retries the same transaction id later.
          request.log.warn({ err: error, vendor, call }, 'seamless call: no database');
          return reply
            .code(503)
            .header('retry-after', String(RETRY_AFTER_SECONDS))
            .send({ status: 'INTERNAL_ERROR', message: 'temporarily unavailable' });
        }
        request.log.error({ err: error, vendor, call }, 'seamless call failed');
        return reply.code(500).send({ status: 'INTERNAL_ERROR' });
      }
    },
  );
};
