import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_DATA_ID, GAME_ART_SIZES, type BootData } from '@portal/contracts/boot';
import type { Banner } from '@portal/contracts/content';
import type { SiteConfig } from '@portal/contracts/system';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { adminCall, signIn } from '../../../test/operator-client.ts';
import { createFirstPaint } from './first-paint.ts';

/**
 * Issue 14: the page's first paint needs no API round trip. The served HTML carries the white
 * label's name as its title, the site configuration (and on the home page its banners) as a JSON
 * data block, the hero picture as a high-priority preload, and a pre-drawn shell in #root.
 */
const TEMPLATE =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>Portal</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

function bootOf(html: string): BootData {
  const match = new RegExp(
    `<script type="application/json" id="${BOOT_DATA_ID}">([^<]*)</script>`,
  ).exec(html);
  expect(match, 'boot data block').not.toBeNull();
  return JSON.parse(match![1]!) as BootData;
}

describe('first paint of the served page', () => {
  let t: TestApp;
  const page = async (url: string) => {
    const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const api = async (url: string): Promise<unknown> =>
    (await t.app.inject({ url, headers: { merchant: 'demo' } })).json<{ value: unknown }>().value;

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    t = await buildTestApp({ webDist: dist });
  });
  afterAll(() => t?.app.close());

  it('home: title, site configuration, banners, hero preload and the shell', async () => {
    const html = await page('/');
    const site = (await api('/wps/system/site')) as SiteConfig;
    expect(html).toContain(`<title>${site.siteName}</title>`);
    const boot = bootOf(html);
    // Everything but the clock, which moved on between the two answers.
    expect({ ...boot.site, serverTime: '' }).toEqual({ ...site, serverTime: '' });
    const banners = (await api('/wps/system/banners?groups=w_home,w_promotion')) as {
      list: Banner[];
    };
    expect(boot.banners).toEqual({ 'w_home,w_promotion': banners });
    const hero = banners.list.find((b) => b.groupName === 'w_home')!;
    // First in <head>, right after the charset: requested before the scripts.
    expect(html).toContain(
      `<meta charset="UTF-8" /><link rel="preload" as="image" href="${hero.url}" fetchpriority="high">`,
    );
    expect(html).toMatch(/<div id="root"><div class="boot-shell"/);
    expect(html).toContain(`<img class="boot-hero" src="${hero.url}"`);
  });

  it('a game list page: its first games and the vendors, as the API answers a visitor', async () => {
    const html = await page('/rng?vassalage=PG&gameClassify=HOT');
    const boot = bootOf(html);
    expect(boot.site?.merchantCode).toBe('demo');
    expect(boot.banners).toBeUndefined();
    expect(boot.games?.language).toBe(boot.site?.defaultLanguage);
    expect(boot.games?.params).toEqual({
      gameType: 'RNG',
      vassalage: 'PG',
      gameClassify: 'HOT',
      name: '',
    });
    const list = await t.app.inject({
      url: '/lgw/games/list?gameType=RNG&vassalage=PG&gameClassify=HOT&pageNo=1&pageSize=20',
      headers: { merchant: 'demo', language: boot.games!.language },
    });
    expect(boot.games?.page).toEqual(list.json<{ value: unknown }>().value);
    expect(boot.games?.page.content.length).toBeGreaterThan(0);
    expect(boot.games?.vendors).toEqual(await api('/lgw/games/vendors'));
    // A member's own lists and refused queries are left to the page.
    expect(bootOf(await page('/rng?gameClassify=FAV')).games).toBeUndefined();
    expect(bootOf(await page(`/rng?name=${'x'.repeat(61)}`)).games).toBeUndefined();
    expect(bootOf(await page('/sports')).games).toBeUndefined();
    expect(html).toContain('class="boot-header"');
    expect(html).not.toContain('boot-hero');
    // The first games' pictures are pre-drawn, choosing among the files the tile does.
    const first = boot.games!.page.content[0]!;
    expect(html).toContain(
      `<img class="boot-art" src="${first.iconUrl}" srcset="${first.iconUrl} 240w, ${first.lagerIcon} 360w" sizes="${GAME_ART_SIZES}"`,
    );
    // A phone's first row (two tiles) ahead of everything, the second row after the scripts.
    const all = await page('/rng');
    const [one, two] = bootOf(all).games!.page.content;
    // The first row's pictures are asked for first thing in <head>, choosing as the tiles do.
    expect(all).toContain(
      `<meta charset="UTF-8" /><link rel="preload" as="image" href="${one!.iconUrl}" imagesrcset="${one!.iconUrl} 240w, ${one!.lagerIcon} 360w" imagesizes="${GAME_ART_SIZES}" fetchpriority="high"><link rel="preload" as="image" href="${two!.iconUrl}"`,
    );
    expect(all.match(/rel="preload"/g)).toHaveLength(2);
    expect(
      [...all.matchAll(/class="boot-art"[^>]*fetchpriority="(\w+)"/g)].map((m) => m[1]),
    ).toEqual(['high', 'high', 'low', 'low']);
  });

  it('another page: the site configuration and the header shell, no banners', async () => {
    const html = await page('/help');
    const boot = bootOf(html);
    expect(boot.site?.merchantCode).toBe('demo');
    expect(boot.banners).toBeUndefined();
    expect(boot.games).toBeUndefined();
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('class="boot-header"');
    expect(html).not.toContain('boot-hero');
  });

  it('in maintenance: the status in the data, no shell of the normal page', async () => {
    const owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
    const set = (maintenance: boolean) =>
      adminCall(t.app, 'PUT', '/wps/admin/site/maintenance', owner, { maintenance });
    expect((await set(true)).status).toBe(200);
    try {
      const html = await page('/');
      expect(bootOf(html).site?.status).toBe(1);
      expect(bootOf(html).banners).toBeUndefined();
      expect(html).toContain('<div id="root"></div>');
    } finally {
      await set(false);
    }
  });
});

