import { dayOf, dayStart, nextDay } from '../../lib/zoned-day.ts';

/**
 * How often a reward pays: a day, a week from Monday to Sunday (REBATE, CASHBACK), a calendar
 * month (the VIP monthly bonus).
 */
export type PeriodKind = 'DAY' | 'WEEK' | 'MONTH';

/**
 * One closed period of the white label's calendar: days `[fromDay, toDay)`, the instants they
 * span, and the key its grants are unique by (a day `2026-11-26`, an ISO week `2026-W48`).
 */
export interface Period {
  key: string;
  fromDay: string;
  toDay: string;
  startsAt: string;
  endsAt: string;
}

function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Monday of the week of a day (YYYY-MM-DD). */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The ISO 8601 week of a Monday: `2026-W48` (the week belongs to the year of its Thursday). */
export function isoWeekKey(monday: string): string {
  const thursday = addDays(monday, 3);
  const year = Number(thursday.slice(0, 4));
  const jan1 = Date.UTC(year, 0, 1);
  const ordinal = Math.round((Date.parse(`${thursday}T00:00:00Z`) - jan1) / 86_400_000);
  const week = Math.floor(ordinal / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The first day of the month `n` months after the month of a day (n may be negative). */
function addMonths(day: string, n: number): string {
  const d = new Date(`${day.slice(0, 7)}-01T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 10);
}

function periodOf(kind: PeriodKind, fromDay: string, timeZone: string): Period {
  const toDay =
    kind === 'DAY'
      ? nextDay(fromDay)
      : kind === 'WEEK'
        ? addDays(fromDay, 7)
        : addMonths(fromDay, 1);
  return {
    key: kind === 'DAY' ? fromDay : kind === 'WEEK' ? isoWeekKey(fromDay) : fromDay.slice(0, 7),
    fromDay,
    toDay,
    startsAt: dayStart(fromDay, timeZone),
    endsAt: dayStart(toDay, timeZone),
  };
}

/**
 * The last `count` periods that have ended at `now` in the time zone, newest first: yesterday
 * and the days before it, or last week and the weeks before it.
 */
export function closedPeriods(
  kind: PeriodKind,
  now: Date,
  timeZone: string,
  count: number,
): Period[] {
  const today = dayOf(now, timeZone);
  if (kind === 'MONTH') {
    return Array.from({ length: count }, (_, i) =>
      periodOf(kind, addMonths(today, -(i + 1)), timeZone),
    );
  }
  const current = kind === 'DAY' ? today : mondayOf(today);
  const step = kind === 'DAY' ? 1 : 7;
  return Array.from({ length: count }, (_, i) =>
    periodOf(kind, addDays(current, -step * (i + 1)), timeZone),
  );
}

/**
 * The key of the period running at `now` that a member may get a promotion once in: `ONCE`, the
 * day (`2026-11-27`) or the ISO week (`2026-W48`) of the white label's calendar.
 */
export function currentPeriodKey(
  period: 'ONCE' | 'DAY' | 'WEEK',
  now: Date,
  timeZone: string,
): string {
  if (period === 'ONCE') return 'ONCE';
  const today = dayOf(now, timeZone);
  return period === 'DAY' ? today : isoWeekKey(mondayOf(today));
}
