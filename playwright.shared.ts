/// <reference types="node" />
import { devices, type PlaywrightTestConfig } from '@playwright/test';

/** System Chromium (never a downloaded browser), with no network side traffic. */
export const chromium = {
  ...devices['Desktop Chrome'],
  // The demo white label's players are in Bangladesh: the browser's calendar day must be the
  // white label's (Asia/Dhaka), or "previous 7 days" misses today's rows between 18:00 and
  // 24:00 UTC.
  timezoneId: 'Asia/Dhaka',
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

/** The demo game vendor of an e2e run listens this far above the portal's port. */
export const VENDOR_PORT_OFFSET = 800;
/** The demo payment gateway of an e2e run listens this far above the portal's port. */
export const GATEWAY_PORT_OFFSET = 870;

/**
 * The web servers of an e2e run: the demo game vendor (apps/demo-provider), the demo payment
 * gateway (apps/demo-gateway) and the API server, which also serves the built web app and
 * console, on a fresh in-memory database with the e2e fixtures. The portal calls the vendor at
 * PROVIDER_URL and the gateway at GATEWAY_URL; both call the portal back at PUBLIC_URL. Run from
 * an app folder, so the repository root is '../..'.
 */
export function apiServer(port: number): NonNullable<PlaywrightTestConfig['webServer']> {
  const vendorPort = port + VENDOR_PORT_OFFSET;
  const vendorUrl = `http://127.0.0.1:${vendorPort}`;
  const gatewayPort = port + GATEWAY_PORT_OFFSET;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  return [
    {
      command: 'node --import tsx apps/demo-provider/src/main.ts',
      cwd: '../..',
      env: { VENDOR_PORT: String(vendorPort), VENDOR_PUBLIC_URL: vendorUrl, LOG_LEVEL: 'warn' },
      url: `${vendorUrl}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node --import tsx apps/demo-gateway/src/main.ts',
      cwd: '../..',
      env: { GATEWAY_PORT: String(gatewayPort), GATEWAY_PUBLIC_URL: gatewayUrl, LOG_LEVEL: 'warn' },
      url: `${gatewayUrl}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node --import tsx apps/server/src/main.ts',
      cwd: '../..',
      env: {
        PORT: String(port),
        PGLITE_PATH: 'memory://',
        SEED_FIXTURES: 'e2e',
        LOG_LEVEL: 'warn',
        PROVIDER_URL: vendorUrl,
        GATEWAY_URL: gatewayUrl,
        // The demo gateway app also plays the sms gateway (apps/demo-gateway/src/sms.ts).
        SMS_GATEWAY_URL: gatewayUrl,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
      url: `http://localhost:${port}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ];
}
