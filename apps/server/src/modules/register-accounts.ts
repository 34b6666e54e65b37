import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { Db, DbKind } from '../db/client.ts';
import type { Member } from './member/member.service.ts';
import { registerEncryptedBodies } from '../plugins/encrypted-body.ts';
import { createAttemptLimits } from './auth/attempt-limits.ts';
import { createAuthTickets } from './auth/auth-tickets.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { createProofOfWorkBotCheck } from './auth/botcheck.ts';
import { createCallerOf } from './auth/caller.ts';
import { createCaptchaService } from './auth/captcha.ts';
import { createCryptoEnvelope } from './auth/crypto-envelope.ts';
import { createLoginService } from './auth/login.service.ts';
import { oidcRoutes } from './auth/oidc.routes.ts';
import { createOidcService } from './auth/oidc.service.ts';
import { authHousekeepingJob } from './auth/housekeeping.ts';
import { startJobs } from '../lib/jobs.ts';
import { memberRoutes } from './member/member.routes.ts';
import { referralRoutes } from './referral/referral.routes.ts';
import { createReferralService } from './referral/referral.service.ts';
import { createMemberService } from './member/member.service.ts';
import { createPasswordService } from './member/password.service.ts';
import { createRegistrationService } from './member/registration.service.ts';
import { createSessionGuard } from './session/session.guard.ts';
import { createSessionService } from './session/session.service.ts';
import type { SystemService } from './system/system.service.ts';
import { createOutboxSender } from './verification/messaging.ts';
import { verificationRoutes } from './verification/verification.routes.ts';
import { createVerificationService } from './verification/verification.service.ts';
import { createLedgerService } from './wallet/ledger.service.ts';

export interface AccountsOptions {
  db: Db;
  dbKind: DbKind;
  /** The member's unread platform messages (member info). */
  unreadMessages: (member: Member) => Promise<number>;
  vipOf: (member: Member, language: string) => Promise<{ level: number; name: string | null }>;
  system: SystemService;
  redisUrl?: string | undefined;
  botcheckMaxNumber?: number | undefined;
  e2eFixtures: boolean;
  /** False only in the API fuzz test: every call is let through the rate limits. */
  rateLimits: boolean;
  /** Wakes the outbox delivery worker after a message was written (modules/outbound). */
  onOutboxWritten?: (() => void) | undefined;
}

/** Wires who-is-who: sessions, login, registration, passwords, verification codes. */
export async function registerAccounts(api: FastifyInstance, opts: AccountsOptions) {
  const { db, system } = opts;
  const redis = opts.redisUrl
    ? new Redis(opts.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) api.addHook('onClose', async () => void (await redis.quit()));
  await api.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'portal-rl:' } : {}),
    keyGenerator: (request) => `${request.ip}|${request.routeOptions.url ?? request.url}`,
    ...(opts.rateLimits ? {} : { allowList: () => true }),
  });
  await api.register(formbody, { bodyLimit: 16_384 });
  await api.register(multipart);
  api.decorateRequest('auth', null);

  const answers = new Map<string, string>();
  const sender = createOutboxSender(db, opts.onOutboxWritten);
  // Up to 3 of the pool's 10 connections look sessions up at once.
  const sessions = createSessionService({ db, lanes: opts.dbKind === 'pglite' ? 1 : 3 });
  const limits = createAttemptLimits({ db });
  const members = createMemberService({ db });
  const verification = createVerificationService({ db, sender });
  const captcha = createCaptchaService({
    db,
    onIssue: opts.e2eFixtures ? (key, answer) => answers.set(key, answer) : undefined,
  });
  const botcheck = await createProofOfWorkBotCheck({ db, maxNumber: opts.botcheckMaxNumber });
  const envelope = await createCryptoEnvelope({ db });
  const tickets = createAuthTickets({ db });
  const login = createLoginService({
    db,
    members,
    sessions,
    verification,
    captcha,
    botcheck,
    system,
    limits,
  });
  const registration = createRegistrationService({
    db,
    members,
    login,
    verification,
    captcha,
    botcheck,
    system,
  });
  const passwords = createPasswordService({
    members,
    sessions,
    login,
    verification,
    tickets,
    sender,
    system,
  });
  const guard = createSessionGuard(sessions, members.findById);
  const callerOf = createCallerOf(system);
  const ledger = createLedgerService({ db });
  const oidc = createOidcService({ db, members, login, system });

  let stopJobs: (() => void) | undefined;
  api.addHook('onReady', async () => {
    stopJobs = startJobs(api, db, [authHousekeepingJob]);
  });
  api.addHook('onClose', async () => stopJobs?.());

  registerEncryptedBodies(api, envelope);
  await api.register(authRoutes, { login, sessions, captcha, botcheck, envelope, callerOf, guard });
  await api.register(verificationRoutes, { verification, members, botcheck, callerOf });
  await api.register(memberRoutes, {
    members,
    unreadMessages: opts.unreadMessages,
    vipOf: opts.vipOf,
    registration,
    passwords,
    system,
    ledger,
    callerOf,
    guard,
  });
  await api.register(referralRoutes, {
    referral: createReferralService({ db: opts.db }),
    system,
    guard,
  });
  await api.register(oidcRoutes, { oidc, callerOf });

  if (opts.e2eFixtures) {
    const test = api.withTypeProvider<ZodTypeProvider>();
    test.get(
      '/wps/test/outbox',
      { schema: { hide: true, querystring: z.object({ recipient: z.string().optional() }) } },
      async (request) => {
        const merchant = request.ctx.merchant!;
        return {
          success: true,
          value: await verification.listOutbox(merchant.id, request.query.recipient, 20),
        };
      },
    );
    test.get(
      '/wps/test/captcha',
      { schema: { hide: true, querystring: z.object({ key: z.string() }) } },
      async (request) => ({
        success: true,
        value: answers.get(request.query.key) ?? null,
      }),
    );
  }
  return {
    guard,
    sessions,
    members,
    ledger,
    limits,
    captcha,
    botcheck,
    sender,
    registration,
    callerOf,
  };
}
