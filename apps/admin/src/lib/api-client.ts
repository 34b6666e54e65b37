import { HEADER } from '@portal/contracts/headers';
import { ApiError, type FieldDetail } from './api-error.ts';
import { getMerchant } from './merchant.ts';
import { useSessionStore } from './session-store.ts';
import { useUiStore } from './ui-store.ts';

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

function withQuery(path: string, query: ApiRequest['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function readDetails(body: Record<string, unknown>): FieldDetail[] {
  return Array.isArray(body.details) ? (body.details as FieldDetail[]) : [];
}

/** Calls the console API and unwraps the envelope; failures throw ApiError with the code. */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  headers.set(HEADER.language, useUiStore.getState().language);
  const merchant = getMerchant();
  if (merchant) headers.set(HEADER.merchant, merchant);
  const token = useSessionStore.getState().token;
  if (token) headers.set(HEADER.authorization, `Bearer ${token}`);
  if (request.body !== undefined) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(withQuery(path, request.query), {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? null : JSON.stringify(request.body),
      signal: request.signal ?? null,
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new ApiError('NETWORK_ERROR', String(error), 0);
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (body?.success === true) return body.value as T;
  const code = typeof body?.code === 'string' ? body.code : 'INTERNAL_ERROR';
  // A dead session signs the console out; the route guard then shows the sign-in page.
  if (code === 'AUTH_UNAUTHORIZED' && token) useSessionStore.getState().clear();
  throw new ApiError(
    code,
    typeof body?.message === 'string' ? body.message : response.statusText,
    response.status,
    body ? readDetails(body) : [],
  );
}
