import type { TFunction } from '../../lib/i18n/translator.ts';
import { formatDate, formatDay, formatSerial, localDigits } from '../../lib/format.ts';
import { formatMonth } from '../../lib/format-month.ts';

/**
 * A pay line's period in the page's words and digits, from its key: a day (2026-11-27), a UTC
 * hour (2026-11-27T14, shown in the reader's time), an ISO week (2026-W48), a half-month
 * (2026-11-H1) or a month (2026-11). An unknown key is shown as it is.
 */
export function formatPayPeriod(key: string, t: TFunction, language: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(key)) return formatDay(`${key}T12:00:00`, language);
  if (/^\d{4}-\d{2}-\d{2}T\d{2}$/.test(key)) {
    const start = new Date(`${key}:00:00Z`);
    const end = new Date(start.getTime() + 3_600_000).toISOString();
    const time = (iso: string) => formatDate(iso, language, { timeStyle: 'short' });
    return `${formatDay(start.toISOString(), language)}, ${time(start.toISOString())} – ${time(end)}`;
  }
  const week = /^(\d{4})-W(\d{2})$/.exec(key);
  if (week) {
    return t('agentCentre.income.week', {
      week: Number(week[2]),
      year: formatSerial(Number(week[1]), language),
    });
  }
  const half = /^(\d{4}-\d{2})-H([12])$/.exec(key);
  if (half) {
    const month = formatMonth(half[1]!, language);
    return half[2] === '1'
      ? t('agentCentre.income.firstHalf', { month })
      : t('agentCentre.income.secondHalf', { month });
  }
  if (/^\d{4}-\d{2}$/.test(key)) return formatMonth(key, language);
  return localDigits(key, language);
}
