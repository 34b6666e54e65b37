import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PROVIDER_SEED,
  signBody,
  vendorSecret,
  vendorSecretVariable,
} from '@portal/contracts/provider-signing';
import { DEMO_GATEWAY_SECRET } from '@portal/contracts/payment-gateway';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { vendorCall } from '../../test/vendor-fixture.ts';
import { loadEnv } from './env.ts';
import { assertSafeForProduction, unsafeProductionSettings } from './production-secrets.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Every secret of its own: what a production environment sets. */
const OWN = {
  NODE_ENV: 'production',
  PROVIDER_SEED: 'prod-seed-6f1c0e9a2b7d4c58a3e1f0b9d2c7a4e6',
  GATEWAY_SECRET: 'prod-gateway-0b9d2c7a4e66f1c0e9a2b7d4c58a3e1f',
  SMS_GATEWAY_SECRET: 'prod-sms-4e66f1c0e9a2b7d4c58a3e1f',
} as const;

describe('production start: no public default secrets', () => {
  it('names every secret still at its public default', () => {
    const env = loadEnv({
      NODE_ENV: 'production',
      GATEWAYS: 'ACME',
      GATEWAY_ACME_URL: 'https://pay.acme.example',
      GATEWAY_ACME_SECRET: DEMO_GATEWAY_SECRET,
      VENDOR_SECRET_PG: vendorSecret(DEMO_PROVIDER_SEED, 'PG'),
      SEED_FIXTURES: 'e2e',
    });
    expect(unsafeProductionSettings(env).map((item) => item.split(' ')[0])).toEqual([
      'PROVIDER_SEED',
      'VENDOR_SECRET_PG',
      'GATEWAY_SECRET',
      'GATEWAY_ACME_SECRET',
      'SMS_GATEWAY_SECRET',
      'SEED_FIXTURES',
    ]);
    expect(() => assertSafeForProduction(env)).toThrow(
      /NODE_ENV=production[\s\S]*PROVIDER_SEED[\s\S]*GATEWAY_SECRET[\s\S]*GATEWAY_ACME_SECRET/,
    );
    // The seed given outright, but the demo one, is no better than none.
    const demoSeed = loadEnv({ ...OWN, PROVIDER_SEED: DEMO_PROVIDER_SEED });
    expect(unsafeProductionSettings(demoSeed)).toEqual([
      'PROVIDER_SEED (vendor wallet signing seed is the public demo value)',
    ]);
  });

  it('starts with secrets of its own; the demo needs none', () => {
    expect(() => assertSafeForProduction(loadEnv(OWN))).not.toThrow();
    expect(unsafeProductionSettings(loadEnv(OWN))).toEqual([]);
    // Development and tests run on the public defaults with no setup.
    expect(() => assertSafeForProduction(loadEnv({}))).not.toThrow();
    expect(() => assertSafeForProduction(loadEnv({ NODE_ENV: 'test' }))).not.toThrow();
  });

  it('refuses a vendor secret of its own that is too short, in any environment', () => {
    expect(() => loadEnv({ VENDOR_SECRET_PG: 'short' })).toThrow(/VENDOR_SECRET_PG/);
  });

  /** Runs the real entry point (apps/server/src/main.ts) until it exits or says it listens. */
  function startMain(extra: Record<string, string>) {
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      PGLITE_PATH: 'memory://',
      PORT: '0',
      HOST: '127.0.0.1',
      SEED: 'never',
      LOG_LEVEL: 'info',
      ...extra,
    };
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return new Promise<{ code: number | null; output: string; listened: boolean }>((resolve) => {
      const check = setInterval(() => {
        if (output.includes('portal listening on')) {
          clearInterval(check);
          child.once('exit', (code) => resolve({ code, output, listened: true }));
          child.kill('SIGTERM');
        }
      }, 100);
      child.once('exit', (code) => {
        clearInterval(check);
        resolve({ code, output, listened: output.includes('portal listening on') });
      });
    });
  }

  it('main refuses to start in production with the defaults, naming them', async () => {
    const run = await startMain({ NODE_ENV: 'production' });
    expect(run.listened).toBe(false);
    expect(run.code).not.toBe(0);
    expect(run.output).toContain('Refusing to start with NODE_ENV=production');
    expect(run.output).toContain('PROVIDER_SEED');
    expect(run.output).toContain('GATEWAY_SECRET');
    expect(run.output).toContain('SMS_GATEWAY_SECRET');
  }, 60_000);

  it('main starts in production once every secret is its own', async () => {
    const run = await startMain(OWN);
    expect(run.output).not.toContain('Refusing');
    expect(run.listened).toBe(true);
  }, 90_000);
});

describe('a vendor’s own secret (VENDOR_SECRET_<CODE>)', () => {
  const PG_SECRET = 'pg-own-secret-5e3b1d9f7a2c4e6b8d0f1a3c5e7b9d1f';
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ vendorSecrets: { [vendorSecretVariable('PG')]: PG_SECRET } });
  });
  afterAll(() => t.app.close());

  const player = (vendor: string, options: Parameters<typeof vendorCall>[4] = {}) =>
    vendorCall(t.app, vendor, 'player', { requestId: 'r-own-1', token: 'x'.repeat(40) }, options);

  it('signs that vendor’s calls instead of the seed; other vendors keep the seed’s', async () => {
    const raw = JSON.stringify({ requestId: 'r-own-1', token: 'x'.repeat(40) });
    // Past the signature, an unknown token: the answer a signed call gets.
    const own = await player('PG', { raw, signature: signBody(PG_SECRET, raw) });
    expect(own).toMatchObject({ status: 200, body: { status: 'INVALID_TOKEN' } });
    const seeded = await player('PG');
    expect(seeded).toMatchObject({ status: 401, body: { status: 'INVALID_SIGNATURE' } });
    const other = await player('JILI');
    expect(other).toMatchObject({ status: 200, body: { status: 'INVALID_TOKEN' } });
  });
});
