import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/cx.ts';
import styles from './hero-banner.module.css';

/** Spec: autoplay every 5000 ms with a 1000 ms transition, only with more than one slide. */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_TRANSITION_MS = 1000;

interface HeroBannerProps {
  slides: ReactNode[];
}

export function HeroBanner({ slides }: HeroBannerProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const hasMany = slides.length > 1;

  useEffect(() => {
    if (!hasMany) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [hasMany, slides.length]);

  return (
    <section
      className={styles.banner}
      aria-roledescription="carousel"
      aria-label={t('home.bannerLabel')}
    >
      <div
        className={styles.track}
        style={{
          transform: `translateX(${-index * 100}%)`,
          transitionDuration: `${BANNER_TRANSITION_MS}ms`,
        }}
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-hidden={i !== index}
          >
            {slide}
          </div>
        ))}
      </div>
      {hasMany && (
        <div className={styles.dots}>
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className={cx(styles.dot, i === index && styles.active)}
              aria-label={`${i + 1} / ${slides.length}`}
              aria-current={i === index}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
