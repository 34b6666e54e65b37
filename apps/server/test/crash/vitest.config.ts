import { defineConfig } from 'vitest/config';

// The crash test spawns and kills real server processes: its own run, outside the default
// suite (the server project collects src/** only). DATABASE_URL selects PostgreSQL.
export default defineConfig({
  test: {
    name: 'server-crash',
    root: new URL('.', import.meta.url).pathname,
    environment: 'node',
    include: ['**/*.test.ts'],
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
