import { TOTP, Secret } from 'otpauth';
import { DEFAULT_WEAK_PASSWORD, type LoginResult } from '@portal/contracts/auth';
import { isModuleEnabled } from '@portal/contracts/system';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { matchTotpStep } from '../../lib/totp.ts';
import { newToken } from '../../lib/tokens.ts';
import type { AuthTickets } from '../auth/auth-tickets.ts';
import type { Caller, LoginService } from '../auth/login.service.ts';
import type { SessionService } from '../session/session.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { renderMessage } from '../outbound/templates.ts';
import type { MessageSender } from '../verification/messaging.ts';
import { parseMobile } from '../verification/phone.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import { usernameKey, type Member, type MemberService } from './member.service.ts';

const RESET_TTL_MS = 30 * 60_000;

export type PasswordService = ReturnType<typeof createPasswordService>;

/** Changing, forgetting and resetting passwords, and binding an authenticator. */
export function createPasswordService(deps: {
  members: MemberService;
  sessions: SessionService;
  login: LoginService;
  verification: VerificationService;
  tickets: AuthTickets;
  sender: MessageSender;
  system: SystemService;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  function checkNew(newPassword: string, confirm: string | undefined) {
    if (confirm !== undefined && newPassword !== confirm) {
      throw new AppError('AUTH_PASSWORD_MISMATCH');
    }
    if (
      newPassword.length < 8 ||
      newPassword.length > 32 ||
      newPassword === DEFAULT_WEAK_PASSWORD
    ) {
      throw new AppError('AUTH_PASSWORD_WEAK');
    }
  }

  async function setPassword(member: Member, newPassword: string) {
    await deps.members.update(member.id, {
      passwordHash: await hashPassword(newPassword),
      passwordChangedAt: now(),
      mustChangePassword: false,
    });
  }

  /** POST /wps/member/password: every other session of the member ends. */
  async function change(
    member: Member,
    sessionId: number,
    input: { oldPassword: string; newPassword: string; confirmNewPassword: string },
  ) {
    checkNew(input.newPassword, input.confirmNewPassword);
    if (!(await verifyPassword(member.passwordHash, input.oldPassword))) {
      throw new AppError('AUTH_OLD_PASSWORD_WRONG');
    }
    if (input.oldPassword === input.newPassword) throw new AppError('AUTH_PASSWORD_WEAK');
    await setPassword(member, input.newPassword);
    await deps.sessions.revokeAllForMember(member.id, 'password-changed', sessionId);
  }

  /** POST /wps/member/password/email: a reset link by email. Unknown pairs are refused (spec). */
  async function forgotByEmail(caller: Caller, input: { username: string; email: string }) {
    const tree = await deps.system.getWhitelabel(caller.merchant.id);
    if (!isModuleEnabled(tree, 'FORGOTPASSEMAIL3')) {
      throw new AppError('AUTH_METHOD_DISABLED');
    }
    const member = await deps.members.findForLogin(caller.merchant.id, input.username);
    const email = input.email.trim().toLowerCase();
    if (
      !member ||
      !member.email ||
      member.email !== email ||
      member.usernameKey !== usernameKey(input.username)
    ) {
      throw new AppError('MEMBER_NOT_FOUND');
    }
    const token = newToken();
    await deps.tickets.issue({
      token,
      kind: 'password-reset',
      merchantId: caller.merchant.id,
      memberId: member.id,
      ttlMs: RESET_TTL_MS,
    });
    // In the fragment: browsers never send it, so it stays out of server logs and Referer headers.
    const link = `${caller.origin}/resetPassword#token=${token}`;
    const message = renderMessage(
      { kind: 'password-reset', link, minutes: RESET_TTL_MS / 60_000 },
      caller.language,
      caller.merchant.name,
    );
    await deps.sender.send({
      merchantId: caller.merchant.id,
      channel: 'email',
      recipient: email,
      subject: message.subject,
      body: message.text,
      html: message.html,
    });
  }

  /** POST /wps/member/password/reset: the link's token sets a new password once. */
  async function resetByToken(input: {
    token: string;
    newPassword: string;
    confirmNewPassword: string;
  }) {
    checkNew(input.newPassword, input.confirmNewPassword);
    const memberId = await deps.tickets.consume(input.token, 'password-reset');
    const member = memberId === undefined ? undefined : await deps.members.findById(memberId);
    if (!member) throw new AppError('AUTH_RESET_INVALID');
    await setPassword(member, input.newPassword);
    await deps.sessions.revokeAllForMember(member.id, 'password-reset');
  }

  /** POST /wps/member/password/verification: code + new password, then logged in (spec). */
  async function resetByPhone(
    caller: Caller,
    input: {
      mobileNum: string;
      countryDialingCode: string;
      verificationCode: string;
      newPassword: string;
    },
  ): Promise<LoginResult> {
    checkNew(input.newPassword, undefined);
    const mobile = parseMobile(input.countryDialingCode, input.mobileNum);
    await deps.verification.checkCode({
      merchantId: caller.merchant.id,
      channel: 'sms',
      purpose: 'forgot',
      target: mobile.e164,
      code: input.verificationCode.trim(),
    });
    const member = await deps.members.findByMobile(caller.merchant.id, mobile);
    if (!member) throw new AppError('MEMBER_NOT_FOUND');
    if (member.status === 'LOCKED') throw new AppError('AUTH_ACCOUNT_LOCKED');
    await setPassword(member, input.newPassword);
    await deps.sessions.revokeAllForMember(member.id, 'password-reset');
    return deps.login.completeLogin(caller, { ...member, mustChangePassword: false }, 'member');
  }

  /** POST /wps/member/totp/setup: a new secret, until one is confirmed; then never again. */
  async function totpSetup(member: Member, siteName: string) {
    if (member.totpConfirmedAt) throw new AppError('TOTP_ALREADY_BOUND');
    const secret = new Secret({ size: 20 });
    await deps.members.update(member.id, { totpSecret: secret.base32 });
    const totp = new TOTP({ issuer: siteName, label: member.username, secret });
    return { secret: secret.base32, otpauthUrl: totp.toString() };
  }

  /** POST /wps/member/totp/confirm: binds the authenticator for good. */
  async function totpConfirm(member: Member, code: string) {
    if (member.totpConfirmedAt) throw new AppError('TOTP_ALREADY_BOUND');
    if (!member.totpSecret) throw new AppError('AUTH_VERIFICATION_INVALID');
    const step = matchTotpStep(member.totpSecret, code, now());
    if (step === null || !(await deps.members.claimTotpStep(member.id, step))) {
      throw new AppError('AUTH_VERIFICATION_INVALID');
    }
    await deps.members.update(member.id, { totpConfirmedAt: now() });
  }

  return { change, forgotByEmail, resetByToken, resetByPhone, totpSetup, totpConfirm };
}
