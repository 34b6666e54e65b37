import { useEffect, useState } from 'react';
import { isTabHidden } from './use-motion-allowed.ts';

/**
 * The current time, ticking once a second on the second (so a shown clock turns with the wall
 * clock). Paused while the tab is hidden, and read again the moment it is shown.
 */
export function useClock(): Date {
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    const schedule = () => {
      timer = setTimeout(tick, 1000 - (Date.now() % 1000));
    };
    const tick = () => {
      setNow(new Date());
      schedule();
    };
    const onVisibility = () => {
      stop();
      if (!isTabHidden()) tick();
    };
    if (!isTabHidden()) schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  return now;
}

/** "GMT+06:00", "GMT-03:30", "GMT+05:45": the offset of the browser's time zone at `date`. */
export function gmtOffset(date: Date): string {
  const east = -date.getTimezoneOffset();
  const abs = Math.abs(east);
  const two = (value: number) => String(value).padStart(2, '0');
  return `GMT${east < 0 ? '-' : '+'}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}
