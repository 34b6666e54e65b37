import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, merchants } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, login } from '../../../test/account-client.ts';
import { createLedgerService } from './ledger.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

describe('GET /wps/v2/wallets/balance', () => {
  it('shows the ledger balance of the signed-in member only, in the header and in member info', async () => {
    const token = (await login(t.app, 'player01', 'Player#2026')).body.value.token as string;
    const opening = await t.app.inject({ url: '/wps/v2/wallets/balance', headers: bearer(token) });
    // The demo seed opens player01's wallet with 5,000.00 through the ledger.
    expect(opening.json().value).toEqual({
      balance: '5000.00',
      currency: 'BDT',
      currencySymbol: '৳',
    });

    const [merchant] = await t.database.db
      .select()
      .from(merchants)
      .where(eq(merchants.code, 'demo'));
    const [player] = await t.database.db
      .select()
      .from(members)
      .where(and(eq(members.usernameKey, 'player01'), eq(members.merchantId, merchant!.id)));
    const [agent] = await t.database.db
      .select()
      .from(members)
      .where(and(eq(members.usernameKey, 'agent01'), eq(members.merchantId, merchant!.id)));
    const ledger = createLedgerService({ db: t.database.db });
    const clearing = await ledger.ensureHouseAccount(merchant!.id, 'CLEARING:BANK', 'BDT');
    for (const [who, minor] of [
      [player!, 123_450n],
      [agent!, 999n],
    ] as const) {
      const main = await ledger.ensureMemberAccount(merchant!.id, who.id, 'MAIN', 'BDT');
      await ledger.post({
        merchantId: merchant!.id,
        kind: 'DEPOSIT',
        key: { source: 'test', externalId: `seed-${who.id}`, operation: 'credit' },
        lines: [
          { accountId: clearing.id, amount: -minor },
          { accountId: main.id, amount: minor },
        ],
      });
    }
    expect(await ledger.mainBalance(player!.id)).toBe(500_000n + 123_450n);
    const funded = await t.app.inject({ url: '/wps/v2/wallets/balance', headers: bearer(token) });
    expect(funded.json().value.balance).toBe('6234.50');
    const info = await t.app.inject({ url: '/wps/member/info', headers: bearer(token) });
    expect(info.json().value.balance).toBe('6234.50');
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      url: '/wps/v2/wallets/balance',
      headers: { merchant: 'demo' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('AUTH_UNAUTHORIZED');
  });
});
