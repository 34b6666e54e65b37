import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { PROVIDER_SIGNATURE_HEADER, type LaunchRequest } from '@portal/contracts/provider';
import { signBody, vendorSecret } from '@portal/contracts/provider-signing';
import { buildProviderApp, type ProviderAppOptions } from '../src/app.ts';

export const SEED = 'test-seed-for-demo-provider';

/** A JSON answer read loosely: the tests assert on its shape. */
export type Json = ReturnType<typeof JSON.parse>;

/** Fast retries and short timeouts so failure paths take milliseconds. */
export const FAST: ProviderAppOptions = {
  seed: SEED,
  portalTimeoutMs: 1000,
  betAttempts: 3,
  retryBaseMs: 10,
  retryMaxMs: 50,
  winWaitMs: 5000,
};

export interface RunningProvider {
  app: FastifyInstance;
  url: string;
  close: () => Promise<void>;
}

/** The provider listening on 127.0.0.1 with an ephemeral port. */
export async function startProvider(options: ProviderAppOptions = {}): Promise<RunningProvider> {
  const app = buildProviderApp({ ...FAST, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, url, close: () => app.close() };
}

/** POSTs a body signed with the vendor's secret (or the given signature) over HTTP. */
export async function postSigned(
  url: string,
  body: unknown,
  options: { vendor?: string; signature?: string; seed?: string } = {},
): Promise<{ status: number; json: Json }> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const vendor = options.vendor ?? (body as { vendor?: string } | null)?.vendor ?? 'DEMO';
  const signature = options.signature ?? signBody(vendorSecret(options.seed ?? SEED, vendor), raw);
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PROVIDER_SIGNATURE_HEADER]: signature },
    body: raw,
  });
  return { status: res.status, json: await res.json().catch(() => undefined) };
}

export function launchBody(overrides: Partial<LaunchRequest> = {}): LaunchRequest {
  return {
    token: 'token-0123456789abcdef',
    playerId: 'p1',
    vendor: 'DEMO',
    gameCode: 'demo-slot',
    category: 'RNG',
    gameName: 'Lucky Lanterns',
    language: 'en',
    currency: 'BDT',
    mode: 'REAL',
    returnUrl: 'http://127.0.0.1:5173/games',
    walletUrl: 'http://127.0.0.1:1',
    wallet: 'SEAMLESS',
    ...overrides,
  };
}

/** Launches a game and returns the session id and the URL. */
export async function launch(
  provider: RunningProvider,
  overrides: Partial<LaunchRequest> = {},
): Promise<{ sessionId: string; url: string }> {
  const res = await postSigned(`${provider.url}/launch`, launchBody(overrides));
  const json = res.json as { status?: string; url?: string } | undefined;
  if (res.status !== 200 || json?.status !== 'OK' || !json.url) {
    throw new Error(`launch failed: ${res.status} ${JSON.stringify(json)}`);
  }
  const url = json.url;
  return { sessionId: url.split('/play/')[1]!, url };
}

/** Calls the game page's JSON API like the page does. */
export async function pageApi(
  provider: RunningProvider,
  sessionId: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Json }> {
  const res = await fetch(`${provider.url}/api/sessions/${sessionId}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

/** Polls `check` until it returns true (or fails after `timeoutMs`). */
export async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Calls `probe` until it returns something (or fails after `timeoutMs`). */
export async function eventually<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs = 5000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
