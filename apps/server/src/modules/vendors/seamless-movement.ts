import type { WalletResponse } from '@portal/contracts/provider';
import type { Executor } from '../../db/client.ts';
import { answer, replay, type PlayerOf, type SeamlessContext } from './seamless-context.ts';
import * as repo from './seamless.repo.ts';

/**
 * Runs a money call once under the vendor's transaction id: claims the id, does `work` in the
 * same transaction and stores its answer; a concurrent repeat that lost the claim answers what
 * the first recorded.
 */
export async function once(
  ctx: SeamlessContext,
  p: PlayerOf,
  vendor: string,
  record: { transactionId: string; call: string; roundId: string; gameCode: string },
  amount: bigint,
  hash: string,
  work: (
    t: Executor,
    accounts: { main: number; house: number },
  ) => Promise<{ response: WalletResponse; balance?: bigint | undefined }>,
): Promise<WalletResponse> {
  const { db, deps, ledger } = ctx;
  const key = { merchantId: p.merchantId, vendor, transactionId: record.transactionId };
  const main = await ledger.memberAccountId(p.merchant, p.memberId, 'MAIN');
  const house = await ledger.houseAccountId(p.merchant, `PROVIDER:${vendor}`);
  const result = await db.transaction(async (t) => {
    const claimed = await repo.claimProviderTx(t, {
      ...key,
      call: record.call,
      memberId: p.memberId,
      roundId: record.roundId,
      gameCode: record.gameCode,
      amount,
      requestHash: hash,
      status: 'OK',
    });
    if (!claimed) return undefined;
    const done = await work(t, { main, house });
    await repo.setProviderTx(t, key, { response: done.response });
    return done;
  });
  if (!result) {
    const again = await repo.findProviderTx(db, key.merchantId, vendor, key.transactionId);
    return again ? replay(again, record.call, hash) : answer('INTERNAL_ERROR');
  }
  if (result.balance !== undefined) deps.onBalanceChange(p.merchant, p.memberId, result.balance);
  return result.response;
}

/** A money movement between the member's main wallet and the vendor's house account. */
export async function move(
  ctx: SeamlessContext,
  t: Executor,
  p: PlayerOf,
  accounts: { main: number; house: number },
  kind: 'BET' | 'WIN' | 'ROLLBACK',
  key: { vendor: string; externalId: string },
  toMember: bigint,
  reference: string,
) {
  const { ledger } = ctx;
  const posted = await ledger.postIn(t, {
    merchantId: p.merchantId,
    kind,
    key: { source: `VENDOR:${key.vendor}`, externalId: key.externalId, operation: kind },
    memberId: p.memberId,
    reference,
    lines: [
      { accountId: accounts.main, amount: toMember },
      { accountId: accounts.house, amount: -toMember },
    ],
  });
  return { balance: posted.balances.get(accounts.main), reference: String(posted.transactionId) };
}
