import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import compress from '@fastify/compress';

/** sha256 sources for the inline scripts of the built index.html (the theme bootstrap). */
export function inlineScriptHashes(webDist: string | undefined): string[] {
  if (!webDist) return [];
  const file = path.join(webDist, 'index.html');
  if (!existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/** Security headers (strict CSP with hashed inline scripts) and response compression. */
export const securityPlugin = fp<{ webDist?: string | undefined; frameOrigins?: string[] }>(
  async (app, opts) => {
    // Built once: @fastify/helmet rebuilt the middleware (parsing every CSP directive) on each
    // request, a few per cent of a small API call.
    const headers = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScriptHashes(opts.webDist)],
          // React writes style attributes; no inline <style> injection from users is rendered.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          mediaSrc: ["'self'", 'https:'],
          // Game vendors' pages open in the game overlay: any https origin, plus the configured
          // vendor service's own origin (the demo vendor serves plain http on loopback).
          frameSrc: ["'self'", 'https:', ...(opts.frameOrigins ?? [])],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, next) => {
      headers(request.raw, reply.raw, (error?: unknown) => next(error as Error | undefined));
    });
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip', 'deflate'],
    });
  },
  { name: 'security' },
);
