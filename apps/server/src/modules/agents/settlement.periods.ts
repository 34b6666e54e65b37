import type { ContractKind, DividendPeriod } from '@portal/contracts/agents';
import { dayOf, dayStart, nextDay } from '../../lib/zoned-day.ts';
import { closedPeriods } from '../loyalty/periods.ts';

/**
 * A period one settlement pays: its key (unique per agent and kind with the revision), its
 * instants, and where its bets are read: white-label days `[fromDay, toDay)` of the daily
 * rollups, or UTC hours `[startsAt, endsAt)` of the hourly ones. `open` marks today's
 * real-time salary: it pays as the day goes, under the contract in force at `asOf`.
 */
export interface PayPeriod {
  key: string;
  startsAt: string;
  endsAt: string;
  source: { days: [string, string] } | { hours: [string, string] };
  open: boolean;
  /** The moment whose contract in force pays the period: its end, or now for an open one. */
  asOf: string;
}

const HOUR_MS = 3_600_000;
/** Closed periods each pass looks at again (late bets pay an adjustment within them). */
export const LOOK_BACK = 3;

function dayPeriods(kind: 'DAY' | 'WEEK' | 'MONTH', now: Date, timeZone: string, count: number) {
  return closedPeriods(kind, now, timeZone, count).map((p): PayPeriod => ({
    key: p.key,
    startsAt: p.startsAt,
    endsAt: p.endsAt,
    source: { days: [p.fromDay, p.toDay] },
    open: false,
    asOf: p.endsAt,
  }));
}

/** Half-months: the 1st–15th (`2026-11-H1`) and the 16th–end (`2026-11-H2`). */
function halfMonths(now: Date, timeZone: string, count: number): PayPeriod[] {
  const today = dayOf(now, timeZone);
  const out: PayPeriod[] = [];
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  let half = Number(today.slice(8, 10)) >= 16 ? 2 : 1;
  const pad = (n: number) => String(n).padStart(2, '0');
  while (out.length < count) {
    // Step back to the half before the current one.
    if (half === 2) half = 1;
    else {
      half = 2;
      month -= 1;
      if (month === 0) {
        month = 12;
        year -= 1;
      }
    }
    const ym = `${year}-${pad(month)}`;
    const next = month === 12 ? `${year + 1}-01` : `${year}-${pad(month + 1)}`;
    const fromDay = half === 1 ? `${ym}-01` : `${ym}-16`;
    const toDay = half === 1 ? `${ym}-16` : `${next}-01`;
    const startsAt = dayStart(fromDay, timeZone);
    const endsAt = dayStart(toDay, timeZone);
    out.push({
      key: `${ym}-H${half}`,
      startsAt,
      endsAt,
      source: { days: [fromDay, toDay] },
      open: false,
      asOf: endsAt,
    });
  }
  return out;
}

/** The last closed UTC hours (`2026-11-27T14` is 14:00–15:00 UTC). */
function closedHours(now: Date, count: number): PayPeriod[] {
  const top = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  return Array.from({ length: count }, (_, i) => {
    const start = new Date(top - (i + 1) * HOUR_MS).toISOString();
    const end = new Date(top - i * HOUR_MS).toISOString();
    return {
      key: start.slice(0, 13),
      startsAt: start,
      endsAt: end,
      source: { hours: [start, end] as [string, string] },
      open: false,
      asOf: end,
    };
  });
}

/**
 * The periods a pass settles for a kind, oldest first: the last closed days, hours or dividend
 * periods; for the real-time salary, yesterday (its last minutes and late bets) and today so far.
 */
export function duePeriods(
  kind: ContractKind,
  period: DividendPeriod | null,
  now: Date,
  timeZone: string,
): PayPeriod[] {
  let periods: PayPeriod[];
  if (kind === 'DAILY_SALARY') periods = dayPeriods('DAY', now, timeZone, LOOK_BACK);
  else if (kind === 'HOURLY_SALARY') periods = closedHours(now, LOOK_BACK);
  else if (kind === 'REALTIME_SALARY') {
    const today = dayOf(now, timeZone);
    const [yesterday] = dayPeriods('DAY', now, timeZone, 1);
    periods = [
      {
        key: today,
        startsAt: dayStart(today, timeZone),
        endsAt: now.toISOString(),
        source: { days: [today, nextDay(today)] },
        open: true,
        asOf: now.toISOString(),
      },
      yesterday!,
    ];
  } else if (period === 'H') periods = halfMonths(now, timeZone, 2);
  else {
    const unit = period === 'D' ? 'DAY' : period === 'W' ? 'WEEK' : 'MONTH';
    periods = dayPeriods(unit, now, timeZone, 2);
  }
  return periods.reverse();
}
