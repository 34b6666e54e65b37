import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Seconds left until a deadline, ticking once per second. `start(seconds)` (re)arms it; the
 * count is derived from the clock, so a throttled background tab still ends on time.
 */
export function useCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const deadline = useRef(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  const start = useCallback(
    (seconds: number) => {
      stop();
      const whole = Math.max(0, Math.ceil(seconds));
      deadline.current = Date.now() + whole * 1000;
      setSecondsLeft(whole);
      if (whole === 0) return;
      timer.current = setInterval(() => {
        const left = Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000));
        setSecondsLeft(left);
        if (left === 0) stop();
      }, 1000);
    },
    [stop],
  );

  useEffect(() => stop, [stop]);

  return { secondsLeft, isRunning: secondsLeft > 0, start };
}
