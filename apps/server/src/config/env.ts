import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  PAYMENT_GATEWAY_SECRET: z
    .string()
    .min(32)
    .optional()
    .describe('HMAC secret shared with the payment gateway; random per process when unset'),
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
});

// Partner addresses follow their port variables unless given outright.
const EnvSchema = EnvFields.transform((env) => ({
  ...env,
  PROVIDER_URL: env.PROVIDER_URL ?? `http://127.0.0.1:${env.VENDOR_PORT}`,
}));

export type Env = z.infer<typeof EnvSchema>;

/** Parses process.env once; a bad value stops the process with a clear message. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
