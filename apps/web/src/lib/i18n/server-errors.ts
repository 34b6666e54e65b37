import { ERROR_CODES, ERROR_MESSAGES, type ErrorCode } from '@portal/contracts/errors';

/** The contracts' translation of every error code, so client and server never drift apart. */
export function serverErrors(language: 'EN' | 'BN'): Record<ErrorCode, string> {
  return Object.fromEntries(
    ERROR_CODES.map((code) => [code, ERROR_MESSAGES[code][language]]),
  ) as Record<ErrorCode, string>;
}
