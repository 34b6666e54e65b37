import type { z } from 'zod';
import {
  PROVIDER_SIGNATURE_HEADER,
  PlayerResponseSchema,
  WalletResponseSchema,
  type BalanceRequest,
  type BetRequest,
  type EndRoundRequest,
  type PlayerRequest,
  type PlayerResponse,
  type ProviderCall,
  type ProviderStatus,
  type RollbackRequest,
  type WalletResponse,
  type WinRequest,
} from '@portal/contracts/provider';
import { signBody, vendorSecretResolver } from '@portal/contracts/provider-signing';
import { createHttpPost, type HttpPost } from './http-post.ts';
import { rollbackIdFor } from './ids.ts';

/** Round and transaction ids `${vendor}-${session}-${counter}-${kind}` (for the benchmark too). */
export { walletId } from './ids.ts';

/**
 * The vendor's client for the portal's seamless-wallet API (`POST {walletUrl}/provider/v1/
 * {vendor}/{call}`), behaving like real vendors do:
 *
 * - `bet` is retried with the same transactionId (same body, same bytes) on a timeout, a network
 *   error, a 5xx or an INTERNAL_ERROR answer; when every attempt failed the bet is given up and a
 *   rollback of that transactionId is queued.
 * - `win`, `rollback` and `endRound` go through an in-memory delivery queue and are retried with
 *   backoff until the portal answers anything other than a transport failure or a 5xx; whatever
 *   it then answers counts as delivered (and is logged when it is not OK).
 * - `player` and `balance` are reads: tried twice at most, never queued.
 */

/** Where a call goes: the launch request's walletUrl and the vendor code in the path. */
export interface PortalTarget {
  walletUrl: string;
  vendor: string;
}

/** Pino-compatible (Fastify's `app.log` fits). */
export interface PortalLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface PortalClientOptions {
  /** Operator seed; each vendor's secret is `vendorSecret(seed, vendor)` unless it has its own. */
  seed: string;
  /** Vendors' own secrets by variable name (`VENDOR_SECRET_<CODE>`), before the seed. */
  vendorSecrets?: Readonly<Record<string, string>>;
  /** Per-call timeout (ms), default 3000. */
  timeoutMs?: number;
  /** Attempts of one bet before it is rolled back, default 3. */
  betAttempts?: number;
  /** Attempts of a read (player, balance), default 2. */
  readAttempts?: number;
  /** First retry delay (ms), default 250; doubles per attempt. */
  retryBaseMs?: number;
  /** Longest retry delay of the delivery queue (ms), default 30000. */
  retryMaxMs?: number;
  /** How a call is sent (tests may wrap it); default: node:http with kept-alive connections. */
  post?: HttpPost;
  logger?: PortalLogger;
}

/** Why a call did not produce an answer the vendor can act on. */
export type FailureReason = 'TIMEOUT' | 'NETWORK' | 'SERVER_ERROR' | 'BAD_ANSWER' | 'CLOSED';

/** One signed POST: the portal's parsed answer, or why there is none. */
export type PostOutcome<T> =
  | { kind: 'ANSWERED'; httpStatus: number; body: T }
  | { kind: 'FAILED'; reason: FailureReason; detail: string };

export type BetResult =
  | {
      outcome: 'ACCEPTED';
      balance: string | undefined;
      reference: string | undefined;
      attempts: number;
    }
  | {
      /** The portal answered and took nothing (INSUFFICIENT_FUNDS, INVALID_TOKEN, …). */
      outcome: 'REFUSED';
      status: ProviderStatus;
      message: string | undefined;
      balance: string | undefined;
      attempts: number;
    }
  | {
      /** No usable answer after every attempt: the bet is given up and rolled back. */
      outcome: 'UNKNOWN';
      reason: FailureReason;
      attempts: number;
      rollbackTransactionId: string;
      rollback: Promise<DeliveryResult>;
    };

export type DeliveryResult =
  | {
      delivered: true;
      call: QueuedCall;
      id: string;
      status: ProviderStatus;
      balance: string | undefined;
      reference: string | undefined;
      message: string | undefined;
      attempts: number;
    }
  /** Only when the client was closed first; never because the portal kept failing. */
  | { delivered: false; call: QueuedCall; id: string; reason: 'CLOSED'; attempts: number };

export type ReadResult<T> =
  | { outcome: 'OK'; response: T }
  | { outcome: 'REFUSED'; status: ProviderStatus; message: string | undefined }
  | { outcome: 'UNAVAILABLE'; reason: FailureReason };

export type QueuedCall = 'win' | 'rollback' | 'end-round';

