import { randomBytes } from 'node:crypto';
import {
  DEFAULT_WEAK_PASSWORD,
  MEMBER_TYPE,
  REGISTER_FIELDS,
  type LoginResult,
  type RegisterField,
  type RegisterSettings,
} from '@portal/contracts/auth';
import { fieldIssueMessage, validateField, type PatternId } from '@portal/contracts/patterns';
import { isModuleEnabled } from '@portal/contracts/system';
import { errorMessage } from '@portal/contracts/errors';
import type { Db } from '../../db/client.ts';
import { AppError, type FieldError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { resolveAffiliateCode } from '../agents/affiliate.service.ts';
import type { OpenDownline, OpenDownlineResult } from '@portal/contracts/agent-team';
import type { BotCheck } from '../auth/botcheck.ts';
import type { CaptchaService } from '../auth/captcha.ts';
import type { Caller, LoginService } from '../auth/login.service.ts';
import { policyOf } from '../system/merchant-policy.ts';
import type { SystemService } from '../system/system.service.ts';
import { parseMobile, type Mobile } from '../verification/phone.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import type { MemberService } from './member.service.ts';
import { effectiveFieldSettings } from './register-settings.ts';

export type RegisterMode = 'username' | 'mobile';

/** Profile fields kept as they are typed, in the member's profile document. */
const PROFILE_FIELDS = [
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'zalo',
  'telegram',
  'recommenderId',
] as const;

export type RegistrationService = ReturnType<typeof createRegistrationService>;

/** Registration by username or by mobile, validated by the white label's field settings. */
export function createRegistrationService(deps: {
  db: Db;
  members: MemberService;
  login: LoginService;
  verification: VerificationService;
  captcha: CaptchaService;
  botcheck: BotCheck;
  system: SystemService;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  /** GET /wps/system/setting/register */
  async function settings(merchant: Caller['merchant']): Promise<RegisterSettings> {
    const tree = await deps.system.getWhitelabel(merchant.id);
    const stored = await deps.members.listFieldSettings(merchant.id);
    const policy = policyOf(merchant);
    return {
      fields: effectiveFieldSettings(stored),
      captcha: policy.registerCaptcha,
      smsVerification: isModuleEnabled(tree, 'REGMOBVERF3'),
      usernameRegistration: isModuleEnabled(tree, 'USERNAMEREG3'),
      mobileRegistration: isModuleEnabled(tree, 'MOBILENUMREG3'),
      minimumAge: policy.minimumAge,
      countryDialingCode: policy.countryDialingCode,
    };
  }

  function validate(
    body: Partial<Record<RegisterField, string>>,
    fields: RegisterSettings['fields'],
    language: string,
    skip: ReadonlySet<RegisterField>,
  ): { values: Partial<Record<RegisterField, string>>; errors: FieldError[] } {
    const values: Partial<Record<RegisterField, string>> = {};
    const errors: FieldError[] = [];
    for (const field of REGISTER_FIELDS) {
      const setting = fields[field];
      if (!setting.enabled || skip.has(field)) continue;
      const raw = body[field] ?? '';
      const value =
        field === 'password' || field === 'confirmPassword' || field === 'paymentPassword'
          ? raw
          : raw.trim();
      const issue = validateField(value, {
        patternId: setting.patternId as PatternId,
        minLength: setting.minLength,
        maxLength: setting.maxLength,
        required: setting.required,
      });
      if (issue) {
        errors.push({ path: `body.${field}`, message: fieldIssueMessage(issue, language) });
      } else if (value) values[field] = value;
    }
    return { values, errors };
  }

  /** PUT /wps/member/register and /wps/member/register/mobile */
  async function register(
    caller: Caller,
    mode: RegisterMode,
    body: Partial<
      Record<
        | RegisterField
        | 'referralCode'
        | 'verificationCode'
        | 'captcha'
        | 'captchaKey'
        | 'botcheck'
        | 'countryDialingCode'
        | 'registerUrl'
        | 'registerMethod',
        string
      >
    > & {
      termsAccepted: boolean;
      login: boolean;
    },
  ): Promise<LoginResult | null> {
    const { merchant } = caller;
    const config = await settings(merchant);
    const tree = await deps.system.getWhitelabel(merchant.id);
    if (mode === 'username' ? !config.usernameRegistration : !config.mobileRegistration) {
      throw new AppError('MEMBER_REGISTRATION_DISABLED');
    }
    if (!body.termsAccepted) throw new AppError('MEMBER_TERMS_REQUIRED');

    let mobile: Mobile | undefined;
    const passwordNeeded = mode === 'username' || isModuleEnabled(tree, 'MOBILENUMPASSREG3');
    const skip = new Set<RegisterField>();
    if (mode === 'mobile') {
      skip.add('username');
      if (!passwordNeeded) (['password', 'confirmPassword'] as const).forEach((f) => skip.add(f));
    }
    const { values, errors } = validate(body, config.fields, caller.language, skip);
    if (mode === 'mobile') {
      try {
        mobile = parseMobile(
          body.countryDialingCode ?? config.countryDialingCode,
          body.mobileNum ?? '',
        );
      } catch {
        errors.push({
          path: 'body.mobileNum',
          message: errorMessage('SMS_INVALID_PHONE', caller.language),
        });
      }
    } else if (values.mobileNum) {
      try {
        mobile = parseMobile(
          body.countryDialingCode ?? config.countryDialingCode,
          values.mobileNum,
        );
      } catch {
        errors.push({
          path: 'body.mobileNum',
          message: errorMessage('SMS_INVALID_PHONE', caller.language),
        });
      }
    }
    const confirmFlagged = errors.some((e) => e.path === 'body.confirmPassword');
    if (
      passwordNeeded &&
      !confirmFlagged &&
      (body.password ?? '') !== (body.confirmPassword ?? '')
    ) {
      errors.push({
        path: 'body.confirmPassword',
        message: errorMessage('AUTH_PASSWORD_MISMATCH', caller.language),
      });
    }
    if (values.birthday && !oldEnough(values.birthday, config.minimumAge, now())) {
      errors.push({
        path: 'body.birthday',
        message: errorMessage('MEMBER_TERMS_REQUIRED', caller.language),
      });
    }
    if (errors.length) throw new AppError('VALIDATION_FAILED', { details: errors });
    if (passwordNeeded && values.password === DEFAULT_WEAK_PASSWORD) {
      throw new AppError('AUTH_PASSWORD_WEAK');
    }

    await deps.botcheck.verify(body.botcheck);
    if (config.captcha) await deps.captcha.verify(merchant.id, body.captchaKey, body.captcha);

    let uplineId: number | null = null;
    let affiliateLinkId: number | null = null;
    if (values.affiliateCode) {
      const affiliate = await resolveAffiliateCode(
        deps.db,
        merchant.id,
        values.affiliateCode.toUpperCase(),
      );
      if (!affiliate) throw new AppError('AFFILIATE_INVALID');
      uplineId = affiliate.agentId;
      affiliateLinkId = affiliate.linkId;
    } else if (body.referralCode?.trim()) {
      // A stale referral link must not stop a sign-up: an unknown code is ignored.
      const referrer = await deps.members.findByReferralCode(
        merchant.id,
        body.referralCode.trim().toUpperCase(),
      );
      uplineId = referrer?.id ?? null;
    }

    // Registered and verified through the SMS channel (what a registration bonus may ask).
    const smsVerified = mode === 'mobile' && mobile !== undefined && config.smsVerification;
    if (smsVerified) {
      await deps.verification.checkCode({
        merchantId: merchant.id,
        channel: 'sms',
        purpose: 'register',
        target: mobile!.e164,
        code: (body.verificationCode ?? '').trim(),
      });
    }

    const profile: Record<string, string> = {};
    for (const field of PROFILE_FIELDS) if (values[field]) profile[field] = values[field];
    const member = await deps.members.create({
      merchantId: merchant.id,
      username:
        mode === 'mobile' ? (body.mobileNum ?? '').replace(/[\s()-]/g, '') : values.username!,
      passwordHash: await hashPassword(
        passwordNeeded ? values.password! : randomBytes(24).toString('base64url'),
      ),
      nickname: values.nickname ?? null,
      payeeName: values.payeeName ?? null,
      fullname: values.fullname ?? null,
      email: values.email?.toLowerCase() ?? null,
      countryDialingCode: mobile?.countryCode ?? null,
      mobileNum: mobile?.nationalNumber ?? null,
      mobileVerifiedAt: smsVerified ? new Date() : null,
      birthday: values.birthday ?? null,
      profile,
      uplineId,
      affiliateCode: values.affiliateCode?.toUpperCase() ?? null,
      affiliateLinkId,
      paymentPasswordHash: values.paymentPassword
        ? await hashPassword(values.paymentPassword)
        : null,
      language: caller.language,
      registerIp: caller.ip,
      registerUrl: body.registerUrl?.slice(0, 2048) ?? null,
      registerMethod: body.registerMethod ?? 'WEB',
    });
    return body.login ? deps.login.completeLogin(caller, member, 'member') : null;
  }

  /** GET /wps/agent/affiliate: whether an invitation code belongs to an agent of this site. */
  async function checkAffiliate(merchantId: number, code: string): Promise<boolean> {
    const trimmed = code.trim().toUpperCase();
    if (!/^[A-Z0-9]{4,16}$/.test(trimmed)) return false;
    return (await resolveAffiliateCode(deps.db, merchantId, trimmed)) !== undefined;
  }

  /**
   * PUT /wps/agent/downlines (registerCenter): an agent opens an account under itself, a player
   * or a sub-agent of its own type. The username and password follow the white label's
   * registration rules; no bot check (the agent is signed in), no login for the new member.
   */
  async function openDownline(
    caller: Caller,
    agent: { id: number; type: number },
    body: OpenDownline,
  ): Promise<OpenDownlineResult> {
    const config = await settings(caller.merchant);
    const only = new Set<RegisterField>(['username', 'password', 'confirmPassword']);
    const fields = { ...config.fields };
    for (const name of only) fields[name] = { ...fields[name], enabled: true, required: true };
    const skip = new Set(REGISTER_FIELDS.filter((f) => !only.has(f)));
    const { values, errors } = validate(body, fields, caller.language, skip);
    if (
      !errors.some((e) => e.path === 'body.confirmPassword') &&
      body.password !== body.confirmPassword
    ) {
      errors.push({
        path: 'body.confirmPassword',
        message: errorMessage('AUTH_PASSWORD_MISMATCH', caller.language),
      });
    }
    if (errors.length) throw new AppError('VALIDATION_FAILED', { details: errors });
    if (values.password === DEFAULT_WEAK_PASSWORD) throw new AppError('AUTH_PASSWORD_WEAK');
    const member = await deps.members.create({
      merchantId: caller.merchant.id,
      username: values.username!,
      type: body.kind === 'AGENT' ? agent.type : MEMBER_TYPE.member,
      passwordHash: await hashPassword(values.password!),
      profile: {},
      uplineId: agent.id,
      language: caller.language,
      registerIp: caller.ip,
      registerMethod: 'AGENT',
    });
    return { id: member.id, username: member.username, isAgent: body.kind === 'AGENT' };
  }

  return { settings, register, checkAffiliate, openDownline };
}

function oldEnough(birthday: string, minimumAge: number, today: Date): boolean {
  const [y, m, d] = birthday.split('-').map(Number);
  if (!y || !m || !d) return false;
  const limit = new Date(Date.UTC(y + minimumAge, m - 1, d));
  return limit.getTime() <= today.getTime();
}
