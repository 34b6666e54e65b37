import { describe, expect, it } from 'vitest';
import { secondsUntil } from './time.ts';

describe('countdown', () => {
  it('counts whole seconds to the deadline, never below zero', () => {
    const now = Date.parse('2026-03-15T10:00:00.000Z');
    expect(secondsUntil('2026-03-15T10:30:00.000Z', now)).toBe(1800);
    expect(secondsUntil('2026-03-15T10:00:00.400Z', now)).toBe(1);
    expect(secondsUntil('2026-03-15T09:00:00.000Z', now)).toBe(0);
    expect(secondsUntil('soon', now)).toBeNull();
  });
});
