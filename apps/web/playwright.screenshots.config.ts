import { defineConfig } from '@playwright/test';
import { apiServer, chromium } from '../../playwright.shared.ts';

const PORT = Number(process.env.E2E_PORT ?? 3101);

/** `npm run screenshots`: PNGs of the main screens into /work/main/screenshots (gitignored). */
export default defineConfig({
  testDir: './e2e-screenshots',
  workers: 2,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  use: { ...chromium, baseURL: `http://localhost:${PORT}` },
  webServer: apiServer(PORT),
});
