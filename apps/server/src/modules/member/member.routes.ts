import type {} from '@fastify/rate-limit';
import type {} from '@fastify/multipart';
import type {} from '../../plugins/encrypted-body.ts';
import sharp from 'sharp';
import { z } from 'zod';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@portal/contracts/common';
import { parseLanguage } from '@portal/contracts/i18n';
import {
  AffiliateCheckSchema,
  ChangePasswordRequestSchema,
  ForgotByEmailRequestSchema,
  ForgotByPhoneRequestSchema,
  LanguageUpdateSchema,
  LoginResultSchema,
  MEMBER_TYPE,
  MemberInfoSchema,
  RegisterRequestSchema,
  RegisterSettingsSchema,
  ResetByEmailTokenRequestSchema,
  TotpConfirmSchema,
  TotpSetupSchema,
} from '@portal/contracts/auth';
import { AppError } from '../../lib/app-error.ts';
import { merchantOf } from '../../plugins/request-context.ts';
import type { Caller } from '../auth/login.service.ts';
import { authOf, type GuardOptions } from '../session/session.guard.ts';
import type { SystemService } from '../system/system.service.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import type { Member, MemberService } from './member.service.ts';
import type { PasswordService } from './password.service.ts';
import type { RegistrationService } from './registration.service.ts';
import { ok } from '../../lib/route-kit.ts';

export interface MemberRoutesOptions {
  members: MemberService;
  registration: RegistrationService;
  passwords: PasswordService;
  system: SystemService;
  ledger: LedgerService;
  callerOf: (request: FastifyRequest) => Promise<Caller>;
  guard: (options?: GuardOptions) => preHandlerAsyncHookHandler;
  /** The member's unread platform messages (member info). */
  unreadMessages: (member: Member) => Promise<number>;
  /** The member's VIP level and its name in the language (member info). */
  vipOf: (member: Member, language: string) => Promise<{ level: number; name: string | null }>;
}

const tags = ['member'];
const Done = okEnvelope(z.null());
export const ICON_MAX_BYTES = 2 * 1024 * 1024;

