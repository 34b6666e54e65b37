import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { formatDate, localDigits } from '../../../lib/format.ts';
import { gmtOffset, useClock } from '../../../lib/use-clock.ts';
import styles from './agent-centre.module.css';
import '../../../lib/i18n/agent-centre.ts';

const TIME: Intl.DateTimeFormatOptions = { timeStyle: 'medium' };
const DAY: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
};

/** The browser's time zone name (e.g. "Asia/Dhaka"), '' where Intl cannot tell. */
function zoneName(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return '';
  }
}

/**
 * The agent's GMT offset and a live clock (spec: it updates every second), in the page's
 * language and digits; it stops while the tab is hidden.
 */
export function AgentClock() {
  const { t, i18n } = useTranslation();
  const now = useClock();
  const zone = useMemo(() => zoneName(), []);
  const iso = now.toISOString();
  const language = i18n.language;
  return (
    <p className={styles.clock} data-testid="agent-clock">
      <Icon name="globe" size={16} className={styles.clockIcon} />
      <span className="visually-hidden">{t('agentCentre.clock.label')}</span>
      <span
        className={styles.offset}
        title={zone ? t('agentCentre.clock.zone', { zone }) : undefined}
        data-testid="agent-gmt"
      >
        {localDigits(gmtOffset(now), language)}
      </span>
      <time className={styles.time} dateTime={iso} data-testid="agent-time">
        {formatDate(iso, language, TIME)}
      </time>
      <span className={styles.day}>{formatDate(iso, language, DAY)}</span>
    </p>
  );
}
