import { MEMBER_TYPE, isAgentType, type LoginResult } from '@portal/contracts/auth';
import { isModuleEnabled } from '@portal/contracts/system';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Member, MemberService } from '../member/member.service.ts';
import type { SessionArea, SessionService } from '../session/session.service.ts';
import { policyOf } from '../system/merchant-policy.ts';
import type { Merchant, SystemService } from '../system/system.service.ts';
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

export interface Caller {
  merchant: Merchant;
  ip: string;
  userAgent: string | undefined;
  language: string;
  /** https://host of this white label for links in messages: never taken from an unknown Host. */
  origin: string;
}

/** What the login use cases are built from. */
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

export type LoginSession = ReturnType<typeof createLoginSession>;

/**
 * What every way in shares: the white label's module flags, the session it ends with (and the
 * successful attempt booked), and the failed attempt written down.
 */
export function createLoginSession(deps: LoginDeps) {
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

  return { flags, sessionUser, completeLogin, fail };
}

/** The address is blocked until `until`. */
export function tooManyAttempts(until: Date): AppError {
  return new AppError('AUTH_TOO_MANY_ATTEMPTS', {
    details: [{ path: 'lockedUntil', message: until.toISOString() }],
  });
}