const noGames = {
  list: () => Promise.reject(new Error('not asked')),
  vendorLanes: () => Promise.reject(new Error('not asked')),
};

describe('first paint with hostile names', () => {
  const site = { siteName: 'Evil</title><script>alert(1)</script> $& $1', status: 0 };
  const banner: Banner = {
    id: 1,
    groupName: 'w_home',
    sequence: 0,
    kind: 'IMAGE',
    url: '/wps/content/images/x"onerror="alert(1)',
    title: "</script><script>alert(2)</script>\u2028$'",
    linkage: '',
    linkageType: 'NONE',
  };
  const render = createFirstPaint({
    system: {
      resolveMerchant: async () => ({ id: 1 }) as never,
      getSiteConfig: async () => site as never,
    },
    banners: async () => [banner],
    games: noGames,
  });
  const request = {
    url: '/',
    hostname: 'localhost',
    ip: '127.0.0.1',
    log: { warn: () => {} },
  } as unknown as FastifyRequest;

  it('escapes every name into text and every datum into inert JSON', async () => {
    const html = await render(request, TEMPLATE);
    // One script element more than the template: the data block. No markup of a name survives.
    expect(html.match(/<script/g)).toHaveLength(TEMPLATE.match(/<script/g)!.length + 1);
    expect(html).not.toContain('alert(1)</script>');
    expect(html).not.toContain('"onerror="');
    expect(html).toContain(
      '<title>Evil&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $1</title>',
    );
    const boot = bootOf(html);
    expect(boot.site?.siteName).toBe(site.siteName);
    expect(boot.banners?.['w_home,w_promotion']?.list[0]?.title).toBe(banner.title);
  });

  it('serves the plain page when the white label cannot be read', async () => {
    const broken = createFirstPaint({
      system: {
        resolveMerchant: async () => {
          throw new Error('database down');
        },
        getSiteConfig: async () => site as never,
      },
      banners: async () => [],
      games: noGames,
    });
    expect(await broken(request, TEMPLATE)).toBe(TEMPLATE);
  });
});