/** A queued win, rollback or end-round as `pendingDeliveries()` shows it. */
export interface PendingDelivery {
  call: QueuedCall;
  id: string;
  vendor: string;
  attempts: number;
  queuedAt: number;
  nextAttemptAt: number;
  lastFailure: string | undefined;
}

interface QueueItem {
  call: QueuedCall;
  id: string;
  target: PortalTarget;
  raw: string;
  attempts: number;
  queuedAt: number;
  nextAttemptAt: number;
  lastFailure: string | undefined;
  timer: NodeJS.Timeout | undefined;
  promise: Promise<DeliveryResult>;
  resolve: (result: DeliveryResult) => void;
}

const silentLogger: PortalLogger = { info() {}, warn() {}, error() {} };

/** The seamless API URL of one call. */
export function portalCallUrl(target: PortalTarget, call: ProviderCall): string {
  const base = target.walletUrl.replace(/\/+$/, '');
  return `${base}/provider/v1/${encodeURIComponent(target.vendor)}/${call}`;
}

/** The vendor side of the seamless-wallet protocol; one instance serves every vendor code. */
export class PortalClient {
  readonly timeoutMs: number;
  readonly betAttempts: number;
  readonly readAttempts: number;
  readonly retryBaseMs: number;
  readonly retryMaxMs: number;
  private readonly send: HttpPost;
  private readonly ownSend: (HttpPost & { close: () => void }) | undefined;
  private readonly log: PortalLogger;
  private readonly secretOf: (vendor: string) => string;
  private readonly queue = new Map<string, QueueItem>();
  private readonly idleWaiters: (() => void)[] = [];
  private readonly closing = new AbortController();

  constructor(options: PortalClientOptions) {
    this.secretOf = vendorSecretResolver(options.seed, options.vendorSecrets);
    this.timeoutMs = options.timeoutMs ?? 3000;
    this.betAttempts = Math.max(1, options.betAttempts ?? 3);
    this.readAttempts = Math.max(1, options.readAttempts ?? 2);
    this.retryBaseMs = options.retryBaseMs ?? 250;
    this.retryMaxMs = options.retryMaxMs ?? 30_000;
    this.ownSend = options.post ? undefined : createHttpPost();
    this.send = options.post ?? this.ownSend!;
    this.log = options.logger ?? silentLogger;
  }

  /** True once `close()` was called. */
  get closed(): boolean {
    return this.closing.signal.aborted;
  }

  /** The vendor's shared secret: its own VENDOR_SECRET_<CODE>, else the seed's (cached). */
  secretFor(vendor: string): string {
    return this.secretOf(vendor);
  }

  /**
   * One signed POST of `raw` (the exact bytes that are signed and sent). 5xx, INTERNAL_ERROR, a
   * timeout, a network error or a 2xx that is not the call's answer are FAILED; any other answer
   * is ANSWERED (a 4xx without a readable body as INVALID_SIGNATURE or BAD_REQUEST).
   */
  async post<T extends { status: ProviderStatus }>(
    target: PortalTarget,
    call: ProviderCall,
    raw: string,
    schema: z.ZodType<T>,
  ): Promise<PostOutcome<T>> {
    if (this.closed) return { kind: 'FAILED', reason: 'CLOSED', detail: 'client closed' };
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    let httpStatus: number;
    let text: string;
    try {
      const res = await this.send(
        portalCallUrl(target, call),
        {
          'content-type': 'application/json',
          [PROVIDER_SIGNATURE_HEADER]: signBody(this.secretFor(target.vendor), raw),
        },
        raw,
        controller.signal,
      );
      httpStatus = res.status;
      text = res.text;
    } catch (err) {
      if (controller.signal.aborted) {
        return { kind: 'FAILED', reason: 'TIMEOUT', detail: `no answer in ${this.timeoutMs} ms` };
      }
      return { kind: 'FAILED', reason: 'NETWORK', detail: describeError(err) };
    } finally {
      clearTimeout(timer);
    }
    if (httpStatus >= 500) {
      return { kind: 'FAILED', reason: 'SERVER_ERROR', detail: `HTTP ${httpStatus}` };
    }
    const parsed = schema.safeParse(parseJson(text));
    if (parsed.success) {
      if (parsed.data.status === 'INTERNAL_ERROR') {
        return { kind: 'FAILED', reason: 'SERVER_ERROR', detail: 'status INTERNAL_ERROR' };
      }
      return { kind: 'ANSWERED', httpStatus, body: parsed.data };
    }
    if (httpStatus >= 400) {
      const status: ProviderStatus = httpStatus === 401 ? 'INVALID_SIGNATURE' : 'BAD_REQUEST';
      const fallback = schema.safeParse({ status });
      if (fallback.success) return { kind: 'ANSWERED', httpStatus, body: fallback.data };
    }
    return {
      kind: 'FAILED',
      reason: 'BAD_ANSWER',
      detail: `HTTP ${httpStatus}: ${text.slice(0, 120)}`,
    };
  }

