/**
 * Stakes as decimal strings and integer minor units (bigint); never a float. The web app's wallet
 * feature has the same rules, but features do not import each other, so the few helpers the games
 * need live here.
 */

/** The in-house games' bet limits (catalog category BGS); the server enforces them too. */
export const STAKE_MIN = '1.00';
export const STAKE_MAX = '10000.00';
export const DEFAULT_STAKE = '10.00';

/** Bengali, Arabic-Indic and Persian digits a phone keyboard may type, mapped to 0–9. */
const DIGIT_SETS = ['০১২৩৪৫৬৭৮৯', '٠١٢٣٤٥٦٧٨٩', '۰۱۲۳۴۵۶۷۸۹'];

export function normalizeDigits(text: string): string {
  let out = '';
  for (const char of text) {
    const set = DIGIT_SETS.find((digits) => digits.includes(char));
    out += set ? String(set.indexOf(char)) : char;
  }
  return out.trim();
}

/** The contracts' MoneyInputSchema: 1–13 digits, at most two decimals, above zero. */
const MONEY_INPUT = /^\d{1,13}(\.\d{1,2})?$/;

/** Minor units of a decimal string ("-12.5" → -1250n); null when it is not one. */
export function toMinor(text: string): bigint | null {
  const match = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/.exec(normalizeDigits(text));
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
  return sign === '-' ? -minor : minor;
}

/** The wire form of minor units: two places ("12.50"). */
export function fromMinor(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  return `${negative ? '-' : ''}${(abs / 100n).toString()}.${(abs % 100n).toString().padStart(2, '0')}`;
}

export type StakeProblem = 'format' | 'min' | 'max' | 'balance';

/** Why a typed stake cannot be sent, or null when it can. */
export function stakeProblem(input: string, balance?: string | null): StakeProblem | null {
  const text = normalizeDigits(input);
  if (!MONEY_INPUT.test(text) || !/[1-9]/.test(text)) return 'format';
  const value = toMinor(text);
  if (value === null) return 'format';
  if (value < (toMinor(STAKE_MIN) ?? 0n)) return 'min';
  if (value > (toMinor(STAKE_MAX) ?? 0n)) return 'max';
  const funds = balance ? toMinor(balance) : null;
  if (funds !== null && value > funds) return 'balance';
  return null;
}

/** The stake to send: canonical two-place text ("5" → "5.00"). */
export function wireStake(input: string): string {
  const minor = toMinor(input);
  return minor === null ? normalizeDigits(input) : fromMinor(minor);
}

function clampMinor(value: bigint, balance?: string | null): bigint {
  const min = toMinor(STAKE_MIN) ?? 100n;
  let max = toMinor(STAKE_MAX) ?? value;
  const funds = balance ? toMinor(balance) : null;
  if (funds !== null && funds >= min && funds < max) max = funds;
  return value < min ? min : value > max ? max : value;
}

export type StakeAction = 'half' | 'double' | 'min' | 'max';

/** The quick buttons: ×½ (rounded down to a cent), ×2, the minimum and the maximum (or balance). */
export function adjustStake(input: string, action: StakeAction, balance?: string | null): string {
  const current = toMinor(input) ?? toMinor(DEFAULT_STAKE) ?? 1000n;
  const next =
    action === 'half'
      ? current / 2n
      : action === 'double'
        ? current * 2n
        : action === 'min'
          ? 0n
          : 10n ** 15n;
  return fromMinor(clampMinor(next, balance));
}

/** stake × multiplier (scaled by 10 000), rounded down to a cent: what a win would pay. */
export function payoutFor(stake: string, multiplierScaled: number): string | null {
  const minor = toMinor(stake);
  if (minor === null || minor < 0n || !Number.isSafeInteger(multiplierScaled)) return null;
  return fromMinor((minor * BigInt(multiplierScaled)) / 10_000n);
}

/** A fresh idempotency key: 32 hex characters (the contracts' RequestIdSchema). */
export function newRequestId(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID().replace(/-/g, '');
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
