import { ERROR_STATUS, type ErrorCode } from '@portal/contracts/errors';

export interface FieldError {
  path: string;
  message: string;
}

/** A failure the client may see: a stable code, an HTTP status and an optional field list. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: FieldError[] | undefined;
  /** Values for the message's {placeholders}, e.g. { remaining: '120.00' }. */
  readonly params: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    options: {
      status?: number;
      details?: FieldError[];
      params?: Record<string, string>;
      cause?: unknown;
    } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? ERROR_STATUS[code];
    this.details = options.details;
    this.params = options.params;
  }
}