  /** `player`: who the launch token belongs to, with their balance. */
  async player(target: PortalTarget, request: PlayerRequest): Promise<ReadResult<PlayerResponse>> {
    return this.read(target, 'player', request, PlayerResponseSchema);
  }

  /** `balance`: the player's main-wallet balance. */
  async balance(
    target: PortalTarget,
    request: BalanceRequest,
  ): Promise<ReadResult<WalletResponse>> {
    return this.read(target, 'balance', request, WalletResponseSchema);
  }

  /**
   * `bet`: takes the stake. Retries the same transactionId; if no attempt got an answer, queues a
   * rollback of it (id `rollbackTransactionId`, default `${transactionId}-rb`) and answers UNKNOWN.
   */
  async bet(
    target: PortalTarget,
    request: BetRequest,
    options: { rollbackTransactionId?: string } = {},
  ): Promise<BetResult> {
    const raw = JSON.stringify(request);
    let reason: FailureReason = 'CLOSED';
    let attempts = 0;
    while (attempts < this.betAttempts && !this.closed) {
      if (attempts > 0) await this.sleep(this.backoff(attempts));
      if (this.closed) break;
      attempts += 1;
      const answer = await this.post(target, 'bet', raw, WalletResponseSchema);
      if (answer.kind === 'ANSWERED') {
        const { status, balance, reference, message } = answer.body;
        if (status === 'OK') return { outcome: 'ACCEPTED', balance, reference, attempts };
        if (status === 'INVALID_SIGNATURE' || status === 'BAD_REQUEST') {
          this.log.error(
            { vendor: target.vendor, transactionId: request.transactionId, status },
            'portal refused a bet as malformed: check the vendor secret and the protocol',
          );
        }
        return { outcome: 'REFUSED', status, message, balance, attempts };
      }
      reason = answer.reason;
      this.log.warn(
        { vendor: target.vendor, transactionId: request.transactionId, attempts, ...answer },
        'bet not answered',
      );
    }
    const rollbackTransactionId =
      options.rollbackTransactionId ?? rollbackIdFor(request.transactionId);
    this.log.warn(
      { vendor: target.vendor, transactionId: request.transactionId, rollbackTransactionId },
      'bet given up after its attempts; rolling it back',
    );
    const rollback = this.rollback(target, {
      transactionId: rollbackTransactionId,
      playerId: request.playerId,
      roundId: request.roundId,
      gameCode: request.gameCode,
      betTransactionId: request.transactionId,
    });
    return { outcome: 'UNKNOWN', reason, attempts, rollbackTransactionId, rollback };
  }

  /** `win`: queued until delivered; resolves with the portal's answer. */
  win(target: PortalTarget, request: WinRequest): Promise<DeliveryResult> {
    return this.enqueue('win', request.transactionId, target, request);
  }

  /** `rollback`: queued until delivered; resolves with the portal's answer. */
  rollback(target: PortalTarget, request: RollbackRequest): Promise<DeliveryResult> {
    return this.enqueue('rollback', request.transactionId, target, request);
  }

  /** `end-round`: queued until delivered (a win with `roundEnded: true` makes it unnecessary). */
  endRound(target: PortalTarget, request: EndRoundRequest): Promise<DeliveryResult> {
    return this.enqueue('end-round', request.requestId, target, request);
  }

  /** Wins, rollbacks and end-rounds not delivered yet. */
  pendingDeliveries(): PendingDelivery[] {
    return [...this.queue.values()].map((item) => ({
      call: item.call,
      id: item.id,
      vendor: item.target.vendor,
      attempts: item.attempts,
      queuedAt: item.queuedAt,
      nextAttemptAt: item.nextAttemptAt,
      lastFailure: item.lastFailure,
    }));
  }

