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

  constructor(
    code: ErrorCode,
    options: { status?: number; details?: FieldError[]; cause?: unknown } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? ERROR_STATUS[code];
    this.details = options.details;
  }
}
