import { createHmac, timingSafeEqual } from 'node:crypto';

/** Node only (not for browser bundles): signing of the seamless-wallet protocol (./provider). */

/** Hex HMAC-SHA256 of the raw request body bytes under the vendor's secret. */
export function signBody(secret: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Constant-time check of a signature header against the raw body. */
export function verifyBody(secret: string, rawBody: string | Buffer, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signBody(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/**
 * A vendor's shared secret, derived from one operator seed so the portal and a vendor started
 * from the same configuration agree without a secret per vendor in the environment.
 */
export function vendorSecret(seed: string, vendor: string): string {
  return createHmac('sha256', seed).update(`vendor:${vendor}`).digest('hex');
}