  /** Resolves once the delivery queue is empty (or the client is closed). */
  whenIdle(): Promise<void> {
    if (this.queue.size === 0 || this.closed) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops retrying; undelivered items resolve as `{ delivered: false, reason: 'CLOSED' }`. */
  close(): void {
    if (this.closed) return;
    this.closing.abort();
    for (const item of this.queue.values()) {
      clearTimeout(item.timer);
      this.log.error(
        { call: item.call, id: item.id, vendor: item.target.vendor, attempts: item.attempts },
        'closing with an undelivered call',
      );
      item.resolve({
        delivered: false,
        call: item.call,
        id: item.id,
        reason: 'CLOSED',
        attempts: item.attempts,
      });
    }
    this.queue.clear();
    this.notifyIdle();
    this.ownSend?.close();
  }

  private async read<T extends { status: ProviderStatus }>(
    target: PortalTarget,
    call: 'player' | 'balance',
    request: object,
    schema: z.ZodType<T>,
  ): Promise<ReadResult<T>> {
    const raw = JSON.stringify(request);
    let reason: FailureReason = 'CLOSED';
    for (let attempt = 1; attempt <= this.readAttempts && !this.closed; attempt += 1) {
      if (attempt > 1) await this.sleep(this.backoff(attempt - 1));
      const answer = await this.post(target, call, raw, schema);
      if (answer.kind === 'ANSWERED') {
        const body = answer.body;
        if (body.status === 'OK') return { outcome: 'OK', response: body };
        const message = 'message' in body && typeof body.message === 'string' ? body.message : '';
        return { outcome: 'REFUSED', status: body.status, message: message || undefined };
      }
      reason = answer.reason;
      this.log.warn({ vendor: target.vendor, call, attempt, ...answer }, 'portal read failed');
    }
    return { outcome: 'UNAVAILABLE', reason };
  }

  private enqueue(
    call: QueuedCall,
    id: string,
    target: PortalTarget,
    request: object,
  ): Promise<DeliveryResult> {
    const key = `${target.walletUrl}|${target.vendor}|${call}|${id}`;
    const existing = this.queue.get(key);
    if (existing) return existing.promise;
    if (this.closed) {
      return Promise.resolve({ delivered: false, call, id, reason: 'CLOSED', attempts: 0 });
    }
    let resolve!: (result: DeliveryResult) => void;
    const promise = new Promise<DeliveryResult>((r) => (resolve = r));
    const now = Date.now();
    const item: QueueItem = {
      call,
      id,
      target,
      raw: JSON.stringify(request),
      attempts: 0,
      queuedAt: now,
      nextAttemptAt: now,
      lastFailure: undefined,
      timer: undefined,
      promise,
      resolve,
    };
    this.queue.set(key, item);
    void this.attempt(key, item);
    return promise;
  }

  private async attempt(key: string, item: QueueItem): Promise<void> {
    if (this.closed || this.queue.get(key) !== item) return;
    item.timer = undefined;
    item.attempts += 1;
    const answer = await this.post(item.target, item.call, item.raw, WalletResponseSchema);
    if (this.closed || this.queue.get(key) !== item) return;
    if (answer.kind === 'ANSWERED') {
      this.queue.delete(key);
      const { status, balance, reference, message } = answer.body;
      const fields = { call: item.call, id: item.id, vendor: item.target.vendor, status };
      if (status === 'OK') {
        if (item.attempts > 1) this.log.info({ ...fields, attempts: item.attempts }, 'delivered');
      } else {
        this.log.warn({ ...fields, message, attempts: item.attempts }, 'delivered, not OK');
      }
      item.resolve({
        delivered: true,
        call: item.call,
        id: item.id,
        status,
        balance,
        reference,
        message,
        attempts: item.attempts,
      });
      this.notifyIdle();
      return;
    }
    const delay = this.backoff(item.attempts);
    item.lastFailure = `${answer.reason}: ${answer.detail}`;
    item.nextAttemptAt = Date.now() + delay;
    this.log.warn(
      { call: item.call, id: item.id, vendor: item.target.vendor, attempts: item.attempts },
      `${item.call} not delivered (${item.lastFailure}); retrying in ${delay} ms`,
    );
    item.timer = setTimeout(() => void this.attempt(key, item), delay);
  }

  /** Exponential backoff with ±20 % jitter, capped at retryMaxMs. */
  private backoff(failedAttempts: number): number {
    const base = Math.min(this.retryMaxMs, this.retryBaseMs * 2 ** (failedAttempts - 1));
    return Math.max(1, Math.round(base * (0.8 + Math.random() * 0.4)));
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const signal = this.closing.signal;
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
      signal.addEventListener('abort', done, { once: true });
    });
  }

  private notifyIdle(): void {
    if (this.queue.size > 0 && !this.closed) return;
    for (const waiter of this.idleWaiters.splice(0)) waiter();
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function describeError(err: unknown): string {
  if (err instanceof Error) {
    const cause = (err as Error & { cause?: unknown }).cause;
    return cause instanceof Error ? `${err.message}: ${cause.message}` : err.message;
  }
  return String(err);
}
