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
    /** The envelope's `message` (the server's translation, values filled in); null otherwise. */
    readonly serverMessage: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The text to show for a failure, in the console's language. A known code is translated here,
 * so it follows a language switch; when its text needs values ("between {min} and {max}") or the
 * code is newer than this build, the server's message is shown: only it knows the values, and it
 * wrote them in the language the request asked for.
 */
export function errorText(error: unknown, language: 'BN' | 'EN'): string {
  const code = error instanceof ApiError ? error.code : 'INTERNAL_ERROR';
  const fromServer = error instanceof ApiError ? error.serverMessage : null;
  if (isErrorCode(code)) {
    const text = errorMessage(code, language);
    return /\{\w+\}/.test(text) && fromServer ? fromServer : text;
  }
  if (fromServer) return fromServer;
  return language === 'BN'
    ? 'সার্ভারে পৌঁছানো যায়নি, আবার চেষ্টা করুন।'
    : 'Could not reach the server, please try again.';
}
