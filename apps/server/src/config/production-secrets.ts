import { DEMO_GATEWAY_SECRET } from '@portal/contracts/payment-gateway';
import { DEMO_SMS_SECRET } from '@portal/contracts/sms-gateway';
import {
  DEMO_PROVIDER_SEED,
  vendorSecret,
  vendorSecretVariable,
} from '@portal/contracts/provider-signing';
import type { Env } from './env.ts';

/**
 * What a production start must not run with, each with the variable that fixes it: secrets still
 * at their public demo values (anyone who reads this repository could sign vendor wallet calls or
 * gateway notifications) and the browser-test helpers. The login envelope's RSA key and the
 * bot-check HMAC key are not here: each deployment generates its own and keeps it in the
 * database (`server_secrets`), so there is no public default to refuse.
 */
export function unsafeProductionSettings(env: Env): string[] {
  const unsafe: string[] = [];
  if (env.PROVIDER_SEED === undefined || env.PROVIDER_SEED === DEMO_PROVIDER_SEED) {
    unsafe.push('PROVIDER_SEED (vendor wallet signing seed is the public demo value)');
  }
  for (const [name, secret] of Object.entries(env.vendorSecrets)) {
    const vendor = name.slice('VENDOR_SECRET_'.length);
    if (
      vendorSecretVariable(vendor) === name &&
      secret === vendorSecret(DEMO_PROVIDER_SEED, vendor)
    ) {
      unsafe.push(`${name} (the public demo seed's secret for ${vendor})`);
    }
  }
  for (const [code, gateway] of Object.entries(env.gateways)) {
    if (gateway.secret === DEMO_GATEWAY_SECRET) {
      const name = code === 'DEMO' ? 'GATEWAY_SECRET' : `GATEWAY_${code}_SECRET`;
      unsafe.push(`${name} (payment gateway secret is the public demo value)`);
    }
  }
  if (env.SMS_GATEWAY_SECRET === DEMO_SMS_SECRET) {
    unsafe.push('SMS_GATEWAY_SECRET (sms gateway secret is the public demo value)');
  }
  if (env.SEED_FIXTURES !== undefined) {
    unsafe.push('SEED_FIXTURES (browser-test helpers read the outbox and captcha answers)');
  }
  return unsafe;
}

/** Stops a production start that would run with a public default; names every one. */
export function assertSafeForProduction(env: Env): void {
  if (env.NODE_ENV !== 'production') return;
  const unsafe = unsafeProductionSettings(env);
  if (unsafe.length > 0) {
    throw new Error(
      `Refusing to start with NODE_ENV=production while these are public defaults:\n${unsafe
        .map((item) => `  - ${item}`)
        .join('\n')}\nSet each to a secret value of your own (see README, Environment variables).`,
    );
  }
}
