import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AttemptLimits } from '../auth/attempt-limits.ts';
import type { BotCheck } from '../auth/botcheck.ts';
import type { CaptchaService } from '../auth/captcha.ts';
import { createLoginHistoryService } from '../auth/history.service.ts';
import { createMemberService } from '../member/member.service.ts';
import type { SessionService } from '../session/session.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { createOutboxSender } from '../verification/messaging.ts';
import { createVerificationService } from '../verification/verification.service.ts';
import { createAuditTrail } from './admin.audit.ts';
import { adminRoutes } from './admin.routes.ts';
import { createAdminService } from './admin.service.ts';
import { createOperatorAuth } from './operator-auth.ts';
import { operatorsRoutes } from './operators.routes.ts';
import { createOperatorsService } from './operators.service.ts';

export interface AdminOptions {
  db: Db;
  system: SystemService;
  /** The app's one session service, so a lock's ended sessions reach their sockets. */
  sessions: SessionService;
  limits: AttemptLimits;
  captcha: CaptchaService;
  botcheck: BotCheck;
}

/** Wires the operator console API; the services it borrows are stateless factories over the db. */
export async function registerAdmin(api: FastifyInstance, opts: AdminOptions) {
  const { db, system } = opts;
  api.decorateRequest('operator', null);
  const audit = createAuditTrail({ db });
  const auth = createOperatorAuth({
    db,
    audit,
    limits: opts.limits,
    captcha: opts.captcha,
    botcheck: opts.botcheck,
  });
  const admin = createAdminService({
    db,
    members: createMemberService({ db }),
    sessions: opts.sessions,
    history: createLoginHistoryService({ db }),
    verification: createVerificationService({ db, sender: createOutboxSender(db) }),
    system,
    audit,
  });
  await api.register(adminRoutes, { auth, admin });
  await api.register(operatorsRoutes, {
    operators: createOperatorsService({ db, audit }),
    guard: auth.guard,
  });
  return { operatorGuard: auth.guard, audit, operatorAuth: auth };
}
