import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PageQuerySchema, pageOf } from '@portal/contracts/admin';
import { okEnvelope } from '@portal/contracts/common';
import { PublicPromotionSchema } from '@portal/contracts/loyalty';
import {
  APPLICATION_LIMITS,
  ApplicationSchema,
  ClaimRequestSchema,
  ClaimResultSchema,
  ClaimableSchema,
  ForfeitRequestSchema,
  ForfeitResultSchema,
} from '@portal/contracts/promotions';
import { AppError } from '../../lib/app-error.ts';
import { perCallerLimit } from '../../lib/member-rate-limit.ts';
import { readImages, sendImage, type UploadedImage } from '../../lib/multipart-images.ts';
import { merchantOf } from '../../plugins/request-context.ts';
import { authOf, type GuardOptions } from '../session/session.guard.ts';
import type { ForfeitService } from './forfeit.service.ts';
import type { PromotionsService } from './promotions.service.ts';
import { ok } from '../../lib/route-kit.ts';

const Id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53 - 1);

/** An application from a multipart body (comment, "image" files) or a JSON body ({ comment }). */
async function readApplication(
  request: FastifyRequest,
): Promise<{ comment: string; images: UploadedImage[] }> {
  if (request.isMultipart()) {
    const { fields, images } = await readImages(request, 'image', APPLICATION_LIMITS.maxImages, 1);
    return { comment: fields.comment ?? '', images };
  }
  const body = request.body as { comment?: unknown } | null;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('BAD_REQUEST_BODY');
  }
  if (body.comment !== undefined && typeof body.comment !== 'string') {
    throw new AppError('VALIDATION_FAILED', {
      details: [{ path: 'body.comment', message: 'a comment is text' }],
    });
  }
  return { comment: body.comment ?? '', images: [] };
}

/**
 * The member's side of promotions: the promotions page with the member's activity state on each,
 * rewards to claim and the claim, applications with images, and the member's applications.
 */
export const promotionsRoutes: FastifyPluginAsyncZod<{
  promotions: PromotionsService;
  forfeit: ForfeitService;
  guard: (options?: GuardOptions) => preHandlerAsyncHookHandler;
}> = async (app, opts) => {
  const { promotions, guard } = opts;
  const tags = ['loyalty'];

  app.get(
    '/wps/loyalty/promotions',
    {
      // Visitors read the promotions page too.
      preHandler: guard({ optional: true, allowTrial: true, allowForcedChange: true }),
      schema: {
        tags,
        summary:
          'The promotions running, coming and lately closed, with terms, rates and (signed in) the member’s activity state, in the request language',
        response: { 200: okEnvelope(z.array(PublicPromotionSchema)) },
      },
    },
    async (request) =>
      ok(
        await promotions.page(
          merchantOf(request).id,
          request.auth?.member.id ?? null,
          request.ctx.language,
        ),
      ),
  );

  app.get(
    '/wps/loyalty/claimable',
    {
      preHandler: guard(),
      schema: {
        tags,
        summary: 'Rewards the member can claim now (reward centre and its badge)',
        response: { 200: okEnvelope(z.array(ClaimableSchema)) },
      },
    },
    async (request) =>
      ok(
        await promotions.claimables(
          merchantOf(request),
          authOf(request).member.id,
          request.ctx.language,
        ),
      ),
  );

  app.post(
    '/wps/loyalty/promotions/:id/claim',
    {
      preHandler: guard(),
      config: perCallerLimit(30),
      schema: {
        tags,
        summary:
          'Claim a reward (a fixed reward, the registration bonus): paid at once; a retry with the same request id answers the first result',
        params: z.object({ id: Id }),
        body: ClaimRequestSchema,
        response: { 200: okEnvelope(ClaimResultSchema) },
      },
    },
    async (request) =>
      ok(
        await promotions.claim(
          merchantOf(request),
          authOf(request).member.id,
          request.params.id,
          request.body.requestId,
        ),
      ),
  );

  app.post(
    '/wps/loyalty/promotions/:id/apply',
    {
      preHandler: guard(),
      config: perCallerLimit(10),
      schema: {
        tags,
        summary:
          'Apply for a promotion: multipart field comment (≤ 140 characters) and 0–3 "image" files (PNG or JPEG, ≤ 5 MB each) as the promotion asks; JSON { comment } without images also works',
        params: z.object({ id: Id }),
        response: { 200: okEnvelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) =>
      ok(
        await promotions.apply(
          merchantOf(request),
          authOf(request).member.id,
          request.params.id,
          await readApplication(request),
        ),
      ),
  );

  app.post(
    '/wps/loyalty/grants/:id/forfeit',
    {
      preHandler: guard(),
      // Gives money up: encrypted and limited per member like the cashier's money calls.
      config: { encrypted: true, ...perCallerLimit(30) },
      schema: {
        tags,
        summary:
          'Give up a bonus whose wagering is still open (payment password, encrypted): the bonus, at most the balance, goes back and its requirement closes',
        params: z.object({ id: Id }),
        body: ForfeitRequestSchema,
        response: { 200: okEnvelope(ForfeitResultSchema) },
      },
    },
    async (request) =>
      ok(
        await opts.forfeit.forfeitByMember(
          merchantOf(request),
          await authOf(request).fullMember(),
          request.params.id,
          request.body.paymentPassword,
        ),
      ),
  );

  app.get(
    '/wps/loyalty/applications',
    {
      preHandler: guard(),
      schema: {
        tags,
        summary: "The member's promotion applications, newest first",
        querystring: PageQuerySchema,
        response: { 200: okEnvelope(pageOf(ApplicationSchema)) },
      },
    },
    async (request) =>
      ok(
        await promotions.applications(
          merchantOf(request),
          authOf(request).member.id,
          request.ctx.language,
          request.query,
        ),
      ),
  );

  app.get(
    '/wps/loyalty/applications/:id/images/:imageId',
    {
      preHandler: guard(),
      schema: {
        tags,
        summary: "An image of the member's own application",
        params: z.object({ id: Id, imageId: Id }),
      },
    },
    async (request, reply) => {
      const member = authOf(request).member;
      return sendImage(
        reply,
        await promotions.memberImage(
          { merchantId: member.merchantId, memberId: member.id },
          request.params.id,
          request.params.imageId,
        ),
      );
    },
  );
};
