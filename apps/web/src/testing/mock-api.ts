import { vi } from 'vitest';
import { fromBase64, toBase64 } from '../lib/crypto-envelope.ts';

/** One request as the fake server saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** Parsed JSON, the raw string, or the FormData of a multipart request. */
  body: unknown;
  rawBody: string | undefined;
}

type Reply =
  | { value: unknown }
  | { code: string; status?: number; details?: { path: string; message: string }[] };
type Handler = (request: SeenRequest) => Reply | Promise<Reply>;

/**
 * Replaces fetch with a tiny in-memory API keyed by "METHOD /path" (query ignored). Unknown
 * routes fail the test loudly, like MSW's onUnhandledRequest: 'error'.
 */
export function mockApi(routes: Record<string, Handler>) {
  const seen: SeenRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const method = init.method ?? 'GET';
    const rawBody = typeof init.body === 'string' ? init.body : undefined;
    const headers = new Headers(init.headers);
    let body: unknown = init.body instanceof FormData ? init.body : rawBody;
    if (rawBody && headers.get('content-type') === 'application/json') body = JSON.parse(rawBody);
    const request = { method, path: url.pathname, query: url.searchParams, headers, body, rawBody };
    seen.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`Unhandled request ${method} ${url.pathname}`);
    const reply = await handler(request);
    const envelope =
      'value' in reply
        ? { success: true, value: reply.value }
        : { success: false, code: reply.code, message: 'server text', details: reply.details };
    const status = 'value' in reply ? 200 : (reply.status ?? 400);
    return new Response(JSON.stringify(envelope), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    seen,
    fetchMock,
    calls: (key: string) => seen.filter((r) => `${r.method} ${r.path}` === key),
  };
}

/** An RSA-OAEP key pair standing in for the server's, with the decryption the server does. */
export async function createServerKeys(keyId = 'test-key') {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const publicKey = { keyId, publicKey: toBase64(spki), algorithm: 'RSA-OAEP-256+A256GCM' };

  /** Opens an encrypted request: header `keyId.base64(wrapped)`, body base64(iv || ct). */
  async function open(
    request: SeenRequest,
  ): Promise<{ keyId: string; inner: { ts: number; nonce: string; data: unknown } }> {
    const header = request.headers.get('encryption') ?? '';
    const [headerKeyId, wrapped = ''] = header.split('.');
    const rawKey = await crypto.subtle.decrypt(
      { name: 'RSA-OAEP' },
      pair.privateKey,
      fromBase64(wrapped),
    );
    const aesKey = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['decrypt']);
    const payload = fromBase64((request.body as { value: string }).value);
    const plaintext = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: payload.slice(0, 12), tagLength: 128 },
      aesKey,
      payload.slice(12),
    );
    const inner = JSON.parse(new TextDecoder().decode(plaintext)) as {
      ts: number;
      nonce: string;
      data: unknown;
    };
    return { keyId: headerKeyId ?? '', inner };
  }

  return { publicKey, open };
}

/** hex(SHA-256(text)) */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A bot-check challenge whose answer is `number` (small, so tests solve it instantly). */
export async function makeChallenge(number: number, maxnumber = 50) {
  const salt = 'salt-';
  return {
    algorithm: 'SHA-256',
    challenge: await sha256Hex(`${salt}${number}`),
    salt,
    signature: 'sig',
    maxnumber,
  };
}
