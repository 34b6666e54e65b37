import { describe, expect, it } from 'vitest';
import {
  addDays,
  isIsoDate,
  parseRangeParams,
  presetRange,
  rangeDays,
  rangeProblem,
  toIsoDate,
  writeRangeParams,
} from './date-presets.ts';

// 15 March 2026, late in the evening local time: the day must not slip.
const today = new Date(2026, 2, 15, 23, 30);

describe('date presets', () => {
  it('previous N days end today and include it', () => {
    expect(presetRange('prev7', today)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(presetRange('prev30', today)).toEqual({ from: '2026-02-14', to: '2026-03-15' });
  });

  it('next N days start today', () => {
    expect(presetRange('next7', today)).toEqual({ from: '2026-03-15', to: '2026-03-21' });
    expect(presetRange('next30', today)).toEqual({ from: '2026-03-15', to: '2026-04-13' });
  });

  it('crosses month, year and leap-day boundaries', () => {
    expect(presetRange('prev7', new Date(2026, 0, 3))).toEqual({
      from: '2025-12-28',
      to: '2026-01-03',
    });
    expect(presetRange('next7', new Date(2028, 1, 26))).toEqual({
      from: '2028-02-26',
      to: '2028-03-03',
    });
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('uses the local calendar day, not UTC', () => {
    expect(toIsoDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
    expect(toIsoDate(new Date(2026, 0, 1, 0, 1))).toBe('2026-01-01');
  });

  it('checks custom ranges', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(rangeProblem({ from: '2026-03-01', to: '2026-03-01' })).toBeNull();
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('order');
    expect(rangeProblem({ from: '', to: '2026-03-01' })).toBe('invalid');
  });

  it('reads and writes a range in an address, the default and odd values left out', () => {
    const read = (search: string, presets?: readonly ('prev7' | 'prev30')[]) =>
      parseRangeParams(new URLSearchParams(search), 'prev30', today, presets);
    expect(read('')).toEqual({ range: 'prev30', from: '2026-02-14', to: '2026-03-15' });
    expect(read('range=custom&from=2026-01-01&to=2026-01-31')).toEqual({
      range: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(read('range=custom&from=2026-02-30&to=x').range).toBe('prev30');
    expect(read('range=next7').range).toBe('next7');
    expect(read('range=next7', ['prev7', 'prev30']).range).toBe('prev30');
    expect(rangeDays(read('range=prev7'), today)).toEqual({ from: '2026-03-09', to: '2026-03-15' });

    const params = new URLSearchParams('view=income&range=prev7&from=a');
    writeRangeParams(params, { range: 'custom', from: '2026-01-01', to: '2026-01-31' }, 'prev30');
    expect(params.toString()).toBe('view=income&range=custom&from=2026-01-01&to=2026-01-31');
    writeRangeParams(params, read(''), 'prev30');
    expect(params.toString()).toBe('view=income');
  });
});
