/**
 * Errors thrown by the fairness engine. Every one carries a stable `code` so the server can map
 * it to an API error and the web app to a translated message without parsing English text.
 */

/** A game parameter (target, mine count, rows, picks, …) is malformed or outside the limits. */
export const FAIR_PARAM_INVALID = 'FAIR_PARAM_INVALID';
/** The client seed breaks {@link CLIENT_SEED_RULE} (see `seeds.ts`). */
export const FAIR_CLIENT_SEED_INVALID = 'FAIR_CLIENT_SEED_INVALID';
/** The server seed is not 64 lowercase hexadecimal characters. */
export const FAIR_SERVER_SEED_INVALID = 'FAIR_SERVER_SEED_INVALID';
/** The nonce is not a safe integer ≥ 0. */
export const FAIR_NONCE_INVALID = 'FAIR_NONCE_INVALID';
/** A stake is negative, or a payout multiplier is not a non-negative safe integer. */
export const FAIR_STAKE_INVALID = 'FAIR_STAKE_INVALID';

export const FAIR_ERROR_CODES = [
  FAIR_PARAM_INVALID,
  FAIR_CLIENT_SEED_INVALID,
  FAIR_SERVER_SEED_INVALID,
  FAIR_NONCE_INVALID,
  FAIR_STAKE_INVALID,
] as const;

export type FairErrorCode = (typeof FAIR_ERROR_CODES)[number];

/** The one error class of the package: invalid input, never a bug or a crypto failure. */
export class FairParamError extends Error {
  override readonly name = 'FairParamError';

  constructor(
    readonly code: FairErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Throws {@link FAIR_PARAM_INVALID} with `message` unless `condition` holds. Pass a function when
 * the message is built from values, so hot paths do not format strings for valid input.
 */
export function requireParam(
  condition: boolean,
  message: string | (() => string),
): asserts condition {
  if (!condition) {
    throw new FairParamError(FAIR_PARAM_INVALID, typeof message === 'string' ? message : message());
  }
}

/** True for a plain object (not null, not an array); used to validate untrusted params. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates that `input` is a plain object whose keys are all in `allowed`. Unknown keys are
 * rejected rather than ignored: a verification page must not silently accept a field that the
 * engine does not use, or two different-looking rounds could verify as the same one.
 */
export function requireShape(
  input: unknown,
  allowed: readonly string[],
  what: string,
): Record<string, unknown> {
  requireParam(isRecord(input), () => `${what} params must be an object`);
  for (const key of Object.keys(input)) {
    requireParam(allowed.includes(key), () => `${what} params: unknown field "${key}"`);
  }
  return input;
}
