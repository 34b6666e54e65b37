import { createFreePlay } from './login-free-play.service.ts';
import { createNewAddressLogin } from './login-new-address.service.ts';
import { createPasswordLogin } from './login-password.service.ts';
import { createLoginSession, type LoginDeps } from './login-session.ts';
import { createSmsLogin } from './login-sms.service.ts';

// Account modules name the caller and the login service from here, as before the split.
export type { Caller, LoginDeps } from './login-session.ts';

export type LoginService = ReturnType<typeof createLoginService>;

/** Logging in: passwords, sms codes, captcha and brute-force limits, new-IP verification, free play. */
export function createLoginService(deps: LoginDeps) {
  const session = createLoginSession(deps);
  const newAddress = createNewAddressLogin(deps, session);
  const { login } = createPasswordLogin(deps, session, createSmsLogin(deps, session), newAddress);
  return {
    login,
    sendLoginCode: newAddress.sendLoginCode,
    verifyLogin: newAddress.verifyLogin,
    ...createFreePlay(deps, session),
    completeLogin: session.completeLogin,
  };
}
