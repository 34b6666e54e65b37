import { useCallback, useRef } from 'react';

/** Returns `tryRun()`: true at most once per `ms` (spec: captcha refresh, sms request 1 / s). */
export function useThrottle(ms: number): () => boolean {
  const last = useRef(-Infinity);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < ms) return false;
    last.current = now;
    return true;
  }, [ms]);
}
