import fc from 'fast-check';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import { makeMember } from '../../../test/wallet-fixtures.ts';
import type { Database } from '../../db/client.ts';
import { walletAccounts } from '../../db/schema/index.ts';
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

const amount = fc.bigInt({ min: 1n, max: 50_000n });
const who = fc.integer({ min: 0, max: 2 });
const op = fc.oneof(
  fc.record({ type: fc.constant('deposit' as const), a: who, amount }),
  fc.record({ type: fc.constant('debit' as const), a: who, amount }),
  fc.record({ type: fc.constant('hold' as const), a: who, amount }),
  fc.record({ type: fc.constant('release' as const), a: who, amount }),
  fc.record({ type: fc.constant('settle' as const), a: who, amount }),
  fc.record({ type: fc.constant('transfer' as const), a: who, b: who, amount }),
  fc.record({ type: fc.constant('adjust' as const), a: who, amount, up: fc.boolean() }),
);

describe('ledger model', () => {
  it('matches a plain model under random deposits, holds, settlements, releases, transfers and adjustments', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        run += 1;
        const wallets = [];
        let merchantId = 0;
        for (let i = 0; i < 3; i++) {
          const m = await makeMember(database.db);
          merchantId = m.merchantId;
          wallets.push({
            main: await ledger.ensureMemberAccount(m.merchantId, m.memberId, 'MAIN', 'BDT'),
            hold: await ledger.ensureMemberAccount(m.merchantId, m.memberId, 'HOLD', 'BDT'),
          });
        }
        const clearing = await ledger.ensureHouseAccount(merchantId, 'CLEARING:BANK', 'BDT');
        const adjustments = await ledger.ensureHouseAccount(merchantId, 'ADJUSTMENT', 'BDT');
        const model = new Map<number, bigint>();
        for (const w of wallets) {
          model.set(w.main.id, 0n);
          model.set(w.hold.id, 0n);
        }

        for (const [index, step] of ops.entries()) {
          const w = wallets[step.a]!;
          let lines: { accountId: number; amount: bigint }[];
          switch (step.type) {
            case 'deposit':
              lines = [
                { accountId: clearing.id, amount: -step.amount },
                { accountId: w.main.id, amount: step.amount },
              ];
              break;
            case 'debit':
              lines = [
                { accountId: w.main.id, amount: -step.amount },
                { accountId: clearing.id, amount: step.amount },
              ];
              break;
            case 'hold':
              lines = [
                { accountId: w.main.id, amount: -step.amount },
                { accountId: w.hold.id, amount: step.amount },
              ];
              break;
            case 'release':
              lines = [
                { accountId: w.hold.id, amount: -step.amount },
                { accountId: w.main.id, amount: step.amount },
              ];
              break;
            case 'settle':
              lines = [
                { accountId: w.hold.id, amount: -step.amount },
                { accountId: clearing.id, amount: step.amount },
              ];
              break;
            case 'transfer': {
              const to = wallets[step.b]!;
              lines = [
                { accountId: w.main.id, amount: -step.amount },
                { accountId: to.main.id, amount: step.amount },
              ];
              break;
            }
            case 'adjust':
              lines = step.up
                ? [
                    { accountId: adjustments.id, amount: -step.amount },
                    { accountId: w.main.id, amount: step.amount },
                  ]
                : [
                    { accountId: w.main.id, amount: -step.amount },
                    { accountId: adjustments.id, amount: step.amount },
                  ];
              break;
          }
          // What the model expects: refused when any member wallet would go negative.
          const next = new Map(model);
          for (const line of lines) {
            if (next.has(line.accountId)) {
              next.set(line.accountId, next.get(line.accountId)! + line.amount);
            }
          }
          const refused = [...next.values()].some((v) => v < 0n);
          const attempt = ledger.post({
            merchantId,
            kind: step.type.toUpperCase(),
            key: { source: 'model', externalId: `${run}-${index}`, operation: step.type },
            lines,
          });
          if (refused) {
            await expect(attempt).rejects.toMatchObject({ code: 'WALLET_INSUFFICIENT_FUNDS' });
          } else {
            await attempt;
            for (const [id, v] of next) model.set(id, v);
          }
        }

        const rows = await database.db
          .select({ id: walletAccounts.id, balance: walletAccounts.balance })
          .from(walletAccounts)
          .where(inArray(walletAccounts.id, [...model.keys()]));
        for (const row of rows) {
          expect(row.balance).toBe(model.get(row.id));
          expect(row.balance! >= 0n).toBe(true);
        }
        const report = await ledger.reconcile(merchantId);
        expect(report.unbalanced).toEqual([]);
        expect(report.drift).toEqual([]);
        expect(report.total).toBe(0n);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
