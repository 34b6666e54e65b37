/** Date and time in the reader's language (e.g. Bengali digits for BN); '' for a bad input. */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' }).format(date);
  }
}

/** Short date and time for lists and cards (e.g. "12 Jan 2026, 14:05"); '' for a bad input. */
export function formatShortDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(locale, options).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', options).format(date);
  }
}

/**
 * Money with two decimals in the reader's digits (Bengali digits for BN); '0.00' when the text
 * is not a number. Wire amounts have at most 13 integer digits, well inside a double's exact range.
 */
export function formatMoney(amount: string, locale: string): string {
  const value = Number(amount);
  const safe = Number.isFinite(value) ? value : 0;
  const options = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  try {
    return new Intl.NumberFormat(locale, options).format(safe);
  } catch {
    return new Intl.NumberFormat('en', options).format(safe);
  }
}

/** A plain count in the reader's digits. */
export function formatCount(value: number, locale: string): string {
  try {
    return new Intl.NumberFormat(locale).format(value);
  } catch {
    return String(value);
  }
}
