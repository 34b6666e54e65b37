import { AdminMakeAgentSchema } from '@portal/contracts/agents';
import type {} from '@fastify/rate-limit';
import { z } from 'zod';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminAction } from '@portal/contracts/admin';
import { okEnvelope } from '@portal/contracts/common';
import {
  AdminFeedbackDetailSchema,
  AdminFeedbackPageSchema,
  AdminFeedbackQuerySchema,
  AdminFeedbackReplyCreateSchema,
  FEEDBACK_LIMITS,
  FeedbackPageQuerySchema,
  MemberFeedbackPageSchema,
  MemberFeedbackSchema,
} from '@portal/contracts/feedback';
import { AppError } from '../../lib/app-error.ts';
import { perCallerLimit } from '../../lib/member-rate-limit.ts';
import { readImages, sendImage } from '../../lib/multipart-images.ts';
import { operatorOf } from '../admin/operator-auth.ts';
import { authOf, type GuardOptions } from '../session/session.guard.ts';
import type { FeedbackSubmission, FeedbackService } from './feedback.service.ts';
import { ok, IdParams } from '../../lib/route-kit.ts';

const ImageParams = IdParams.extend({
  imageId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
/** Text fields of the form: content, sender, type, captcha and the captcha's key. */
const FORM_FIELDS = ['content', 'sender', 'type', 'captcha', 'captchaKey'];

/** The form from a multipart body (with "image" files) or a JSON body (without images). */
async function readSubmission(request: FastifyRequest): Promise<FeedbackSubmission> {
  if (request.isMultipart()) {
    const { fields, images } = await readImages(
      request,
      'image',
      FEEDBACK_LIMITS.maxImages,
      FORM_FIELDS.length,
    );
    return { fields, images };
  }
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('BAD_REQUEST_BODY');
  }
  const fields: Record<string, string> = {};
  for (const name of FORM_FIELDS) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === 'string' || typeof value === 'number') fields[name] = String(value);
  }
  return { fields, images: [] };
}

/** The member's feedback: send (spec: PUT /wps/feedback), read their own and its images. */
export const feedbackRoutes: FastifyPluginAsyncZod<{
  feedback: FeedbackService;
  guard: (options?: GuardOptions) => preHandlerAsyncHookHandler;
}> = async (app, opts) => {
  const { feedback, guard } = opts;
  const tags = ['feedback'];
  const member = (request: FastifyRequest) => authOf(request).member;

  app.put(
    '/wps/feedback',
    {
      preHandler: guard(),
      config: perCallerLimit(10),
      schema: {
        tags,
        summary:
          'Send feedback: multipart fields content, type, captcha, captchaKey (sender optional, must be the member) and 0–3 "image" files (PNG or JPEG, ≤ 5 MB each); JSON without images also works',
        response: { 200: okEnvelope(MemberFeedbackSchema) },
      },
    },
    async (request) =>
      ok(
        await feedback.submit(member(request), await readSubmission(request), request.ctx.language),
      ),
  );

  app.get(
    '/wps/feedback',
    {
      preHandler: guard(),
      schema: {
        tags,
        summary: "The member's own feedback with the desk's answers, newest first",
        querystring: FeedbackPageQuerySchema,
        response: { 200: okEnvelope(MemberFeedbackPageSchema) },
      },
    },
    async (request) => ok(await feedback.mine(member(request), request.query)),
  );

  app.get(
    '/wps/feedback/:id/images/:imageId',
    {
      preHandler: guard(),
      schema: {
        tags,
        summary: "An image of the member's own feedback (JPEG)",
        params: ImageParams,
      },
    },
    async (request, reply) =>
      sendImage(
        reply,
        await feedback.memberImage(member(request), request.params.id, request.params.imageId),
      ),
  );
};

/** The console's feedback desk: queue, detail with images, answer, close. */
export const feedbackAdminRoutes: FastifyPluginAsyncZod<{
  feedback: FeedbackService;
  guard: (action?: AdminAction) => preHandlerAsyncHookHandler;
}> = async (app, opts) => {
  const { feedback, guard } = opts;
  const tags = ['admin-feedback'];

  app.get(
    '/wps/admin/feedback',
    {
      preHandler: guard('feedback.read'),
      schema: {
        tags,
        summary: 'Feedback of this white label, oldest first, with how long each has waited',
        querystring: AdminFeedbackQuerySchema,
        response: { 200: okEnvelope(AdminFeedbackPageSchema) },
      },
    },
    async (request) => ok(await feedback.queue(operatorOf(request), request.query)),
  );

  app.get(
    '/wps/admin/feedback/:id',
    {
      preHandler: guard('feedback.read'),
      schema: {
        tags,
        summary: 'One feedback item with its images and answers',
        params: IdParams,
        response: { 200: okEnvelope(AdminFeedbackDetailSchema) },
      },
    },
    async (request) => ok(await feedback.detail(operatorOf(request), request.params.id)),
  );

  app.get(
    '/wps/admin/feedback/:id/images/:imageId',
    {
      preHandler: guard('feedback.read'),
      schema: { tags, summary: 'An image of a feedback item (JPEG)', params: ImageParams },
    },
    async (request, reply) =>
      sendImage(
        reply,
        await feedback.deskImage(operatorOf(request), request.params.id, request.params.imageId),
      ),
  );

  app.post(
    '/wps/admin/feedback/:id/reply',
    {
      preHandler: guard('feedback.reply'),
      schema: {
        tags,
        summary: 'Answer (audited); the member also gets it as a personal message in the inbox',
        params: IdParams,
        body: AdminFeedbackReplyCreateSchema,
        response: { 200: okEnvelope(AdminFeedbackDetailSchema) },
      },
    },
    async (request) =>
      ok(await feedback.reply(operatorOf(request), request.params.id, request.body.content)),
  );

  app.post(
    '/wps/admin/feedback/:id/close',
    {
      preHandler: guard('feedback.reply'),
      schema: {
        tags,
        summary: 'Close an item (audited)',
        params: IdParams,
        response: { 200: okEnvelope(AdminFeedbackDetailSchema) },
      },
    },
    async (request) => ok(await feedback.close(operatorOf(request), request.params.id)),
  );

  app.post(
    '/wps/admin/feedback/:id/approve-agent',
    {
      preHandler: guard('agents.manage'),
      schema: {
        tags,
        summary: 'Approve an agent application (type 6): the member becomes an agent (audited)',
        params: IdParams,
        body: AdminMakeAgentSchema,
        response: { 200: okEnvelope(AdminFeedbackDetailSchema) },
      },
    },
    async (request) =>
      ok(await feedback.approveAgent(operatorOf(request), request.params.id, request.body.type)),
  );
};
