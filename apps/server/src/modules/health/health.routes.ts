import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@portal/contracts/common';
import type { DbHealth } from '../../lib/db-health.ts';
import { sendUnavailable } from '../../plugins/error-handler.ts';

const HealthSchema = okEnvelope(z.object({ status: z.literal('ok') }));
const ReadySchema = okEnvelope(z.object({ status: z.literal('ready'), database: z.string() }));

export interface HealthRoutesOptions {
  /** Round trip to the database; throws when it is unreachable. */
  ping: () => Promise<void>;
  /** Known unreachable: not ready without asking again. */
  health: DbHealth;
  databaseKind: string;
}

/** Liveness (/healthz: the process answers) and readiness (/readyz: it can serve traffic). */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, opts) => {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], summary: 'Liveness', response: { 200: HealthSchema } } },
    () => ({ success: true as const, value: { status: 'ok' as const } }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers (Fastify itself answers 503 while closing)',
      },
    },
    async (request, reply) => {
      if (opts.health.isDown()) return sendUnavailable(request, reply);
      try {
        await opts.ping();
      } catch (err) {
        opts.health.observe(err);
        request.log.error({ err }, 'readiness: database unreachable');
        return sendUnavailable(request, reply);
      }
      return ReadySchema.parse({
        success: true,
        value: { status: 'ready', database: opts.databaseKind },
      });
    },
  );
};
