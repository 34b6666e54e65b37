/**
 * Stable error codes, prefixed by domain. The envelope carries the code; clients branch on it
 * and show their own translation. `ERROR_MESSAGES` is the server's translation per language.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST_BODY',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'MERCHANT_UNKNOWN',
  'MERCHANT_REQUIRED',
  'SYSTEM_MAINTENANCE',
  'SYSTEM_REGION_BLOCKED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Default HTTP status for each code; a throw site may not override it silently. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST_BODY: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  MERCHANT_UNKNOWN: 400,
  MERCHANT_REQUIRED: 400,
  SYSTEM_MAINTENANCE: 503,
  SYSTEM_REGION_BLOCKED: 403,
};

type Messages = { EN: string; BN: string };

/** Server-side translations of every code, in the two complete languages. */
export const ERROR_MESSAGES: Record<ErrorCode, Messages> = {
  VALIDATION_FAILED: {
    EN: 'Some fields are not valid.',
    BN: 'কিছু তথ্য সঠিক নয়।',
  },
  BAD_REQUEST_BODY: {
    EN: 'The request could not be read.',
    BN: 'অনুরোধটি পড়া যায়নি।',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    EN: 'This content type is not accepted.',
    BN: 'এই ধরনের কন্টেন্ট গ্রহণযোগ্য নয়।',
  },
  PAYLOAD_TOO_LARGE: {
    EN: 'The request is too large.',
    BN: 'অনুরোধটি খুব বড়।',
  },
  NOT_FOUND: {
    EN: 'Not found.',
    BN: 'খুঁজে পাওয়া যায়নি।',
  },
  METHOD_NOT_ALLOWED: {
    EN: 'This method is not allowed here.',
    BN: 'এখানে এই পদ্ধতি অনুমোদিত নয়।',
  },
  RATE_LIMITED: {
    EN: 'Too many requests, please try again later.',
    BN: 'অনেক বেশি অনুরোধ, পরে আবার চেষ্টা করুন।',
  },
  INTERNAL_ERROR: {
    EN: 'Unknown error, please try again.',
    BN: 'অজানা ত্রুটি, আবার চেষ্টা করুন।',
  },
  SERVICE_UNAVAILABLE: {
    EN: 'The service is temporarily unavailable.',
    BN: 'পরিষেবাটি সাময়িকভাবে অনুপলব্ধ।',
  },
  MERCHANT_UNKNOWN: {
    EN: 'Invalid site (domain check failed), please contact customer service.',
    BN: 'অবৈধ সাইট (ডোমেইন যাচাই ব্যর্থ), গ্রাহক সেবায় যোগাযোগ করুন।',
  },
  MERCHANT_REQUIRED: {
    EN: 'The Merchant header is required.',
    BN: 'Merchant হেডার প্রয়োজন।',
  },
  SYSTEM_MAINTENANCE: {
    EN: 'The system is under maintenance.',
    BN: 'সিস্টেম রক্ষণাবেক্ষণ চলছে।',
  },
  SYSTEM_REGION_BLOCKED: {
    EN: 'Access is restricted from your IP or location.',
    BN: 'আপনার আইপি বা অবস্থান থেকে প্রবেশ সীমিত।',
  },
};

/** The message for a code in a language; languages without translations use English. */
export function errorMessage(code: ErrorCode, language: string | undefined): string {
  const m = ERROR_MESSAGES[code];
  return language === 'BN' ? m.BN : m.EN;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
