import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { BannerArt } from './banner-art.tsx';
import styles from './welcome-slide.module.css';

/** The launch banner: original art with translated copy on top (text stays real text). */
export function WelcomeSlide({ onJoin }: { onJoin: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.slide}>
      <BannerArt className={styles.art} />
      <div className={styles.copy}>
        <p className={styles.kicker}>{t('home.bannerLabel')}</p>
        <h2 className={styles.title}>{t('home.bannerTitle')}</h2>
        <p className={styles.text}>{t('home.bannerText')}</p>
        <Button size="lg" onClick={onJoin} className={styles.cta}>
          {t('home.bannerCta')}
        </Button>
      </div>
    </div>
  );
}
