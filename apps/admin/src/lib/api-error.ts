import { errorMessage, isErrorCode } from '@portal/contracts/errors';

export interface FieldDetail {
  path: string;
  message: string;
}

/** A failed call: the server's stable code (or NETWORK_ERROR), status and field details. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly details: FieldDetail[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The text to show for a failure, in the console's language; never a raw server string. */
export function errorText(error: unknown, language: 'BN' | 'EN'): string {
  const code = error instanceof ApiError ? error.code : 'INTERNAL_ERROR';
  if (isErrorCode(code)) return errorMessage(code, language);
  return language === 'BN'
    ? 'সার্ভারে পৌঁছানো যায়নি, আবার চেষ্টা করুন।'
    : 'Could not reach the server, please try again.';
}
