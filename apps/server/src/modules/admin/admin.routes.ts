import type {} from '@fastify/rate-limit';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminLoginAttemptSchema,
  AdminLoginRequestSchema,
  AdminMemberActionSchema,
  AdminMemberProfileSchema,
  AdminMemberSessionSchema,
  AdminMemberSummarySchema,
  AdminSessionSchema,
  AdminTotpRequestSchema,
  AuditEntrySchema,
  AuditQuerySchema,
  MemberIdParamSchema,
  MemberSearchQuerySchema,
  ModuleFlagUpdateSchema,
  ModuleIdParamSchema,
  OutboxItemSchema,
  OutboxQuerySchema,
  RegisterFieldRowSchema,
  RegisterFieldsUpdateSchema,
  pageOf,
} from '@portal/contracts/admin';
import { okEnvelope } from '@portal/contracts/common';
import { WhitelabelSchema } from '@portal/contracts/system';
import { merchantOf } from '../../plugins/request-context.ts';
import type { AdminService } from './admin.service.ts';
import { operatorOf, type OperatorAuth } from './operator-auth.ts';
import { ok } from '../../lib/route-kit.ts';

export interface AdminRoutesOptions {
  auth: OperatorAuth;
  admin: AdminService;
}

const Done = okEnvelope(z.null());
const SIGN_IN_LIMIT = { rateLimit: { max: 30, timeWindow: 60_000 } };
const session = ['admin-session'];
const tags = ['admin'];

