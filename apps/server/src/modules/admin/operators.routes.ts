import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@portal/contracts/common';
import {
  AdminOperatorCreateSchema,
  AdminOperatorPasswordSchema,
  AdminOperatorRoleSchema,
  AdminOperatorRowSchema,
  AdminOperatorSecretSchema,
  AdminOperatorStatusSchema,
  OperatorIdParamSchema,
  type AdminAction,
} from '@portal/contracts/admin';
import { operatorOf } from './operator-auth.ts';
import type { OperatorsService } from './operators.service.ts';
import { ok } from '../../lib/route-kit.ts';

/** Operator accounts of the white label (owner only: `operators.manage`); every change audited. */
export const operatorsRoutes: FastifyPluginAsyncZod<{
  operators: OperatorsService;
  guard: (action?: AdminAction) => preHandlerAsyncHookHandler;
}> = async (app, { operators, guard }) => {
  const tags = ['admin-operators'];
  const preHandler = guard('operators.manage');

  app.get(
    '/wps/admin/operators',
    {
      preHandler,
      schema: {
        tags,
        summary: "The white label's operators",
        response: { 200: okEnvelope(z.array(AdminOperatorRowSchema)) },
      },
    },
    async (request) => ok(await operators.list(operatorOf(request))),
  );

  app.post(
    '/wps/admin/operators',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Create an operator; a generated password is answered once (audited)',
        body: AdminOperatorCreateSchema,
        response: { 200: okEnvelope(AdminOperatorSecretSchema) },
      },
    },
    async (request) => ok(await operators.create(operatorOf(request), request.body)),
  );

  app.put(
    '/wps/admin/operators/:id/status',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Disable (sessions end at once) or enable an operator (audited)',
        params: OperatorIdParamSchema,
        body: AdminOperatorStatusSchema,
        response: { 200: okEnvelope(AdminOperatorRowSchema) },
      },
    },
    async (request) =>
      ok(await operators.setStatus(operatorOf(request), request.params.id, request.body.status)),
  );

  app.put(
    '/wps/admin/operators/:id/role',
    {
      preHandler,
      schema: {
        tags,
        summary: "Change an operator's role (audited)",
        params: OperatorIdParamSchema,
        body: AdminOperatorRoleSchema,
        response: { 200: okEnvelope(AdminOperatorRowSchema) },
      },
    },
    async (request) =>
      ok(await operators.setRole(operatorOf(request), request.params.id, request.body.role)),
  );

  app.post(
    '/wps/admin/operators/:id/password',
    {
      preHandler,
      schema: {
        tags,
        summary:
          'Reset the password (given, or generated and answered once); sessions end (audited)',
        params: OperatorIdParamSchema,
        body: AdminOperatorPasswordSchema,
        response: { 200: okEnvelope(AdminOperatorSecretSchema) },
      },
    },
    async (request) =>
      ok(
        await operators.resetPassword(
          operatorOf(request),
          request.params.id,
          request.body.password,
        ),
      ),
  );

  app.post(
    '/wps/admin/operators/:id/totp-reset',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Clear the authenticator so the next sign-in enrols again; sessions end (audited)',
        params: OperatorIdParamSchema,
        response: { 200: okEnvelope(AdminOperatorRowSchema) },
      },
    },
    async (request) => ok(await operators.resetTotp(operatorOf(request), request.params.id)),
  );
};
