import { useState } from 'react';
import { isApiError } from './api-error.ts';

/** A fresh idempotency key: 32 hex characters (fits the contracts' RequestIdSchema). */
export function newRequestId(): string {
  const cryptoApi = globalThis.crypto;
  // randomUUID exists only in secure contexts; getRandomValues works everywhere.
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID().replace(/-/g, '');
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One idempotency key per submission. Sending the same data again after an unknown outcome
 * (network failure, timeout, 5xx) reuses the key, so the server answers the first result instead
 * of moving money twice. Once the server has answered (success or a refusal), the next submit is a
 * new submission with a new key; so is one with different data.
 */
export class SubmissionKeys {
  private pending: { id: string; fingerprint: string } | null = null;
  private readonly create: () => string;

  constructor(create: () => string = newRequestId) {
    this.create = create;
  }

  /** The key for sending `data` (leave secrets such as passwords out of it). */
  idFor(data: unknown): string {
    const fingerprint = JSON.stringify(data);
    if (this.pending?.fingerprint !== fingerprint) {
      this.pending = { id: this.create(), fingerprint };
    }
    return this.pending.id;
  }

  /** Call with the outcome: no error or a definite answer ends the submission. */
  settle(error?: unknown): void {
    if (error === undefined || isDefiniteAnswer(error)) this.pending = null;
  }
}

/** The server decided (4xx): retrying the same key cannot be what the member wants. */
export function isDefiniteAnswer(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 408;
}

/** A SubmissionKeys that lives as long as the form. */
export function useSubmissionKeys(): SubmissionKeys {
  const [keys] = useState(() => new SubmissionKeys());
  return keys;
}
