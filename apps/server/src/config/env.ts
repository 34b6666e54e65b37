import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEMO_GATEWAY_SECRET } from '@portal/contracts/payment-gateway';
import { ownVendorSecrets } from '@portal/contracts/provider-signing';
import { DEMO_SMS_KEY_ID, DEMO_SMS_SECRET } from '@portal/contracts/sms-gateway';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

const EnvFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().optional().describe('PostgreSQL URL; unset means embedded PGlite'),
  PGLITE_PATH: z.string().default(path.join(repoRoot, 'data', 'pglite')),
  SEED: z.enum(['auto', 'always', 'never']).default('auto'),
  SEED_FIXTURES: z.enum(['e2e']).optional(),
  DEFAULT_MERCHANT: z.string().default('demo'),
  TRUSTED_PROXIES: list,
  GEOIP_DB: z.string().optional(),
  REDIS_URL: z.string().optional().describe('Redis for rate limits shared across nodes'),
  GATEWAY_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(3950)
    .describe('Port of the demo payment gateway (apps/demo-gateway); GATEWAY_URL follows it'),
  GATEWAY_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe('Base URL of the DEMO gateway; http://127.0.0.1:<GATEWAY_PORT> when unset'),
  GATEWAY_SECRET: z
    .string()
    .min(32)
    .default(DEMO_GATEWAY_SECRET)
    .describe('HMAC secret shared with the DEMO gateway; the public demo value when unset'),
  GATEWAYS: list.describe(
    'More gateways by code; each needs GATEWAY_<CODE>_URL and GATEWAY_<CODE>_SECRET',
  ),
  SMS_GATEWAY_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe(
      'Sms gateway of white labels without their own; the demo gateway (GATEWAY_PORT) when unset',
    ),
  SMS_GATEWAY_KEY_ID: z
    .string()
    .regex(/^[\w.-]{1,64}$/)
    .default(DEMO_SMS_KEY_ID)
    .describe('Key id the portal signs sms gateway calls with'),
  SMS_GATEWAY_SECRET: z
    .string()
    .min(16)
    .default(DEMO_SMS_SECRET)
    .describe('HMAC secret shared with the sms gateway; the public demo value when unset'),
  VENDOR_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(3900)
    .describe('Port of the demo game vendor (apps/demo-provider); PROVIDER_URL follows it'),
  PROVIDER_URL: z
    .string()
    .optional()
    .describe('Base URL of the game vendor service; http://127.0.0.1:<VENDOR_PORT> when unset'),
  PROVIDER_SEED: z
    .string()
    .min(16)
    .optional()
    .describe('Seed of the vendors’ shared secrets; the demo default when unset'),
  PUBLIC_URL: z
    .string()
    .optional()
    .describe('This portal’s base URL as vendors reach it; http://127.0.0.1:<PORT> when unset'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps', 'web', 'dist')),
  ADMIN_DIST: z.string().default(path.join(repoRoot, 'apps', 'admin', 'dist')),
  BODY_LIMIT: z.coerce.number().int().positive().default(1_048_576),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
  BETS_KEEP_MONTHS: z.coerce
    .number()
    .int()
    .min(4)
    .max(1200)
    .default(24)
    .describe('Whole months bets are kept after their month ends (at least 4)'),
});

// Partner addresses follow their port variables unless given outright.
const EnvSchema = EnvFields.transform((env) => ({
  ...env,
  PROVIDER_URL: env.PROVIDER_URL ?? `http://127.0.0.1:${env.VENDOR_PORT}`,
  SMS_GATEWAY_URL: env.SMS_GATEWAY_URL ?? env.GATEWAY_URL ?? `http://127.0.0.1:${env.GATEWAY_PORT}`,
}));

/** A payment gateway the portal works with (see modules/cashier/gateway-client.ts). */
export interface GatewayEnv {
  url: string;
  secret: string;
}

export type Env = z.infer<typeof EnvSchema> & {
  /** Every configured gateway by code: DEMO, then those GATEWAYS names. */
  gateways: Record<string, GatewayEnv>;
  /** Vendors' own secrets by variable name (VENDOR_SECRET_<CODE>); the seed's for the rest. */
  vendorSecrets: Record<string, string>;
};

const GatewayCode = z.string().regex(/^[A-Z0-9_]{2,32}$/, 'a gateway code is A-Z, 0-9, _');

/** The gateways: DEMO from GATEWAY_URL/GATEWAY_SECRET, more from GATEWAY_<CODE>_URL/_SECRET. */
function gatewaysOf(
  env: z.infer<typeof EnvSchema>,
  source: NodeJS.ProcessEnv,
  problems: string[],
): Record<string, GatewayEnv> {
  const gateways: Record<string, GatewayEnv> = {
    DEMO: {
      url: env.GATEWAY_URL ?? `http://127.0.0.1:${env.GATEWAY_PORT}`,
      secret: env.GATEWAY_SECRET,
    },
  };
  for (const code of env.GATEWAYS) {
    const url = z.url({ protocol: /^https?$/ }).safeParse(source[`GATEWAY_${code}_URL`]);
    const secret = z.string().min(32).safeParse(source[`GATEWAY_${code}_SECRET`]);
    if (!GatewayCode.safeParse(code).success || code === 'DEMO') {
      problems.push(`  GATEWAYS: ${code} is not a usable gateway code`);
    } else if (!url.success) {
      problems.push(`  GATEWAY_${code}_URL: an http(s) URL is required`);
    } else if (!secret.success) {
      problems.push(`  GATEWAY_${code}_SECRET: at least 32 characters are required`);
    } else {
      gateways[code] = { url: url.data, secret: secret.data };
    }
  }
  return gateways;
}

/** Parses process.env once; a bad value stops the process with a clear message. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const problems: string[] = [];
  const gateways = gatewaysOf(parsed.data, source, problems);
  const vendorSecrets = ownVendorSecrets(source);
  for (const [name, value] of Object.entries(vendorSecrets)) {
    if (value.length < 32) problems.push(`  ${name}: at least 32 characters are required`);
  }
  if (problems.length > 0) throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  return { ...parsed.data, gateways, vendorSecrets };
}
