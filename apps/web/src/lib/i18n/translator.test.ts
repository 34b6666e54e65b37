import { afterEach, describe, expect, it } from 'vitest';
import { setDigitChoice } from '../format.ts';
import { i18n } from './i18n.ts';
import { Translator } from './translator.ts';

// Issue 14: a number put into a sentence has the same digits as the amounts beside it.
i18n.addResourceBundle('bn', { digitsTest: { shown: '{{total}}টির মধ্যে {{count}}টি' } });
i18n.addResourceBundle('en', {
  digitsTest: {
    shown: '{{count}} of {{total}}',
    game_one: '{{count}} game',
    game_other: '{{count}} games',
  },
});

afterEach(() => setDigitChoice('bengali'));

// The test's own strings are outside the typed resources.
const t = i18n.t as unknown as (key: string, options: object) => string;

describe('numbers in translated sentences', () => {
  it('BN sentences write interpolated numbers in Bengali digits', () => {
    const text = t('digitsTest.shown', { lng: 'bn', count: 6, total: 1200 });
    expect(text).toBe('১,২০০টির মধ্যে ৬টি');
  });

  it('with the white label on latin, BN sentences keep Latin digits', () => {
    setDigitChoice('latin');
    const text = t('digitsTest.shown', { lng: 'bn', count: 6, total: 1200 });
    expect(text).toBe('1,200টির মধ্যে 6টি');
  });

  it('plural forms still follow the raw count; EN keeps Latin digits', () => {
    expect(t('digitsTest.game', { lng: 'en', count: 1 })).toBe('1 game');
    expect(t('digitsTest.game', { lng: 'en', count: 1500 })).toBe('1,500 games');
  });
});

describe('Translator', () => {
  function translator() {
    const tr = new Translator('bn', (value) => String(value));
    tr.addResourceBundle('en', {
      a: {
        hello: 'Hello {{name}}',
        only: 'English only',
        item_one: 'one item',
        item_other: '{{count}} items',
      },
      friend: 'a friend',
      friend_male: 'a boyfriend',
    });
    tr.addResourceBundle('bn', { a: { hello: 'নমস্কার {{name}}' } });
    return tr as unknown as Translator & { t: (key: string, options?: object) => string };
  }

  it('reads the page language, then English, then the default value or the key', () => {
    const tr = translator();
    expect(tr.t('a.hello', { name: 'Rina' })).toBe('নমস্কার Rina');
    expect(tr.t('a.only')).toBe('English only');
    expect(tr.t('a.missing', { defaultValue: 'fallback' })).toBe('fallback');
    expect(tr.t('a.missing')).toBe('a.missing');
    expect(tr.exists('a.only')).toBe(true);
    expect(tr.exists('a.missing')).toBe(false);
  });

  it('keeps a placeholder without a value as written, and never reads HTML into it', () => {
    const tr = translator();
    expect(tr.t('a.hello')).toBe('নমস্কার {{name}}');
    expect(tr.t('a.hello', { name: '<b>x</b>' })).toBe('নমস্কার <b>x</b>');
  });

  it('picks the plural form by the language’s rules and the context variant when there is one', () => {
    const tr = translator();
    expect(tr.t('a.item', { count: 1, lng: 'en' })).toBe('one item');
    expect(tr.t('a.item', { count: 3, lng: 'en' })).toBe('3 items');
    expect(tr.t('friend', { context: 'male' })).toBe('a boyfriend');
    expect(tr.t('friend', { context: 'other' })).toBe('a friend');
  });

  it('deep-merges a feature’s bundle and tells subscribers when the language changes', () => {
    const tr = translator();
    tr.addResourceBundle('bn', { a: { only: 'শুধু' } });
    expect(tr.t('a.hello', { name: 'x' })).toBe('নমস্কার x');
    expect(tr.t('a.only')).toBe('শুধু');
    const seen: string[] = [];
    tr.subscribe(() => seen.push(tr.language));
    tr.changeLanguage('en');
    tr.changeLanguage('en');
    expect(seen).toEqual(['en']);
    expect(tr.getFixedT('bn')('a.only' as never)).toBe('শুধু');
    expect(tr.hasResourceBundle('hi')).toBe(false);
  });
});
