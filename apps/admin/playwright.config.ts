import { defineConfig, devices } from '@playwright/test';

const PORT = 3200;
const isCI = Boolean(process.env.CI);

/** System Chromium, no side traffic (as for the player site's browser tests). */
export const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

/** The API server, which also serves the built console at /admin/, on a fresh memory database. */
export function apiServer(port: number) {
  return {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: '../..',
    env: { PORT: String(port), PGLITE_PATH: 'memory://', SEED_FIXTURES: 'e2e', LOG_LEVEL: 'warn' },
    url: `http://localhost:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
  };
}

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
