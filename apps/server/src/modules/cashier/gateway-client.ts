import { signBody } from '@portal/contracts/provider-signing';
import {
  GATEWAY_SIGNATURE_HEADER,
  GatewayOrderResponseSchema,
  type GatewayOrderRequest,
} from '@portal/contracts/payment-gateway';
import { AppError } from '../../lib/app-error.ts';

/** One payment gateway the portal works with: where to reach it and the secret it shares. */
export interface GatewaySettings {
  url: string;
  secret: string;
}

/** Where the portal hears from a gateway: a path per gateway, so its own secret checks it. */
export const gatewayCallbackPath = (code: string) => `/wps/payments/gateways/${code}/callback`;

export type GatewayClient = ReturnType<typeof createGatewayClient>;

/**
 * The portal's side of the gateway protocol (contracts/payment-gateway.ts): the configured
 * gateways, their secrets, and the signed create-order call. The callback URL a gateway is told
 * is built from `publicUrl` (configuration), never from a request.
 */
export function createGatewayClient(deps: {
  gateways: Readonly<Record<string, GatewaySettings>>;
  /** This portal's base URL as gateways reach it (PUBLIC_URL). */
  publicUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  log?: { warn: (details: object, message: string) => void };
}) {
  const gateways = new Map(Object.entries(deps.gateways));
  const publicUrl = deps.publicUrl.replace(/\/+$/, '');
  const fetchImpl = deps.fetch ?? fetch;

  /** The gateway's settings; undefined when it is not configured. */
  const settingsOf = (code: string | null | undefined) => (code ? gateways.get(code) : undefined);

  /**
   * Creates (or finds again: the gateway is idempotent by order number) the gateway's payment
   * order and answers the page the member pays on. WALLET_GATEWAY_UNAVAILABLE when the gateway
   * does not answer with one.
   */
  async function createOrder(
    code: string,
    order: Omit<GatewayOrderRequest, 'callbackUrl'>,
  ): Promise<string> {
    const settings = settingsOf(code);
    if (!settings) throw new AppError('WALLET_GATEWAY_NOT_CONFIGURED');
    const body = JSON.stringify({
      ...order,
      callbackUrl: `${publicUrl}${gatewayCallbackPath(code)}`,
    } satisfies GatewayOrderRequest);
    try {
      const answer = await fetchImpl(`${settings.url.replace(/\/+$/, '')}/api/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [GATEWAY_SIGNATURE_HEADER]: signBody(settings.secret, body),
        },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(deps.timeoutMs ?? 10_000),
      });
      const parsed = GatewayOrderResponseSchema.safeParse(await answer.json());
      if (answer.ok && parsed.success && parsed.data.orderNo === order.orderNo) {
        return parsed.data.payUrl;
      }
      deps.log?.warn({ gateway: code, status: answer.status }, 'gateway refused the order');
    } catch (err) {
      // Unreachable, timed out or not JSON: the same as a refusal for the member.
      deps.log?.warn({ gateway: code, err }, 'gateway did not answer the order');
    }
    throw new AppError('WALLET_GATEWAY_UNAVAILABLE');
  }

  return {
    isConfigured: (code: string | null | undefined) => settingsOf(code) !== undefined,
    secretOf: (code: string) => settingsOf(code)?.secret,
    codes: () => [...gateways.keys()],
    createOrder,
  };
}
