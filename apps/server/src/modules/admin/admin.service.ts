import {
  LOCKED_REGISTER_FIELDS,
  type AdminLoginAttempt,
  type AdminMemberAction,
  type AdminMemberProfile,
  type AdminMemberSession,
  type AdminMemberSummary,
  type OutboxItem,
  type Page,
  type RegisterFieldRow,
} from '@portal/contracts/admin';
import { REGISTER_FIELDS } from '@portal/contracts/auth';
import type { WhitelabelNode } from '@portal/contracts/system';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LoginHistoryService } from '../auth/history.service.ts';
import type { Member, MemberService } from '../member/member.service.ts';
import { effectiveFieldSettings } from '../member/register-settings.ts';
import type { SessionService } from '../session/session.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import type { Actor, AuditTrail } from './admin.audit.ts';

export interface AdminServiceDeps {
  /** Each change and its audit row are one transaction on it. */
  db: Db;
  members: MemberService;
  sessions: SessionService;
  history: LoginHistoryService;
  verification: VerificationService;
  system: SystemService;
  audit: AuditTrail;
}

interface PageInput {
  pageNo: number;
  pageSize: number;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function summaryOf(m: Member): AdminMemberSummary {
  return {
    id: m.id,
    username: m.username,
    type: m.type,
    status: m.status,
    email: m.email,
    mobile: m.mobileNum ? `+${m.countryDialingCode ?? ''}${m.mobileNum}` : null,
    createdAt: m.createdAt.toISOString(),
    lastLoginAt: iso(m.lastLoginAt),
  };
}

/** Explicit field list: hashes, the TOTP secret and the payment password never leave. */
function profileOf(m: Member): AdminMemberProfile {
  return {
    ...summaryOf(m),
    nickname: m.nickname,
    payeeName: m.payeeName,
    fullname: m.fullname,
    birthday: m.birthday,
    referralCode: m.referralCode,
    affiliateCode: m.affiliateCode,
    language: m.language,
    mustChangePassword: m.mustChangePassword,
    totpBound: m.totpConfirmedAt !== null,
    registerIp: m.registerIp,
    registerMethod: m.registerMethod,
    firstLoginAt: iso(m.firstLoginAt),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;

/** The console's calls over members, the outbox, white-label settings; each change is audited. */
export function createAdminService(deps: AdminServiceDeps) {
  const { members, sessions, audit } = deps;

  /** Runs a change and its audit row in one transaction. */
  const inTransaction = <T>(work: (t: Executor) => Promise<T>): Promise<T> =>
    deps.db.transaction((tx) => work(tx));

  async function memberOf(merchantId: number, id: number): Promise<Member> {
    const member = await members.findInMerchant(merchantId, id);
    if (!member) throw new AppError('MEMBER_NOT_FOUND');
    return member;
  }

  /** Members of the operator's white label by username prefix, mobile or email; newest first. */
  async function searchMembers(
    merchantId: number,
    query: PageInput & { username?: string; mobile?: string; email?: string },
  ): Promise<Page<AdminMemberSummary>> {
    const { rows, total } = await members.search(merchantId, query, query);
    return { list: rows.map(summaryOf), total, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  /** One member's profile. */
  async function memberProfile(merchantId: number, id: number): Promise<AdminMemberProfile> {
    return profileOf(await memberOf(merchantId, id));
  }

  /** One member's sessions, newest first. */
  async function memberSessions(merchantId: number, id: number): Promise<AdminMemberSession[]> {
    const member = await memberOf(merchantId, id);
    const rows = await sessions.listForMember(member.id);
    return rows.map((s) => ({
      id: s.id,
      area: s.area,
      ip: s.ip,
      userAgent: s.userAgent,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      revokedAt: iso(s.revokedAt),
      revokedReason: s.revokedReason,
    }));
  }

  /** One member's login attempts, newest first. */
  async function memberLogins(merchantId: number, id: number): Promise<AdminLoginAttempt[]> {
    const member = await memberOf(merchantId, id);
    const rows = await deps.history.listForMember(member.id);
    return rows.map((a) => ({
      id: a.id,
      ip: a.ip,
      success: a.success,
      reason: a.reason,
      userAgent: a.userAgent,
      createdAt: a.createdAt.toISOString(),
    }));
  }

  /** Locks the account and ends every session it has. */
  async function lockMember(actor: Actor, id: number): Promise<AdminMemberAction> {
    const member = await memberOf(actor.merchantId, id);
    const ended = await inTransaction(async (t) => {
      await members.setStatus(member.id, 'LOCKED', t);
      const count = await sessions.revokeAllForMember(
        member.id,
        'locked-by-operator',
        undefined,
        t,
      );
      await audit.byActor(
        t,
        actor,
        'member.lock',
        { type: 'member', id: member.id },
        { username: member.username, previousStatus: member.status, sessionsEnded: count },
      );
      return count;
    });
    return {
      status: 'LOCKED',
      mustChangePassword: member.mustChangePassword,
      sessionsEnded: ended,
    };
  }

  /** Lets the account log in again. */
  async function unlockMember(actor: Actor, id: number): Promise<AdminMemberAction> {
    const member = await memberOf(actor.merchantId, id);
    await inTransaction(async (t) => {
      await members.setStatus(member.id, 'ACTIVE', t);
      await audit.byActor(
        t,
        actor,
        'member.unlock',
        { type: 'member', id: member.id },
        { username: member.username, previousStatus: member.status },
      );
    });
    return { status: 'ACTIVE', mustChangePassword: member.mustChangePassword, sessionsEnded: 0 };
  }

  /** The member must set a new password at the next login; current sessions end now. */
  async function forceReset(actor: Actor, id: number): Promise<AdminMemberAction> {
    const member = await memberOf(actor.merchantId, id);
    const ended = await inTransaction(async (t) => {
      await members.forcePasswordChange(member.id, t);
      const count = await sessions.revokeAllForMember(
        member.id,
        'password-reset-by-operator',
        undefined,
        t,
      );
      await audit.byActor(
        t,
        actor,
        'member.force_reset',
        { type: 'member', id: member.id },
        { username: member.username, sessionsEnded: count },
      );
      return count;
    });
    return { status: member.status, mustChangePassword: true, sessionsEnded: ended };
  }

  /** A page of sent sms and email; reading it is audited (the bodies hold one-time codes). */
  async function outbox(
    actor: Actor,
    query: PageInput & { recipient?: string; state?: string },
  ): Promise<Page<OutboxItem>> {
    const { rows, total } = await deps.verification.pageOutbox(
      actor.merchantId,
      query.recipient,
      query,
      query.state,
    );
    // A read changes nothing; its row is written before the bodies leave, so no row, no bodies.
    await audit.byActor(deps.db, actor, 'outbox.read', undefined, {
      recipient: query.recipient ?? null,
      state: query.state ?? null,
      pageNo: query.pageNo,
      rows: rows.length,
    });
    return {
      list: rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        recipient: r.recipient,
        subject: r.subject,
        body: r.body,
        createdAt: r.createdAt.toISOString(),
        state: r.state as OutboxItem['state'],
        attempts: r.attempts,
        nextAttemptAt: r.state === 'pending' ? r.nextAttemptAt.toISOString() : null,
        lastError: r.lastError,
        providerMessageId: r.providerMessageId,
        sentAt: r.sentAt ? r.sentAt.toISOString() : null,
      })),
      total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  /** The white label's module flags as a tree, read fresh from the database. */
  function moduleTree(merchantId: number): Promise<WhitelabelNode[]> {
    return deps.system.readModuleTree(merchantId);
  }

  /** Switches one module flag; this node serves the change at once. */
  async function setModule(
    actor: Actor,
    modId: string,
    enabled: boolean,
  ): Promise<WhitelabelNode[]> {
    await inTransaction(async (t) => {
      if (!(await deps.system.setModuleFlag(actor.merchantId, modId, enabled, t))) {
        throw new AppError('ADMIN_MODULE_UNKNOWN');
      }
      await audit.byActor(t, actor, 'settings.module', { type: 'module', id: modId }, { enabled });
    });
    // Dropped again after commit: a read between the change and its commit cached the old flag.
    deps.system.invalidate();
    return moduleTree(actor.merchantId);
  }

  /** Every registration field's effective rule, in form order. */
  async function registerFields(merchantId: number): Promise<RegisterFieldRow[]> {
    const effective = effectiveFieldSettings(await members.listFieldSettings(merchantId));
    return REGISTER_FIELDS.map((field) => {
      const s = effective[field];
      return {
        field,
        enabled: s.enabled,
        required: s.required,
        patternId: s.patternId as RegisterFieldRow['patternId'],
        minLength: s.minLength,
        maxLength: s.maxLength,
      };
    });
  }

  /** Saves the given field rules (all or none), audits what changed, and drops this node's cache. */
  async function saveRegisterFields(
    actor: Actor,
    rows: readonly RegisterFieldRow[],
  ): Promise<RegisterFieldRow[]> {
    const locked = rows
      .map((row, index) => ({ row, index }))
      .filter(
        ({ row }) =>
          (LOCKED_REGISTER_FIELDS as readonly string[]).includes(row.field) &&
          (!row.enabled || !row.required),
      );
    if (locked.length > 0) {
      throw new AppError('VALIDATION_FAILED', {
        details: locked.map(({ index }) => ({
          path: `body.fields.${index}.enabled`,
          message: 'username and password fields are always enabled and required',
        })),
      });
    }
    const before = new Map((await registerFields(actor.merchantId)).map((r) => [r.field, r]));
    const changes = rows
      .filter((row) => JSON.stringify(before.get(row.field)) !== JSON.stringify(row))
      .map((row) => ({ field: row.field, before: before.get(row.field) ?? null, after: row }));
    await inTransaction(async (t) => {
      await members.saveFieldSettings(actor.merchantId, rows, t);
      await audit.byActor(
        t,
        actor,
        'settings.register_fields',
        { type: 'register_fields', id: actor.merchantId },
        { changes },
      );
    });
    deps.system.invalidate();
    return registerFields(actor.merchantId);
  }

  return {
    searchMembers,
    memberProfile,
    memberSessions,
    memberLogins,
    lockMember,
    unlockMember,
    forceReset,
    outbox,
    moduleTree,
    setModule,
    registerFields,
    saveRegisterFields,
    auditPage: audit.page,
  };
}
