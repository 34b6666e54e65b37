import type { FastifyBaseLogger } from 'fastify';
import { signBody } from '@portal/contracts/provider-signing';
import {
  GATEWAY_SIGNATURE_HEADER,
  type GatewayNotification,
} from '@portal/contracts/payment-gateway';

/** How a delivery ended: the portal took it (2xx), refused it for good (4xx), or not yet. */
export type DeliveryState = 'DELIVERED' | 'REFUSED' | 'RETRYING' | 'GAVE_UP';

export interface Delivery {
  orderNo: string;
  url: string;
  body: string;
  attempts: number;
  state: DeliveryState;
  /** The portal's last HTTP status (undefined: no answer). */
  lastStatus: number | undefined;
}

export interface NotifierOptions {
  secret: string;
  timeoutMs: number;
  attempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  fetch?: typeof fetch | undefined;
  log: FastifyBaseLogger;
}

/**
 * Sends signed notifications to the portal's callback URL, server to server. A network error, a
 * timeout or a 5xx is retried with exponential backoff (±20 % jitter, capped) until the portal
 * answers or the attempts run out; a 4xx is the portal's final word and is not repeated.
 */
export class Notifier {
  private readonly deliveries: Delivery[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly fetchImpl: typeof fetch;
  private closed = false;

  constructor(private readonly options: NotifierOptions) {
    this.fetchImpl = options.fetch ?? fetch;
  }

  /** Queues a notification and makes its first attempt; resolves when that attempt is over. */
  async send(url: string, note: GatewayNotification): Promise<Delivery> {
    const delivery: Delivery = {
      orderNo: note.orderNo,
      url,
      body: JSON.stringify(note),
      attempts: 0,
      state: 'RETRYING',
      lastStatus: undefined,
    };
    this.deliveries.push(delivery);
    if (this.deliveries.length > 10_000) this.deliveries.shift();
    await this.track(this.attempt(delivery));
    return delivery;
  }

  /** Deliveries still waiting for a retry. */
  pending(): Delivery[] {
    return this.deliveries.filter((d) => d.state === 'RETRYING');
  }

  /** Every delivery this process remembers (newest last). */
  all(): readonly Delivery[] {
    return this.deliveries;
  }

  /** Resolves once no attempt is running or scheduled. */
  async whenIdle(): Promise<void> {
    while (this.inFlight.size > 0 || this.timers.size > 0) {
      await Promise.race([...this.inFlight, new Promise((resolve) => setTimeout(resolve, 10))]);
    }
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private track(work: Promise<void>): Promise<void> {
    this.inFlight.add(work);
    return work.finally(() => this.inFlight.delete(work));
  }

  private async attempt(delivery: Delivery): Promise<void> {
    delivery.attempts += 1;
    try {
      const answer = await this.fetchImpl(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [GATEWAY_SIGNATURE_HEADER]: signBody(this.options.secret, delivery.body),
        },
        body: delivery.body,
        redirect: 'error',
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      delivery.lastStatus = answer.status;
      await answer.body?.cancel();
      if (answer.ok) {
        delivery.state = 'DELIVERED';
        return;
      }
      if (answer.status >= 400 && answer.status < 500 && answer.status !== 429) {
        delivery.state = 'REFUSED';
        this.options.log.warn(
          { orderNo: delivery.orderNo, status: answer.status },
          'the portal refused the notification',
        );
        return;
      }
    } catch (err) {
      delivery.lastStatus = undefined;
      this.options.log.warn({ err, orderNo: delivery.orderNo }, 'notification not delivered');
    }
    this.retryLater(delivery);
  }

  private retryLater(delivery: Delivery): void {
    if (this.closed || delivery.attempts >= this.options.attempts) {
      delivery.state = 'GAVE_UP';
      this.options.log.error(
        { orderNo: delivery.orderNo, attempts: delivery.attempts },
        'notification given up',
      );
      return;
    }
    const { retryBaseMs, retryMaxMs } = this.options;
    const backoff = Math.min(retryMaxMs, retryBaseMs * 2 ** (delivery.attempts - 1));
    const delay = Math.round(backoff * (0.8 + Math.random() * 0.4));
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.track(this.attempt(delivery));
    }, delay);
    this.timers.add(timer);
  }
}
