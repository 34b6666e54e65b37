import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../lib/format.ts';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { gmtOffset } from '../../../lib/use-clock.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { AgentClock } from './agent-clock.tsx';

const time = (ms: number) => formatDate(new Date(ms).toISOString(), 'en', { timeStyle: 'medium' });

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('agent clock', () => {
  beforeEach(() => useLanguageStore.getState().setLanguage('EN'));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    setHidden(false);
    useLanguageStore.getState().setLanguage('BN');
  });

  it('writes the browser’s offset from GMT, half and quarter hours included', () => {
    const at = (minutesWest: number) => {
      const date = new Date('2026-03-15T08:00:00.000Z');
      vi.spyOn(date, 'getTimezoneOffset').mockReturnValue(minutesWest);
      return gmtOffset(date);
    };
    expect(at(-360)).toBe('GMT+06:00');
    expect(at(-345)).toBe('GMT+05:45');
    expect(at(-330)).toBe('GMT+05:30');
    expect(at(0)).toBe('GMT+00:00');
    expect(at(210)).toBe('GMT-03:30');
  });

  it('shows the GMT offset in the page’s digits', () => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-360);
    renderWithApp(<AgentClock />);
    expect(screen.getByTestId('agent-gmt')).toHaveTextContent('GMT+06:00');
    act(() => useLanguageStore.getState().setLanguage('BN'));
    expect(screen.getByTestId('agent-gmt')).toHaveTextContent('GMT+০৬:০০');
  });

  it('ticks every second, and stops while the tab is hidden', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const start = new Date('2026-03-15T08:00:00.000Z').getTime();
    vi.setSystemTime(start);
    renderWithApp(<AgentClock />);
    const clock = screen.getByTestId('agent-time');
    expect(clock).toHaveTextContent(time(start));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(clock).toHaveTextContent(time(start + 1000));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(clock).toHaveTextContent(time(start + 2000));

    act(() => setHidden(true));
    expect(vi.getTimerCount()).toBe(0);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(clock).toHaveTextContent(time(start + 2000));

    // Shown again: the time at once, then a tick per second.
    act(() => setHidden(false));
    expect(clock).toHaveTextContent(time(start + 7000));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(clock).toHaveTextContent(time(start + 8000));
  });
});
