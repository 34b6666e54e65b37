// Plain constants without zod, so the web's entry chunk can import them for free.

/** Header names the portal reads on every call. */
export const HEADER = {
  merchant: 'merchant',
  device: 'device',
  language: 'language',
  authorization: 'authorization',
  requestId: 'x-request-id',
} as const;
