import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameTile } from '@portal/contracts/games';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

/**
 * Issue 14: game tiles show pictures, not SVG documents (each SVG image is a document of its own
 * on the browser's main thread). The catalog names a 240-pixel WebP as the icon and a 360-pixel
 * one as the large icon; both are drawn from the same generated art as the SVG.
 */
describe('game icon pictures', () => {
  let t: TestApp;
  let game: GameTile;
  const get = (url: string) => t.app.inject({ url, headers: { merchant: 'demo' } });

  beforeAll(async () => {
    t = await buildTestApp();
    const res = await get('/lgw/games/list?gameType=RNG&vassalage=PG&pageNo=1&pageSize=1');
    game = res.json<{ value: { content: GameTile[] } }>().value.content[0]!;
  });
  afterAll(() => t?.app.close());

  it('the catalog names a WebP icon and a larger one', () => {
    expect(game.iconUrl).toBe(`/lgw/art/games/PG/${game.gameCode}.webp`);
    expect(game.lagerIcon).toBe(`/lgw/art/games/PG/${game.gameCode}-360.webp`);
  });

  it('serves the icon as a WebP picture of 240 and 360 pixels, cached by browsers for a day', async () => {
    for (const [url, width] of [
      [game.iconUrl, 240],
      [game.lagerIcon, 360],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: width });
    }
  });

  it('draws the picture from the same art as the SVG', async () => {
    const svg = await get(`/lgw/art/games/PG/${game.gameCode}.svg`);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    // Both seen on one background, 24 pixels wide (a transparent pixel's colour is anything).
    const small = (image: Buffer) =>
      sharp(image).flatten({ background: '#000' }).resize(24, 24).raw().toBuffer();
    const fromSvg = await small(svg.rawPayload);
    const fromWebp = await small((await get(game.iconUrl)).rawPayload);
    const distance = (a: Buffer, b: Buffer) =>
      a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;
    // The same picture up to the WebP's loss; another game's picture is far from it.
    const other = await get(`/lgw/art/games/EG2/EG2_CRYSTAL_CAVERNS.webp`);
    expect(other.statusCode).toBe(200);
    const fromOther = await small(other.rawPayload);
    expect(distance(fromSvg, fromWebp)).toBeLessThan(6);
    expect(distance(fromSvg, fromOther)).toBeGreaterThan(20);
  });

  it('two requests at once both get the picture, byte for byte the same', async () => {
    const url = `/lgw/art/games/PG/${game.gameCode}-360.webp`;
    const [a, b] = await Promise.all([get(url), get(url)]);
    expect(a.statusCode).toBe(200);
    expect(Buffer.compare(a.rawPayload, b.rawPayload)).toBe(0);
  });

  it('serves a vendor logo as a WebP picture, 240 × 96, as the catalog names it', async () => {
    const { value } = (await get('/lgw/games/vendors')).json<{
      value: { data: { lanes: { vendors: { logoUrl: string }[] }[] } };
    }>();
    const logo = value.data.lanes
      .flatMap((lane) => lane.vendors.map((v) => v.logoUrl))
      .find((url) => url.endsWith('/PG.webp'));
    expect(logo).toBe('/lgw/art/vendors/PG.webp');
    const res = await get(logo!);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 240, height: 96 });
    expect((await get('/lgw/art/vendors/PG.svg')).headers['content-type']).toMatch(/^image\/svg/);
    expect((await get('/lgw/art/vendors/NOPE.webp')).json()).toMatchObject({
      code: 'GAME_VENDOR_UNKNOWN',
    });
  });

  it('refuses an unknown game or a file name of another form', async () => {
    expect((await get('/lgw/art/games/PG/NO_SUCH_GAME.webp')).json()).toMatchObject({
      code: 'GAME_NOT_FOUND',
    });
    for (const file of [
      `${game.gameCode}.png`,
      `${game.gameCode}-480.webp`,
      `${game.gameCode}.webp.svg`,
    ]) {
      const res = await get(`/lgw/art/games/PG/${file}`);
      expect(res.statusCode).toBe(400);
    }
  });
});
