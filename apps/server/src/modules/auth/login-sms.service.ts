import type { Member } from '../member/member.service.ts';
import { AppError } from '../../lib/app-error.ts';
import { policyOf } from '../system/merchant-policy.ts';
import { parseMobile } from '../verification/phone.ts';
import { LOGIN_IP_LIMIT, type Caller, type LoginDeps, type LoginSession } from './login-session.ts';

export type SmsLogin = ReturnType<typeof createSmsLogin>;

/** Logging in with a one-time sms code instead of the password (module SMSLOGIN3). */
export function createSmsLogin(deps: LoginDeps, session: LoginSession) {
  const { fail } = session;

  /** The member whose phone received the code; the address gets its try back once it checks. */
  async function memberBySmsCode(
    caller: Caller,
    key: string,
    login: string,
    input: { password: string; countryDialingCode?: string | undefined },
    isOn: (module: string) => boolean,
  ): Promise<Member> {
    const { merchant } = caller;
    const policy = policyOf(merchant);
    if (!isOn('SMSLOGIN3')) throw new AppError('AUTH_METHOD_DISABLED');
    const mobile = parseMobile(input.countryDialingCode ?? policy.countryDialingCode, login);
    const member = await deps.members.findByMobile(merchant.id, mobile);
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
    return member;
  }

  return { memberBySmsCode };
}
