import type { FastifyPluginAsync } from 'fastify';
import { merchantOf } from '../../plugins/request-context.ts';
import { siteIconSvg, siteManifest } from './site-icon.ts';

/** Browsers re-ask for icons rarely; an hour keeps an operator's rename visible the same day. */
const ICON_CACHE = 'public, max-age=3600';

/**
 * The tab icon and manifest of the white label the request's host (or Merchant header) names.
 * They sit in the API scope for its merchant lookup and shadow the web build's static fallback.
 */
export const siteIconRoutes: FastifyPluginAsync = async (app) => {
  app.get('/favicon.svg', { schema: { hide: true } }, (request, reply) =>
    reply
      .header('cache-control', ICON_CACHE)
      // Merchant header or host picks the icon: caches must key on both.
      .header('vary', 'Host, Merchant')
      .type('image/svg+xml')
      .send(siteIconSvg(merchantOf(request))),
  );
  app.get('/manifest.webmanifest', { schema: { hide: true } }, (request, reply) =>
    reply
      .header('cache-control', ICON_CACHE)
      .header('vary', 'Host, Merchant')
      .type('application/manifest+json')
      .send(JSON.stringify(siteManifest(merchantOf(request)))),
  );
};
