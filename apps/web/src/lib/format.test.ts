import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatDay,
  formatDecimalText,
  formatDuration,
  formatInterpolated,
  formatMoney,
  formatNumber,
  formatSerial,
  formatShortDateTime,
  localDigits,
  numberingSystemFor,
  setDigitChoice,
} from './format.ts';
import { formatMonth } from './format-month.ts';

const LATIN_DIGIT = /[0-9]/;
const LATIN_LETTER = /[A-Za-z]/;

afterEach(() => setDigitChoice('bengali'));

describe('digit choice', () => {
  it('BN reads Bengali digits by default; every other language reads Latin digits', () => {
    expect(numberingSystemFor('bn')).toBe('beng');
    for (const language of ['en', 'hi', 'ne', 'ur']) {
      expect(numberingSystemFor(language)).toBe('latn');
    }
  });

  it('a white label set to latin gives BN Latin digits', () => {
    setDigitChoice('latin');
    expect(numberingSystemFor('bn')).toBe('latn');
    expect(formatMoney('5000', 'bn')).toBe('5,000.00');
    expect(formatCount(6, 'bn')).toBe('6');
    expect(formatDuration(125, 'bn')).toBe('02:05');
    expect(localDigits('2.5s', 'bn')).toBe('2.5s');
  });

  it('an unknown choice falls back to Bengali', () => {
    setDigitChoice(undefined);
    expect(formatCount(6, 'bn')).toBe('৬');
    for (const n of [0, 7, 999, -999, 1000, 123456]) {
      expect(formatCount(n, 'bn')).toBe(formatNumber(n, 'bn'));
      expect(formatCount(n, 'en')).toBe(formatNumber(n, 'en'));
    }
  });
});

describe('numbers written without Intl (BN and EN)', () => {
  const intl = (value: number, language: string, options: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(language, {
      ...options,
      numberingSystem: numberingSystemFor(language),
    }).format(value);
  const value = fc.oneof(
    fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e16, max: 1e16 }),
    fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 100),
    fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 1000 + 0.0005),
    fc.constantFrom(0, -0, 0.5, 1.5, 2.5, -2.5, 1.005, 9.995, 999.9995, 99999.5, 1e15 + 0.5),
  );
  const options = fc.record(
    {
      minimumFractionDigits: fc.integer({ min: 0, max: 4 }),
      maximumFractionDigits: fc.integer({ min: 0, max: 6 }),
      minimumIntegerDigits: fc.integer({ min: 1, max: 4 }),
      useGrouping: fc.boolean(),
    },
    { requiredKeys: [] },
  );

  it.each(['bengali', 'latin'] as const)(
    'write what Intl.NumberFormat writes, any value and options (%s digits)',
    (choice) => {
      setDigitChoice(choice);
      fc.assert(
        fc.property(value, options, fc.constantFrom('bn', 'en'), (v, o, language) => {
          const min = o.minimumFractionDigits ?? 0;
          if (o.maximumFractionDigits !== undefined && min > o.maximumFractionDigits) return;
          expect(formatNumber(v, language, o)).toBe(intl(v, language, o));
        }),
        { numRuns: 3000 },
      );
    },
  );

  it('leave other languages and options to Intl', () => {
    expect(formatNumber(1234567, 'hi')).toBe(intl(1234567, 'hi', {}));
    expect(formatNumber(0.25, 'en', { style: 'percent' })).toBe('25%');
    expect(formatNumber(1e-7, 'en')).toBe('0');
  });
});

describe('numbers', () => {
  it('money has two decimals in the page digits', () => {
    expect(formatMoney('5000', 'en')).toBe('5,000.00');
    expect(formatMoney('5000', 'bn')).toBe('৫,০০০.০০');
    expect(formatMoney('-12.5', 'bn')).toBe('-১২.৫০');
    expect(formatMoney('oops', 'bn')).toBe('০.০০');
  });

  it('counts, ranks and plain numbers', () => {
    expect(formatCount(1234, 'en')).toBe('1,234');
    expect(formatCount(6, 'bn')).toBe('৬');
    for (const n of [0, 7, 999, -999, 1000, 123456]) {
      expect(formatCount(n, 'bn')).toBe(formatNumber(n, 'bn'));
      expect(formatCount(n, 'en')).toBe(formatNumber(n, 'en'));
    }
    expect(formatNumber(12, 'bn', { minimumIntegerDigits: 2 })).toBe('১২');
    expect(formatNumber(42, 'hi')).toBe('42');
  });

  it('serials (years, round numbers) are ungrouped, in the page digits, with or without Intl', () => {
    expect(formatSerial(2026, 'bn')).toBe('২০২৬');
    expect(formatSerial(1234567, 'en')).toBe('1234567');
    expect(formatSerial(-12, 'bn')).toBe(formatNumber(-12, 'bn', { useGrouping: false }));
    expect(formatSerial(1.5, 'bn')).toBe('১.৫');
    setDigitChoice('latin');
    expect(formatSerial(2026, 'bn')).toBe('2026');
  });

  it('exact decimal text keeps its decimals', () => {
    expect(formatDecimalText('1.9801', 'en')).toBe('1.9801');
    expect(formatDecimalText('1000000.00', 'en')).toBe('1,000,000.00');
    expect(formatDecimalText('2.50', 'bn')).toBe('২.৫০');
    expect(formatDecimalText('n/a 7', 'bn')).toBe('n/a ৭');
  });

  it('countdowns as h:mm:ss or mm:ss', () => {
    expect(formatDuration(3723, 'en')).toBe('1:02:03');
    expect(formatDuration(125, 'en')).toBe('02:05');
    expect(formatDuration(0, 'en')).toBe('00:00');
    expect(formatDuration(3723, 'bn')).toBe('১:০২:০৩');
  });

  it('i18next interpolation writes numbers in the page digits and leaves text alone', () => {
    expect(formatInterpolated(6, 'bn')).toBe('৬');
    expect(formatInterpolated(6, 'en')).toBe('6');
    expect(formatInterpolated('A1', 'bn')).toBe('A1');
    setDigitChoice('latin');
    expect(formatInterpolated(6, 'bn')).toBe('6');
  });
});

