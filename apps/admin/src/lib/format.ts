import type { ConsoleLanguage } from './ui-store.ts';

const formatters = new Map<ConsoleLanguage, Intl.DateTimeFormat>();

/** A date-time in the console's language ("২৫ জুন, ১০:১৫" / "25 Jun 2026, 10:15"). */
export function formatDateTime(iso: string | null, language: ConsoleLanguage): string {
  if (!iso) return '—';
  let format = formatters.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'BN' ? 'bn-BD' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    formatters.set(language, format);
  }
  return format.format(new Date(iso));
}

/** A base32 secret in groups of four, as authenticator apps expect it typed. */
export function groupSecret(secret: string): string[] {
  return secret.match(/.{1,4}/g) ?? [];
}

const MONEY = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Money from the wire ("-1234.5", "1234.50") with two decimals and thousands separators
 * ("-1,234.50"). Done on the text, never through a float, so 13-digit amounts stay exact; digits
 * stay Latin in both languages because operators match them against bank statements.
 */
export function formatMoney(amount: string): string {
  const match = MONEY.exec(amount.trim());
  if (!match) return amount;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}.${fraction.padEnd(2, '0')}`;
}

/** An ISO time as a datetime-local value in the browser's time zone ("2026-11-22T14:30"). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * A datetime-local value (the operator's local time) as ISO 8601 with the browser's offset
 * ("2026-11-22T14:30:00+06:00"); empty or unreadable text gives null.
 */
export function fromLocalInput(local: string): string | null {
  if (!local) return null;
  const d = new Date(local);
  if (Number.isNaN(d.getTime())) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  const offset = -d.getTimezoneOffset();
  const zone = `${offset < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${toLocalInput(d.toISOString())}:${pad(d.getSeconds())}${zone}`;
}
/** Counts with Latin digits and thousands separators, as the console's other counts. */
export const formatCount = (n: number) => n.toLocaleString('en');

/** A rate in basis points (never negative) as a percent with two places: 50 → "0.50%". */
export const formatRateBp = (bp: number) =>
  `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}%`;
