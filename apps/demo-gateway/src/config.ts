import { z } from 'zod';
import { DEMO_GATEWAY_SECRET } from '@portal/contracts/payment-gateway';
import { DEMO_SMS_KEY_ID, DEMO_SMS_SECRET } from '@portal/contracts/sms-gateway';
import type { SmsConfig } from './sms.ts';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Names of their own, so one shell can start the portal (PORT, PUBLIC_URL) beside it.
  GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).default(3950),
  GATEWAY_HOST: z.string().default('127.0.0.1'),
  GATEWAY_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  GATEWAY_SECRET: z.string().min(32).default(DEMO_GATEWAY_SECRET),
  /** The sms side's key id and HMAC secret (the portal's SMS_GATEWAY_KEY_ID / _SECRET). */
  SMS_KEY_ID: z
    .string()
    .regex(/^[\w.-]{1,64}$/)
    .default(DEMO_SMS_KEY_ID),
  SMS_SECRET: z.string().min(16).default(DEMO_SMS_SECRET),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** One notification call to the portal (ms). */
  NOTIFY_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** Attempts of one notification before it is given up. */
  NOTIFY_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(12),
  /** First retry delay (ms); doubles per attempt up to NOTIFY_RETRY_MAX_MS. */
  NOTIFY_RETRY_BASE_MS: z.coerce.number().int().positive().default(1000),
  NOTIFY_RETRY_MAX_MS: z.coerce.number().int().positive().default(300_000),
});

/** Everything the service can be tuned with; `buildGatewayApp` takes any part of it. */
export interface GatewayConfig extends SmsConfig {
  port: number;
  host: string;
  /**
   * Base of the pay page URLs (`${publicUrl}/pay/<id>`). Undefined: taken from the create-order
   * request's Host header (tests listening on port 0).
   */
  publicUrl: string | undefined;
  /** HMAC secret shared with the portal: signs notifications, checks create-order calls. */
  secret: string;
  logLevel: string;
  notifyTimeoutMs: number;
  notifyAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

/** Reads the environment; a bad value, or the public secret in production, stops the process. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && env.GATEWAY_SECRET === DEMO_GATEWAY_SECRET) {
    throw new Error('Refusing to start in production with a public default secret: GATEWAY_SECRET');
  }
  if (env.NODE_ENV === 'production' && env.SMS_SECRET === DEMO_SMS_SECRET) {
    throw new Error('Refusing to start in production with a public default secret: SMS_SECRET');
  }
  return {
    port: env.GATEWAY_PORT,
    host: env.GATEWAY_HOST,
    publicUrl: (env.GATEWAY_PUBLIC_URL ?? `http://127.0.0.1:${env.GATEWAY_PORT}`).replace(
      /\/+$/,
      '',
    ),
    secret: env.GATEWAY_SECRET,
    logLevel: env.LOG_LEVEL,
    notifyTimeoutMs: env.NOTIFY_TIMEOUT_MS,
    notifyAttempts: env.NOTIFY_ATTEMPTS,
    retryBaseMs: env.NOTIFY_RETRY_BASE_MS,
    retryMaxMs: env.NOTIFY_RETRY_MAX_MS,
    smsKeys: { [env.SMS_KEY_ID]: env.SMS_SECRET },
    smsTestEndpoints: env.NODE_ENV !== 'production',
  };
}

/** Defaults of every setting (an empty environment), with the pay page base from the request. */
export function defaultConfig(): GatewayConfig {
  return { ...loadConfig({}), publicUrl: undefined };
}
