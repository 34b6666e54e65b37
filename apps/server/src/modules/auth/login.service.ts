import {
  DEFAULT_WEAK_PASSWORD,
  MEMBER_TYPE,
  isAgentType,
  type LoginResult,
  type VerificationChallenge,
} from '@portal/contracts/auth';
import { isModuleEnabled } from '@portal/contracts/system';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { matchTotpStep } from '../../lib/totp.ts';
import type { Member, MemberService } from '../member/member.service.ts';
import { usernameKey } from '../member/member.service.ts';
import type { SessionArea, SessionService } from '../session/session.service.ts';
import { policyOf } from '../system/merchant-policy.ts';
import type { Merchant, SystemService } from '../system/system.service.ts';
import { parseMobile } from '../verification/phone.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import type { AttemptLimits, LimitRule } from './attempt-limits.ts';
import * as repo from './auth.repo.ts';
import type { BotCheck } from './botcheck.ts';
import type { CaptchaService } from './captcha.ts';

/** A hard block per address: 100 failed logins in an hour lock that address out for an hour. */
export const LOGIN_IP_LIMIT: LimitRule = {
  scope: 'login-ip',
  max: 100,
  windowMs: 3_600_000,
  lockMs: 3_600_000,
};
const CAPTCHA_WINDOW_MS = 15 * 60_000;

/**
 * Failures on an account only raise a captcha and the bot check for it (for 15 minutes): a
 * stranger can never lock the owner out, and every further guess costs a solved captcha.
 */
const accountLimit = (captchaAfterFailures: number): LimitRule => ({
  scope: 'login-account',
  max: captchaAfterFailures,
  windowMs: CAPTCHA_WINDOW_MS,
  lockMs: CAPTCHA_WINDOW_MS,
});
const TICKET_TTL_MS = 10 * 60_000;
const MAX_TICKET_TRIES = 5;

export interface Caller {
  merchant: Merchant;
  ip: string;
  userAgent: string | undefined;
  language: string;
  /** https://host of this white label for links in messages: never taken from an unknown Host. */
  origin: string;
}

export interface LoginDeps {
  db: Db;
  members: MemberService;
  sessions: SessionService;
  verification: VerificationService;
  captcha: CaptchaService;
  botcheck: BotCheck;
  system: SystemService;
  limits: AttemptLimits;
  now?: () => Date;
}

/** Loose equality for bank account names: case, spacing and surrounding blanks do not matter. */
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

export type LoginService = ReturnType<typeof createLoginService>;

