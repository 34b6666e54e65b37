import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JackpotCounter } from './jackpot-counter.tsx';

describe('JackpotCounter', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the start value and grows by a step after the delay', async () => {
    vi.useFakeTimers();
    // random() = 0 → start 100,000,000.00, delay 3000 ms, step 100.00; the page is BN, so the
    // counter is in Bengali digits with Indian grouping.
    render(<JackpotCounter currencySymbol="৳" random={() => 0} />);
    const value = screen.getByTestId('jackpot-value');
    expect(value).toHaveTextContent('৳১০,০০,০০,০০০.০০');
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(value).toHaveTextContent('৳১০,০০,০০,০০০.০০');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(value).toHaveTextContent('৳১০,০০,০০,১০০.০০');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(value).toHaveTextContent('৳১০,০০,০০,২০০.০০');
  });
});
