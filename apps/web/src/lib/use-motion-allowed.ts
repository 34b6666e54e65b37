import { useEffect, useState, type RefObject } from 'react';

/** The tab is in the background (both readings agree in browsers). */
export const isTabHidden = () => document.hidden || document.visibilityState === 'hidden';

/**
 * Whether something on the page may move or tick by itself (a carousel's autoplay, the marquee,
 * the jackpot counter): it is on screen (IntersectionObserver), the tab is visible and the
 * visitor has not asked for reduced motion. The one gate for motion: nothing animates off screen
 * or in a background tab.
 */
export function useMotionAllowed(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || !isTabHidden());
  const [reduced, setReduced] = useState(
    () =>
      typeof window !== 'undefined' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  );

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) =>
      setOnScreen(entry?.isIntersecting ?? true),
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);

  useEffect(() => {
    const onChange = () => setVisible(!isTabHidden());
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onChange = () => setReduced(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);

  return onScreen && visible && !reduced;
}
