/**
 * The spec's date-picker presets: previous and next 7 and 30 days. A range is whole calendar
 * days, both ends included; "previous N days" ends today, "next N days" starts today.
 */
export const DATE_PRESETS = ['prev7', 'prev30', 'next7', 'next30'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
export type RangeChoice = DatePreset | 'custom';

export interface DateRange {
  /** YYYY-MM-DD */
  from: string;
  /** YYYY-MM-DD, inclusive */
  to: string;
}

const PRESET_DAYS: Record<DatePreset, { days: number; direction: -1 | 1 }> = {
  prev7: { days: 7, direction: -1 },
  prev30: { days: 30, direction: -1 },
  next7: { days: 7, direction: 1 },
  next30: { days: 30, direction: 1 },
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A date's local calendar day as YYYY-MM-DD. */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The calendar day `days` after `iso` (negative: before); DST-proof (noon arithmetic). */
export function addDays(iso: string, days: number): string {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
  const date = new Date(y, m - 1, d, 12);
  date.setDate(date.getDate() + days);
  return toIsoDate(date);
}

/** True for a real YYYY-MM-DD day (2026-02-30 is not). */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [y = 0, m = 0, d = 0] = text.split('-').map(Number);
  const date = new Date(y, m - 1, d, 12);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d;
}

export function isDatePreset(value: unknown): value is DatePreset {
  return typeof value === 'string' && (DATE_PRESETS as readonly string[]).includes(value);
}

/** The from/to days of a preset, counted from `today`. */
export function presetRange(preset: DatePreset, today: Date = new Date()): DateRange {
  const { days, direction } = PRESET_DAYS[preset];
  const now = toIsoDate(today);
  const other = addDays(now, direction * (days - 1));
  return direction < 0 ? { from: other, to: now } : { from: now, to: other };
}

export type RangeProblem = 'invalid' | 'order';

/** Why a custom range cannot be used, or null. */
export function rangeProblem(range: DateRange): RangeProblem | null {
  if (!isIsoDate(range.from) || !isIsoDate(range.to)) return 'invalid';
  if (range.from > range.to) return 'order';
  return null;
}

/** A range as a filter keeps it: a preset (its days counted from today), or custom days. */
export interface RangeValue extends DateRange {
  range: RangeChoice;
}

/**
 * Reads `range`, `from` and `to` from an address: a custom range needs two real days and a preset
 * must be one of `presets`; anything else is the `fallback` preset.
 */
export function parseRangeParams(
  params: URLSearchParams,
  fallback: DatePreset,
  today: Date = new Date(),
  presets: readonly DatePreset[] = DATE_PRESETS,
): RangeValue {
  const asked = params.get('range');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (asked === 'custom' && isIsoDate(from) && isIsoDate(to)) return { range: 'custom', from, to };
  const preset = presets.find((choice) => choice === asked) ?? fallback;
  return { range: preset, ...presetRange(preset, today) };
}

/** Writes a range into address params, the `fallback` preset left out to keep links short. */
export function writeRangeParams(
  params: URLSearchParams,
  value: RangeValue,
  fallback: DatePreset,
): void {
  for (const key of ['range', 'from', 'to']) params.delete(key);
  if (value.range !== fallback) params.set('range', value.range);
  if (value.range === 'custom') {
    params.set('from', value.from);
    params.set('to', value.to);
  }
}

/** The days a range covers (a preset is counted from today). */
export function rangeDays(value: RangeValue, today: Date = new Date()): DateRange {
  return value.range === 'custom'
    ? { from: value.from, to: value.to }
    : presetRange(value.range, today);
}
