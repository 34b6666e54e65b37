import {
  DEFAULT_WEAK_PASSWORD,
  MEMBER_TYPE,
  isAgentType,
  type LoginResult,
} from '@portal/contracts/auth';
import { AppError } from '../../lib/app-error.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords.ts';
import type { Member } from '../member/member.service.ts';
import { usernameKey } from '../member/member.service.ts';
import type { SessionArea } from '../session/session.service.ts';
import { policyOf } from '../system/merchant-policy.ts';
import { parseMobile } from '../verification/phone.ts';
import type { LimitRule } from './attempt-limits.ts';
import * as repo from './auth.repo.ts';
import type { NewAddressLogin } from './login-new-address.service.ts';
import {
  LOGIN_IP_LIMIT,
  tooManyAttempts,
  type Caller,
  type LoginDeps,
  type LoginSession,
} from './login-session.ts';
import type { SmsLogin } from './login-sms.service.ts';

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
export interface LoginInput {
  username: string;
  password: string;
  type: 'username' | 'sms';
  countryDialingCode?: string | undefined;
  captcha?: string | undefined;
  captchaKey?: string | undefined;
  botcheck?: string | undefined;
  area: SessionArea;
}

/**
 * POST /wps/session/login: the address's try is counted first, then the password (captcha and
 * bot check when failures call for them) or the sms code; the account's state and the area are
 * checked, and a new address may be asked to prove itself before a session is issued.
 */
export function createPasswordLogin(
  deps: LoginDeps,
  session: LoginSession,
  sms: SmsLogin,
  newAddress: NewAddressLogin,
) {
  const now = deps.now ?? (() => new Date());
  const { flags, completeLogin, fail } = session;

  /** POST /wps/session/login */
  async function login(caller: Caller, input: LoginInput): Promise<LoginResult> {
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

    const member =
      input.type === 'sms'
        ? await sms.memberBySmsCode(caller, key, login, input, isOn)
        : await memberByPassword(caller, key, login, input);

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
      const challenge = await newAddress.challenge(caller, member, t, {
        mustChangePassword,
        passwordExpired,
      });
      if (challenge) return challenge;
    }
    return completeLogin(caller, member, input.area, { mustChangePassword, passwordExpired });
  }

  /** The member the password belongs to; a wrong one says whether a captcha is now needed. */
  async function memberByPassword(
    caller: Caller,
    key: string,
    login: string,
    input: LoginInput,
  ): Promise<Member> {
    const { merchant } = caller;
    const policy = policyOf(merchant);
    const account = accountLimit(policy.captchaAfterFailures);
    const accountKey = `${merchant.id}:${key}`;
    const free = await deps.limits.claim(account, accountKey);
    // The address's captcha counts its failures, not its logins in flight: one shared address
    // (a carrier's NAT) logging many members in at once is not asked for a captcha.
    const ipFailures = await repo.countIpFailures(
      deps.db,
      caller.ip,
      new Date(now().getTime() - CAPTCHA_WINDOW_MS),
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
    const member = await deps.members.findForLogin(merchant.id, login, mobile);
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
    return member;
  }

  return { login };
}

function safeMobile(dialing: string, value: string) {
  try {
    return parseMobile(dialing, value);
  } catch {
    return undefined;
  }
}
