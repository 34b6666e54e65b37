import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser is first idle (or `timeoutMs` passed): heavy sections wait for it, so a
 * popup opened with the page (/login, /register) is not held up by them.
 */
export function useIdle(timeoutMs = 1000): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    // A transition: what waited renders in slices, not as one long task.
    const done = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(done, 0);
      return () => clearTimeout(timer);
    }
    const id = window.requestIdleCallback(done, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }, [timeoutMs]);
  return isIdle;
}
