/**
 * Money an operator types. Mirrors `MoneyInputSchema` (contracts/wallet.ts) without bringing zod
 * into the console bundle: a positive decimal, at most 13 integer digits and two places.
 */
export function isMoneyInput(text: string): boolean {
  return /^\d{1,13}(\.\d{1,2})?$/.test(text) && /[1-9]/.test(text);
}

/** Minor units of a money string ("12.5" → 1250n, "-3.00" → -300n); null when it is not money. */
export function toMinor(text: string): bigint | null {
  const match = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -value : value;
}

/** A turnover multiplier as typed: 0–100 with at most two places (contracts: multipleOf 0.01). */
export function isMultiplierInput(text: string): boolean {
  return /^\d{1,3}(\.\d{1,2})?$/.test(text) && Number(text) <= 100;
}
