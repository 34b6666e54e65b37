import { afterEach, describe, expect, it } from 'vitest';
import { setDigitChoice } from '../format.ts';
import { i18n } from './i18n.ts';

// Issue 14: a number put into a sentence has the same digits as the amounts beside it.
i18n.addResourceBundle('bn', 'digits-test', { shown: '{{total}}টির মধ্যে {{count}}টি' });
i18n.addResourceBundle('en', 'digits-test', {
  shown: '{{count}} of {{total}}',
  game_one: '{{count}} game',
  game_other: '{{count}} games',
});

afterEach(() => setDigitChoice('bengali'));

// The test's own namespace is outside the typed resources.
const t = i18n.t.bind(i18n) as unknown as (key: string, options: object) => string;

describe('numbers in translated sentences', () => {
  it('BN sentences write interpolated numbers in Bengali digits', () => {
    const text = t('shown', { ns: 'digits-test', lng: 'bn', count: 6, total: 1200 });
    expect(text).toBe('১,২০০টির মধ্যে ৬টি');
  });

  it('with the white label on latin, BN sentences keep Latin digits', () => {
    setDigitChoice('latin');
    const text = t('shown', { ns: 'digits-test', lng: 'bn', count: 6, total: 1200 });
    expect(text).toBe('1,200টির মধ্যে 6টি');
  });

  it('plural forms still follow the raw count; EN keeps Latin digits', () => {
    expect(t('game', { ns: 'digits-test', lng: 'en', count: 1 })).toBe('1 game');
    expect(t('game', { ns: 'digits-test', lng: 'en', count: 1500 })).toBe('1,500 games');
  });
});
