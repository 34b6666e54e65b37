import { useEffect, useState } from 'react';

/** Whole seconds from `now` until `deadline` (ISO), never below zero; null for a bad date. */
export function secondsUntil(deadline: string, now: number): number | null {
  const at = new Date(deadline).getTime();
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** The clock, re-read every second while `isActive` (for countdowns). */
export function useNow(isActive: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isActive) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isActive]);
  return now;
}
