import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import { makeMember } from '../../../test/wallet-fixtures.ts';
import type { Database } from '../../db/client.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { createLedgerService, type LedgerService } from './ledger.service.ts';

let database: Database;
let ledger: LedgerService;
beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database, { seed: 'always' });
  ledger = createLedgerService({ db: database.db });
});
afterAll(() => database.close());

async function fundedWallet(amount: bigint) {
  const { merchantId, memberId } = await makeMember(database.db);
  const main = await ledger.ensureMemberAccount(merchantId, memberId, 'MAIN', 'BDT');
  const clearing = await ledger.ensureHouseAccount(merchantId, 'CLEARING:BANK', 'BDT');
  if (amount > 0n) {
    await ledger.post({
      merchantId,
      kind: 'DEPOSIT',
      key: { source: 'test', externalId: `fund-${main.id}`, operation: 'credit' },
      lines: [
        { accountId: clearing.id, amount: -amount },
        { accountId: main.id, amount },
      ],
    });
  }
  return { merchantId, main, clearing };
}

const balanceOf = async (accountId: number) => {
  const { walletAccounts } = await import('../../db/schema/index.ts');
  const { eq } = await import('drizzle-orm');
  const [row] = await database.db
    .select()
    .from(walletAccounts)
    .where(eq(walletAccounts.id, accountId));
  return row!.balance;
};

describe('ledger', () => {
  it('moves money in balanced entries and reconciles', async () => {
    const { merchantId, main } = await fundedWallet(10_000n);
    expect(await balanceOf(main.id)).toBe(10_000n);
    const report = await ledger.reconcile(merchantId);
    expect(report).toMatchObject({ unbalanced: [], drift: [], total: 0n });
  });

  it('refuses unbalanced, zero and single-sided movements before touching anything', async () => {
    const { merchantId, main, clearing } = await fundedWallet(0n);
    const key = { source: 'test', externalId: 'bad', operation: 'x' };
    await expect(
      ledger.post({
        merchantId,
        kind: 'X',
        key,
        lines: [
          { accountId: main.id, amount: 5n },
          { accountId: clearing.id, amount: -4n },
        ],
      }),
    ).rejects.toThrow(/unbalanced/);
    await expect(
      ledger.post({
        merchantId,
        kind: 'X',
        key,
        lines: [
          { accountId: main.id, amount: 0n },
          { accountId: clearing.id, amount: 0n },
        ],
      }),
    ).rejects.toThrow(/zero/);
    await expect(ledger.post({ merchantId, kind: 'X', key, lines: [] })).rejects.toThrow(
      /two entries/,
    );
  });

  it('never lets a member wallet go negative, and a refused movement leaves no trace', async () => {
    const { merchantId, main, clearing } = await fundedWallet(500n);
    const key = { source: 'test', externalId: `over-${main.id}`, operation: 'debit' };
    await expect(
      ledger.post({
        merchantId,
        kind: 'WITHDRAW',
        key,
        lines: [
          { accountId: main.id, amount: -501n },
          { accountId: clearing.id, amount: 501n },
        ],
      }),
    ).rejects.toMatchObject({ code: 'WALLET_INSUFFICIENT_FUNDS', status: 409 });
    expect(await balanceOf(main.id)).toBe(500n);
    // The key was not consumed: the same request succeeds once the money is there.
    await ledger.post({
      merchantId,
      kind: 'DEPOSIT',
      key: { source: 'test', externalId: `top-${main.id}`, operation: 'credit' },
      lines: [
        { accountId: clearing.id, amount: -1n },
        { accountId: main.id, amount: 1n },
      ],
    });
    const ok = await ledger.post({
      merchantId,
      kind: 'WITHDRAW',
      key,
      lines: [
        { accountId: main.id, amount: -501n },
        { accountId: clearing.id, amount: 501n },
      ],
    });
    expect(ok.replayed).toBe(false);
    expect(await balanceOf(main.id)).toBe(0n);
  });

  it('returns the first result for a replay and refuses the same key with other data (422)', async () => {
    const { merchantId, main, clearing } = await fundedWallet(1_000n);
    const key = { source: 'vendor', externalId: 'tx-42', operation: 'debit' };
    const lines = [
      { accountId: main.id, amount: -100n },
      { accountId: clearing.id, amount: 100n },
    ];
    const first = await ledger.post({ merchantId, kind: 'BET', key, lines });
    const again = await ledger.post({ merchantId, kind: 'BET', key, lines: [...lines].reverse() });
    expect(again).toMatchObject({ transactionId: first.transactionId, replayed: true });
    await expect(
      ledger.post({
        merchantId,
        kind: 'BET',
        key,
        lines: [
          { accountId: main.id, amount: -200n },
          { accountId: clearing.id, amount: 200n },
        ],
      }),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT', status: 422 });
    expect(await balanceOf(main.id)).toBe(900n);
  });

  it('refuses a wallet for a member of another white label', async () => {
    const { merchantId, memberId } = await makeMember(database.db);
    await expect(
      ledger.ensureMemberAccount(merchantId + 1, memberId, 'MAIN', 'INR'),
    ).rejects.toThrow();
  });

  it('refuses accounts of another white label', async () => {
    const { merchantId, main } = await fundedWallet(100n);
    const foreign = await ledger.ensureHouseAccount(merchantId + 1, 'CLEARING:BANK', 'INR');
    await expect(
      ledger.post({
        merchantId,
        kind: 'X',
        key: { source: 't', externalId: 'f', operation: 'o' },
        lines: [
          { accountId: main.id, amount: -1n },
          { accountId: foreign.id, amount: 1n },
        ],
      }),
    ).rejects.toThrow(/own white label/);
  });
});

describe('ledger under concurrency', () => {
  it('200 concurrent 100.00 debits on 10,000.00: exactly 100 succeed, final balance 0 (20 rounds)', async () => {
    for (let round = 0; round < 20; round++) {
      const { merchantId, main, clearing } = await fundedWallet(1_000_000n);
      const results = await Promise.allSettled(
        Array.from({ length: 200 }, (_, i) =>
          ledger.post({
            merchantId,
            kind: 'BET',
            key: { source: 'race', externalId: `${main.id}-${i}`, operation: 'debit' },
            lines: [
              { accountId: main.id, amount: -10_000n },
              { accountId: clearing.id, amount: 10_000n },
            ],
          }),
        ),
      );
      const ok = results.filter((r) => r.status === 'fulfilled').length;
      const refused = results.filter(
        (r) =>
          r.status === 'rejected' &&
          (r.reason as { code?: string }).code === 'WALLET_INSUFFICIENT_FUNDS',
      ).length;
      expect({ ok, refused }).toEqual({ ok: 100, refused: 100 });
      expect(await balanceOf(main.id)).toBe(0n);
    }
    const anyMerchant = (await fundedWallet(0n)).merchantId;
    expect(await ledger.reconcile(anyMerchant)).toMatchObject({
      unbalanced: [],
      drift: [],
      total: 0n,
    });
  }, 120_000);

  it('the same key sent 50 times at once moves money once and answers alike', async () => {
    const { merchantId, main, clearing } = await fundedWallet(10_000n);
    const key = { source: 'vendor', externalId: `same-${main.id}`, operation: 'debit' };
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        ledger.post({
          merchantId,
          kind: 'BET',
          key,
          lines: [
            { accountId: main.id, amount: -700n },
            { accountId: clearing.id, amount: 700n },
          ],
        }),
      ),
    );
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await balanceOf(main.id)).toBe(9_300n);
  });
});
