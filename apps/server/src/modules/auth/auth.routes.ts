import type {} from '@fastify/rate-limit';
import type {} from '../../plugins/encrypted-body.ts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@portal/contracts/common';
import {
  LoginRequestSchema,
  LoginResultSchema,
  PublicKeySchema,
  SendLoginCodeRequestSchema,
  SmsCodeResultSchema,
  VerifyLoginRequestSchema,
  FreePlayRequestSchema,
} from '@portal/contracts/auth';
import { merchantOf } from '../../plugins/request-context.ts';
import { authOf, type GuardOptions } from '../session/session.guard.ts';
import type { SessionService } from '../session/session.service.ts';
import type { BotCheck } from './botcheck.ts';
import type { CaptchaService } from './captcha.ts';
import type { Caller, LoginService } from './login.service.ts';
import type { CryptoEnvelope } from './crypto-envelope.ts';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ok } from '../../lib/route-kit.ts';

export interface AuthRoutesOptions {
  login: LoginService;
  sessions: SessionService;
  captcha: CaptchaService;
  botcheck: BotCheck;
  envelope: CryptoEnvelope;
  callerOf: (request: FastifyRequest) => Promise<Caller>;
  guard: (options?: GuardOptions) => preHandlerAsyncHookHandler;
}

const tags = ['session'];
/** Spec: captcha refresh and sms sends at most once per second. */
const ONCE_PER_SECOND = { rateLimit: { max: 1, timeWindow: 1000 } };

/** Sessions: public key, captcha, bot check, login (with new-IP verification), free play, logout. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  app.get(
    '/wps/system/publicKey',
    {
      schema: {
        tags,
        summary: 'RSA key for encrypted calls',
        response: { 200: okEnvelope(PublicKeySchema) },
      },
    },
    () => ok(opts.envelope.publicKey()),
  );

  app.get(
    '/wps/captcha',
    {
      config: ONCE_PER_SECOND,
      schema: {
        tags,
        summary: 'A captcha image (value: data URL of a PNG) for the client-chosen key',
        querystring: z.object({ key: z.string().regex(/^[\w-]{8,64}$/) }),
        response: { 200: okEnvelope(z.string()) },
      },
    },
    async (request) => ok(await opts.captcha.issue(merchantOf(request).id, request.query.key)),
  );

  app.get(
    '/wps/botcheck/challenge',
    { schema: { tags, summary: 'Proof-of-work bot-check challenge (ALTCHA protocol)' } },
    async () => ok(await opts.botcheck.challenge()),
  );

  app.post(
    '/wps/session/login',
    {
      config: { encrypted: true, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Log in (encrypted). With verification set, finish with /wps/session/login/verify',
        body: LoginRequestSchema.extend({ area: z.enum(['member', 'agent']).default('member') }),
        response: { 200: okEnvelope(LoginResultSchema) },
      },
    },
    async (request) => ok(await opts.login.login(await opts.callerOf(request), request.body)),
  );

  app.post(
    '/wps/session/login/verify',
    {
      config: { encrypted: true, rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Second step after a login from a new address (encrypted)',
        body: VerifyLoginRequestSchema.extend({
          area: z.enum(['member', 'agent']).default('member'),
        }),
        response: { 200: okEnvelope(LoginResultSchema) },
      },
    },
    async (request) =>
      ok(
        await opts.login.verifyLogin(await opts.callerOf(request), request.body, request.body.area),
      ),
  );

  app.post(
    '/wps/session/login/verify/send',
    {
      config: ONCE_PER_SECOND,
      schema: {
        tags,
        summary: 'Send the new-address verification code by sms or email',
        body: SendLoginCodeRequestSchema,
        response: { 200: okEnvelope(SmsCodeResultSchema) },
      },
    },
    async (request) =>
      ok(await opts.login.sendLoginCode(await opts.callerOf(request), request.body)),
  );

  app.post(
    '/wps/session/login/freeplay',
    {
      config: { rateLimit: { max: 5, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Free-play (trial, type 4) login',
        body: FreePlayRequestSchema.optional(),
        response: { 200: okEnvelope(LoginResultSchema) },
      },
    },
    async (request) => ok(await opts.login.freePlay(await opts.callerOf(request))),
  );

  app.delete(
    '/wps/session/logout',
    {
      preHandler: opts.guard({ allowForcedChange: true, allowTrial: true }),
      schema: { tags, summary: 'End this session', response: { 200: okEnvelope(z.null()) } },
    },
    async (request) => {
      await opts.sessions.revoke(authOf(request).sessionId, 'logout');
      return ok(null);
    },
  );
};
