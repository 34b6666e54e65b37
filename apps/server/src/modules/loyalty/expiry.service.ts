import type { Executor } from '../../db/client.ts';
import type { Job } from '../../lib/jobs.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import * as repo from './expiry.repo.ts';
import { GRANT_LEDGER_SOURCE } from './periods.service.ts';

export const LOYALTY_EXPIRY_JOB = 'loyalty-expiry';
/** Grants a pass expires at most (one transaction); the rest wait for the next pass. */
export const EXPIRY_BATCH = 10_000;

/** The steps of one pass, in order (tests stop a pass at each). */
export const EXPIRY_STEPS = ['picked', 'priced', 'taken', 'closed'] as const;
export type ExpiryStep = (typeof EXPIRY_STEPS)[number];

export interface ExpiryOptions {
  ledger: LedgerService;
  batch?: number | undefined;
  /** Told which members lost money, with their balances after (balance events). */
  onTaken?: (merchantId: number, taken: { memberId: number; balance: bigint }[]) => void;
  /** Called after each step inside the transaction; a throw there rolls the pass back. */
  afterStep?: (step: ExpiryStep) => void;
}

/**
 * One pass of bonus expiry inside the caller's transaction (docs/LOYALTY.md, "Expiry"): the
 * grants past their deadline with wagering open lose what is left of the bonus, at most the
 * wallet's balance, back to BONUS_EXPENSE through the ledger's bulk movement keyed
 * (GRANT, grant id, FORFEIT): the key a member's or operator's forfeit uses, so a grant is
 * taken back once whichever comes first. Their requirements close and they become EXPIRED.
 * Set-based: a fixed number of statements per white label in the batch, never one per member.
 * Returns the number of grants expired.
 */
export async function expireDue(db: Executor, now: Date, options: ExpiryOptions): Promise<number> {
  const step = (name: ExpiryStep) => options.afterStep?.(name);
  const merchants = await repo.pickDue(db, now, options.batch ?? EXPIRY_BATCH);
  step('picked');
  if (merchants.length === 0) return 0;
  await repo.lockAndPrice(db);
  step('priced');
  for (const merchant of merchants) {
    const taken = await options.ledger.creditManyIn(db, {
      merchant: { id: merchant.merchantId, currency: merchant.currency },
      kind: 'BONUS',
      source: GRANT_LEDGER_SOURCE,
      operation: 'FORFEIT',
      fromHouse: 'BONUS_EXPENSE',
      rows: repo.takeBacks(merchant.merchantId),
    });
    options.onTaken?.(
      merchant.merchantId,
      taken.map((t) => ({ memberId: t.memberId, balance: t.balance })),
    );
  }
  step('taken');
  const expired = await repo.closeExpired(db, now);
  step('closed');
  return expired;
}

/**
 * The expiry job: every `everyMs` (default 5 minutes), under its advisory lock, expires what is
 * due. Balance events go out after the commit.
 */
export function createLoyaltyExpiryJob(
  options: ExpiryOptions & { everyMs?: number | undefined },
): Job {
  return {
    name: LOYALTY_EXPIRY_JOB,
    everyMs: options.everyMs ?? 5 * 60_000,
    firstAfterMs: 45_000,
    run: async (db, now, afterCommit) => {
      const taken: { merchantId: number; rows: { memberId: number; balance: bigint }[] }[] = [];
      await expireDue(db, now, {
        ...options,
        onTaken: (merchantId, rows) => taken.push({ merchantId, rows }),
      });
      if (options.onTaken) {
        const tell = options.onTaken;
        afterCommit(() => taken.forEach((t) => tell(t.merchantId, t.rows)));
      }
    },
  };
}
