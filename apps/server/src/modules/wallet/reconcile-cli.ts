import { loadEnv } from '../../config/env.ts';
import { createDatabase } from '../../db/client.ts';
import { listMerchantIds } from './ledger.repo.ts';
import { createLedgerService } from './ledger.service.ts';

// `npm run wallet:reconcile`: every transaction sums to zero and every wallet equals its entries.
const env = loadEnv();
const database = await createDatabase({ url: env.DATABASE_URL, pglitePath: env.PGLITE_PATH });
await database.migrate();
const ledger = createLedgerService({ db: database.db });
let problems = 0;
try {
  for (const merchantId of await listMerchantIds(database.db)) {
    const report = await ledger.reconcile(merchantId);
    const bad = report.unbalanced.length + report.drift.length + (report.total === 0n ? 0 : 1);
    problems += bad;
    console.log(
      JSON.stringify({
        merchantId,
        ok: bad === 0,
        total: report.total.toString(),
        unbalancedTransactions: report.unbalanced,
        walletsOffTheirEntries: report.drift.map((d) => ({ ...d, balance: String(d.balance) })),
      }),
    );
  }
} finally {
  await database.close();
}
process.exitCode = problems === 0 ? 0 : 1;
