import { z } from 'zod';
import { okEnvelope } from '@portal/contracts/common';
import {
  IdParamSchema,
  PaymentMethodInputSchema,
  PaymentMethodSchema,
  WalletSettingsInputSchema,
  WalletSettingsSchema,
} from '@portal/contracts/admin-wallet';
import { operatorOf } from '../admin/operator-auth.ts';
import {
  base,
  ok,
  tags,
  type CashierAdminApp,
  type CashierAdminRoutesOptions,
} from './cashier-admin-kit.ts';

/** Deposit methods, the configured gateways, and the money limits. */
export function methodAdminRoutes(app: CashierAdminApp, opts: CashierAdminRoutesOptions): void {
  const { audit, deposits, guard } = opts;

  app.get(
    `${base}/payment-methods`,
    {
      preHandler: guard('wallet.read'),
      schema: {
        tags,
        summary: 'Deposit methods',
        response: { 200: okEnvelope(z.array(PaymentMethodSchema)) },
      },
    },
    async (request) => ok(await deposits.allMethods(operatorOf(request).merchantId)),
  );

  app.get(
    `${base}/payment-gateways`,
    {
      preHandler: guard('wallet.read'),
      schema: {
        tags,
        summary: 'Codes of the payment gateways configured on the server',
        response: { 200: okEnvelope(z.array(z.string())) },
      },
    },
    async () => ok(deposits.gatewayCodes()),
  );

  app.post(
    `${base}/payment-methods`,
    {
      preHandler: guard('payments.configure'),
      schema: {
        tags,
        summary: 'Add a deposit method',
        body: PaymentMethodInputSchema,
        response: { 200: okEnvelope(PaymentMethodSchema) },
      },
    },
    async (request) => {
      const actor = operatorOf(request);
      return ok(
        await deposits.saveMethod(actor.merchantId, undefined, request.body, audit.of(actor)),
      );
    },
  );

  app.put(
    `${base}/payment-methods/:id`,
    {
      preHandler: guard('payments.configure'),
      schema: {
        tags,
        summary: 'Change a deposit method (its code stays)',
        params: IdParamSchema,
        body: PaymentMethodInputSchema,
        response: { 200: okEnvelope(PaymentMethodSchema) },
      },
    },
    async (request) => {
      const actor = operatorOf(request);
      return ok(
        await deposits.saveMethod(
          actor.merchantId,
          request.params.id,
          request.body,
          audit.of(actor),
        ),
      );
    },
  );

  app.get(
    `${base}/settings`,
    {
      preHandler: guard('wallet.read'),
      schema: {
        tags,
        summary: 'Money limits',
        response: { 200: okEnvelope(WalletSettingsSchema) },
      },
    },
    async (request) => ok(await opts.settings.get(operatorOf(request).merchantId)),
  );

  app.put(
    `${base}/settings`,
    {
      preHandler: guard('payments.configure'),
      schema: {
        tags,
        summary: 'Change money limits',
        body: WalletSettingsInputSchema,
        response: { 200: okEnvelope(WalletSettingsSchema) },
      },
    },
    async (request) => {
      const actor = operatorOf(request);
      return ok(await opts.settings.save(actor.merchantId, request.body, audit.of(actor)));
    },
  );
}
