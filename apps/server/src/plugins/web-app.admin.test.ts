import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

function fakeDist(marker: string, prefix: string): string {
  const dist = mkdtempSync(path.join(tmpdir(), `${marker}-dist-`));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><script type="module" src="${prefix}assets/app.js"></script></head><body><div id="${marker}"></div></body></html>`,
  );
  writeFileSync(path.join(dist, 'assets', 'app.js'), `console.log('${marker}');`);
  return dist;
}

describe('serving the operator console at /admin/', () => {
  let both: TestApp;
  let adminOnly: TestApp;
  beforeAll(async () => {
    both = await buildTestApp({
      webDist: fakeDist('web', '/'),
      adminDist: fakeDist('console', '/admin/'),
    });
    adminOnly = await buildTestApp({ adminDist: fakeDist('console', '/admin/') });
  });
  afterAll(async () => {
    await both.app.close();
    await adminOnly.app.close();
  });

  it('answers console page paths with its own index.html (history fallback), never cached', async () => {
    for (const t of [both, adminOnly]) {
      for (const url of ['/admin/', '/admin', '/admin/members/12', '/admin/settings/fields?x=1']) {
        const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.body, url).toContain('<div id="console">');
      }
    }
  });

  it('serves console assets for a year and 404s a missing one', async () => {
    const asset = await both.app.inject({ url: '/admin/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain("console.log('console')");
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await both.app.inject({ url: '/admin/assets/missing-chunk.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });

  it('leaves the player site and the API where they were', async () => {
    const home = await both.app.inject({ url: '/deposit' });
    expect(home.body).toContain('<div id="web">');
    const api = await both.app.inject({ url: '/wps/admin/nope', headers: { merchant: 'demo' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });
});
