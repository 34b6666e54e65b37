import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type {
  AdminAction,
  AdminLoginRequest,
  AdminSession,
  OperatorRole,
} from '@portal/contracts/admin';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { matchTotpStep } from '../../lib/totp.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { merchantOf } from '../../plugins/request-context.ts';
import type { AttemptLimits, LimitRule } from '../auth/attempt-limits.ts';
import type { BotCheck } from '../auth/botcheck.ts';
import type { CaptchaService } from '../auth/captcha.ts';
import type { Merchant } from '../system/system.service.ts';
import type { Actor, AuditTrail } from './admin.audit.ts';
import { can, permissionsOf } from './admin.policy.ts';
import * as repo from './admin.repo.ts';

/**
 * Three wrong passwords on an operator name in 15 minutes ask for a captcha and the bot check on
 * every further sign-in with that name (never a lock: strangers cannot shut an operator out).
 */
export const OPERATOR_ACCOUNT_LIMIT: LimitRule = {
  scope: 'operator-login',
  max: 3,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};
/** The hard block is per address: 30 failed sign-ins in an hour shut it out for an hour. */
export const OPERATOR_IP_LIMIT: LimitRule = {
  scope: 'operator-login-ip',
  max: 30,
  windowMs: 3_600_000,
  lockMs: 3_600_000,
};
/**
 * Ten wrong authenticator codes lock the operator's code step for 15 minutes. Only someone who
 * knows the password gets that far, so this lock protects a leaked password.
 */
export const OPERATOR_TOTP_LIMIT: LimitRule = {
  scope: 'operator-totp',
  max: 10,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};
export const IDLE_MS = 30 * 60_000;
export const ABSOLUTE_MS = 12 * 3_600_000;
/** A password-only session must reach the authenticator step within this time. */
export const TOTP_STAGE_MS = 10 * 60_000;
const TOUCH_EVERY_MS = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    operator: Actor | null;
  }
}

type SessionRow = NonNullable<Awaited<ReturnType<typeof repo.findSessionByTokenHash>>>;

export type OperatorAuth = ReturnType<typeof createOperatorAuth>;

