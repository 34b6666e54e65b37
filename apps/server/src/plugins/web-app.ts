import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorEnvelope } from './error-handler.ts';

/** Paths that belong to the API: an unknown one is a 404 envelope, never the web page. */
export const API_PREFIXES = ['/wps/', '/lgw/', '/api/', '/docs/', '/healthz', '/readyz'];

function isApiPath(url: string): boolean {
  return url === '/wps' || url === '/lgw' || API_PREFIXES.some((p) => url.startsWith(p));
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and a
 * history fallback so deep links such as /agentHome load the single-page app. Unknown API
 * paths and missing files with an extension get a 404 envelope.
 */
export const webAppPlugin = fp<{ webDist?: string | undefined }>(
  async (app, opts) => {
    const dist =
      opts.webDist && existsSync(path.join(opts.webDist, 'index.html')) ? opts.webDist : undefined;
    if (dist) {
      await app.register(fastifyStatic, {
        root: dist,
        wildcard: true,
        index: false,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
      app.get('/', { schema: { hide: true } }, (_request, reply) =>
        reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html'),
      );
    } else {
      app.log.warn('web app not built: run `npm run build` to serve the portal pages');
    }
    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(url);
      const hasExtension = /\.[a-z0-9]+$/i.test(url);
      if (dist && isPage && !hasExtension) {
        return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
      }
      return reply.status(404).send(errorEnvelope(request, 'NOT_FOUND'));
    });
  },
  { name: 'web-app', dependencies: ['error-handler'] },
);
