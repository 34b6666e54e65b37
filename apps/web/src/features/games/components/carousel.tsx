import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { GameIcon } from './game-icon.tsx';
import { cx } from '../../../lib/cx.ts';
import { useMotionAllowed } from '../../../lib/use-motion-allowed.ts';
import { hasArrows } from '../layout-rules.ts';
import styles from './carousel.module.css';

interface CarouselProps {
  /** Heading and other controls shown next to the arrows. */
  header: ReactNode;
  /** Accessible name of the slide list. */
  label: string;
  itemCount: number;
  /** Arrows appear only when there are more items than this. */
  arrowsAbove: number;
  /** Moves one slide every `delayMs`; a move is a native smooth scroll given at most `speedMs` (+1 s). */
  autoplay?: { delayMs: number; speedMs: number } | undefined;
  variant: 'hot' | 'row';
  testId?: string;
  /** The slides, each a <li>. */
  children: ReactNode;
}

function isRtl(element: HTMLElement): boolean {
  return getComputedStyle(element).direction === 'rtl';
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls `track` smoothly to `to` (a distance from the start) and calls `done` when it arrives
 * (or after `ms` where `scrollend` is not supported). The browser runs a smooth scroll on the
 * compositor: a frame-by-frame scroll from script repainted the row on the page's thread every
 * frame, most of the time on a cheap phone (issue 14).
 */
function scrollSmoothlyTo(
  track: HTMLElement,
  to: number,
  ms: number,
  done: () => void,
): () => void {
  const sign = isRtl(track) ? -1 : 1;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    track.removeEventListener('scrollend', finish);
    clearTimeout(fallback);
    done();
  };
  track.addEventListener('scrollend', finish);
  const fallback = setTimeout(finish, ms + 1000);
  track.scrollTo?.({ left: sign * to, behavior: 'smooth' });
  return () => {
    finished = true;
    track.removeEventListener('scrollend', finish);
    clearTimeout(fallback);
  };
}

/**
 * A scroll-snap carousel: swipe or scroll on touch, arrows (above a threshold) on every screen,
 * optional autoplay that pauses on hover, focus, a hidden tab, reduced motion or the pause button.
 */
export function Carousel({
  header,
  label,
  itemCount,
  arrowsAbove,
  autoplay,
  variant,
  testId,
  children,
}: CarouselProps) {
  const { t } = useTranslation();
  const id = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const [isStopped, setStopped] = useState(() => prefersReducedMotion());
  const showArrows = hasArrows(itemCount, arrowsAbove);

  // The arrows' edges come from an IntersectionObserver on the first and last items: it is
  // computed with the browser's own layout, so mounting a row forces no layout of the page
  // (reading scrollWidth on mount did, once per row, in the home page's longest task).
  useEffect(() => {
    const track = trackRef.current;
    const first = track?.firstElementChild;
    const last = track?.lastElementChild;
    if (!track || !first || !last || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        setEdges((e) => {
          let { atStart, atEnd } = e;
          for (const entry of entries) {
            // Within a pixel of fully shown counts as the edge (sub-pixel widths never reach 1).
            const shown = entry.intersectionRatio >= 0.98;
            if (entry.target === first) atStart = shown;
            if (entry.target === last) atEnd = shown;
          }
          return e.atStart === atStart && e.atEnd === atEnd ? e : { atStart, atEnd };
        });
      },
      { root: track, threshold: [0, 0.98, 1] },
    );
    observer.observe(first);
    observer.observe(last);
    return () => observer.disconnect();
  }, [itemCount]);

  const page = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    const sign = isRtl(track) ? -1 : 1;
    const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
    track.scrollBy?.({ left: direction * sign * track.clientWidth, behavior });
  };

  // Autoplay only while the row is on screen in a visible tab.
  const isShowing = useMotionAllowed(trackRef);
  const isPaused = isStopped || isHovered || isFocused || !isShowing;
  useEffect(() => {
    const track = trackRef.current;
    if (!autoplay || isPaused || !track || itemCount < 2) return;
    let timer: ReturnType<typeof setTimeout>;
    let cancel = () => {};
    const step = () => {
      const first = track.firstElementChild;
      const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
      const stepPx = first ? first.getBoundingClientRect().width + gap : track.clientWidth;
      const max = track.scrollWidth - track.clientWidth;
      const position = Math.abs(track.scrollLeft);
      const to = position >= max - 1 ? 0 : Math.min(max, position + stepPx);
      cancel = scrollSmoothlyTo(track, to, autoplay.speedMs, () => {
        timer = setTimeout(step, autoplay.delayMs);
      });
    };
    timer = setTimeout(step, autoplay.delayMs);
    return () => {
      clearTimeout(timer);
      cancel();
    };
  }, [autoplay, isPaused, itemCount]);

  return (
    <div
      className={cx(styles.carousel, styles[variant])}
      data-testid={testId}
      data-arrows={showArrows}
    >
      <div className={styles.head}>
        {header}
        {(showArrows || autoplay) && (
          <div className={styles.controls}>
            {autoplay && (
              <button
                type="button"
                className={styles.control}
                onClick={() => setStopped((s) => !s)}
                aria-pressed={isStopped}
                aria-label={isStopped ? t('games.autoplayStart') : t('games.autoplayStop')}
                data-testid="carousel-pause"
              >
                <GameIcon name={isStopped ? 'play' : 'pause'} size={16} />
              </button>
            )}
            {showArrows && (
              <>
                <button
                  type="button"
                  className={styles.control}
                  onClick={() => page(-1)}
                  disabled={edges.atStart}
                  aria-controls={id}
                  aria-label={t('games.previous')}
                  data-testid="carousel-prev"
                >
                  <Icon name="chevronStart" size={18} className={styles.flip} />
                </button>
                <button
                  type="button"
                  className={styles.control}
                  onClick={() => page(1)}
                  disabled={edges.atEnd}
                  aria-controls={id}
                  aria-label={t('games.next')}
                  data-testid="carousel-next"
                >
                  <Icon name="chevronEnd" size={18} className={styles.flip} />
                </button>
              </>
            )}
          </div>
        )}
      </div>
      <ul
        id={id}
        ref={trackRef}
        className={styles.track}
        aria-label={label}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
        onTouchStart={() => setHovered(true)}
        onTouchEnd={() => setHovered(false)}
      >
        {children}
      </ul>
    </div>
  );
}
