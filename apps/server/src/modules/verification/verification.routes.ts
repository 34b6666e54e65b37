import type {} from '@fastify/rate-limit';
import type {} from '../../plugins/encrypted-body.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { okEnvelope } from '@portal/contracts/common';
import {
  SmsCodeResultSchema,
  SmsNoLoginRequestSchema,
  SmsRegisterRequestSchema,
} from '@portal/contracts/auth';
import { AppError } from '../../lib/app-error.ts';
import type { BotCheck } from '../auth/botcheck.ts';
import type { Caller } from '../auth/login.service.ts';
import type { MemberService } from '../member/member.service.ts';
import { policyOf } from '../system/merchant-policy.ts';
import { parseMobile } from './phone.ts';
import type { VerificationService } from './verification.service.ts';

const tags = ['verification'];
const ONCE_PER_SECOND = { rateLimit: { max: 1, timeWindow: 1000 } };

/** Sms codes for login, forgotten passwords and registration. */
export const verificationRoutes: FastifyPluginAsyncZod<{
  verification: VerificationService;
  members: MemberService;
  botcheck: BotCheck;
  callerOf: (request: FastifyRequest) => Promise<Caller>;
}> = async (app, opts) => {
  async function send(caller: Caller, purpose: 'login' | 'forgot' | 'register', e164: string) {
    return opts.verification.sendCode({
      merchantId: caller.merchant.id,
      siteName: caller.merchant.name,
      language: caller.language,
      channel: 'sms',
      purpose,
      target: e164,
      minutes: policyOf(caller.merchant).smsCodeMinutes,
    });
  }

  app.post(
    '/wps/verification/sms/noLogin',
    {
      config: ONCE_PER_SECOND,
      schema: {
        tags,
        summary: 'Sms code for sms login or a forgotten password (bot check required)',
        body: SmsNoLoginRequestSchema,
        response: { 200: okEnvelope(SmsCodeResultSchema) },
      },
    },
    async (request) => {
      const caller = await opts.callerOf(request);
      await opts.botcheck.verify(request.body.botcheck);
      const mobile = parseMobile(request.body.countryDialingCode, request.body.mobileNum);
      const member = await opts.members.findByMobile(caller.merchant.id, mobile);
      // No account, no sms, but the same answer: the call must not reveal who is registered.
      if (!member) {
        return {
          success: true as const,
          value: { expiredMinutes: policyOf(caller.merchant).smsCodeMinutes },
        };
      }
      return {
        success: true as const,
        value: await send(caller, request.body.purpose, mobile.e164),
      };
    },
  );

  app.post(
    '/wps/verification/sms/register',
    {
      config: ONCE_PER_SECOND,
      schema: {
        tags,
        summary: 'Sms code for mobile registration',
        body: SmsRegisterRequestSchema,
        response: { 200: okEnvelope(SmsCodeResultSchema) },
      },
    },
    async (request) => {
      const caller = await opts.callerOf(request);
      const mobile = parseMobile(request.body.countryDialingCode, request.body.mobileNo);
      if (await opts.members.findByMobile(caller.merchant.id, mobile)) {
        throw new AppError('MEMBER_MOBILE_TAKEN');
      }
      return { success: true as const, value: await send(caller, 'register', mobile.e164) };
    },
  );
};
