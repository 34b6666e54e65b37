import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServerKeys, mockApi } from '../testing/mock-api.ts';
import { apiFetch } from './api-client.ts';
import { forgetServerKey } from './crypto-envelope.ts';

let server: Awaited<ReturnType<typeof createServerKeys>>;

describe('encrypted calls (crypto envelope)', () => {
  beforeAll(async () => {
    server = await createServerKeys('k1');
  });
  beforeEach(() => forgetServerKey());
  afterEach(() => vi.unstubAllGlobals());

  it('sends base64(iv || ciphertext) with an Encryption header the server key can open', async () => {
    const api = mockApi({
      'GET /wps/system/publicKey': () => ({ value: server.publicKey }),
      'POST /wps/session/login': () => ({ value: { token: 't' } }),
    });
    const before = Date.now();
    await apiFetch('/wps/session/login', {
      method: 'POST',
      body: { username: 'player01', password: 'Player#2026' },
      encrypted: true,
    });
    const [request] = api.calls('POST /wps/session/login');
    if (!request) throw new Error('no login call');
    expect(Object.keys(request.body as object)).toEqual(['value']);
    // The plain password never travels in the body or the headers.
    expect(request.rawBody).not.toContain('Player#2026');
    expect(request.headers.get('encryption')).toMatch(/^k1\.[A-Za-z0-9+/]+=*$/);
    const { keyId, inner } = await server.open(request);
    expect(keyId).toBe('k1');
    expect(inner.data).toEqual({ username: 'player01', password: 'Player#2026' });
    expect(inner.ts).toBeGreaterThanOrEqual(before);
    expect(inner.nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('fetches the public key once and uses a fresh nonce and key per call', async () => {
    const api = mockApi({
      'GET /wps/system/publicKey': () => ({ value: server.publicKey }),
      'POST /wps/member/password': () => ({ value: null }),
    });
    for (let i = 0; i < 2; i++) {
      await apiFetch('/wps/member/password', { method: 'POST', body: { i }, encrypted: true });
    }
    expect(api.calls('GET /wps/system/publicKey')).toHaveLength(1);
    const [a, b] = api.calls('POST /wps/member/password');
    const openedA = await server.open(a!);
    const openedB = await server.open(b!);
    expect(openedA.inner.nonce).not.toBe(openedB.inner.nonce);
    expect(a!.headers.get('encryption')).not.toBe(b!.headers.get('encryption'));
  });

  it('on CRYPTO_INVALID_PAYLOAD drops the key, refetches it and retries once', async () => {
    const rotated = await createServerKeys('k2');
    let keyCalls = 0;
    const api = mockApi({
      'GET /wps/system/publicKey': () => ({
        value: keyCalls++ === 0 ? server.publicKey : rotated.publicKey,
      }),
      'POST /wps/session/login': (req) =>
        req.headers.get('encryption')?.startsWith('k2.')
          ? { value: 'ok' }
          : { code: 'CRYPTO_INVALID_PAYLOAD' },
    });
    await expect(
      apiFetch('/wps/session/login', { method: 'POST', body: { a: 1 }, encrypted: true }),
    ).resolves.toBe('ok');
    const logins = api.calls('POST /wps/session/login');
    expect(logins).toHaveLength(2);
    expect(api.calls('GET /wps/system/publicKey')).toHaveLength(2);
    const first = await server.open(logins[0]!);
    const second = await rotated.open(logins[1]!);
    expect(second.inner.nonce).not.toBe(first.inner.nonce);
  });

  it('retries only once', async () => {
    const api = mockApi({
      'GET /wps/system/publicKey': () => ({ value: server.publicKey }),
      'POST /wps/session/login': () => ({ code: 'CRYPTO_INVALID_PAYLOAD' }),
    });
    await expect(
      apiFetch('/wps/session/login', { method: 'POST', body: {}, encrypted: true }),
    ).rejects.toMatchObject({ code: 'CRYPTO_INVALID_PAYLOAD' });
    expect(api.calls('POST /wps/session/login')).toHaveLength(2);
  });

  it('sends form-encoded bodies for the forgot-by-email call and keeps field details', async () => {
    const api = mockApi({
      'POST /wps/member/password/email': () => ({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'body.email', message: 'bad' }],
      }),
    });
    const error = await apiFetch('/wps/member/password/email', {
      method: 'POST',
      body: { username: 'a b', email: 'x@y.z' },
      form: true,
    }).catch((e: unknown) => e);
    const [request] = api.seen;
    expect(request?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(request?.rawBody).toBe('username=a+b&email=x%40y.z');
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'body.email' }] });
  });
});
