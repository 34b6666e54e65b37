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