/** Registration, member info, profile icon, language, passwords and the authenticator. */
export const memberRoutes: FastifyPluginAsyncZod<MemberRoutesOptions> = async (app, opts) => {
  const { guard } = opts;

  app.get(
    '/wps/system/setting/register',
    {
      schema: {
        tags,
        summary: 'Registration field settings',
        response: { 200: okEnvelope(RegisterSettingsSchema) },
      },
    },
    async (request) => ok(await opts.registration.settings(merchantOf(request))),
  );

  app.get(
    '/wps/agent/affiliate',
    {
      schema: {
        tags,
        summary: 'Whether an invitation (affiliate) code belongs to an agent',
        querystring: z.object({ code: z.string().max(64), domain: z.string().max(253).optional() }),
        response: { 200: okEnvelope(AffiliateCheckSchema) },
      },
    },
    async (request) =>
      ok({
        valid: await opts.registration.checkAffiliate(merchantOf(request).id, request.query.code),
      }),
  );

  for (const [url, mode] of [
    ['/wps/member/register', 'username'],
    ['/wps/member/register/mobile', 'mobile'],
  ] as const) {
    app.put(
      url,
      {
        config: { encrypted: true, rateLimit: { max: 10, timeWindow: 60_000 } },
        schema: {
          tags,
          summary: `Register by ${mode} (encrypted)`,
          body: RegisterRequestSchema,
          response: { 200: okEnvelope(LoginResultSchema.nullable()) },
        },
      },
      async (request) =>
        ok(await opts.registration.register(await opts.callerOf(request), mode, request.body)),
    );
  }

  app.get(
    '/wps/member/info',
    {
      preHandler: guard({ allowTrial: true }),
      schema: {
        tags,
        summary: 'The signed-in member',
        response: { 200: okEnvelope(MemberInfoSchema) },
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      const tree = await opts.system.getWhitelabel(merchant.id);
      const member = await authOf(request).fullMember();
      const balance = await opts.ledger.mainBalance(member.id);
      // A trial account has no inbox (the spec: it skips the unread-message fetch).
      const unread = member.type === MEMBER_TYPE.trial ? 0 : await opts.unreadMessages(member);
      const vip = await opts.vipOf(member, request.ctx.language);
      return ok(
        opts.members.info(balance, member, merchant, tree, request.ctx.language, unread, vip),
      );
    },
  );

  app.post(
    '/wps/member/info/icon',
    {
      preHandler: guard(),
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { tags, summary: 'Upload a profile picture (PNG or JPEG, multipart field "file")' },
    },
    async (request) => {
      const file = await request.file({
        limits: { fileSize: ICON_MAX_BYTES, files: 1, fields: 2 },
      });
      if (!file) throw new AppError('UPLOAD_INVALID_IMAGE');
      const input = await file.toBuffer();
      if (file.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE');
      let output: Buffer;
      try {
        // Trust the bytes, not the name or the declared type; re-encoding drops EXIF and payloads.
        const meta = await sharp(input, { limitInputPixels: 40_000_000 }).metadata();
        if (meta.format !== 'png' && meta.format !== 'jpeg') {
          throw new Error('not an image we take');
        }
        output = await sharp(input, { limitInputPixels: 40_000_000 })
          .rotate()
          .resize(256, 256, { fit: 'cover' })
          .jpeg({ quality: 85 })
          .toBuffer();
      } catch {
        throw new AppError('UPLOAD_INVALID_IMAGE');
      }
      const member = authOf(request).member;
      await opts.members.saveIcon(member.id, 'image/jpeg', output);
      const saved = await opts.members.findById(member.id);
      return ok({ iconUrl: `/wps/member/icon/${member.id}?v=${saved?.iconVersion ?? 1}` });
    },
  );

  app.get(
    '/wps/member/icon/:id',
    {
      schema: {
        tags,
        summary: 'A profile picture',
        params: z.object({ id: z.coerce.number().int().positive() }),
      },
    },
    async (request, reply) => {
      const icon = await opts.members.findIcon(request.params.id);
      const owner = icon ? await opts.members.findById(request.params.id) : undefined;
      if (!icon || owner?.merchantId !== merchantOf(request).id) throw new AppError('NOT_FOUND');
      return reply
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .type(icon.contentType)
        .send(icon.data);
    },
  );

  app.put(
    '/wps/member/language',
    {
      preHandler: guard({ allowTrial: true, allowForcedChange: true }),
      schema: {
        tags,
        summary: 'Remember the member’s language',
        body: LanguageUpdateSchema,
        response: { 200: Done },
      },
    },
    async (request) => {
      const language = parseLanguage(request.body.language);
      if (!language) {
        throw new AppError('VALIDATION_FAILED', {
          details: [{ path: 'body.language', message: 'unknown' }],
        });
      }
      await opts.members.update(authOf(request).member.id, { language });
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password',
    {
      preHandler: guard({ allowForcedChange: true }),
      config: { encrypted: true, rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Change password (encrypted); ends every other session',
        body: ChangePasswordRequestSchema,
        response: { 200: Done },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await opts.passwords.change(await auth.fullMember(), auth.sessionId, request.body);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/email',
    {
      config: { rateLimit: { max: 5, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Forgot password: reset link by email (form-encoded)',
        body: ForgotByEmailRequestSchema,
        response: { 200: Done },
      },
    },
    async (request) => {
      await opts.passwords.forgotByEmail(await opts.callerOf(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/reset',
    {
      config: { encrypted: true, rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Set a new password with the emailed link (encrypted)',
        body: ResetByEmailTokenRequestSchema,
        response: { 200: Done },
      },
    },
    async (request) => {
      await opts.passwords.resetByToken(request.body);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/verification',
    {
      config: { encrypted: true, rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Forgot password by phone: code + new password, then logged in (encrypted)',
        body: ForgotByPhoneRequestSchema,
        response: { 200: okEnvelope(LoginResultSchema) },
      },
    },
    async (request) =>
      ok(await opts.passwords.resetByPhone(await opts.callerOf(request), request.body)),
  );

  app.post(
    '/wps/member/totp/setup',
    {
      preHandler: guard(),
      schema: {
        tags,
        summary: 'Start binding an authenticator app',
        response: { 200: okEnvelope(TotpSetupSchema) },
      },
    },
    async (request) =>
      ok(
        await opts.passwords.totpSetup(
          await authOf(request).fullMember(),
          merchantOf(request).name,
        ),
      ),
  );

  app.post(
    '/wps/member/totp/confirm',
    {
      preHandler: guard(),
      schema: {
        tags,
        summary: 'Confirm the authenticator; it cannot be changed afterwards',
        body: TotpConfirmSchema,
        response: { 200: Done },
      },
    },
    async (request) => {
      await opts.passwords.totpConfirm(await authOf(request).fullMember(), request.body.code);
      return ok(null);
    },
  );
};
