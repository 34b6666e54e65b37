/** Money is bigint minor units inside the service and a two-decimal string on the wire. */

/** Parses "12", "12.5" or "12.50" into minor units; null when it is not such an amount. */
export function parseAmount(text: string): bigint | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** Minor units as the protocol's decimal string with two places. */
export function formatAmount(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** `stake × ratio` in hundredths (odds 1.95 → 195), rounded down to the minor unit. */
export function applyRatio(stake: bigint, hundredths: number): bigint {
  return (stake * BigInt(Math.round(hundredths))) / 100n;
}