describe('dates', () => {
  const afternoon = '2030-03-04T09:06:00.000Z';
  const morning = '2030-03-04T01:06:00.000Z';

  it('formats in the given language', () => {
    expect(formatDateTime(afternoon, 'en')).toMatch(/2030/);
    expect(formatDateTime(afternoon, 'bn')).toMatch(/২০৩০/);
  });

  it('BN dates have no Latin digit and no Latin AM/PM', () => {
    for (const iso of [afternoon, morning]) {
      for (const text of [
        formatDateTime(iso, 'bn'),
        formatShortDateTime(iso, 'bn'),
        formatDay(iso, 'bn'),
      ]) {
        expect(text).not.toMatch(LATIN_DIGIT);
        expect(text).not.toMatch(LATIN_LETTER);
      }
    }
  });

  it('the Bengali day period follows the hour when the clock is 12-hour', () => {
    const at = (hour: number) => {
      const date = new Date(2030, 2, 4, hour, 6);
      return formatShortDateTime(date.toISOString(), 'bn');
    };
    const am = at(9);
    const pm = at(21);
    if (/পূর্বাহ্ণ|অপরাহ্ণ/.test(am + pm)) {
      expect(am).toContain('পূর্বাহ্ণ');
      expect(pm).toContain('অপরাহ্ণ');
    }
  });

  it('BN dates with the latin choice: Latin digits, still no Latin AM/PM', () => {
    setDigitChoice('latin');
    const text = formatShortDateTime(afternoon, 'bn');
    expect(text).toMatch(/2030/);
    expect(text).not.toMatch(/AM|PM/);
  });

  it('names a month key in the page language, whatever the time zone', () => {
    expect(formatMonth('2026-11', 'en')).toBe('November 2026');
    expect(formatMonth('2026-11', 'bn')).toBe('নভেম্বর ২০২৬');
    expect(formatMonth('soon', 'bn')).toBe('soon');
  });

  // Dates against what Intl gave before (`format` for English, `formatToParts` for Bengali with
  // the Bengali day period): Bengali's medium style is written by hand, the rest still by Intl.
  const intlDate = (iso: string, language: string, options: Intl.DateTimeFormatOptions) => {
    const date = new Date(iso);
    const format = new Intl.DateTimeFormat(language, {
      ...options,
      numberingSystem: numberingSystemFor(language),
    });
    if (language !== 'bn') return format.format(date);
    return format
      .formatToParts(date)
      .map((part) =>
        part.type === 'dayPeriod' ? (date.getHours() < 12 ? 'পূর্বাহ্ণ' : 'অপরাহ্ণ') : part.value,
      )
      .join('');
  };
  const styles = fc.constantFrom<Intl.DateTimeFormatOptions>(
    { dateStyle: 'medium' },
    { dateStyle: 'long' },
    { dateStyle: 'medium', timeStyle: 'short' },
    { dateStyle: 'long', timeStyle: 'short' },
    { timeStyle: 'short' },
    { year: 'numeric', month: 'long' },
  );
  const instant = fc
    .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z') })
    .filter((d) => !Number.isNaN(d.getTime()));

  it.each(['bengali', 'latin'] as const)(
    'write what Intl.DateTimeFormat writes, any date and style (%s digits)',
    (choice) => {
      setDigitChoice(choice);
      fc.assert(
        fc.property(instant, styles, fc.constantFrom('bn', 'en'), (d, o, language) => {
          const iso = d.toISOString();
          expect(formatDate(iso, language, o)).toBe(intlDate(iso, language, o));
        }),
        { numRuns: 3000 },
      );
    },
  );

  it('BN list dates build no Intl.DateTimeFormat; other languages and styles do', async () => {
    // A fresh copy of the module: nothing cached from the tests above.
    vi.resetModules();
    const fresh = await import('./format.ts');
    const Original = Intl.DateTimeFormat;
    let built = 0;
    Intl.DateTimeFormat = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        built += 1;
        return new target(...args);
      },
    });
    try {
      fresh.formatDay(afternoon, 'bn');
      fresh.formatShortDateTime(morning, 'bn');
      expect(built).toBe(0);
      expect(fresh.formatDay(afternoon, 'hi')).toBe(
        intlDate(afternoon, 'hi', { dateStyle: 'medium' }),
      );
      expect(built).toBeGreaterThan(0);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDateTime('not a date', 'en')).toBe('');
    expect(formatDay('not a date', 'bn')).toBe('');
  });
});
