import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from './login.service.ts';
import { OIDC_PROVIDERS, type OidcProvider, type OidcService } from './oidc.service.ts';

const tags = ['session'];
const Provider = z.enum(Object.keys(OIDC_PROVIDERS) as [OidcProvider, ...OidcProvider[]]);

/** Browser redirects of one-click login; the token reaches the page in the URL fragment only. */
export const oidcRoutes: FastifyPluginAsyncZod<{
  oidc: OidcService;
  callerOf: (request: FastifyRequest) => Promise<Caller>;
}> = async (app, opts) => {
  app.get(
    '/wps/session/oauth/:provider/start',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Start Google or Facebook login (redirects to the provider)',
        params: z.object({ provider: Provider }),
        querystring: z.object({ returnTo: z.string().max(512).optional() }),
      },
    },
    async (request, reply) => {
      try {
        const caller = await opts.callerOf(request);
        return reply.redirect(
          await opts.oidc.start(caller, request.params.provider, request.query.returnTo),
        );
      } catch (err) {
        const code = err instanceof AppError ? err.code : 'INTERNAL_ERROR';
        if (!(err instanceof AppError)) request.log.error({ err }, 'oidc start failed');
        return reply.redirect(`/?oauthError=${code}`);
      }
    },
  );

  app.get(
    '/wps/session/oauth/:provider/callback',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Provider callback: logs in and returns to the site with #oauthToken=…',
        params: z.object({ provider: Provider }),
      },
    },
    async (request, reply) => {
      try {
        const caller = await opts.callerOf(request);
        const current = new URL(request.url, caller.origin);
        const { token, returnTo } = await opts.oidc.callback(
          caller,
          request.params.provider,
          current,
        );
        return reply
          .header('cache-control', 'no-store')
          .redirect(`${returnTo}#oauthToken=${token}`);
      } catch (err) {
        const code = err instanceof AppError ? err.code : 'INTERNAL_ERROR';
        if (!(err instanceof AppError)) request.log.error({ err }, 'oidc callback failed');
        return reply.redirect(`/?oauthError=${code}`);
      }
    },
  );
};
