import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { merchantOf } from '../../plugins/request-context.ts';
import type { CatalogService } from './catalog.service.ts';
import type { CategoryCode } from './catalog/catalog-data.ts';
import { svgToWebp } from '../../lib/svg-raster.ts';
import { ICON_FILE, ICON_SIZE, LARGE_ICON_SIZE, LOGO_FILE, LOGO_SIZE } from './art-files.ts';
import { BANNER_COUNT, bannerSvg, gameIconSvg, vendorLogoSvg } from './catalog/artwork.ts';

const Code = z.string().regex(/^[A-Za-z0-9_]{2,40}$/);
const ONE_DAY = 'public, max-age=86400';

/**
 * Generated artwork (original SVG, see catalog/artwork.ts): game icons, vendor logos and banner
 * art, drawn from the catalog row so a renamed game gets a new picture. Game icons and vendor
 * logos are also served as WebP pictures, which the pages show (issue 14).
 */
export const artRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, opts) => {
  const cache = new LRUCache<string, string>({ max: 2_000 });
  const svg = (key: string, draw: () => string) => {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const drawn = draw();
    cache.set(key, drawn);
    return drawn;
  };
  // Pictures are drawn once per size; two requests at once share the drawing.
  const pictures = new LRUCache<string, Promise<Buffer>>({ max: 1_000 });
  const picture = (key: string, width: number, intrinsicWidth: number, drawing: string) => {
    const hit = pictures.get(key);
    if (hit) return hit;
    // Quality 70: flat colours and gradients show no difference from 78 at a phone's density,
    // and a list page's first pictures are its largest paint (issue 14: 12.5 → 10.6 KB a 360 px picture).
    const drawn = svgToWebp(drawing, { width, intrinsicWidth, quality: 70 }).then(
      (image) => image.content,
    );
    drawn.catch(() => pictures.delete(key));
    pictures.set(key, drawn);
    return drawn;
  };
  /** The drawing as SVG, or as a WebP picture `width` pixels wide of a drawing `intrinsicWidth` wide. */
  const sendArt = async (
    reply: FastifyReply,
    key: string,
    draw: () => string,
    as: 'svg' | { width: number; intrinsicWidth: number },
  ) => {
    reply.header('cache-control', ONE_DAY);
    const drawing = svg(key, draw);
    if (as === 'svg') return reply.type('image/svg+xml').send(drawing);
    const { width, intrinsicWidth } = as;
    return reply
      .type('image/webp')
      .send(await picture(`${key}:${width}`, width, intrinsicWidth, drawing));
  };

  app.get(
    '/lgw/art/games/:vendor/:file',
    {
      schema: {
        tags: ['games'],
        summary: 'Game icon (SVG, or WebP at 240 or 360 pixels)',
        params: z.object({ vendor: Code, file: z.string().regex(ICON_FILE) }),
      },
    },
    async (request, reply) => {
      const [, code, kind] = ICON_FILE.exec(request.params.file) ?? [];
      const snap = await opts.catalog.snapshot(merchantOf(request).id);
      const game = snap.games.find((g) => g.vendor === request.params.vendor && g.code === code);
      if (!game) throw new AppError('GAME_NOT_FOUND');
      const width = kind === '.webp' ? ICON_SIZE : LARGE_ICON_SIZE;
      return sendArt(
        reply,
        `g:${game.vendor}:${game.code}:${game.nameEn}:${game.category}`,
        () =>
          gameIconSvg({
            vendor: game.vendor,
            code: game.code,
            category: game.category as CategoryCode,
            name: { en: game.nameEn, bn: game.nameBn },
          }),
        kind === '.svg' ? 'svg' : { width, intrinsicWidth: ICON_SIZE },
      );
    },
  );

  app.get(
    '/lgw/art/vendors/:file',
    {
      schema: {
        tags: ['games'],
        summary: 'Vendor logo (SVG, or WebP at 240 pixels)',
        params: z.object({ file: z.string().regex(LOGO_FILE) }),
      },
    },
    async (request, reply) => {
      const [, code = '', kind] = LOGO_FILE.exec(request.params.file) ?? [];
      const snap = await opts.catalog.snapshot(merchantOf(request).id);
      const vendor = snap.vendorByCode.get(code);
      if (!vendor) throw new AppError('GAME_VENDOR_UNKNOWN');
      return sendArt(
        reply,
        `v:${vendor.code}:${vendor.nameEn}:${vendor.brandColor}`,
        () =>
          vendorLogoSvg({
            code: vendor.code,
            name: { en: vendor.nameEn, bn: vendor.nameBn },
            brandColor: vendor.brandColor,
          }),
        kind === '.svg' ? 'svg' : { width: LOGO_SIZE, intrinsicWidth: LOGO_SIZE },
      );
    },
  );

  app.get(
    '/lgw/art/banners/:kind/:index/:file',
    {
      schema: {
        tags: ['games'],
        summary: 'Banner art (SVG) in a language',
        params: z.object({
          kind: z.enum(['home', 'promotion']),
          index: z.coerce.number().int().min(0).max(20),
          file: z.enum(['bn.svg', 'en.svg']),
        }),
      },
    },
    async (request, reply) => {
      const { kind, index, file } = request.params;
      if (index >= BANNER_COUNT[kind]) throw new AppError('NOT_FOUND');
      const lang = file === 'bn.svg' ? 'bn' : 'en';
      const body = svg(`b:${kind}:${index}:${lang}`, () => bannerSvg(kind, index, lang));
      return reply.type('image/svg+xml').header('cache-control', ONE_DAY).send(body);
    },
  );
};
