import { isErrorCode, type ErrorCode } from '@portal/contracts/errors';

/** Client-only codes for failures that never reach the server's envelope. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT';

/** An API failure the UI branches on by `code`; `message` is for logs, never for display. */
export class ApiError extends Error {
  readonly code: ErrorCode | ClientErrorCode;
  readonly status: number;

  constructor(code: string, message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.code =
      isErrorCode(code) || code === 'NETWORK_ERROR' || code === 'TIMEOUT' ? code : 'INTERNAL_ERROR';
    this.status = status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
