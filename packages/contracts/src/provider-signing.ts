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

/** The demo seed both the portal and the demo vendor use when none is configured; public. */
export const DEMO_PROVIDER_SEED = 'demo-provider-seed-change-me';

/** The variable that gives one vendor a secret of its own: `VENDOR_SECRET_<CODE>`. */
export function vendorSecretVariable(vendor: string): string {
  return `VENDOR_SECRET_${vendor.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

/** Every `VENDOR_SECRET_<CODE>` of an environment, by variable name. */
export function ownVendorSecrets(
  source: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const own: Record<string, string> = {};
  for (const [name, value] of Object.entries(source)) {
    if (/^VENDOR_SECRET_[A-Z0-9_]+$/.test(name) && value !== undefined) own[name] = value;
  }
  return own;
}

/**
 * Each vendor's secret: its own `VENDOR_SECRET_<CODE>` when one is given, else derived from the
 * seed (`vendorSecret`). Cached per vendor.
 */
export function vendorSecretResolver(
  seed: string,
  own: Readonly<Record<string, string>> = {},
): (vendor: string) => string {
  const cache = new Map<string, string>();
  return (vendor) => {
    let secret = cache.get(vendor);
    if (secret === undefined) {
      secret = own[vendorSecretVariable(vendor)] ?? vendorSecret(seed, vendor);
      cache.set(vendor, secret);
    }
    return secret;
  };
}
