import { isErrorCode, type ErrorCode } from '@portal/contracts/errors';

/** Client-only codes for failures that never reach the server's envelope. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT';

/** A field-level failure of VALIDATION_FAILED, e.g. { path: 'body.email', message }. */
export interface FieldDetail {
  path: string;
  message: string;
}

/** An API failure the UI branches on by `code`; `message` is for logs, never for display. */
export class ApiError extends Error {
  readonly code: ErrorCode | ClientErrorCode;
  /** The code exactly as the server sent it, even one this build does not know yet. */
  readonly rawCode: string;
  readonly status: number;
  /** Field details of a validation failure; their messages are the only server text shown. */
  readonly details: FieldDetail[];
  /**
   * The envelope's `message`: the server's translation in the request language. Only set when
   * the answer was a real error envelope, so transport failures never show raw text.
   */
  readonly serverMessage: string | null;

  constructor(
    code: string,
    message: string,
    status: number,
    details: FieldDetail[] = [],
    serverMessage: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.rawCode = code;
    this.code =
      isErrorCode(code) || code === 'NETWORK_ERROR' || code === 'TIMEOUT' ? code : 'INTERNAL_ERROR';
    this.status = status;
    this.details = details;
    this.serverMessage = serverMessage?.trim() ? serverMessage : null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The i18n key that explains an error to the user (errors.<code>). */
export function errorKey(error: unknown): `errors.${ErrorCode | ClientErrorCode}` {
  return `errors.${isApiError(error) ? error.code : 'INTERNAL_ERROR'}`;
}

/**
 * What to tell the member about a failed call: the server's own translated message when the
 * answer carried one (it also covers codes newer than this build), else our translation of the
 * code. `translate` is i18next's `t`.
 */
export function errorText(error: unknown, translate: (key: ReturnType<typeof errorKey>) => string) {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return translate(errorKey(error));
}

/** Server field details keyed by field name ('body.email' → 'email'). */
export function fieldDetails(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const out: Record<string, string> = {};
  for (const detail of error.details) {
    const name = detail.path.replace(/^body\./, '');
    out[name] ??= detail.message;
  }
  return out;
}

/**
 * Spec: "if the error mentions captcha, the captcha field appears". The server says so by code
 * (AUTH_CAPTCHA_REQUIRED / AUTH_CAPTCHA_INVALID) or by a `captcha` detail on another failure.
 */
export function asksForCaptcha(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === 'AUTH_CAPTCHA_REQUIRED' || error.code === 'AUTH_CAPTCHA_INVALID') return true;
  return error.details.some((d) => /captcha/i.test(d.path));
}
