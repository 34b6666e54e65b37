import {
  BetHistoryBetSchema,
  BetHistoryResponseSchema,
  LaunchResponseSchema,
  PROVIDER_SIGNATURE_HEADER,
  TransferBalanceResponseSchema,
  TransferResponseSchema,
  type BetHistoryBet,
  type LaunchRequest,
  type TransferRequest,
  type TransferResponse,
} from '@portal/contracts/provider';
import { signBody } from '@portal/contracts/provider-signing';
import { z } from 'zod';

export class VendorUnavailable extends Error {}

/** A history row: the bet when it has the contract's shape, else what came, as it came. */
export type BetHistoryRow = { ok: true; bet: BetHistoryBet } | { ok: false; raw: unknown };

/** One page of a vendor's bet history. */
export interface BetHistoryPage {
  rows: BetHistoryRow[];
  /** A later page has more rows of the window. */
  hasMore: boolean;
}

/** The page is read whole; its rows one by one, so one bad row does not hide the others. */
const BetHistoryPageSchema = BetHistoryResponseSchema.extend({
  bets: z.array(z.unknown()).optional(),
});

/**
 * The portal's client for a vendor's own API (launch, and transfers and bet history for
 * transfer-wallet vendors): signed JSON posts with a timeout.
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
    /**
     * One page of a transfer-wallet vendor's bet history: bets settled in [from, to). Throws
     * VendorUnavailable when the page cannot be had (no answer, a refusal, an unknown shape).
     */
    async betHistory(
      vendor: string,
      query: { from: Date; to: Date; page: number; pageSize: number },
    ): Promise<BetHistoryPage> {
      const answer = await post(
        vendor,
        '/bet-history',
        {
          vendor,
          from: query.from.toISOString(),
          to: query.to.toISOString(),
          page: query.page,
          pageSize: query.pageSize,
        },
        BetHistoryPageSchema,
      );
      if (answer.status !== 'OK' || answer.bets === undefined) {
        throw new VendorUnavailable(`vendor ${vendor} refused its bet history: ${answer.status}`);
      }
      return {
        rows: answer.bets.map((raw): BetHistoryRow => {
          const parsed = BetHistoryBetSchema.safeParse(raw);
          return parsed.success ? { ok: true, bet: parsed.data } : { ok: false, raw };
        }),
        hasMore: answer.hasMore === true,
      };
    },
  };
}

export type VendorClient = ReturnType<typeof createVendorClient>;
