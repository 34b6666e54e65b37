/// <reference types="node" />
/**
 * After a benchmark run: the bet record agrees with the money. Over the vendors' bets of a white
 * label, the stakes equal what BET movements took from members less what ROLLBACKs gave back,
 * and the payouts equal what WIN movements paid.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';

export async function checkBets(db: Db, merchantId: number) {
  const result = await db.execute(sql`
    with money as (
      select t.kind, sum(e.amount) as amount
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join wallet_accounts w on w.id = e.account_id and w.member_id is not null
      where t.merchant_id = ${merchantId} and t.source like 'VENDOR:%'
      group by t.kind
    )
    select
      (select coalesce(sum(stake), 0) from bets
        where merchant_id = ${merchantId} and vendor <> 'BGS')::text as stake,
      (select coalesce(sum(payout), 0) from bets
        where merchant_id = ${merchantId} and vendor <> 'BGS')::text as payout,
      (select count(*) from bets where merchant_id = ${merchantId} and vendor <> 'BGS')::text as bets,
      coalesce((select -amount from money where kind = 'BET'), 0)::text as taken,
      coalesce((select amount from money where kind = 'ROLLBACK'), 0)::text as returned,
      coalesce((select amount from money where kind = 'WIN'), 0)::text as paid`);
  const row = (result as { rows: Record<string, string>[] }).rows[0];
  const stakesAgree = BigInt(row.stake) === BigInt(row.taken) - BigInt(row.returned);
  const payoutsAgree = BigInt(row.payout) === BigInt(row.paid);
  return { ok: stakesAgree && payoutsAgree, stakesAgree, payoutsAgree, ...row };
}
