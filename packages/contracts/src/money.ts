/**
 * The one money codec: decimal strings with at most two places on the wire, integer minor units
 * (bigint) everywhere else, never a float. Server, web, console and the demo vendor import it;
 * locale display (thousands separators, Intl) stays with each app.
 */

/** Largest amount the ledger accepts: 1e13 minor units (100 billion with 2 decimals). */
export const MAX_MINOR = 10n ** 13n;

/** An unsigned amount: 1–13 integer digits, at most two decimals (the range is checked apart). */
export const AMOUNT_INPUT_PATTERN = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** Any amount the wire carries, signed, with exactly two decimals ("-12.05"). */
export const WIRE_AMOUNT_PATTERN = /^-?\d{1,13}\.\d{2}$/;

const SIGNED_AMOUNT = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/;

function toMinor(whole: string, fraction: string | undefined): bigint {
  return BigInt(whole) * 100n + BigInt((fraction ?? '').padEnd(2, '0'));
}

/**
 * Parses an amount a caller sends ("1234.50", "12", "0.5") into minor units. Refuses negatives,
 * exponents, more than two decimals, signs, spaces and anything above MAX_MINOR; null when invalid.
 */
export function parseAmount(text: string): bigint | null {
  const match = AMOUNT_INPUT_PATTERN.exec(text);
  if (!match) return null;
  const minor = toMinor(match[1]!, match[2]);
  return minor <= MAX_MINOR ? minor : null;
}

/**
 * Minor units of any amount the wire carries, negative included ("-12.5" → -1250n): balances,
 * totals and differences to show or compare. Null when the text is not such an amount.
 */
export function parseSignedAmount(text: string): bigint | null {
  const match = SIGNED_AMOUNT.exec(text);
  if (!match) return null;
  const minor = toMinor(match[2]!, match[3]);
  return match[1] === '-' ? -minor : minor;
}

/** Minor units as the wire's decimal string with two places ("-12.05"). */
export function formatAmount(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** True when `text` is money a person may send: it parses and is above zero. */
export function isMoneyInput(text: string): boolean {
  const minor = parseAmount(text);
  return minor !== null && minor > 0n;
}
