import { defineConfig } from '@playwright/test';
import { apiServer, chromium } from '../../playwright.shared.ts';

const PORT = Number(process.env.E2E_PORT ?? 3201);

/** Console screenshots (360 px and 1440 px, both themes) into /work/main/screenshots. */
export default defineConfig({
  testDir: './e2e-screenshots',
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 120_000,
  use: { ...chromium, baseURL: `http://localhost:${PORT}` },
  webServer: apiServer(PORT),
});
