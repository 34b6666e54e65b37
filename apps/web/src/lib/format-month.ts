import { formatDate } from './format.ts';

// Its own module: only pages loaded on demand name months, and format.ts is in the first bundle.
/**
 * A calendar month from its key ("2026-11" → "November 2026", "নভেম্বর ২০২৬"); the key itself when
 * it is not one. Read at noon UTC of the 15th, so no time zone moves it into the next month.
 */
export function formatMonth(month: string, locale: string): string {
  if (!/^\d{4}-\d{2}$/.test(month)) return month;
  return formatDate(`${month}-15T12:00:00Z`, locale, { year: 'numeric', month: 'long' }) || month;
}
