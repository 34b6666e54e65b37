import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('environment', () => {
  it('finds the demo vendor on VENDOR_PORT, apart from the portal’s PORT', () => {
    expect(loadEnv({ PORT: '8080' })).toMatchObject({
      PORT: 8080,
      PROVIDER_URL: 'http://127.0.0.1:3900',
    });
    expect(loadEnv({ VENDOR_PORT: '4900' }).PROVIDER_URL).toBe('http://127.0.0.1:4900');
    expect(
      loadEnv({ VENDOR_PORT: '4900', PROVIDER_URL: 'https://games.example' }).PROVIDER_URL,
    ).toBe('https://games.example');
  });

  it('keeps bets 24 months unless told, and refuses fewer than four', () => {
    expect(loadEnv({}).BETS_KEEP_MONTHS).toBe(24);
    expect(loadEnv({ BETS_KEEP_MONTHS: '36' }).BETS_KEEP_MONTHS).toBe(36);
    expect(() => loadEnv({ BETS_KEEP_MONTHS: '3' })).toThrow(/BETS_KEEP_MONTHS/);
  });
});
