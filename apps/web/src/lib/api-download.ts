import { applySessionSideEffects, buildHeaders, isEnvelope } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { useSessionStore } from './stores/session-store.ts';

/** A file the server sends as it is (CSV export), with the name it suggests. */
export interface Download {
  blob: Blob;
  fileName: string | null;
}

function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star.trim().replace(/^"|"$/g, ''));
    } catch {
      // Fall through to the plain filename parameter.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/**
 * GET a file with the same headers as every API call (Authorization included, which a plain
 * link cannot send). A JSON answer is the error envelope and is thrown as ApiError.
 */
export async function apiDownload(
  path: string,
  { signal, timeoutMs = 60_000 }: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<Download> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const headers = buildHeaders({}, { body: undefined });
  headers.set('Accept', 'text/csv, application/octet-stream, application/json;q=0.5');
  const hadToken = Boolean(useSessionStore.getState().token);
  let response: Response;
  try {
    response = await fetch(path, {
      headers,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    const code = timeout.aborted ? 'TIMEOUT' : 'NETWORK_ERROR';
    throw new ApiError(code, error instanceof Error ? error.message : String(error), 0);
  }
  const type = response.headers.get('Content-Type') ?? '';
  if (response.ok && !type.includes('application/json')) {
    return {
      blob: await response.blob(),
      fileName: fileNameOf(response.headers.get('Content-Disposition')),
    };
  }
  const body: unknown = await response.json().catch(() => undefined);
  const code = isEnvelope(body) && typeof body.code === 'string' ? body.code : 'INTERNAL_ERROR';
  const serverMessage =
    isEnvelope(body) && 'message' in body && typeof body.message === 'string' ? body.message : null;
  const error = new ApiError(
    code,
    serverMessage ?? `Unexpected response (${response.status})`,
    response.status,
    [],
    serverMessage,
  );
  applySessionSideEffects(error, hadToken);
  throw error;
}
