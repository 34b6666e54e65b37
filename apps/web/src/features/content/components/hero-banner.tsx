import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { cx } from '../../../lib/cx.ts';
import { useMotionAllowed } from '../../../lib/use-motion-allowed.ts';
import styles from './hero-banner.module.css';

/** Spec: autoplay every 5000 ms with a 1000 ms transition, only with more than one slide. */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_TRANSITION_MS = 1000;

interface HeroBannerProps {
  slides: ReactNode[];
  /** Accessible name of the carousel (default: the home banner's). */
  label?: string;
  className?: string;
  testId?: string;
}

/**
 * A carousel: advances every 5 s (1 s transition) while on screen, in a visible tab and without
 * reduced motion; pagination dots only with more than one slide.
 */
export function HeroBanner({ slides, label, className, testId }: HeroBannerProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const ref = useRef<HTMLElement>(null);
  const allowed = useMotionAllowed(ref);
  const hasMany = slides.length > 1;
  const current = index < slides.length ? index : 0;

  useEffect(() => {
    if (!hasMany || !allowed) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [hasMany, allowed, slides.length]);

  return (
    <section
      ref={ref}
      className={cx(styles.banner, className)}
      aria-roledescription="carousel"
      aria-label={label ?? t('home.bannerLabel')}
      data-testid={testId}
      data-autoplay={hasMany && allowed ? 'on' : 'off'}
    >
      <div
        className={styles.track}
        style={{
          transform: `translateX(${-current * 100}%)`,
          transitionDuration: `${BANNER_TRANSITION_MS}ms`,
        }}
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-hidden={i !== current}
            inert={i !== current}
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
              className={cx(styles.dot, i === current && styles.active)}
              aria-label={`${i + 1} / ${slides.length}`}
              aria-current={i === current}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
