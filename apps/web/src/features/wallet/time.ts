import { useEffect, useState } from 'react';

/** Whole seconds from `now` until `deadline` (ISO), never below zero; null for a bad date. */
export function secondsUntil(deadline: string, now: number): number | null {
  const at = new Date(deadline).getTime();
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** "1:02:03" or "02:03" in the reader's digits. */
export function formatDuration(totalSeconds: number, locale: string): string {
  const safe = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(safe / 3600);
  const minutes = Math.floor((safe % 3600) / 60);
  const seconds = safe % 60;
  let two: Intl.NumberFormat;
  let one: Intl.NumberFormat;
  try {
    two = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
    one = new Intl.NumberFormat(locale, { useGrouping: false });
  } catch {
    two = new Intl.NumberFormat('en', { minimumIntegerDigits: 2, useGrouping: false });
    one = new Intl.NumberFormat('en', { useGrouping: false });
  }
  const tail = `${two.format(minutes)}:${two.format(seconds)}`;
  return hours > 0 ? `${one.format(hours)}:${tail}` : tail;
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
