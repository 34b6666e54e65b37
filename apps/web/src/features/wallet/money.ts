/**
 * Amounts as the member types them and as the wire carries them. Money is never a float here:
 * comparisons run on integer minor units (bigint), as the server does.
 */

/** Bengali, Arabic-Indic and Persian digits a phone keyboard may type, mapped to 0–9. */
const DIGIT_SETS = ['০১২৩৪৫৬৭৮৯', '٠١٢٣٤٥٦٧٨٩', '۰۱۲۳۴۵۶۷۸۹'];

export function normalizeDigits(text: string): string {
  let out = '';
  for (const char of text) {
    const set = DIGIT_SETS.find((digits) => digits.includes(char));
    out += set ? String(set.indexOf(char)) : char;
  }
  return out;
}

/** The contracts' MoneyInputSchema rule: 1–13 digits, at most two decimals, above zero. */
const MONEY_INPUT = /^\d{1,13}(\.\d{1,2})?$/;

/** True when `text` (already normalised) is what the server accepts as an amount. */
export function isMoneyInput(text: string): boolean {
  return MONEY_INPUT.test(text) && /[1-9]/.test(text);
}

/** What the member typed, with native digits mapped and outer spaces dropped. */
export function cleanAmountInput(text: string): string {
  return normalizeDigits(text).trim();
}

/** Minor units of a decimal string ("-12.5" → -1250n); null when it is not one. */
export function toMinorUnits(text: string): bigint | null {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
  return sign === '-' ? -minor : minor;
}

/** The wire form of minor units: two places, e.g. 1250n → "12.50". */
export function fromMinorUnits(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const whole = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole.toString()}.${cents}`;
}

/** The amount to send: the member's input in canonical two-place form ("500" → "500.00"). */
export function toWireAmount(input: string): string {
  const minor = toMinorUnits(cleanAmountInput(input));
  return minor === null ? cleanAmountInput(input) : fromMinorUnits(minor);
}

/** True when a wire amount is above zero ("0.00" and bad text are not). */
export function isPositiveAmount(amount: string): boolean {
  const minor = toMinorUnits(amount);
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
  const value = toMinorUnits(text);
  if (value === null) return { key: 'format' };
  const min = limits.min ? toMinorUnits(limits.min) : null;
  const max = limits.max ? toMinorUnits(limits.max) : null;
  const balance = limits.balance ? toMinorUnits(limits.balance) : null;
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
  const low = toMinorUnits(min) ?? 0n;
  const high = toMinorUnits(max) ?? 0n;
  const inside = QUICK_AMOUNTS.map((n) => BigInt(n) * 100n).filter(
    (v) => v >= low && (high <= 0n || v <= high),
  );
  const picks = inside.length > 0 ? inside : [low, high].filter((v) => v > 0n);
  const text = picks.map((v) => {
    const wire = fromMinorUnits(v);
    return wire.endsWith('.00') ? wire.slice(0, -3) : wire;
  });
  return [...new Set(text)].slice(0, count);
}
