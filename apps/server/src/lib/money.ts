/** Largest amount the API accepts: 1e13 minor units (100 billion with 2 decimals). */
export const MAX_MINOR = 10n ** 13n;

/**
 * Parses an API amount ("1234.50", "12", "0.5") into minor units. Refuses negatives, exponents,
 * more than two decimals, signs, spaces and anything above MAX_MINOR; returns null when invalid.
 */
export function parseAmount(text: string): bigint | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const minor = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return minor <= MAX_MINOR ? minor : null;
}

/** Minor units as the API's decimal string with two places ("-12.05"). */
export function formatAmount(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}
