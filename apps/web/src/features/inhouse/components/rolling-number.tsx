import { useEffect, useRef, useState } from 'react';

interface RollingNumberProps {
  /** Final value in hundredths. Key the component by round so each result starts afresh. */
  to: number;
  /** Start value in hundredths (the animation runs on a log scale from here). */
  from?: number;
  durationMs?: number;
  render: (hundredths: number) => string;
  /** Called once the final value shows. */
  onDone?: () => void;
  className?: string;
  testId?: string;
}

/** Whether animations may run: not with reduced motion, nor without requestAnimationFrame. */
export function canAnimate(): boolean {
  if (typeof window === 'undefined' || typeof window.requestAnimationFrame !== 'function') {
    return false;
  }
  return !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** A number that counts up to its value (log scale, ease-out), for limbo's result. */
export function RollingNumber({
  to,
  from = 100,
  durationMs = 650,
  render,
  onDone,
  className,
  testId,
}: RollingNumberProps) {
  const [animate] = useState(() => canAnimate() && to > from);
  const [value, setValue] = useState(animate ? from : to);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (!animate) {
      done.current?.();
      return;
    }
    let start: number | null = null;
    const a = Math.log(from);
    const b = Math.log(to);
    let frame = requestAnimationFrame(function step(now) {
      start ??= now;
      const p = Math.max(0, Math.min(1, (now - start) / durationMs));
      const eased = 1 - (1 - p) ** 3;
      setValue(p >= 1 ? to : Math.floor(Math.exp(a + (b - a) * eased)));
      if (p < 1) frame = requestAnimationFrame(step);
      else done.current?.();
    });
    return () => cancelAnimationFrame(frame);
  }, [animate, to, from, durationMs]);

  return (
    <span className={className} data-testid={testId} data-value={to} data-rolling={value !== to}>
      {render(animate ? value : to)}
    </span>
  );
}
