/** A turnover multiplier as typed: 0–100 with at most two places (contracts: multipleOf 0.01). */
export function isMultiplierInput(text: string): boolean {
  return /^\d{1,3}(\.\d{1,2})?$/.test(text) && Number(text) <= 100;
}
