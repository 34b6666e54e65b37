import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { HOME_BANNER_GROUPS } from '@portal/contracts/boot';
import { useBanners } from '../api/content.ts';
import { BannerSlide } from './banner-slide.tsx';
import styles from './banners.module.css';
import { HeroBanner } from './hero-banner.tsx';
import { WelcomeSlide } from './welcome-slide.tsx';

/**
 * The home's banners (group w_home) and video banners (w_promotion) from the console: a skeleton
 * of the same size while they load; the launch slide when the operator has none.
 */
export function HomeBanners({ onJoin }: { onJoin: () => void }) {
  const { t } = useTranslation();
  const { data, isPending } = useBanners(HOME_BANNER_GROUPS);
  if (isPending) {
    return <div className={styles.skeleton} data-testid="banner-skeleton" aria-hidden="true" />;
  }
  const home = data?.w_home ?? [];
  const videos = data?.w_promotion ?? [];
  return (
    <>
      {home.length > 0 ? (
        <HeroBanner
          testId="home-banners"
          className={styles.home}
          slides={home.map((b) => (
            <BannerSlide key={b.id} banner={b} />
          ))}
        />
      ) : (
        <HeroBanner slides={[<WelcomeSlide key="welcome" onJoin={onJoin} />]} />
      )}
      {videos.length > 0 && (
        <HeroBanner
          testId="promotion-banners"
          className={styles.promotion}
          label={t('home.videoBannerLabel')}
          slides={videos.map((b) => (
            <BannerSlide key={b.id} banner={b} />
          ))}
        />
      )}
    </>
  );
}
