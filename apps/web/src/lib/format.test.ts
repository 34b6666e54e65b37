import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format.ts';

describe('formatDateTime', () => {
  const iso = '2030-03-04T05:06:00.000Z';

  it('formats in the given language', () => {
    expect(formatDateTime(iso, 'en')).toMatch(/2030/);
    expect(formatDateTime(iso, 'bn')).toMatch(/২০৩০/);
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDateTime('not a date', 'en')).toBe('');
  });
});
