import { MEMBER_TYPE, type LoginResult } from '@portal/contracts/auth';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { newToken } from '../../lib/tokens.ts';
import type { Caller, LoginDeps, LoginSession } from './login-session.ts';

/** Free play: a throw-away trial account, signed in at once (module FREEPLAY3). */
export function createFreePlay(deps: LoginDeps, session: LoginSession) {
  const { flags, completeLogin } = session;

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

  return { freePlay };
}
