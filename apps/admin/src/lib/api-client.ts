import { HEADER } from '@portal/contracts/headers';
import { ApiError, type FieldDetail } from './api-error.ts';
import { getMerchant } from './merchant.ts';
import { useSessionStore } from './session-store.ts';
import { useUiStore } from './ui-store.ts';

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
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

/** Language, white label and bearer token: what every console call carries. */
function send(path: string, request: ApiRequest, accept: string): Promise<Response> {
  const headers = new Headers({ Accept: accept });
  headers.set(HEADER.language, useUiStore.getState().language);
  const merchant = getMerchant();
  if (merchant) headers.set(HEADER.merchant, merchant);
  const token = useSessionStore.getState().token;
  if (token) headers.set(HEADER.authorization, `Bearer ${token}`);
  // A FormData body (an upload) sets its own multipart type and boundary.
  const form = request.body instanceof FormData ? request.body : null;
  if (request.body !== undefined && !form) headers.set('Content-Type', 'application/json');
  return fetch(withQuery(path, request.query), {
    method: request.method ?? 'GET',
    headers,
    body: form ?? (request.body === undefined ? null : JSON.stringify(request.body)),
    signal: request.signal ?? null,
  }).catch((error: unknown) => {
    if (request.signal?.aborted) throw error;
    throw new ApiError('NETWORK_ERROR', String(error), 0);
  });
}

/** The envelope of a refusal as an ApiError; a dead session signs the console out. */
function failure(response: Response, body: Record<string, unknown> | null): ApiError {
  const code = typeof body?.code === 'string' ? body.code : 'INTERNAL_ERROR';
  const message = typeof body?.message === 'string' && body.message.trim() ? body.message : null;
  // The route guard then shows the sign-in page.
  if (code === 'AUTH_UNAUTHORIZED' && useSessionStore.getState().token) {
    useSessionStore.getState().clear();
  }
  return new ApiError(
    code,
    message ?? response.statusText,
    response.status,
    body ? readDetails(body) : [],
    message,
  );
}

/** Calls the console API and unwraps the envelope; failures throw ApiError with the code. */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const response = await send(path, request, 'application/json');
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (body?.success === true) return body.value as T;
  throw failure(response, body);
}

/**
 * Fetches a file the console must not link to directly (a proof image needs the bearer token);
 * the caller shows it through an object URL. Refusals still come back as an envelope.
 */
export async function apiFetchBlob(path: string, request: ApiRequest = {}): Promise<Blob> {
  const response = await send(path, request, 'image/*, application/json;q=0.5');
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && !type.includes('application/json')) return response.blob();
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  throw failure(response, body);
}
