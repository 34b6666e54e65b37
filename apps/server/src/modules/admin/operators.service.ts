import { randomBytes, randomInt } from 'node:crypto';
import {
  OPERATOR_PASSWORD_MAX,
  OPERATOR_PASSWORD_MIN,
  type AdminOperatorCreate,
  type AdminOperatorRow,
  type AdminOperatorSecret,
  type OperatorRole,
} from '@portal/contracts/admin';
import { PATTERNS } from '@portal/contracts/patterns';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Actor, AuditTrail } from './admin.audit.ts';
import * as repo from './operators.repo.ts';

export type OperatorsService = ReturnType<typeof createOperatorsService>;

const rowOf = (o: repo.OperatorRow): AdminOperatorRow => ({
  id: o.id,
  username: o.username,
  displayName: o.displayName,
  role: o.role as OperatorRole,
  status: o.status === 'ACTIVE' ? 'ACTIVE' : 'DISABLED',
  totpBound: o.totpConfirmedAt !== null,
  lastLoginAt: o.lastLoginAt ? o.lastLoginAt.toISOString() : null,
  createdAt: o.createdAt.toISOString(),
});

/** The console's password policy for operators: 10-64 characters of all four kinds. */
export function isStrongOperatorPassword(password: string): boolean {
  return (
    password.length >= OPERATOR_PASSWORD_MIN &&
    password.length <= OPERATOR_PASSWORD_MAX &&
    PATTERNS.STRONG_PASSWORD.test(password)
  );
}

/** A random password meeting the policy (16 random characters plus one of each kind). */
export function generatePassword(): string {
  const symbols = '#%+=!@';
  const body = randomBytes(12).toString('base64url');
  return `${body}${'ABCDEFGHJKLMNPQRSTUVWXYZ'[randomInt(24)]}${'abcdefghijkmnpqrstuvwxyz'[randomInt(24)]}${randomInt(10)}${symbols[randomInt(symbols.length)]}`;
}

/**
 * Operator accounts of one white label: create, disable and enable, reset the password or the
 * authenticator, change the role. Every change and its audit row are one transaction; one that
 * takes access away ends the operator's sessions in it. An operator never changes their own
 * account here, and the white label keeps at least one active owner.
 */
export function createOperatorsService(deps: { db: Db; audit: AuditTrail; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const { audit } = deps;

  async function list(actor: Actor): Promise<AdminOperatorRow[]> {
    return (await repo.listOperators(deps.db, actor.merchantId)).map(rowOf);
  }

  function passwordOf(given: string | undefined): { password: string; generated: boolean } {
    if (given === undefined || given === '') {
      return { password: generatePassword(), generated: true };
    }
    if (!isStrongOperatorPassword(given)) throw new AppError('AUTH_PASSWORD_WEAK');
    return { password: given, generated: false };
  }

  async function create(actor: Actor, input: AdminOperatorCreate): Promise<AdminOperatorSecret> {
    const { password, generated } = passwordOf(input.password);
    const passwordHash = await hashPassword(password);
    const username = input.username.trim();
    const operator = await deps.db.transaction(async (t) => {
      const row = await repo.insertOperator(t, {
        merchantId: actor.merchantId,
        username,
        usernameKey: username.toLowerCase(),
        displayName: input.displayName?.trim() || username,
        passwordHash,
        role: input.role,
      });
      if (!row) throw new AppError('OPERATOR_USERNAME_TAKEN');
      await audit.byActor(
        t,
        actor,
        'operator.create',
        { type: 'operator', id: row.usernameKey },
        {
          role: row.role,
          passwordGenerated: generated,
        },
      );
      return row;
    });
    return { operator: rowOf(operator), password: generated ? password : null };
  }

  /**
   * Runs a change of another operator of the actor's white label: the row is locked, and the
   * white label's active owners too when `ownerLeft` says whether an owner remains afterwards.
   */
  async function changeOther<T>(
    actor: Actor,
    id: number,
    work: (t: Executor, target: repo.OperatorRow, owners: number[]) => Promise<T>,
  ): Promise<T> {
    if (id === actor.operatorId) throw new AppError('OPERATOR_SELF_FORBIDDEN');
    return deps.db.transaction(async (t) => {
      const owners = await repo.lockActiveOwners(t, actor.merchantId);
      const target = await repo.lockOperator(t, actor.merchantId, id);
      if (!target) throw new AppError('OPERATOR_NOT_FOUND');
      return work(t, target, owners);
    });
  }

  /** True when taking this operator's owner access away would leave no active owner. */
  const isLastOwner = (target: repo.OperatorRow, owners: number[]) =>
    owners.length === 1 && owners[0] === target.id;

  async function setStatus(
    actor: Actor,
    id: number,
    status: 'ACTIVE' | 'DISABLED',
  ): Promise<AdminOperatorRow> {
    return changeOther(actor, id, async (t, target, owners) => {
      if (status === 'DISABLED' && isLastOwner(target, owners)) {
        throw new AppError('OPERATOR_LAST_OWNER');
      }
      const row = await repo.updateOperator(t, target.id, { status });
      const ended =
        status === 'DISABLED' ? await repo.revokeOperatorSessions(t, target.id, now()) : 0;
      await audit.byActor(
        t,
        actor,
        status === 'DISABLED' ? 'operator.disable' : 'operator.enable',
        { type: 'operator', id: target.usernameKey },
        { before: target.status, after: status, sessionsEnded: ended },
      );
      return rowOf(row);
    });
  }

  async function setRole(actor: Actor, id: number, role: OperatorRole): Promise<AdminOperatorRow> {
    return changeOther(actor, id, async (t, target, owners) => {
      if (role !== 'owner' && isLastOwner(target, owners)) {
        throw new AppError('OPERATOR_LAST_OWNER');
      }
      const row = await repo.updateOperator(t, target.id, { role });
      await audit.byActor(
        t,
        actor,
        'operator.role',
        { type: 'operator', id: target.usernameKey },
        {
          before: target.role,
          after: role,
        },
      );
      return rowOf(row);
    });
  }

  /** Sets a new password (given, or generated and answered once) and ends the sessions. */
  async function resetPassword(
    actor: Actor,
    id: number,
    given: string | undefined,
  ): Promise<AdminOperatorSecret> {
    const { password, generated } = passwordOf(given);
    const passwordHash = await hashPassword(password);
    return changeOther(actor, id, async (t, target) => {
      const row = await repo.updateOperator(t, target.id, { passwordHash });
      const ended = await repo.revokeOperatorSessions(t, target.id, now());
      await audit.byActor(
        t,
        actor,
        'operator.password_reset',
        { type: 'operator', id: target.usernameKey },
        { passwordGenerated: generated, sessionsEnded: ended },
      );
      return { operator: rowOf(row), password: generated ? password : null };
    });
  }

  /** Clears the authenticator: the next sign-in enrols a new one. Ends the sessions. */
  async function resetTotp(actor: Actor, id: number): Promise<AdminOperatorRow> {
    return changeOther(actor, id, async (t, target) => {
      const row = await repo.updateOperator(t, target.id, {
        totpSecret: null,
        totpConfirmedAt: null,
        totpLastStep: null,
      });
      const ended = await repo.revokeOperatorSessions(t, target.id, now());
      await audit.byActor(
        t,
        actor,
        'operator.totp_reset',
        { type: 'operator', id: target.usernameKey },
        {
          wasBound: target.totpConfirmedAt !== null,
          sessionsEnded: ended,
        },
      );
      return rowOf(row);
    });
  }

  return { list, create, setStatus, setRole, resetPassword, resetTotp };
}
