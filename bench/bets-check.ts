/// <reference types="node" />
import { performance } from 'node:perf_hooks';
/**
 * After a benchmark run: the bet record agrees with the money, and the rollups with the bets.
 * Over the vendors' bets of a white label, the stakes equal what BET movements took from members
 * less what ROLLBACKs gave back, and the payouts equal what WIN movements paid. The rollup lag
 * is read as the load ends (the app's rollup job ran during it); then the job runs until nothing
 * is pending and `reconcileBets` (npm run bets:reconcile) must find no difference.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { runJobOnce } from '../apps/server/src/lib/jobs.ts';
import { reconcileBets } from '../apps/server/src/modules/bets/reconcile.service.ts';
import { createRollupJob, rollupLag } from '../apps/server/src/modules/bets/rollup.service.ts';

export async function checkBets(db: Db, merchantId: number) {
  const lagAtEnd = await rollupLag(db);
  const job = createRollupJob({});
  const r0 = performance.now();
  for (let i = 0; i < 100 && (await rollupLag(db)).pending > 0; i++) await runJobOnce(db, job);
  const catchUpMs = Math.round(performance.now() - r0);
  const reconciled = await reconcileBets(db);
  const money = await betsAgreeWithMoney(db, merchantId);
  return {
    ok: money.ok && reconciled.ok && reconciled.lag.pending === 0,
    money,
    rollups: {
      ok: reconciled.ok,
      pendingAtEnd: lagAtEnd.pending,
      lagSecondsAtEnd: lagAtEnd.lagSeconds,
      catchUpMs,
      pendingAfter: reconciled.lag.pending,
    },
  };
}

async function betsAgreeWithMoney(db: Db, merchantId: number) {
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
