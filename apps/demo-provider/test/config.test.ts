import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

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
});
