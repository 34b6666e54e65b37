import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown.ts';

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down once per second and stops at 0', async () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.isRunning).toBe(false);
    await act(async () => {
      result.current.start(3);
    });
    expect(result.current.secondsLeft).toBe(3);
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.secondsLeft).toBe(2);
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(result.current.secondsLeft).toBe(0);
    expect(result.current.isRunning).toBe(false);
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current.secondsLeft).toBe(0);
  });

  it('restarting replaces the running countdown', async () => {
    const { result } = renderHook(() => useCountdown());
    await act(async () => {
      result.current.start(10);
    });
    await act(async () => {
      vi.advanceTimersByTime(4000);
    });
    await act(async () => {
      result.current.start(2);
    });
    expect(result.current.secondsLeft).toBe(2);
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(result.current.isRunning).toBe(false);
  });
});
