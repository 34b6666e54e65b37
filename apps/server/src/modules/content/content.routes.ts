import type {} from '@fastify/multipart';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@portal/contracts/common';
import type { AdminAction } from '@portal/contracts/admin';
import {
  AdminBannerListSchema,
  AdminBannerQuerySchema,
  AdminBannerSchema,
  AdminHelpArticleSchema,
  AdminHelpListSchema,
  BannerImageSchema,
  BannerListSchema,
  BannerQuerySchema,
  BannerReorderSchema,
  BannerWriteSchema,
  HelpArticleWriteSchema,
  HelpCategoryWriteSchema,
  HelpCenterSchema,
  IdParamsSchema,
} from '@portal/contracts/content';
import { AppError } from '../../lib/app-error.ts';
import { readFiles } from '../../lib/multipart-images.ts';
import { BANNER_MAX_BYTES } from '../../lib/proof-image.ts';
import { merchantOf } from '../../plugins/request-context.ts';
import { operatorOf } from '../admin/operator-auth.ts';
import type { BannersService } from './banners.service.ts';
import type { HelpService } from './help.service.ts';
import { ok } from '../../lib/route-kit.ts';

const Deleted = z.object({ id: z.number().int() });
const ImageParams = z.object({ file: z.string().regex(/^[0-9a-f]{64}\.webp$/) });

