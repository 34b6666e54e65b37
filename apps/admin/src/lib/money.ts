/** A turnover multiplier as typed: 0–100 with at most two places (contracts: multipleOf 0.01). */
export function isMultiplierInput(text: string): boolean {
  return /^\d{1,3}(\.\d{1,2})?$/.test(text) && Number(text) <= 100;
}

/** A rate as typed, in percent with at most two places (0.01–100): its basis points, else null. */
export function percentToBp(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp >= 1 && bp <= 10_000 ? bp : null;
}

/** Basis points as the percent an operator reads and types ("0.8", "12.5", "10"). */
export function bpToPercent(bp: number): string {
  const whole = Math.floor(bp / 100);
  const fraction = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** A multiplier as typed ("1", "10.5") in hundredths, else null (see isMultiplierInput). */
export function multiplierToCenti(text: string): number | null {
  if (!isMultiplierInput(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