/** The operator console API under /wps/admin: sign-in, members, outbox, settings, audit log. */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, opts) => {
  const { auth, admin } = opts;
  const guard = auth.guard;

  app.post(
    '/wps/admin/session/login',
    {
      config: SIGN_IN_LIMIT,
      schema: {
        tags: session,
        summary: "Operator password step; answers a stage-'totp' session (and enrollment data)",
        body: AdminLoginRequestSchema,
        response: { 200: okEnvelope(AdminSessionSchema) },
      },
    },
    async (request) => ok(await auth.login(merchantOf(request), request.ip, request.body)),
  );

  app.post(
    '/wps/admin/session/totp',
    {
      config: SIGN_IN_LIMIT,
      schema: {
        tags: session,
        summary: 'Authenticator step: binds on first use, then answers an active session token',
        body: AdminTotpRequestSchema,
        response: { 200: okEnvelope(AdminSessionSchema) },
      },
    },
    async (request) =>
      ok(
        await auth.verifyTotp(
          merchantOf(request),
          request.ip,
          request.ctx.token,
          request.body.code,
        ),
      ),
  );

  app.get(
    '/wps/admin/session',
    {
      schema: {
        tags: session,
        summary: 'The signed-in operator, stage and permissions',
        response: { 200: okEnvelope(AdminSessionSchema) },
      },
    },
    async (request) => ok(await auth.current(merchantOf(request), request.ctx.token)),
  );

  app.delete(
    '/wps/admin/session',
    { schema: { tags: session, summary: 'Sign out', response: { 200: Done } } },
    async (request) => {
      await auth.logout(merchantOf(request), request.ip, request.ctx.token);
      return ok(null);
    },
  );

  app.get(
    '/wps/admin/members',
    {
      preHandler: guard('members.read'),
      schema: {
        tags,
        summary: 'Search members by username prefix, mobile or email; newest first',
        querystring: MemberSearchQuerySchema,
        response: { 200: okEnvelope(pageOf(AdminMemberSummarySchema)) },
      },
    },
    async (request) => ok(await admin.searchMembers(operatorOf(request).merchantId, request.query)),
  );

  app.get(
    '/wps/admin/members/:id',
    {
      preHandler: guard('members.read'),
      schema: {
        tags,
        summary: "A member's profile",
        params: MemberIdParamSchema,
        response: { 200: okEnvelope(AdminMemberProfileSchema) },
      },
    },
    async (request) =>
      ok(await admin.memberProfile(operatorOf(request).merchantId, request.params.id)),
  );

  app.get(
    '/wps/admin/members/:id/sessions',
    {
      preHandler: guard('members.read'),
      schema: {
        tags,
        summary: "A member's sessions, newest first",
        params: MemberIdParamSchema,
        response: { 200: okEnvelope(z.array(AdminMemberSessionSchema)) },
      },
    },
    async (request) =>
      ok(await admin.memberSessions(operatorOf(request).merchantId, request.params.id)),
  );

  app.get(
    '/wps/admin/members/:id/logins',
    {
      preHandler: guard('members.read'),
      schema: {
        tags,
        summary: "A member's login history, newest first",
        params: MemberIdParamSchema,
        response: { 200: okEnvelope(z.array(AdminLoginAttemptSchema)) },
      },
    },
    async (request) =>
      ok(await admin.memberLogins(operatorOf(request).merchantId, request.params.id)),
  );

  const memberAction = (
    path: string,
    summary: string,
    action: 'members.lock' | 'members.forceReset',
    run: typeof admin.lockMember,
  ) =>
    app.post(
      path,
      {
        preHandler: guard(action),
        schema: {
          tags,
          summary,
          params: MemberIdParamSchema,
          response: { 200: okEnvelope(AdminMemberActionSchema) },
        },
      },
      async (request) => ok(await run(operatorOf(request), request.params.id)),
    );
  memberAction(
    '/wps/admin/members/:id/lock',
    'Lock the account and end its sessions',
    'members.lock',
    admin.lockMember,
  );
  memberAction(
    '/wps/admin/members/:id/unlock',
    'Unlock the account',
    'members.lock',
    admin.unlockMember,
  );
  memberAction(
    '/wps/admin/members/:id/force-reset',
    'Require a new password at the next login and end current sessions',
    'members.forceReset',
    admin.forceReset,
  );

  app.get(
    '/wps/admin/outbox',
    {
      preHandler: guard('outbox.read'),
      schema: {
        tags,
        summary: 'Sent sms and email (audited)',
        querystring: OutboxQuerySchema,
        response: { 200: okEnvelope(pageOf(OutboxItemSchema)) },
      },
    },
    async (request) => ok(await admin.outbox(operatorOf(request), request.query)),
  );

  app.get(
    '/wps/admin/settings/modules',
    {
      preHandler: guard('settings.read'),
      schema: {
        tags,
        summary: 'White-label module flags (tree)',
        response: { 200: okEnvelope(WhitelabelSchema) },
      },
    },
    async (request) => ok(await admin.moduleTree(operatorOf(request).merchantId)),
  );

  app.put(
    '/wps/admin/settings/modules/:modId',
    {
      preHandler: guard('settings.write'),
      schema: {
        tags,
        summary: 'Switch one module flag; answers the new tree',
        params: ModuleIdParamSchema,
        body: ModuleFlagUpdateSchema,
        response: { 200: okEnvelope(WhitelabelSchema) },
      },
    },
    async (request) =>
      ok(await admin.setModule(operatorOf(request), request.params.modId, request.body.enabled)),
  );

  app.get(
    '/wps/admin/settings/register-fields',
    {
      preHandler: guard('settings.read'),
      schema: {
        tags,
        summary: 'Registration field rules, every field',
        response: { 200: okEnvelope(z.array(RegisterFieldRowSchema)) },
      },
    },
    async (request) => ok(await admin.registerFields(operatorOf(request).merchantId)),
  );

  app.put(
    '/wps/admin/settings/register-fields',
    {
      preHandler: guard('settings.write'),
      schema: {
        tags,
        summary: 'Save registration field rules (all or none); answers every field',
        body: RegisterFieldsUpdateSchema,
        response: { 200: okEnvelope(z.array(RegisterFieldRowSchema)) },
      },
    },
    async (request) => ok(await admin.saveRegisterFields(operatorOf(request), request.body.fields)),
  );

  app.get(
    '/wps/admin/audit',
    {
      preHandler: guard('audit.read'),
      schema: {
        tags,
        summary: 'The audit log, newest first (reading it is not audited)',
        querystring: AuditQuerySchema,
        response: { 200: okEnvelope(pageOf(AuditEntrySchema)) },
      },
    },
    async (request) => ok(await admin.auditPage(operatorOf(request).merchantId, request.query)),
  );
};
