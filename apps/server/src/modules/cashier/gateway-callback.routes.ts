import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import { verifyBody } from '@portal/contracts/provider-signing';
import {
  GATEWAY_SIGNATURE_HEADER,
  GatewayNotificationSchema,
  type GatewayNotification,
} from '@portal/contracts/payment-gateway';
import { AppError } from '../../lib/app-error.ts';
import type { DepositService } from './deposit.service.ts';
import { gatewayCallbackPath, type GatewayClient } from './gateway-client.ts';

interface Merchant {
  id: number;
  currency: string;
  currencySymbol: string;
}

const Params = z.object({ gateway: z.string().regex(/^[A-Z0-9_]{2,32}$/) });

/**
 * Where payment gateways notify the portal, one path per gateway. The signature is checked with
 * that gateway's own secret over the raw bytes before anything is parsed; an unknown gateway is
 * a bad signature. This is the only way a gateway deposit is credited.
 */
export const gatewayCallbackRoutes: FastifyPluginAsync<{
  gateways: GatewayClient;
  deposits: DepositService;
  merchantById: (id: number) => Promise<Merchant>;
}> = async (app, opts) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  );
  app.post(
    gatewayCallbackPath(':gateway'),
    {
      config: { rateLimit: { max: 600, timeWindow: 60_000 } },
      schema: { tags: ['cashier'], summary: 'Signed payment notification from a gateway' },
    },
    async (request) => {
      const params = Params.safeParse(request.params);
      const secret = params.success ? opts.gateways.secretOf(params.data.gateway) : undefined;
      const raw = request.body;
      if (
        !params.success ||
        secret === undefined ||
        !Buffer.isBuffer(raw) ||
        !verifyBody(secret, raw, request.headers[GATEWAY_SIGNATURE_HEADER])
      ) {
        throw new AppError('WALLET_SIGNATURE_INVALID');
      }
      let note: GatewayNotification;
      try {
        note = GatewayNotificationSchema.parse(JSON.parse(raw.toString('utf8')));
      } catch {
        throw new AppError('BAD_REQUEST_BODY');
      }
      return {
        success: true,
        value: await opts.deposits.gatewayNotification(
          opts.merchantById,
          params.data.gateway,
          note,
        ),
      };
    },
  );
};
