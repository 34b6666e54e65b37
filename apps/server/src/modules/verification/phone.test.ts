import { describe, expect, it } from 'vitest';
import { toE164 } from './phone.ts';

describe('toE164', () => {
  it('accepts national, international and spaced forms of a Bangladeshi mobile number', () => {
    expect(toE164('880', '01712345678')).toBe('+8801712345678');
    expect(toE164('+880', '1712345678')).toBe('+8801712345678');
    expect(toE164('880', '+880 1712-345678')).toBe('+8801712345678');
  });

  it.each([
    '123',
    'abc',
    '0171234567890123',
    '+1',
    "0171'; drop table members;--",
    '01712\u0000345678',
  ])('refuses %j', (input) => {
    expect(() => toE164('880', input)).toThrow('SMS_INVALID_PHONE');
  });
});
