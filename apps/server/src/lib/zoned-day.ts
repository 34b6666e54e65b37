/** The UTC offset of a time zone at an instant, as "+06:00". */
function offsetAt(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-]\d{2}:\d{2})?/.exec(part ?? '');
  return match?.[1] ?? '+00:00';
}

/** The instant a calendar day (YYYY-MM-DD) starts in a time zone, as an ISO string. */
export function dayStart(day: string, timeZone: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  return new Date(`${day}T00:00:00${offsetAt(timeZone, noon)}`).toISOString();
}

/** The calendar day of an instant in a time zone (YYYY-MM-DD). */
export function dayOf(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);
}

/** The day after (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** [from, to) instants for an inclusive day range; either end may be open. */
export function dayRange(
  range: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
): { fromTs: string | undefined; toTs: string | undefined } {
  return {
    fromTs: range.from ? dayStart(range.from, timeZone) : undefined,
    toTs: range.to ? dayStart(nextDay(range.to), timeZone) : undefined,
  };
}
