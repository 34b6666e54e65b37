/**
 * Amounts as the member types them and as the wire carries them. Money is never a float here:
 * comparisons run on integer minor units (bigint), as the server does.
 */
import { formatAmount, isMoneyInput, parseSignedAmount } from '@portal/contracts/money';
import { normalizeDigits } from '../../lib/digits.ts';

/** What the member typed, with native digits mapped and outer spaces dropped. */
export function cleanAmountInput(text: string): string {
  return normalizeDigits(text).trim();
}

/** The amount to send: the member's input in canonical two-place form ("500" → "500.00"). */
export function toWireAmount(input: string): string {
  const minor = parseSignedAmount(cleanAmountInput(input));
  return minor === null ? cleanAmountInput(input) : formatAmount(minor);
}

/** True when a wire amount is above zero ("0.00" and bad text are not). */
export function isPositiveAmount(amount: string): boolean {
  const minor = parseSignedAmount(amount);
  return minor !== null && minor > 0n;
}

export interface AmountLimits {
  min?: string;
  max?: string;
  /** What can be spent; an amount above it is refused before it is sent. */
  balance?: string;
}

export type AmountProblem =
  | { key: 'required' }
  | { key: 'format' }
  | { key: 'min'; limit: string }
  | { key: 'max'; limit: string }
  | { key: 'balance'; limit: string };

/** Why `input` cannot be sent as an amount within `limits`, or null when it can. */
export function validateAmount(input: string, limits: AmountLimits = {}): AmountProblem | null {
  const text = cleanAmountInput(input);
  if (!text) return { key: 'required' };
  if (!isMoneyInput(text)) return { key: 'format' };
  const value = parseSignedAmount(text);
  if (value === null) return { key: 'format' };
  const min = limits.min ? parseSignedAmount(limits.min) : null;
  const max = limits.max ? parseSignedAmount(limits.max) : null;
  const balance = limits.balance ? parseSignedAmount(limits.balance) : null;
  if (min !== null && value < min) return { key: 'min', limit: limits.min ?? '' };
  if (max !== null && max > 0n && value > max) return { key: 'max', limit: limits.max ?? '' };
  if (balance !== null && value > balance) return { key: 'balance', limit: limits.balance ?? '' };
  return null;
}

const QUICK_AMOUNTS = [100, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000];

/**
 * Up to `count` one-tap amounts inside [min, max]: round figures, else the limits themselves.
 * Returned as input text ("500"), not wire amounts.
 */
export function quickAmounts(min: string, max: string, count = 6): string[] {
  const low = parseSignedAmount(min) ?? 0n;
  const high = parseSignedAmount(max) ?? 0n;
  const inside = QUICK_AMOUNTS.map((n) => BigInt(n) * 100n).filter(
    (v) => v >= low && (high <= 0n || v <= high),
  );
  const picks = inside.length > 0 ? inside : [low, high].filter((v) => v > 0n);
  const text = picks.map((v) => {
    const wire = formatAmount(v);
    return wire.endsWith('.00') ? wire.slice(0, -3) : wire;
  });
  return [...new Set(text)].slice(0, count);
}
