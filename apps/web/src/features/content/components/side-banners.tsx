import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useBanners } from '../api/content.ts';
import { BannerSlide } from './banner-slide.tsx';
import styles from './banners.module.css';
import { HeroBanner } from './hero-banner.tsx';

const SIDE_GROUPS = ['w_leftmenu'] as const;

/** The side menu's banners (group w_leftmenu); nothing when the operator has none. */
export function SideBanners() {
  const { t } = useTranslation();
  const { data } = useBanners(SIDE_GROUPS);
  const list = data?.w_leftmenu ?? [];
  if (list.length === 0) return null;
  return (
    <HeroBanner
      testId="side-banners"
      className={styles.side}
      label={t('home.bannerLabel')}
      slides={list.map((b) => (
        <BannerSlide key={b.id} banner={b} />
      ))}
    />
  );
}
