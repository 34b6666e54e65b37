import { useState } from 'react';
import { isApiError } from '../../lib/api-error.ts';
import { newRequestId } from './money.ts';

/**
 * One idempotency key per bet. Sending the same bet again after an unknown outcome (network
 * failure, timeout, 5xx) reuses the key, so the server answers the first result instead of
 * taking the stake twice; once the server has answered, the next bet gets a new key.
 */
export class RequestKeys {
  private pending: { id: string; fingerprint: string } | null = null;

  idFor(data: unknown): string {
    const fingerprint = JSON.stringify(data);
    if (this.pending?.fingerprint !== fingerprint) {
      this.pending = { id: newRequestId(), fingerprint };
    }
    return this.pending.id;
  }

  settle(error?: unknown): void {
    const definite =
      isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 408;
    if (error === undefined || definite) this.pending = null;
  }
}

export function useRequestKeys(): RequestKeys {
  const [keys] = useState(() => new RequestKeys());
  return keys;
}
