import { z } from 'zod';
import { DEMO_PROVIDER_SEED, ownVendorSecrets } from '@portal/contracts/provider-signing';

/** The seed the portal uses by default too, so both sides agree on every vendor's secret. */
export const DEFAULT_PROVIDER_SEED = DEMO_PROVIDER_SEED;

const seconds = (fallback: number) => z.coerce.number().min(0).default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Names of their own, so one shell can start the portal (PORT, PUBLIC_URL) beside it.
  VENDOR_PORT: z.coerce.number().int().min(0).max(65535).default(3900),
  VENDOR_HOST: z.string().default('127.0.0.1'),
  PROVIDER_SEED: z.string().min(1).default(DEFAULT_PROVIDER_SEED),
  VENDOR_PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** One call to the portal's seamless API (ms). */
  PORTAL_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
  /** Attempts of one bet (same transactionId) before it is given up and rolled back. */
  BET_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  /** First retry delay of a bet, win or rollback (ms); doubles per attempt up to RETRY_MAX_MS. */
  RETRY_BASE_MS: z.coerce.number().int().positive().default(250),
  RETRY_MAX_MS: z.coerce.number().int().positive().default(30_000),
  /** How long a game page waits for its win to be credited before answering without it (ms). */
  WIN_WAIT_MS: z.coerce.number().int().min(0).default(4000),
  /** A game session ends after this much inactivity. */
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(4),
  SPORTS_SETTLE_MIN_S: seconds(20),
  SPORTS_SETTLE_MAX_S: seconds(60),
  COCKFIGHT_SETTLE_MIN_S: seconds(15),
  COCKFIGHT_SETTLE_MAX_S: seconds(30),
  LOTT_DRAW_EVERY_S: seconds(60),
  ELOTT_DRAW_EVERY_S: seconds(30),
  /** Registers POST /__faults (transfer fault injection). Never in production. */
  PROVIDER_FAULTS: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
});

/** A window in milliseconds from which a settle delay is drawn. */
export interface DelayRange {
  minMs: number;
  maxMs: number;
}

/** Everything the service can be tuned with; `buildProviderApp` takes any part of it. */
export interface ProviderConfig {
  port: number;
  host: string;
  seed: string;
  /** Vendors' own secrets by variable name (`VENDOR_SECRET_<CODE>`), before the seed. */
  vendorSecrets: Record<string, string>;
  /**
   * Base of the launch URLs (`${publicUrl}/play/<session>`). Undefined: taken from the launch
   * request's Host header (tests listening on port 0).
   */
  publicUrl: string | undefined;
  logLevel: string;
  portalTimeoutMs: number;
  betAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  winWaitMs: number;
  sessionIdleMs: number;
  sportsSettle: DelayRange;
  cockfightSettle: DelayRange;
  lottDrawEveryMs: number;
  elottDrawEveryMs: number;
  faults: boolean;
}

function range(minS: number, maxS: number): DelayRange {
  const minMs = Math.round(minS * 1000);
  return { minMs, maxMs: Math.max(minMs, Math.round(maxS * 1000)) };
}

/** Defaults of every setting (the same as an empty environment gives, VENDOR_PUBLIC_URL aside). */
export function defaultConfig(): ProviderConfig {
  return loadConfig({});
}

/** Reads the environment; a bad value stops the process with a clear message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): ProviderConfig {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const vendorSecrets = ownVendorSecrets(source);
  const short = Object.keys(vendorSecrets).filter((name) => vendorSecrets[name]!.length < 32);
  if (short.length > 0) {
    throw new Error(
      `Invalid environment:\n${short.map((n) => `  ${n}: at least 32 characters`).join('\n')}`,
    );
  }
  if (env.NODE_ENV === 'production' && env.PROVIDER_SEED === DEMO_PROVIDER_SEED) {
    throw new Error('Refusing to start in production with a public default secret: PROVIDER_SEED');
  }
  return {
    port: env.VENDOR_PORT,
    host: env.VENDOR_HOST,
    seed: env.PROVIDER_SEED,
    vendorSecrets,
    publicUrl: (env.VENDOR_PUBLIC_URL ?? `http://127.0.0.1:${env.VENDOR_PORT}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL,
    portalTimeoutMs: env.PORTAL_TIMEOUT_MS,
    betAttempts: env.BET_ATTEMPTS,
    retryBaseMs: env.RETRY_BASE_MS,
    retryMaxMs: env.RETRY_MAX_MS,
    winWaitMs: env.WIN_WAIT_MS,
    sessionIdleMs: Math.round(env.SESSION_IDLE_HOURS * 3_600_000),
    sportsSettle: range(env.SPORTS_SETTLE_MIN_S, env.SPORTS_SETTLE_MAX_S),
    cockfightSettle: range(env.COCKFIGHT_SETTLE_MIN_S, env.COCKFIGHT_SETTLE_MAX_S),
    lottDrawEveryMs: Math.round(env.LOTT_DRAW_EVERY_S * 1000),
    elottDrawEveryMs: Math.round(env.ELOTT_DRAW_EVERY_S * 1000),
    faults: env.PROVIDER_FAULTS,
  };
}
