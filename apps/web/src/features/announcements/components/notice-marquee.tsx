import { useRef, type CSSProperties } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { openModal } from '../../../lib/stores/modal-store.ts';
import { useMotionAllowed } from '../../../lib/use-motion-allowed.ts';
import { NOTICE_QUERY, useAnnouncements } from '../api/announcements.ts';
import styles from './notice-marquee.module.css';
import '../../../lib/i18n/announcements.ts';

/**
 * Home marquee: the current notices' titles (the spec's notice query). A title opens the notice
 * popup at that item; the badge opens every announcement. Pauses on hover and focus, off
 * screen and in a background tab; stands still for reduced-motion users.
 */
export function NoticeMarquee() {
  const { t } = useTranslation();
  const strip = useRef<HTMLElement | null>(null);
  const isShowing = useMotionAllowed(strip);
  const notices = useAnnouncements({ ...NOTICE_QUERY, pageNo: 1 });
  const items = notices.data?.list ?? [];
  const length = items.reduce((sum, item) => sum + item.title.length, 0);
  // About 8 characters a second, never faster than one lap in 20 s.
  const duration = { '--marquee-duration': `${Math.max(20, Math.round(length / 8))}s` };

  const titles = (copy: boolean) =>
    items.map((item, index) => (
      <button
        key={item.id}
        type="button"
        className={styles.item}
        onClick={() => openModal('notice', { index: String(index) })}
        aria-label={copy ? undefined : t('announcements.openNotice', { title: item.title })}
        tabIndex={copy ? -1 : undefined}
        data-testid={copy ? undefined : 'marquee-item'}
      >
        {item.title}
      </button>
    ));

  return (
    <section
      ref={strip}
      className={styles.strip}
      aria-label={t('announcements.marqueeLabel')}
      data-running={isShowing && items.length > 0}
      data-testid="notice-marquee"
      style={duration as CSSProperties}
    >
      <button
        type="button"
        className={styles.badge}
        onClick={() => openModal('announcement')}
        aria-label={t('announcements.openAll')}
        title={t('announcements.openAll')}
        data-testid="marquee-all"
      >
        <Icon name="sparkle" size={16} />
        <span className={styles.badgeText}>{t('announcements.marqueeTag')}</span>
      </button>
      <div className={styles.viewport}>
        {items.length > 0 && (
          <div className={styles.track}>
            <span className={styles.lap}>{titles(false)}</span>
            <span className={styles.lap} aria-hidden="true">
              {titles(true)}
            </span>
          </div>
        )}
      </div>
    </section>
  );
}
