import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, brotliCompressSync, constants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

const inlineScript =
  "document.documentElement.dataset.theme=localStorage.getItem('theme')||'dark';";
let t: TestApp;

let dist = '';

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><script>${inlineScript}</script><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(
    path.join(dist, 'assets', 'app.js'),
    `console.log(${JSON.stringify('x'.repeat(5000))});`,
  );
  // The build's brotli copy of a hashed asset (apps/web/build/precompress.ts).
  writeFileSync(
    path.join(dist, 'assets', 'app.js.br'),
    brotliCompressSync(readFileSync(path.join(dist, 'assets', 'app.js')), {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
  );
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await buildTestApp({ webDist: dist });
});
afterAll(() => t.app.close());

describe('serving the web app', () => {
  it('serves index.html for deep links (history fallback), never cached', async () => {
    for (const url of ['/', '/agentHome', '/help', '/live?vassalage=PG']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      // Filled per visitor (first paint): revalidated, and kept out of shared caches.
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it("sends the build's brotli copy of an asset as it is, and compresses when there is none", async () => {
    const res = await t.app.inject({
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The stored copy byte for byte (a compression per request would not be this small).
    expect(res.rawPayload.equals(readFileSync(path.join(dist, 'assets', 'app.js.br')))).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(
      readFileSync(path.join(dist, 'assets', 'app.js'), 'utf8'),
    );
    // No copy of this one: compressed on the way out.
    const plain = await t.app.inject({
      url: '/favicon.svg',
      headers: { 'accept-encoding': 'br' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('answers a missing asset with 404 instead of the page, so a failed chunk load is visible', async () => {
    const res = await t.app.inject({ url: '/assets/missing-chunk.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('keeps unknown API paths as 404 envelopes', async () => {
    const res = await t.app.inject({
      url: '/wps/does/not/exist',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('sends security headers with a CSP that allows exactly the inline theme script', async () => {
    const res = await t.app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('OpenAPI', () => {
  it('publishes the document generated from the contracts', async () => {
    const res = await t.app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/wps/system/status',
        '/wps/system/whitelabel',
        '/wps/system/domainRoute',
        '/wps/system/site',
      ]),
    );
    const status =
      doc.paths['/wps/system/status'].get.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(status)).toContain('maintenanceEnd');
  });

  it('serves the browsable docs at /docs', async () => {
    const res = await t.app.inject({ url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/swagger/i);
  });
});
