import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorEnvelope } from './error-handler.ts';

/** Paths that belong to the API: an unknown one is a 404 envelope, never the web page. */
export const API_PREFIXES = ['/wps/', '/lgw/', '/api/', '/docs/', '/healthz', '/readyz'];

/** Where the operator console is served; its pages fall back to its own index.html. */
export const ADMIN_PREFIX = '/admin/';

const hasIndex = (dir: string | undefined): dir is string =>
  Boolean(dir) && existsSync(path.join(dir!, 'index.html'));

/** Hashed assets are cached for a year; everything else is revalidated. */
function cacheHeaders(res: { header(name: string, value: string): unknown }, filePath: string) {
  const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
  res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

function isApiPath(url: string): boolean {
  return url === '/wps' || url === '/lgw' || API_PREFIXES.some((p) => url.startsWith(p));
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and a
 * history fallback so deep links such as /agentHome load the single-page app. Unknown API
 * paths and missing files with an extension get a 404 envelope. The operator console, when
 * built, is served the same way under /admin/ with its own history fallback.
 */
export const webAppPlugin = fp<{
  webDist?: string | undefined;
  adminDist?: string | undefined;
  /** Fills the built index.html for one request (title, first-paint data and shell). */
  renderPage?: ((request: FastifyRequest, template: string) => Promise<string>) | undefined;
}>(
  async (app, opts) => {
    const dist = hasIndex(opts.webDist) ? opts.webDist : undefined;
    const adminDist = hasIndex(opts.adminDist) ? opts.adminDist : undefined;
    const template = dist ? readFileSync(path.join(dist, 'index.html'), 'utf8') : '';
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.type('text/html');
      if (!opts.renderPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      // The filled page carries this visitor's address and region status: never a shared cache.
      return reply
        .header('cache-control', 'private, no-cache')
        .send(await opts.renderPage(request, template));
    };
    if (dist) {
      await app.register(fastifyStatic, {
        root: dist,
        wildcard: true,
        index: false,
        // The build writes brotli and gzip copies of the hashed assets at their best levels
        // (apps/web/build/precompress.ts): sent as they are, smaller than a per-request
        // compression and no work per request. A file without a copy is compressed as before.
        preCompressed: true,
        setHeaders: cacheHeaders,
      });
      app.get('/', { schema: { hide: true } }, sendPage);
    } else {
      app.log.warn('web app not built: run `npm run build` to serve the portal pages');
    }
    const sendAdminIndex = (reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', adminDist);
    if (adminDist) {
      await app.register(fastifyStatic, {
        root: adminDist,
        prefix: ADMIN_PREFIX,
        wildcard: true,
        index: false,
        // Only one registration may decorate the reply with sendFile.
        decorateReply: !dist,
        setHeaders: cacheHeaders,
      });
      app.get(ADMIN_PREFIX, { schema: { hide: true } }, (_request, reply) => sendAdminIndex(reply));
    }
    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(url);
      const hasExtension = /\.[a-z0-9]+$/i.test(url);
      const isAdmin = url === '/admin' || url.startsWith(ADMIN_PREFIX);
      if (isAdmin && adminDist && isPage && !hasExtension) return sendAdminIndex(reply);
      if (dist && isPage && !hasExtension && !isAdmin) return sendPage(request, reply);
      return reply.status(404).send(errorEnvelope(request, 'NOT_FOUND'));
    });
  },
  { name: 'web-app', dependencies: ['error-handler'] },
);
