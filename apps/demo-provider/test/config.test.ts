import { describe, expect, it } from 'vitest';
import { signBody, vendorSecretVariable } from '@portal/contracts/provider-signing';
import { DEFAULT_PROVIDER_SEED, loadConfig } from '../src/config.ts';
import { launchBody, postSigned, startProvider } from './helpers.ts';

describe('configuration', () => {
  it('listens on VENDOR_PORT, not on the portal’s PORT (one shell starts both)', () => {
    const shared = loadConfig({ PORT: '8080', HOST: '0.0.0.0', PUBLIC_URL: 'http://portal' });
    expect(shared).toMatchObject({
      port: 3900,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:3900',
    });
    const own = loadConfig({ VENDOR_PORT: '4900', VENDOR_HOST: '0.0.0.0' });
    expect(own).toMatchObject({ port: 4900, host: '0.0.0.0', publicUrl: 'http://127.0.0.1:4900' });
    expect(loadConfig({ VENDOR_PUBLIC_URL: 'https://games.example/' }).publicUrl).toBe(
      'https://games.example',
    );
  });

  it('refuses the public default seed in production, and names it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PROVIDER_SEED/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PROVIDER_SEED: DEFAULT_PROVIDER_SEED }),
    ).toThrow(/PROVIDER_SEED/);
    expect(loadConfig({ NODE_ENV: 'production', PROVIDER_SEED: 'a-seed-of-its-own' }).seed).toBe(
      'a-seed-of-its-own',
    );
    expect(loadConfig({}).seed).toBe(DEFAULT_PROVIDER_SEED);
  });

  it('a vendor’s own VENDOR_SECRET_<CODE> replaces the seed’s secret for that vendor', async () => {
    const OWN = 'pg-own-secret-5e3b1d9f7a2c4e6b8d0f1a3c5e7b9d1f';
    expect(() => loadConfig({ VENDOR_SECRET_PG: 'short' })).toThrow(/VENDOR_SECRET_PG/);
    const { vendorSecrets } = loadConfig({ VENDOR_SECRET_PG: OWN });
    expect(vendorSecrets).toEqual({ [vendorSecretVariable('PG')]: OWN });
    const provider = await startProvider({ vendorSecrets });
    try {
      const body = launchBody({ vendor: 'PG' });
      const raw = JSON.stringify(body);
      const own = await postSigned(`${provider.url}/launch`, raw, {
        signature: signBody(OWN, raw),
      });
      expect(own.status).toBe(200);
      const seeded = await postSigned(`${provider.url}/launch`, body);
      expect(seeded).toMatchObject({ status: 401, json: { status: 'INVALID_SIGNATURE' } });
      const other = await postSigned(`${provider.url}/launch`, launchBody({ vendor: 'JILI' }));
      expect(other.status).toBe(200);
    } finally {
      await provider.close();
    }
  });
});
