import { loadEnv } from '../config/env.ts';
import { createDatabase } from './client.ts';
import { prepareDatabase } from './prepare.ts';

// `npm run db:seed`: migrate and insert the demo white labels (idempotent).
const env = loadEnv();
const database = await createDatabase({ url: env.DATABASE_URL, pglitePath: env.PGLITE_PATH });
try {
  const result = await prepareDatabase(database, { seed: 'always', fixtures: env.SEED_FIXTURES });
  console.log(`database ${database.kind} migrated and seeded`, result);
} finally {
  await database.close();
}
