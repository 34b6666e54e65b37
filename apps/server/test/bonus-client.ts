import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { merchants } from '../src/db/schema/index.ts';
import { createLedgerService } from '../src/modules/wallet/ledger.service.ts';
import type { TestApp } from './build-test-app.ts';
import { adminCall } from './operator-client.ts';
import { memberCall, newPlayer, rid } from './wallet-client.ts';

/** The demo white label's row. */
export async function demoMerchant(db: Db) {
  const [m] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
  return m!;
}

/** A lost bet of `amount`: the member's main wallet pays a game provider's house account. */
export async function lose(db: Db, memberId: number, amount: bigint) {
  const merchant = await demoMerchant(db);
  const ledger = createLedgerService({ db });
  await ledger.post({
    merchantId: merchant.id,
    kind: 'BET',
    key: { source: 'TEST', externalId: rid(), operation: 'BET' },
    memberId,
    lines: [
      { accountId: await ledger.memberAccountId(merchant, memberId, 'MAIN'), amount: -amount },
      { accountId: await ledger.houseAccountId(merchant, 'PROVIDER:TEST'), amount },
    ],
  });
}

/**
 * A new member with a credited 1,000 bank deposit (approved by `owner`) that took the
 * first-deposit promotion `promotionId`: 1,700 in the wallet with the 700 bonus's grant.
 */
export async function withFirstDepositBonus(t: TestApp, owner: string, promotionId: number) {
  const p = await newPlayer(t.app, t.database.db);
  const asked = await memberCall(t.app, p.token, 'POST', '/wps/wallet/deposits', {
    methodCode: 'BANK',
    amount: '1000',
    reference: 'BANKREF-1',
    requestId: rid(),
    promotionId,
  });
  await adminCall(
    t.app,
    'POST',
    `/wps/admin/wallet/deposits/${asked.body.value.id}/approve`,
    owner,
  );
  const list = await memberCall(t.app, p.token, 'GET', '/wps/loyalty/grants');
  const grant = list.body.value.list[0] as { id: number; expiresAt: string | null };
  return { ...p, grantId: grant.id, expiresAt: grant.expiresAt };
}

/** The console's reconciliation of the white label's ledger. */
export async function reconciled(t: TestApp, owner: string) {
  const report = await adminCall(t.app, 'GET', '/wps/admin/wallet/reconciliation', owner);
  return report.body.value as { ok: boolean; total: string };
}

/**
 * A console promotion (as `GET /wps/admin/loyalty/promotions` lists it) turned into the body of
 * its `PUT`, with `changes`: the fields only read back (id, code, kind, period, runs…) left out.
 */
export function promotionUpdate(promotion: object, changes: Record<string, unknown> = {}) {
  return {
    ...(promotion as Record<string, unknown>),
    id: undefined,
    code: undefined,
    kind: undefined,
    period: undefined,
    startsAt: undefined,
    endsAt: undefined,
    runs: undefined,
    applying: undefined,
    bannerImageId: undefined,
    bannerUrl: undefined,
    ...changes,
  };
}
