import {
  LaunchResponseSchema,
  PROVIDER_SIGNATURE_HEADER,
  TransferBalanceResponseSchema,
  TransferResponseSchema,
  type LaunchRequest,
  type TransferRequest,
  type TransferResponse,
} from '@portal/contracts/provider';
import { signBody } from '@portal/contracts/provider-signing';
import type { z } from 'zod';

export class VendorUnavailable extends Error {}

/**
 * The portal's client for a vendor's own API (launch, and transfers for transfer-wallet
 * vendors): signed JSON posts with a timeout.
 */
export function createVendorClient(opts: {
  baseUrl: string;
  secretOf: (vendor: string) => string;
  timeoutMs?: number;
}) {
  const timeoutMs = opts.timeoutMs ?? 5_000;

  async function post<S extends z.ZodType>(
    vendor: string,
    path: string,
    body: unknown,
    schema: S,
  ): Promise<z.infer<S>> {
    const raw = JSON.stringify(body);
    let response: Response;
    try {
      response = await fetch(`${opts.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [PROVIDER_SIGNATURE_HEADER]: signBody(opts.secretOf(vendor), raw),
        },
        body: raw,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new VendorUnavailable(`vendor ${vendor} unreachable`, { cause: error });
    }
    if (response.status >= 500) {
      // Release the connection: an unread body keeps it busy, and the pool never reuses or
      // closes it (the vendor's graceful shutdown would wait on it forever).
      await response.body?.cancel().catch(() => {});
      throw new VendorUnavailable(`vendor ${vendor} answered ${response.status}`);
    }
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new VendorUnavailable(`vendor ${vendor} answered an unknown shape`);
    return parsed.data;
  }

  return {
    launch: (request: LaunchRequest) =>
      post(request.vendor, '/launch', request, LaunchResponseSchema),
    /**
     * Moves money at a transfer-wallet vendor. A timeout or a server error leaves the outcome
     * UNKNOWN: the caller resolves it with `transferStatus` before deciding anything.
     */
    async transfer(request: TransferRequest): Promise<TransferResponse> {
      try {
        return await post(request.vendor, '/transfer', request, TransferResponseSchema);
      } catch (error) {
        if (error instanceof VendorUnavailable) {
          return { status: 'INTERNAL_ERROR', state: 'UNKNOWN' };
        }
        throw error;
      }
    },
    async transferStatus(vendor: string, reference: string): Promise<TransferResponse> {
      try {
        return await post(
          vendor,
          '/transfer/status',
          { vendor, reference },
          TransferResponseSchema,
        );
      } catch (error) {
        if (error instanceof VendorUnavailable) {
          return { status: 'INTERNAL_ERROR', state: 'UNKNOWN' };
        }
        throw error;
      }
    },
    /** The player's balance at a transfer-wallet vendor; undefined when it cannot be had now. */
    async transferBalance(
      vendor: string,
      playerId: string,
      currency: string,
    ): Promise<string | undefined> {
      try {
        const answer = await post(
          vendor,
          '/transfer/balance',
          { vendor, playerId, currency },
          TransferBalanceResponseSchema,
        );
        return answer.status === 'OK' ? answer.balance : undefined;
      } catch (error) {
        if (error instanceof VendorUnavailable) return undefined;
        throw error;
      }
    },
  };
}

export type VendorClient = ReturnType<typeof createVendorClient>;
