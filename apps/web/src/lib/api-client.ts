import { HEADER } from '@portal/contracts/headers';
import { ApiError } from './api-error.ts';
import { getMerchant } from './merchant.ts';
import { useLanguageStore } from './stores/language-store.ts';
import { useSessionStore } from './stores/session-store.ts';

const DEFAULT_TIMEOUT_MS = 15_000;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** The first site-config call goes without Merchant so the server picks the white label by Host. */
  withMerchant?: boolean;
  timeoutMs?: number;
}

function buildHeaders(request: ApiRequest): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  headers.set(HEADER.device, 'WEB');
  headers.set(HEADER.language, useLanguageStore.getState().language);
  const merchant = request.withMerchant === false ? null : getMerchant();
  if (merchant) headers.set(HEADER.merchant, merchant);
  const token = useSessionStore.getState().token;
  if (token) headers.set(HEADER.authorization, `Bearer ${token}`);
  if (request.body !== undefined) headers.set('Content-Type', 'application/json');
  return headers;
}

function isEnvelope(body: unknown): body is { success: boolean; value?: unknown; code?: unknown } {
  return typeof body === 'object' && body !== null && 'success' in body;
}

/** Calls the API, unwraps `{success, value}` and throws ApiError for every failure. */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const timeout = AbortSignal.timeout(request.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(path, {
      method: request.method ?? 'GET',
      headers: buildHeaders(request),
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
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
    const message = 'message' in body && typeof body.message === 'string' ? body.message : code;
    throw new ApiError(code, message, response.status);
  }
  return body.value as T;
}
