import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import styles from './notice-marquee.module.css';

/** Scrolling notice strip; pauses on hover and stands still for reduced-motion users. */
export function NoticeMarquee({ siteName }: { siteName: string }) {
  const { t } = useTranslation();
  const notice = t('home.notice', { siteName });
  return (
    <section className={styles.strip} aria-label={t('home.noticeLabel')}>
      <span className={styles.badge}>
        <Icon name="sparkle" size={16} />
        <span className={styles.badgeText}>{t('home.noticeLabel')}</span>
      </span>
      <div className={styles.viewport}>
        <p className={styles.track}>
          <span>{notice}</span>
          <span aria-hidden="true">{notice}</span>
        </p>
      </div>
    </section>
  );
}
