/**
 * Stakes as decimal strings and integer minor units (bigint); never a float. The web app's wallet
 * feature has the same rules, but features do not import each other, so the few helpers the games
 * need live here.
 */
import { formatAmount, isMoneyInput, parseSignedAmount } from '@portal/contracts/money';

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

/** Minor units of typed or wire text, native digits allowed ("১২.৫" → 1250n); null when not money. */
export function toMinor(text: string): bigint | null {
  return parseSignedAmount(normalizeDigits(text));
}

export type StakeProblem = 'format' | 'min' | 'max' | 'balance';

/** Why a typed stake cannot be sent, or null when it can. */
export function stakeProblem(input: string, balance?: string | null): StakeProblem | null {
  const text = normalizeDigits(input);
  if (!isMoneyInput(text)) return 'format';
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
  return minor === null ? normalizeDigits(input) : formatAmount(minor);
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
  return formatAmount(clampMinor(next, balance));
}

/** stake × multiplier (scaled by 10 000), rounded down to a cent: what a win would pay. */
export function payoutFor(stake: string, multiplierScaled: number): string | null {
  const minor = toMinor(stake);
  if (minor === null || minor < 0n || !Number.isSafeInteger(multiplierScaled)) return null;
  return formatAmount((minor * BigInt(multiplierScaled)) / 10_000n);
}

/** A fresh idempotency key: 32 hex characters (the contracts' RequestIdSchema). */
export function newRequestId(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID().replace(/-/g, '');
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