/** Reads the one image of a multipart upload (field "file"); too large is a 413. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  const { files } = await readFiles(request, {
    fileField: 'file',
    maxFiles: 1,
    maxFields: 2,
    maxBytes: BANNER_MAX_BYTES,
  });
  if (!files[0]) throw new AppError('UPLOAD_INVALID_IMAGE');
  return files[0];
}

/** What the site reads: banners by group, banner images and the help centre. */
export const contentRoutes: FastifyPluginAsyncZod<{
  banners: BannersService;
  help: HelpService;
}> = async (app, opts) => {
  const { banners, help } = opts;
  const tags = ['content'];

  app.get(
    '/wps/system/banners',
    {
      schema: {
        tags,
        summary: 'Enabled banners of some groups (w_home, w_promotion, …), by group and sequence',
        querystring: BannerQuerySchema,
        response: { 200: okEnvelope(BannerListSchema) },
      },
    },
    async (request, reply) => {
      const groups = request.query.groups.split(',').map((g) => g.trim());
      reply.header('cache-control', 'public, max-age=30');
      return ok({ list: await banners.list(merchantOf(request).id, groups) });
    },
  );

  app.get(
    '/wps/content/images/:file',
    {
      schema: {
        tags,
        summary: 'A banner image by the SHA-256 of its bytes (immutable: cached for a year)',
        params: ImageParams,
      },
    },
    async (request, reply) => {
      const image = await banners.image(merchantOf(request).id, request.params.file.slice(0, 64));
      if (!image) throw new AppError('CONTENT_NOT_FOUND');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type(image.contentType)
        .send(image.content);
    },
  );

  app.get(
    '/wps/system/helpCenter',
    {
      schema: {
        tags,
        summary: "The help centre in the request's language: categories and their articles",
        response: { 200: okEnvelope(HelpCenterSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return ok(await help.center(merchantOf(request).id, request.ctx.language));
    },
  );
};

/** The console's banners and help centre (read: content.read; every change: content.write). */
export const contentAdminRoutes: FastifyPluginAsyncZod<{
  banners: BannersService;
  help: HelpService;
  guard: (action?: AdminAction) => preHandlerAsyncHookHandler;
}> = async (app, opts) => {
  const { banners, help, guard } = opts;
  const tags = ['admin-content'];
  const read = guard('content.read');
  const write = guard('content.write');

  app.get(
    '/wps/admin/content/banners',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'Banners of this white label (of one group when named), disabled ones too',
        querystring: AdminBannerQuerySchema,
        response: { 200: okEnvelope(AdminBannerListSchema) },
      },
    },
    async (request) => ok(await banners.adminList(operatorOf(request), request.query.group)),
  );

  app.post(
    '/wps/admin/content/banners',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Add a banner: an uploaded image or a video link from the allowed host (audited)',
        body: BannerWriteSchema,
        response: { 200: okEnvelope(AdminBannerSchema) },
      },
    },
    async (request) => ok(await banners.create(operatorOf(request), request.body)),
  );

  app.put(
    '/wps/admin/content/banners/:id',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Change a banner (audited)',
        params: IdParamsSchema,
        body: BannerWriteSchema,
        response: { 200: okEnvelope(AdminBannerSchema) },
      },
    },
    async (request) =>
      ok(await banners.update(operatorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/wps/admin/content/banners/:id',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Remove a banner (audited)',
        params: IdParamsSchema,
        response: { 200: okEnvelope(Deleted) },
      },
    },
    async (request) => {
      await banners.remove(operatorOf(request), request.params.id);
      return ok({ id: request.params.id });
    },
  );

  app.post(
    '/wps/admin/content/banners/reorder',
    {
      preHandler: write,
      schema: {
        tags,
        summary: "New order of a group's banners: every id of the group once (audited)",
        body: BannerReorderSchema,
        response: { 200: okEnvelope(AdminBannerListSchema) },
      },
    },
    async (request) => ok(await banners.reorder(operatorOf(request), request.body)),
  );

  app.post(
    '/wps/admin/content/banner-images',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Upload a banner image (multipart field "file": PNG or JPEG by content, ≤ 5 MB)',
        response: { 200: okEnvelope(BannerImageSchema) },
      },
    },
    async (request) => ok(await banners.upload(operatorOf(request), await readUpload(request))),
  );

  app.get(
    '/wps/admin/content/help',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'Help centre categories and articles, every language',
        response: { 200: okEnvelope(AdminHelpListSchema) },
      },
    },
    async (request) => ok(await help.adminList(operatorOf(request))),
  );

  app.post(
    '/wps/admin/content/help/categories',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Add a help category (audited)',
        body: HelpCategoryWriteSchema,
        response: { 200: okEnvelope(AdminHelpListSchema) },
      },
    },
    async (request) => ok(await help.createCategory(operatorOf(request), request.body)),
  );

  app.put(
    '/wps/admin/content/help/categories/:id',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Change a help category (audited)',
        params: IdParamsSchema,
        body: HelpCategoryWriteSchema,
        response: { 200: okEnvelope(AdminHelpListSchema) },
      },
    },
    async (request) =>
      ok(await help.updateCategory(operatorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/wps/admin/content/help/categories/:id',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Remove a help category and its articles (audited)',
        params: IdParamsSchema,
        response: { 200: okEnvelope(AdminHelpListSchema) },
      },
    },
    async (request) => ok(await help.deleteCategory(operatorOf(request), request.params.id)),
  );

  app.post(
    '/wps/admin/content/help/articles',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Add a help article; its HTML is sanitised before it is stored (audited)',
        body: HelpArticleWriteSchema,
        response: { 200: okEnvelope(AdminHelpArticleSchema) },
      },
    },
    async (request) => ok(await help.createArticle(operatorOf(request), request.body)),
  );

  app.put(
    '/wps/admin/content/help/articles/:id',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Change a help article; its HTML is sanitised before it is stored (audited)',
        params: IdParamsSchema,
        body: HelpArticleWriteSchema,
        response: { 200: okEnvelope(AdminHelpArticleSchema) },
      },
    },
    async (request) =>
      ok(await help.updateArticle(operatorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/wps/admin/content/help/articles/:id',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Remove a help article (audited)',
        params: IdParamsSchema,
        response: { 200: okEnvelope(Deleted) },
      },
    },
    async (request) => {
      await help.deleteArticle(operatorOf(request), request.params.id);
      return ok({ id: request.params.id });
    },
  );
};
