import type { FastifyRequest } from 'fastify';
import { MEMBER_TYPE, isAgentType } from '@portal/contracts/auth';
import { AppError } from '../../lib/app-error.ts';
import { merchantOf } from '../../plugins/request-context.ts';
import type { Member } from '../member/member.service.ts';
import { policyOf } from '../system/merchant-policy.ts';
import type { SessionArea, SessionService } from './session.service.ts';

/** Who holds a session: the member fields every guarded call may read. */
export type Principal = Pick<
  Member,
  'id' | 'merchantId' | 'username' | 'type' | 'status' | 'mustChangePassword'
>;

export interface AuthContext {
  sessionId: number;
  area: SessionArea;
  member: Principal;
  /** The whole member row, read on demand (passwords, names, payees…). */
  fullMember(): Promise<Member>;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export interface GuardOptions {
  /** The call works while a password change is forced (change password, logout). */
  allowForcedChange?: boolean;
  /** Trial (free-play) accounts may use the call. */
  allowTrial?: boolean;
  /** Only agents may use the call. */
  agentOnly?: boolean;
  /** Visitors may use the call too: without a live session `request.auth` stays null. */
  optional?: boolean;
}

/** preHandler factory: the caller must hold a live session of this white label. */
export function createSessionGuard(
  sessions: SessionService,
  findMember: (id: number) => Promise<Member | undefined>,
) {
  return (options: GuardOptions = {}) =>
    async (request: FastifyRequest): Promise<void> => {
      const merchant = merchantOf(request);
      const token = request.ctx.token;
      if (!token) {
        if (options.optional) return;
        throw new AppError('AUTH_UNAUTHORIZED');
      }
      const policy = policyOf(merchant);
      const row = await sessions.resolve(token, merchant.id, {
        idleMinutes: policy.sessionIdleMinutes,
        absoluteHours: policy.sessionAbsoluteHours,
      });
      if (!row) {
        if (options.optional) return;
        throw new AppError('AUTH_UNAUTHORIZED');
      }
      if (row.member.status === 'LOCKED') {
        await sessions.revoke(row.session.id, 'locked');
        throw new AppError('AUTH_ACCOUNT_LOCKED');
      }
      const memberId = row.member.id;
      request.auth = {
        sessionId: row.session.id,
        area: row.session.area as SessionArea,
        member: row.member,
        fullMember: async () => {
          const member = await findMember(memberId);
          if (!member) throw new AppError('AUTH_UNAUTHORIZED');
          return member;
        },
      };
      if (row.member.mustChangePassword && !options.allowForcedChange) {
        throw new AppError('AUTH_PASSWORD_CHANGE_REQUIRED');
      }
      if (row.member.type === MEMBER_TYPE.trial && !options.allowTrial) {
        throw new AppError('AUTH_TRIAL_FORBIDDEN');
      }
      if (options.agentOnly && !isAgentType(row.member.type)) throw new AppError('AUTH_NOT_AGENT');
    };
}

/** The authenticated caller of a guarded route. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('AUTH_UNAUTHORIZED');
  return request.auth;
}
