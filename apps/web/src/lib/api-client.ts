import type { PublicKey } from '@portal/contracts/auth';
import { HEADER } from '@portal/contracts/headers';
import { ApiError, isApiError, type FieldDetail } from './api-error.ts';
import { getMerchant } from './merchant.ts';
import { useLanguageStore } from './stores/language-store.ts';
import { useSessionStore } from './stores/session-store.ts';

const DEFAULT_TIMEOUT_MS = 15_000;
const ENCRYPTION_HEADER = 'Encryption';
const PUBLIC_KEY_PATH = '/wps/system/publicKey';

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON-serialisable data, or FormData sent as multipart (the browser sets the boundary). */
  body?: unknown;
  signal?: AbortSignal;
  /** The first site-config call goes without Merchant so the server picks the white label by Host. */
  withMerchant?: boolean;
  timeoutMs?: number;
  /** Send the body sealed by the crypto envelope (login, register and password calls). */
  encrypted?: boolean;
  /** Send the body as application/x-www-form-urlencoded instead of JSON. */
  form?: boolean;
}

export interface Prepared {
  body: string | FormData | undefined;
  contentType?: string;
  encryption?: string;
}

/** Headers of every API call: device, language, merchant and the session token. */
export function buildHeaders(request: ApiRequest, prepared: Prepared): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  headers.set(HEADER.device, 'WEB');
  headers.set(HEADER.language, useLanguageStore.getState().language);
  const merchant = request.withMerchant === false ? null : getMerchant();
  if (merchant) headers.set(HEADER.merchant, merchant);
  const token = useSessionStore.getState().token;
  if (token) headers.set(HEADER.authorization, `Bearer ${token}`);
  if (prepared.contentType) headers.set('Content-Type', prepared.contentType);
  if (prepared.encryption) headers.set(ENCRYPTION_HEADER, prepared.encryption);
  return headers;
}

export function isEnvelope(
  body: unknown,
): body is { success: boolean; value?: unknown; code?: unknown } {
  return typeof body === 'object' && body !== null && 'success' in body;
}

function isFieldDetail(value: unknown): value is FieldDetail {
  if (typeof value !== 'object' || value === null) return false;
  const detail = value as Record<string, unknown>;
  return typeof detail.path === 'string' && typeof detail.message === 'string';
}

function readDetails(body: object): FieldDetail[] {
  const details: unknown = 'details' in body ? body.details : undefined;
  return Array.isArray(details) ? details.filter(isFieldDetail) : [];
}

function formBody(body: unknown): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      params.set(key, String(value));
    }
  }
  return params.toString();
}

async function prepare(request: ApiRequest): Promise<Prepared> {
  if (request.body === undefined) return { body: undefined };
  // No Content-Type: fetch writes multipart/form-data with its boundary itself.
  if (request.body instanceof FormData) return { body: request.body };
  if (request.form) {
    return { body: formBody(request.body), contentType: 'application/x-www-form-urlencoded' };
  }
  if (!request.encrypted) {
    return { body: JSON.stringify(request.body), contentType: 'application/json' };
  }
  // Loaded on first use so the WebCrypto code stays out of the entry chunk.
  const envelope = await import('./crypto-envelope.ts');
  const key = await envelope.getServerKey(() => apiFetch<PublicKey>(PUBLIC_KEY_PATH));
  const sealed = await envelope.sealRequest(request.body, key);
  return {
    body: JSON.stringify(sealed.body),
    contentType: 'application/json',
    encryption: sealed.header,
  };
}

/** Server answers that change the session, whoever made the call. */
export function applySessionSideEffects(error: ApiError, hadToken: boolean): void {
  const session = useSessionStore.getState();
  if (error.code === 'AUTH_PASSWORD_CHANGE_REQUIRED' && session.token) {
    session.setMustChangePassword(true);
  }
  if (error.code === 'AUTH_UNAUTHORIZED' && hadToken && session.token) session.clear();
}

async function send<T>(path: string, request: ApiRequest): Promise<T> {
  const prepared = await prepare(request);
  const timeout = AbortSignal.timeout(request.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  const hadToken = Boolean(useSessionStore.getState().token);
  let response: Response;
  try {
    response = await fetch(path, {
      method: request.method ?? 'GET',
      headers: buildHeaders(request, prepared),
      body: prepared.body,
      signal,
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    const code = timeout.aborted ? 'TIMEOUT' : 'NETWORK_ERROR';
    throw new ApiError(code, error instanceof Error ? error.message : String(error), 0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!isEnvelope(body)) {
    throw new ApiError(
      'INTERNAL_ERROR',
      `Unexpected response (${response.status})`,
      response.status,
    );
  }
  if (!body.success) {
    const code = typeof body.code === 'string' ? body.code : 'INTERNAL_ERROR';
    const serverMessage =
      'message' in body && typeof body.message === 'string' ? body.message : null;
    const error = new ApiError(
      code,
      serverMessage ?? code,
      response.status,
      readDetails(body),
      serverMessage,
    );
    applySessionSideEffects(error, hadToken);
    throw error;
  }
  return body.value as T;
}

/** Calls the API, unwraps `{success, value}` and throws ApiError for every failure. */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  if (!request.encrypted) return send<T>(path, request);
  try {
    return await send<T>(path, request);
  } catch (error) {
    if (!isApiError(error) || error.code !== 'CRYPTO_INVALID_PAYLOAD') throw error;
    // The server rotated its key (or lost ours): fetch it again and retry once, new nonce.
    const envelope = await import('./crypto-envelope.ts');
    envelope.forgetServerKey();
    return send<T>(path, request);
  }
}
