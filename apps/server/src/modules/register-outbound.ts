import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { AdminAction } from '@portal/contracts/admin';
import { DEMO_SMS_KEY_ID, DEMO_SMS_SECRET } from '@portal/contracts/sms-gateway';
import type { Db } from '../db/client.ts';
import { startJobs } from '../lib/jobs.ts';
import type { AuditTrail } from './admin/admin.audit.ts';
import { createOutboxDelivery, type DeliveryOptions } from './outbound/delivery.ts';
import { outboundAdminRoutes } from './outbound/outbound.routes.ts';
import { createOutboundService } from './outbound/outbound.service.ts';
import type { SmsGatewaySettings } from './outbound/providers.ts';

/** The demo sms gateway (apps/demo-gateway) where `npm start` runs it, with its public demo key. */
export const DEMO_SMS_GATEWAY: SmsGatewaySettings = {
  url: 'http://127.0.0.1:3950',
  keyId: DEMO_SMS_KEY_ID,
  secret: DEMO_SMS_SECRET,
};

export interface OutboundOptions {
  db: Db;
  audit: AuditTrail;
  smsDefault: SmsGatewaySettings | null;
  delivery?: DeliveryOptions | undefined;
}

/**
 * Messages that leave the site: built before the accounts module (whose outbox writes wake the
 * worker), registered with its console routes once the operator guard exists.
 */
export function createOutbound(api: FastifyInstance, opts: OutboundOptions) {
  const service = createOutboundService({
    db: opts.db,
    audit: opts.audit,
    smsDefault: opts.smsDefault,
  });
  const delivery = createOutboxDelivery({
    db: opts.db,
    outbound: service,
    log: api.log,
    options: opts.delivery,
  });
  return { db: opts.db, service, delivery };
}

export async function registerOutbound(
  api: FastifyInstance,
  outbound: ReturnType<typeof createOutbound>,
  operatorGuard: (action?: AdminAction) => preHandlerAsyncHookHandler,
) {
  const { db, service, delivery } = outbound;
  let stopJobs: (() => void) | undefined;
  if (delivery.enabled) {
    api.addHook('onReady', async () => {
      stopJobs = startJobs(api, db, [delivery.job]);
      // Rows written while the node was down go out at once.
      delivery.kick();
    });
  }
  api.addHook('onClose', async () => {
    stopJobs?.();
    await delivery.close();
  });
  await api.register(outboundAdminRoutes, { outbound: service, delivery, guard: operatorGuard });
}
