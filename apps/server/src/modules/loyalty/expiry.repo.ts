import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { CreditRows } from '../wallet/ledger.repo.ts';

/**
 * The expiry job's SQL (docs/LOYALTY.md, "Expiry"): a batch of grants past their deadline with
 * wagering still open, in a fixed number of statements whatever its size. The batch lives in
 * temporary tables of the pass's transaction.
 */

/**
 * Picks the batch: grants ISSUED or CLAIMED whose `expires_at` has passed and whose requirement
 * is still open, oldest deadline first, at most `limit`. A member with money at a transfer-wallet
 * vendor is left for a later pass (a bonus moved there is out of reach of the take-back, as a
 * forfeit is refused then). Returns the white labels in the batch.
 */
export async function pickDue(
  db: Executor,
  now: Date,
  limit: number,
): Promise<{ merchantId: number; currency: string }[]> {
  await db.execute(sql`drop table if exists pg_temp.grant_expiry_batch`);
  await db.execute(sql`
    create temporary table grant_expiry_batch on commit drop as
    select g.id as grant_id, g.merchant_id, g.member_id, g.amount, g.reference,
      tr.id as requirement_id
    from grants g join turnover_requirements tr on tr.transaction_id = g.transaction_id
    where g.expires_at is not null and g.expires_at <= ${now.toISOString()}::timestamptz
      and g.state in ('ISSUED', 'CLAIMED') and tr.remaining > 0
      and not exists (
        select 1 from vendor_positions v where v.member_id = g.member_id and v.balance > 0)
    order by g.expires_at, g.id
    limit ${limit}`);
  await db.execute(sql`analyze pg_temp.grant_expiry_batch`);
  const merchants = (await db.execute(sql`
    select distinct b.merchant_id, m.currency from grant_expiry_batch b
    join merchants m on m.id = b.merchant_id order by b.merchant_id`)) as {
    rows: { merchant_id: number | string; currency: string }[];
  };
  return merchants.rows.map((r) => ({ merchantId: Number(r.merchant_id), currency: r.currency }));
}

/**
 * Locks the batch in the fixed order of every money path (the members' wallets by id, then the
 * grants and their requirements), drops what changed since it was picked (a bet completed the
 * wagering, the member gave it up), and works out what each grant takes back: its amount, at
 * most what the wallet holds after the member's earlier grants of the batch took theirs.
 */
export async function lockAndPrice(db: Executor): Promise<void> {
  await db.execute(sql`
    select w.id from wallet_accounts w
    where w.kind = 'MAIN' and w.member_id in (select b.member_id from grant_expiry_batch b)
    order by w.id for no key update`);
  await db.execute(sql`
    select g.id from grants g join turnover_requirements tr on tr.transaction_id = g.transaction_id
    where g.id in (select b.grant_id from grant_expiry_batch b)
    order by tr.id for update of g, tr`);
  await db.execute(sql`
    delete from grant_expiry_batch b using grants g, turnover_requirements tr
    where g.id = b.grant_id and tr.id = b.requirement_id
      and (g.state not in ('ISSUED', 'CLAIMED') or tr.remaining = 0)`);
  await db.execute(sql`drop table if exists pg_temp.grant_expiry_take`);
  await db.execute(sql`
    create temporary table grant_expiry_take on commit drop as
    select b.*, greatest(0, least(b.amount, coalesce(w.balance, 0)
      - (sum(b.amount) over (partition by b.member_id order by b.grant_id) - b.amount)))
      as taken
    from grant_expiry_batch b
    left join wallet_accounts w on w.member_id = b.member_id and w.kind = 'MAIN'`);
}

/** The take-backs of one white label, as the ledger's bulk movement reads them (negative). */
export function takeBacks(merchantId: number): CreditRows {
  return sql`
    select t.grant_id::text as external_id, t.member_id, -t.taken as amount,
      coalesce(t.reference, t.grant_id::text) as reference, 0 as required
    from grant_expiry_take t where t.merchant_id = ${merchantId} and t.taken > 0`;
}

/**
 * Closes the batch: each requirement's wagering to 0, each grant EXPIRED with what it took back
 * and when. Returns the number of grants expired.
 */
export async function closeExpired(db: Executor, now: Date): Promise<number> {
  await db.execute(sql`
    update turnover_requirements tr set remaining = 0, completed_at = ${now.toISOString()}::timestamptz
    from grant_expiry_take t where tr.id = t.requirement_id`);
  const result = (await db.execute(sql`
    update grants g set state = 'EXPIRED',
      detail = coalesce(g.detail, '{}'::jsonb) || jsonb_build_object('forfeit', jsonb_build_object(
        'reason', 'EXPIRED', 'amount', t.taken::text, 'at', ${now.toISOString()}::text))
    from grant_expiry_take t where g.id = t.grant_id
    returning g.id`)) as { rows: unknown[] };
  return result.rows.length;
}
