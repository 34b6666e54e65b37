import type { LoginResult, VerificationChallenge } from '@portal/contracts/auth';
import { AppError } from '../../lib/app-error.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { matchTotpStep } from '../../lib/totp.ts';
import type { Member } from '../member/member.service.ts';
import type { SessionArea } from '../session/session.service.ts';
import { policyOf } from '../system/merchant-policy.ts';
import * as repo from './auth.repo.ts';
import type { Caller, LoginDeps, LoginSession } from './login-session.ts';

const TICKET_TTL_MS = 10 * 60_000;
const MAX_TICKET_TRIES = 5;

/** Loose equality for bank account names: case, spacing and surrounding blanks do not matter. */
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

export type NewAddressLogin = ReturnType<typeof createNewAddressLogin>;

/**
 * A login from an address the member never used: a ticket instead of a session, then a code by
 * sms or email (or the authenticator) and the payee name prove it is them.
 */
export function createNewAddressLogin(deps: LoginDeps, session: LoginSession) {
  const now = deps.now ?? (() => new Date());
  const { sessionUser, completeLogin, fail } = session;

  /** Methods a member can use to prove a new address is theirs. */
  function verificationMethods(member: Member): VerificationChallenge['methods'] {
    const methods: VerificationChallenge['methods'] = [];
    if (member.mobileNum) methods.push('sms');
    if (member.email) methods.push('email');
    if (member.totpConfirmedAt && member.totpSecret) methods.push('totp');
    return methods;
  }

  /** The ticket to answer when the address is new and the member can prove it; else null. */
  async function challenge(
    caller: Caller,
    member: Member,
    t: number,
    opts: { mustChangePassword: boolean; passwordExpired: boolean },
  ): Promise<LoginResult | null> {
    const { mustChangePassword, passwordExpired } = opts;
    const known = await repo.knownIp(deps.db, member.id, caller.ip);
    const methods = verificationMethods(member);
    if (!(known.any && !known.seen && methods.length > 0)) return null;
    const ticket = newToken();
    await repo.insertTicket(deps.db, {
      tokenHash: hashToken(ticket),
      kind: 'login-verify',
      merchantId: caller.merchant.id,
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

  return { challenge, sendLoginCode, verifyLogin };
}