/** Console sign-in: password, then a mandatory authenticator code; opaque hashed tokens. */
export function createOperatorAuth(deps: {
  db: Db;
  audit: AuditTrail;
  limits: AttemptLimits;
  captcha: CaptchaService;
  botcheck: BotCheck;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { audit } = deps;

  const keyOf = (username: string) => username.trim().toLowerCase();

  function sessionAnswer(
    merchant: Merchant,
    row: Pick<SessionRow, 'operator'> & { session: { stage: string } },
    token: string | null,
  ): AdminSession {
    const { operator } = row;
    const stage = row.session.stage === 'active' ? 'active' : 'totp';
    const enrolling = stage === 'totp' && !operator.totpConfirmedAt && operator.totpSecret;
    return {
      token,
      stage,
      operator: {
        username: operator.username,
        displayName: operator.displayName,
        role: operator.role as OperatorRole,
      },
      merchantCode: merchant.code,
      siteName: merchant.name,
      enrollment: enrolling
        ? {
            secret: operator.totpSecret!,
            otpauthUrl: totpOf(operator.totpSecret!, merchant.name, operator.username).toString(),
          }
        : null,
      permissions: permissionsOf(operator.role),
    };
  }

  function totpOf(secret: string, issuer: string, label: string): TOTP {
    return new TOTP({ issuer: `${issuer} console`, label, secret: Secret.fromBase32(secret) });
  }

  async function openSession(
    operatorId: number,
    merchantId: number,
    stage: 'totp' | 'active',
    ip: string,
    on: Executor = deps.db,
  ): Promise<string> {
    const token = newToken();
    const t = now();
    await repo.insertSession(on, {
      operatorId,
      merchantId,
      tokenHash: hashToken(token),
      stage,
      ip,
      createdAt: t,
      lastSeenAt: t,
      expiresAt: new Date(t.getTime() + (stage === 'active' ? ABSOLUTE_MS : TOTP_STAGE_MS)),
    });
    return token;
  }

  /** POST /wps/admin/session/login: checks the password and opens a stage-'totp' session. */
  async function login(
    merchant: Merchant,
    ip: string,
    input: AdminLoginRequest,
  ): Promise<AdminSession> {
    const key = keyOf(input.username);
    // Tries are counted before anything is checked (a right one is given back): parallel
    // guesses cannot outrun either limit.
    const fromIp = await deps.limits.claim(OPERATOR_IP_LIMIT, ip);
    if (!fromIp.allowed) throw tooManyAttempts(fromIp.lockedUntil);
    const accountKey = `${merchant.id}:${key}`;
    const free = await deps.limits.claim(OPERATOR_ACCOUNT_LIMIT, accountKey);
    if (!free.allowed) {
      try {
        await deps.captcha.verify(merchant.id, input.captchaKey, input.captcha);
        await deps.botcheck.verify(input.botcheck);
      } catch (err) {
        // No password was compared: the address gets its try back.
        await deps.limits.refund(OPERATOR_IP_LIMIT, ip);
        throw err;
      }
    }
    const operator = await repo.findOperator(deps.db, merchant.id, key);
    const ok = await verifyPassword(
      operator?.passwordHash ?? (await dummyPasswordHash()),
      input.password,
    );
    if (!operator || !ok) {
      // A failure changes nothing else: its row stands on its own (and counts towards lockout).
      await audit.record(deps.db, {
        merchantId: merchant.id,
        operatorId: operator?.id ?? null,
        action: 'operator.login_failed',
        targetType: 'operator',
        targetId: key,
        details: { reason: operator ? 'password' : 'unknown-operator' },
        ip,
      });
      const nowNeedsCaptcha = !free.allowed || free.lockedUntil !== null;
      throw new AppError('AUTH_INVALID_CREDENTIALS', {
        details: nowNeedsCaptcha ? [{ path: 'captcha', message: 'required' }] : undefined,
      });
    }
    await deps.limits.refund(OPERATOR_IP_LIMIT, ip);
    await deps.limits.reset(OPERATOR_ACCOUNT_LIMIT, accountKey);
    if (operator.status !== 'ACTIVE') {
      await audit.record(deps.db, {
        merchantId: merchant.id,
        operatorId: operator.id,
        action: 'operator.login_failed',
        targetType: 'operator',
        targetId: key,
        details: { reason: 'disabled' },
        ip,
      });
      throw new AppError('AUTH_ACCOUNT_LOCKED');
    }
    let current = operator;
    if (!operator.totpConfirmedAt && !operator.totpSecret) {
      // The pending secret is kept across attempts until bound, so a half-done enrollment resumes.
      const secret = new Secret({ size: 20 }).base32;
      await repo.setPendingTotpSecret(deps.db, operator.id, secret);
      current = { ...operator, totpSecret: secret };
    }
    const token = await openSession(operator.id, merchant.id, 'totp', ip);
    return sessionAnswer(merchant, { operator: current, session: { stage: 'totp' } }, token);
  }

  /** The live session for a token of this white label, or undefined; expires idle and old ones. */
  async function resolve(token: string | null, merchantId: number) {
    if (!token || token.length < 32 || token.length > 64) return undefined;
    const row = await repo.findSessionByTokenHash(deps.db, hashToken(token));
    if (!row || row.session.merchantId !== merchantId) return undefined;
    const t = now().getTime();
    const idleUntil = row.session.lastSeenAt.getTime() + IDLE_MS;
    if (row.session.expiresAt.getTime() <= t || idleUntil <= t) {
      await repo.revokeSession(deps.db, row.session.id, now());
      return undefined;
    }
    if (row.operator.status !== 'ACTIVE') return undefined;
    if (t - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await repo.touchSession(deps.db, row.session.id, now());
    }
    return row;
  }

  /**
   * POST /wps/admin/session/totp: binds the authenticator on first use, or checks it; then
   * replaces the password-only session by an active one with a new token.
   */
  async function verifyTotp(
    merchant: Merchant,
    ip: string,
    token: string | null,
    code: string,
  ): Promise<AdminSession> {
    const row = await resolve(token, merchant.id);
    if (!row || row.session.stage !== 'totp') throw new AppError('AUTH_UNAUTHORIZED');
    const { operator } = row;
    if (!operator.totpSecret) throw new AppError('AUTH_UNAUTHORIZED');
    // Counted in the statement that allows it: of many parallel guesses, ten are compared.
    const tries = await deps.limits.claim(OPERATOR_TOTP_LIMIT, String(operator.id));
    if (!tries.allowed) throw tooManyAttempts(tries.lockedUntil);
    // A code is good once, even inside its 90-second window (someone watching the screen).
    const step = matchTotpStep(operator.totpSecret, code, now());
    if (step === null || !(await repo.claimTotpStep(deps.db, operator.id, step))) {
      await audit.record(deps.db, {
        merchantId: merchant.id,
        operatorId: operator.id,
        action: 'operator.totp_failed',
        targetType: 'operator',
        targetId: operator.usernameKey,
        details: { enrolling: operator.totpConfirmedAt === null },
        ip,
      });
      throw new AppError('ADMIN_TOTP_INVALID');
    }
    await deps.limits.reset(OPERATOR_TOTP_LIMIT, String(operator.id));
    const actor: Actor = {
      operatorId: operator.id,
      merchantId: merchant.id,
      username: operator.username,
      role: operator.role,
      ip,
    };
    const target = { type: 'operator', id: operator.usernameKey };
    // Binding, the token swap and their audit rows commit together or not at all.
    const active = await deps.db.transaction(async (t) => {
      if (!operator.totpConfirmedAt && (await repo.confirmTotp(t, operator.id, now()))) {
        await audit.byActor(t, actor, 'operator.totp_bind', target);
      }
      // A new token at the stage change: whoever saw the password-stage token cannot ride along.
      await repo.revokeSession(t, row.session.id, now());
      const token = await openSession(operator.id, merchant.id, 'active', ip, t);
      await repo.markLogin(t, operator.id, now());
      await audit.byActor(t, actor, 'operator.login', target);
      return token;
    });
    return sessionAnswer(merchant, { operator, session: { stage: 'active' } }, active);
  }

  /** GET /wps/admin/session: who is signed in and at which stage. */
  async function current(merchant: Merchant, token: string | null): Promise<AdminSession> {
    const row = await resolve(token, merchant.id);
    if (!row) throw new AppError('AUTH_UNAUTHORIZED');
    return sessionAnswer(merchant, row, null);
  }

  /** DELETE /wps/admin/session: ends the session, whatever its stage. */
  async function logout(merchant: Merchant, ip: string, token: string | null): Promise<void> {
    const row = await resolve(token, merchant.id);
    if (!row) throw new AppError('AUTH_UNAUTHORIZED');
    await deps.db.transaction(async (t) => {
      await repo.revokeSession(t, row.session.id, now());
      await audit.record(t, {
        merchantId: merchant.id,
        operatorId: row.operator.id,
        action: 'operator.logout',
        targetType: 'operator',
        targetId: row.operator.usernameKey,
        ip,
      });
    });
  }

  /** preHandler: an active console session of this white label whose role allows the action. */
  function guard(action?: AdminAction): preHandlerAsyncHookHandler {
    return async (request: FastifyRequest) => {
      const merchant = merchantOf(request);
      const row = await resolve(request.ctx.token, merchant.id);
      if (!row) throw new AppError('AUTH_UNAUTHORIZED');
      if (row.session.stage !== 'active') throw new AppError('ADMIN_TOTP_REQUIRED');
      if (action && !can(row.operator.role, action)) throw new AppError('ADMIN_FORBIDDEN');
      request.operator = {
        operatorId: row.operator.id,
        merchantId: merchant.id,
        username: row.operator.username,
        role: row.operator.role,
        ip: request.ip,
      };
    };
  }

  return { login, verifyTotp, current, logout, guard, resolve };
}

function tooManyAttempts(until: Date): AppError {
  return new AppError('AUTH_TOO_MANY_ATTEMPTS', {
    details: [{ path: 'lockedUntil', message: until.toISOString() }],
  });
}

/** The operator of a guarded console route. */
export function operatorOf(request: FastifyRequest): Actor {
  if (!request.operator) throw new AppError('AUTH_UNAUTHORIZED');
  return request.operator;
}