/** Logging in: passwords, sms codes, captcha and brute-force limits, new-IP verification, free play. */
export function createLoginService(deps: LoginDeps) {
  const now = deps.now ?? (() => new Date());

  async function flags(merchant: Merchant) {
    const tree = await deps.system.getWhitelabel(merchant.id);
    return (key: string) => isModuleEnabled(tree, key);
  }

  function sessionUser(member: Member): LoginResult['user'] {
    return {
      userName: member.username,
      type: member.type,
      isAgent: isAgentType(member.type),
      isTrial: member.type === MEMBER_TYPE.trial,
    };
  }

  /** Issues the session (a new token every time: rotation) and books the successful login. */
  async function completeLogin(
    caller: Caller,
    member: Member,
    area: SessionArea,
    opts: { mustChangePassword?: boolean; passwordExpired?: boolean } = {},
  ): Promise<LoginResult> {
    const policy = policyOf(caller.merchant);
    const t = now();
    const { token } = await deps.sessions.create({
      merchantId: caller.merchant.id,
      memberId: member.id,
      area,
      ip: caller.ip,
      userAgent: caller.userAgent,
      limits: {
        idleMinutes: policy.sessionIdleMinutes,
        absoluteHours: policy.sessionAbsoluteHours,
      },
    });
    const mustChangePassword = member.mustChangePassword || opts.mustChangePassword === true;
    await deps.members.update(member.id, {
      lastLoginAt: t,
      firstLoginAt: member.firstLoginAt ?? t,
      mustChangePassword,
    });
    await repo.rememberIp(deps.db, member.id, caller.ip, t);
    await repo.recordAttempt(deps.db, {
      merchantId: caller.merchant.id,
      memberId: member.id,
      usernameKey: member.usernameKey,
      ip: caller.ip,
      success: true,
      userAgent: caller.userAgent?.slice(0, 512) ?? null,
    });
    return {
      token,
      firstTimeLogin: member.firstLoginAt === null,
      passwordExpired: opts.passwordExpired === true,
      mustChangePassword,
      user: sessionUser(member),
      verification: null,
    };
  }

  async function fail(caller: Caller, key: string, memberId: number | null, reason: string) {
    await repo.recordAttempt(deps.db, {
      merchantId: caller.merchant.id,
      memberId,
      usernameKey: key,
      ip: caller.ip,
      success: false,
      reason,
      userAgent: caller.userAgent?.slice(0, 512) ?? null,
    });
  }

  /** Methods a member can use to prove a new address is theirs. */
  function verificationMethods(member: Member): VerificationChallenge['methods'] {
    const methods: VerificationChallenge['methods'] = [];
    if (member.mobileNum) methods.push('sms');
    if (member.email) methods.push('email');
    if (member.totpConfirmedAt && member.totpSecret) methods.push('totp');
    return methods;
  }

  /** POST /wps/session/login */
  async function login(
    caller: Caller,
    input: {
      username: string;
      password: string;
      type: 'username' | 'sms';
      countryDialingCode?: string | undefined;
      captcha?: string | undefined;
      captchaKey?: string | undefined;
      botcheck?: string | undefined;
      area: SessionArea;
    },
  ): Promise<LoginResult> {
    const { merchant } = caller;
    const policy = policyOf(merchant);
    const isOn = await flags(merchant);
    const login = input.username.trim();
    if (!login || !input.password) throw new AppError('AUTH_INVALID_CREDENTIALS');
    const t = now().getTime();
    const key = usernameKey(login);

    // Every try from an address is counted before anything is checked (a right one is given
    // back), so parallel guesses cannot outrun the block.
    const fromIp = await deps.limits.claim(LOGIN_IP_LIMIT, caller.ip);
    if (!fromIp.allowed) throw tooManyAttempts(fromIp.lockedUntil);

    let member: Member | undefined;
    if (input.type === 'sms') {
      if (!isOn('SMSLOGIN3')) throw new AppError('AUTH_METHOD_DISABLED');
      const mobile = parseMobile(input.countryDialingCode ?? policy.countryDialingCode, login);
      member = await deps.members.findByMobile(merchant.id, mobile);
      try {
        await deps.verification.checkCode({
          merchantId: merchant.id,
          channel: 'sms',
          purpose: 'login',
          target: mobile.e164,
          code: input.password.trim(),
        });
      } catch (err) {
        await fail(caller, key, member?.id ?? null, 'sms-code');
        throw err;
      }
      await deps.limits.refund(LOGIN_IP_LIMIT, caller.ip);
      if (!member) throw new AppError('MEMBER_NOT_FOUND');
    } else {
      const account = accountLimit(policy.captchaAfterFailures);
      const accountKey = `${merchant.id}:${key}`;
      const free = await deps.limits.claim(account, accountKey);
      // The address's captcha counts its failures, not its tries in flight: one shared address
      // (a carrier's NAT) logging many members in at once is not asked for a captcha.
      const ipFailures = await repo.countIpFailures(
        deps.db,
        caller.ip,
        new Date(t - CAPTCHA_WINDOW_MS),
      );
      const needsCaptcha = !free.allowed || ipFailures >= policy.captchaAfterFailures;
      try {
        if (needsCaptcha) {
          await deps.captcha.verify(merchant.id, input.captchaKey, input.captcha);
        }
        await deps.botcheck.verify(input.botcheck);
      } catch (err) {
        // No password was compared: the tries are given back (the route limit bounds volume).
        await deps.limits.refund(LOGIN_IP_LIMIT, caller.ip);
        if (free.allowed) await deps.limits.refund(account, accountKey);
        throw err;
      }
      const mobile = /^\+?\d{6,15}$/.test(login)
        ? safeMobile(input.countryDialingCode ?? policy.countryDialingCode, login)
        : undefined;
      member = await deps.members.findForLogin(merchant.id, login, mobile);
      const ok = await verifyPassword(
        member?.passwordHash ?? (await dummyPasswordHash()),
        input.password,
      );
      if (!member || !ok) {
        await fail(caller, key, member?.id ?? null, 'password');
        const nowNeedsCaptcha =
          needsCaptcha ||
          (free.allowed && free.lockedUntil !== null) ||
          ipFailures + 1 >= policy.captchaAfterFailures;
        throw new AppError('AUTH_INVALID_CREDENTIALS', {
          details: nowNeedsCaptcha ? [{ path: 'captcha', message: 'required' }] : undefined,
        });
      }
      // The owner proved it: the address gets its try back, the account its free tries.
      await deps.limits.refund(LOGIN_IP_LIMIT, caller.ip);
      await deps.limits.reset(account, accountKey);
    }

    if (member.status === 'LOCKED') {
      await fail(caller, key, member.id, 'locked');
      throw new AppError('AUTH_ACCOUNT_LOCKED');
    }
    if (member.type === MEMBER_TYPE.trial) throw new AppError('AUTH_NOT_MEMBER');
    if (input.area === 'agent' && !isAgentType(member.type)) {
      await fail(caller, key, member.id, 'not-agent');
      throw new AppError('AUTH_NOT_AGENT');
    }

    let mustChangePassword = false;
    let passwordExpired = false;
    if (input.type === 'username') {
      passwordExpired =
        isOn('PASSEXPIRY3') &&
        t - member.passwordChangedAt.getTime() > policy.passwordExpiryDays * 86_400_000;
      const weak = input.password === DEFAULT_WEAK_PASSWORD;
      mustChangePassword = passwordExpired || (weak && isOn('CHNGPASSVERIF3'));
    }

    if (input.type === 'username' && isOn('NEWIPVERIF3')) {
      const known = await repo.knownIp(deps.db, member.id, caller.ip);
      const methods = verificationMethods(member);
      if (known.any && !known.seen && methods.length > 0) {
        const ticket = newToken();
        await repo.insertTicket(deps.db, {
          tokenHash: hashToken(ticket),
          kind: 'login-verify',
          merchantId: merchant.id,
          memberId: member.id,
          ip: caller.ip,
          expiresAt: new Date(t + TICKET_TTL_MS),
        });
        if (mustChangePassword) await deps.members.update(member.id, { mustChangePassword: true });
        return {
          token: null,
          firstTimeLogin: false,
          passwordExpired,
          mustChangePassword: mustChangePassword || member.mustChangePassword,
          user: sessionUser(member),
          verification: {
            ticket,
            methods,
            maskedMobile: member.mobileNum ? `***${member.mobileNum.slice(-4)}` : null,
            maskedEmail: member.email
              ? `${member.email[0]}***@${member.email.split('@')[1] ?? ''}`
              : null,
            needsPayeeName: member.payeeName !== null,
          },
        };
      }
    }
    return completeLogin(caller, member, input.area, { mustChangePassword, passwordExpired });
  }

  async function liveTicket(caller: Caller, ticket: string) {
    const row = await repo.findLiveTicket(deps.db, hashToken(ticket), 'login-verify', now());
    if (
      !row ||
      row.merchantId !== caller.merchant.id ||
      row.ip !== caller.ip ||
      row.attempts >= MAX_TICKET_TRIES
    ) {
      throw new AppError('AUTH_TICKET_EXPIRED');
    }
    const member = await deps.members.findById(row.memberId);
    if (!member || member.status === 'LOCKED') throw new AppError('AUTH_TICKET_EXPIRED');
    return { row, member };
  }

  function targetOf(member: Member, method: 'sms' | 'email'): string {
    const target =
      method === 'sms'
        ? member.mobileNum && `+${member.countryDialingCode}${member.mobileNum}`
        : member.email?.toLowerCase();
    if (!target) throw new AppError('AUTH_VERIFICATION_INVALID');
    return target;
  }

  /** POST /wps/session/login/verify/send: a code to the member's phone or mailbox. */
  async function sendLoginCode(caller: Caller, input: { ticket: string; method: 'sms' | 'email' }) {
    const { member } = await liveTicket(caller, input.ticket);
    return deps.verification.sendCode({
      merchantId: caller.merchant.id,
      siteName: caller.merchant.name,
      language: caller.language,
      channel: input.method,
      purpose: 'login-verify',
      target: targetOf(member, input.method),
      minutes: policyOf(caller.merchant).smsCodeMinutes,
    });
  }

  /** POST /wps/session/login/verify: proves the new address, then issues a fresh session. */
  async function verifyLogin(
    caller: Caller,
    input: {
      ticket: string;
      method: 'sms' | 'email' | 'totp';
      code?: string | undefined;
      payeeName?: string | undefined;
    },
    area: SessionArea = 'member',
  ): Promise<LoginResult> {
    const ticketHash = hashToken(input.ticket);
    // The try is counted in the statement that allows it: parallel guesses cannot outrun it.
    const row = await repo.claimTicketTry(
      deps.db,
      {
        tokenHash: ticketHash,
        kind: 'login-verify',
        merchantId: caller.merchant.id,
        ip: caller.ip,
      },
      MAX_TICKET_TRIES,
      now(),
    );
    const member = row && (await deps.members.findById(row.memberId));
    if (!member || member.status === 'LOCKED') throw new AppError('AUTH_TICKET_EXPIRED');
    try {
      const code = (input.code ?? '').trim();
      // The name is checked first, so a wrong name does not burn the one-time code.
      if (member.payeeName !== null && !sameName(member.payeeName, input.payeeName ?? '')) {
        throw new AppError('AUTH_VERIFICATION_INVALID');
      }
      if (input.method === 'totp') {
        if (!member.totpSecret || !member.totpConfirmedAt) {
          throw new AppError('AUTH_VERIFICATION_INVALID');
        }
        const step = matchTotpStep(member.totpSecret, code, now());
        if (step === null || !(await deps.members.claimTotpStep(member.id, step))) {
          throw new AppError('AUTH_VERIFICATION_INVALID');
        }
      } else {
        await deps.verification.checkCode({
          merchantId: caller.merchant.id,
          channel: input.method,
          purpose: 'login-verify',
          target: targetOf(member, input.method),
          code,
        });
      }
    } catch (err) {
      await fail(caller, member.usernameKey, member.id, 'new-ip-verification');
      if (err instanceof AppError && err.code.startsWith('SMS_')) {
        throw new AppError('AUTH_VERIFICATION_INVALID');
      }
      throw err;
    }
    if (!(await repo.consumeTicket(deps.db, ticketHash, now()))) {
      throw new AppError('AUTH_TICKET_EXPIRED');
    }
    return completeLogin(caller, member, area);
  }

  /** POST /wps/session/login/freeplay: a throw-away trial account (type 4). */
  async function freePlay(caller: Caller): Promise<LoginResult> {
    const isOn = await flags(caller.merchant);
    if (!isOn('FREEPLAY3')) throw new AppError('AUTH_METHOD_DISABLED');
    const name = `trial_${newToken()
      .slice(0, 10)
      .replace(/[^A-Za-z0-9]/g, 'x')}`;
    const member = await deps.members.create({
      merchantId: caller.merchant.id,
      username: name,
      passwordHash: await hashPassword(newToken()),
      type: MEMBER_TYPE.trial,
      registerIp: caller.ip,
      registerMethod: 'FREEPLAY',
      language: caller.language,
    });
    return completeLogin(caller, member, 'member');
  }

  return { login, sendLoginCode, verifyLogin, freePlay, completeLogin };
}

function tooManyAttempts(until: Date): AppError {
  return new AppError('AUTH_TOO_MANY_ATTEMPTS', {
    details: [{ path: 'lockedUntil', message: until.toISOString() }],
  });
}

function safeMobile(dialing: string, value: string) {
  try {
    return parseMobile(dialing, value);
  } catch {
    return undefined;
  }
}
