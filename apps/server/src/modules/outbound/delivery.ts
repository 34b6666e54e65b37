import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Job } from '../../lib/jobs.ts';
import * as repo from './outbound.repo.ts';
import { DeliveryError } from './providers.ts';
import { errorText, type OutboundService } from './outbound.service.ts';

export interface DeliveryOptions {
  /** Milliseconds between passes of the delivery job (default 5,000); 0 turns delivery off. */
  everyMs?: number | undefined;
  /** First retry delay (default 30 s); doubles per try, at most an hour. */
  retryBaseMs?: number | undefined;
  /** Tries before a message is failed for good (default 5). */
  maxAttempts?: number | undefined;
}

export type OutboxDelivery = ReturnType<typeof createOutboxDelivery>;

/** Rows one wake-up sends at most before it yields to the next pass. */
const ROWS_PER_PASS = 200;

/**
 * The outbox delivery worker. Rows are the queue: each is claimed in its own transaction with
 * `FOR UPDATE SKIP LOCKED` (two workers, on one node or two, never hold the same row), handed to
 * its provider while the row stays locked, and marked sent in that same transaction only after
 * the provider accepted it. A refusal counts a try and puts the row back with exponential
 * backoff, or fails it for good after `maxAttempts` (the console lists failed rows and can
 * re-queue them). A crash between the provider's acceptance and the commit rolls the claim back
 * and the row is sent again: the one at-least-once edge, which the sms idempotency key and the
 * email Message-ID (both built from the row id) let the provider recognise (docs/MESSAGING.md).
 */
export function createOutboxDelivery(deps: {
  db: Db;
  outbound: OutboundService;
  log: FastifyBaseLogger;
  options?: DeliveryOptions | undefined;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const everyMs = deps.options?.everyMs ?? 5_000;
  const retryBaseMs = deps.options?.retryBaseMs ?? 30_000;
  const maxAttempts = deps.options?.maxAttempts ?? 5;
  const enabled = everyMs > 0;

  const backoffMs = (attempts: number) => Math.min(retryBaseMs * 2 ** (attempts - 1), 3_600_000);

  /** Claims, sends and settles one due row; false when none is due. */
  async function deliverOne(): Promise<boolean> {
    // The sealing key is read before the transaction: on PGlite a query outside it would wait.
    await deps.outbound.secretBox();
    return deps.db.transaction(async (tx) => {
      const row = await repo.claimDue(tx, now());
      if (!row) return false;
      try {
        const accepted = await deps.outbound.deliver(tx, row, {
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          html: row.html,
          siteName: await repo.siteName(tx, row.merchantId),
        });
        await repo.markSent(tx, row.id, accepted.providerMessageId, now());
      } catch (err) {
        const attempts = row.attempts + 1;
        const permanent = err instanceof DeliveryError && err.permanent;
        const retryAt =
          !permanent && attempts < maxAttempts
            ? new Date(now().getTime() + backoffMs(attempts))
            : null;
        const error = errorText(err);
        await repo.markTryFailed(tx, row.id, error, retryAt);
        deps.log.warn(
          { outboxId: row.id, channel: row.channel, attempts, failed: retryAt === null, error },
          retryAt ? 'message not sent; will retry' : 'message failed for good',
        );
      }
      return true;
    });
  }

  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  /** Sends due rows until none is left (or a pass's worth); one run per node at a time. */
  function drain(): Promise<void> {
    if (!enabled || closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        for (let sent = 0; sent < ROWS_PER_PASS && !closed; sent++) {
          if (!(await deliverOne())) break;
        }
      } while (again && !closed);
    })()
      .catch((err: unknown) => deps.log.error({ err }, 'outbox delivery pass failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  /** Wakes the worker now (a row was written or re-queued); never throws. */
  function kick(): void {
    void drain();
  }

  /** The periodic pass on the job runner: picks up retries that fell due and missed kicks. */
  const job: Job = {
    name: 'outbox-delivery',
    everyMs: Math.max(everyMs, 1),
    run: async (_tx, _now, afterCommit) => afterCommit(() => drain()),
  };

  /** Stops taking rows and waits for the one in hand (before the database closes). */
  async function close(): Promise<void> {
    closed = true;
    await running;
  }

  return { enabled, drain, kick, job, close, deliverOne };
}
