import { defineConfig } from '@playwright/test';
import { apiServer, chromium } from '../../playwright.shared.ts';

const PORT = Number(process.env.E2E_PORT ?? 3200);
const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  reporter: isCI ? 'line' : 'list',
  timeout: 60_000,
  use: {
    ...chromium,
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
  },
  webServer: apiServer(PORT),
});
