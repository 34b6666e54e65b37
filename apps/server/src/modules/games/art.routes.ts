import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { merchantOf } from '../../plugins/request-context.ts';
import type { CatalogService } from './catalog.service.ts';
import type { CategoryCode } from './catalog/catalog-data.ts';
import { BANNER_COUNT, bannerSvg, gameIconSvg, vendorLogoSvg } from './catalog/artwork.ts';

const Code = z.string().regex(/^[A-Za-z0-9_]{2,40}$/);
const ONE_DAY = 'public, max-age=86400';

/**
 * Generated artwork (original SVG, see catalog/artwork.ts): game icons, vendor logos and banner
 * art, drawn from the catalog row so a renamed game gets a new picture.
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

  app.get(
    '/lgw/art/games/:vendor/:file',
    {
      schema: {
        tags: ['games'],
        summary: 'Game icon (SVG)',
        params: z.object({ vendor: Code, file: z.string().regex(/^[A-Za-z0-9_]{2,40}\.svg$/) }),
      },
    },
    async (request, reply) => {
      const code = request.params.file.slice(0, -4);
      const snap = await opts.catalog.snapshot(merchantOf(request).id);
      const game = snap.games.find((g) => g.vendor === request.params.vendor && g.code === code);
      if (!game) throw new AppError('GAME_NOT_FOUND');
      const body = svg(`g:${game.vendor}:${game.code}:${game.nameEn}:${game.category}`, () =>
        gameIconSvg({
          vendor: game.vendor,
          code: game.code,
          category: game.category as CategoryCode,
          name: { en: game.nameEn, bn: game.nameBn },
        }),
      );
      return reply.type('image/svg+xml').header('cache-control', ONE_DAY).send(body);
    },
  );

  app.get(
    '/lgw/art/vendors/:file',
    {
      schema: {
        tags: ['games'],
        summary: 'Vendor logo (SVG)',
        params: z.object({ file: z.string().regex(/^[A-Z0-9_]{2,16}\.svg$/) }),
      },
    },
    async (request, reply) => {
      const code = request.params.file.slice(0, -4);
      const snap = await opts.catalog.snapshot(merchantOf(request).id);
      const vendor = snap.vendorByCode.get(code);
      if (!vendor) throw new AppError('GAME_VENDOR_UNKNOWN');
      const body = svg(`v:${vendor.code}:${vendor.nameEn}:${vendor.brandColor}`, () =>
        vendorLogoSvg({
          code: vendor.code,
          name: { en: vendor.nameEn, bn: vendor.nameBn },
          brandColor: vendor.brandColor,
        }),
      );
      return reply.type('image/svg+xml').header('cache-control', ONE_DAY).send(body);
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
