import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminAction } from '@portal/contracts/admin';
import { okEnvelope } from '@portal/contracts/common';
import {
  MessagingSettingsSchema,
  MessagingSettingsUpdateSchema,
  MessagingTestRequestSchema,
  MessagingTestResultSchema,
  OutboxIdParamSchema,
} from '@portal/contracts/outbound';
import { operatorOf } from '../admin/operator-auth.ts';
import type { OutboxDelivery } from './delivery.ts';
import type { OutboundService } from './outbound.service.ts';
import { ok } from '../../lib/route-kit.ts';

/** The console's messaging settings, their test send, and re-queuing a failed message. */
export const outboundAdminRoutes: FastifyPluginAsyncZod<{
  outbound: OutboundService;
  delivery: OutboxDelivery;
  guard: (action?: AdminAction) => preHandlerAsyncHookHandler;
}> = async (app, opts) => {
  const { outbound, delivery, guard } = opts;
  const tags = ['admin-messaging'];

  app.get(
    '/wps/admin/messaging/settings',
    {
      preHandler: guard('messaging.configure'),
      schema: {
        tags,
        summary: 'SMTP and sms gateway settings of this white label (secrets never answered)',
        response: { 200: okEnvelope(MessagingSettingsSchema) },
      },
    },
    async (request) => ok(await outbound.settings(operatorOf(request))),
  );

  app.put(
    '/wps/admin/messaging/settings',
    {
      preHandler: guard('messaging.configure'),
      schema: {
        tags,
        summary: 'Replace the SMTP and sms gateway settings (audited; secrets write-only)',
        body: MessagingSettingsUpdateSchema,
        response: { 200: okEnvelope(MessagingSettingsSchema) },
      },
    },
    async (request) => ok(await outbound.save(operatorOf(request), request.body)),
  );

  app.post(
    '/wps/admin/messaging/test',
    {
      preHandler: guard('messaging.configure'),
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Send a test email or sms now with the stored settings; answers the result',
        body: MessagingTestRequestSchema,
        response: { 200: okEnvelope(MessagingTestResultSchema) },
      },
    },
    async (request) =>
      ok(await outbound.testSend(operatorOf(request), request.body, request.ctx.language)),
  );

  app.post(
    '/wps/admin/outbox/:id/retry',
    {
      preHandler: guard('outbox.retry'),
      schema: {
        tags,
        summary: 'Put a failed sms or email back in the delivery queue (audited)',
        params: OutboxIdParamSchema,
        response: { 200: okEnvelope(z.null()) },
      },
    },
    async (request) => {
      await outbound.retry(operatorOf(request), request.params.id);
      delivery.kick();
      return ok(null);
    },
  );
};
