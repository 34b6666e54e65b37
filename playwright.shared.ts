/// <reference types="node" />
import { devices } from '@playwright/test';

/** System Chromium (never a downloaded browser), with no network side traffic. */
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

/**
 * The API server, which also serves the built web app and console, on a fresh in-memory
 * database with the e2e fixtures. Run from an app folder, so the repository root is '../..'.
 */
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
