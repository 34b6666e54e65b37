/**
 * The one place numbers and dates are written for a player (issue 14). Every count, amount,
 * multiplier, countdown, rank and date shown goes through here, and i18next interpolation uses
 * `formatInterpolated` so `{{count}}` in a sentence has the same digits as the amounts beside it.
 *
 * The digits: Bengali (০১২…) for BN unless the white label's `bnDigits` says 'latin'; Latin
 * digits for every other language, hi, ne and ur included (their players read Latin digits on
 * money sites, and one switch per white label is enough until one asks otherwise).
 */

import type { BnDigits } from '@portal/contracts/system';

/** A white label's choice of digits for Bengali pages (site config `bnDigits`). */
export type DigitChoice = BnDigits;

let bnDigits: DigitChoice = 'bengali';

/** Sets the white label's choice; the site config calls it before the first page renders. */
export function setDigitChoice(choice: DigitChoice | undefined): void {
  bnDigits = choice === 'latin' ? 'latin' : 'bengali';
}

function isBengali(language: string): boolean {
  return language.toLowerCase().startsWith('bn');
}

/** The Intl numbering system for a page language under a digit choice. */
export function numberingSystemFor(language: string, choice: DigitChoice = bnDigits): string {
  return isBengali(language) && choice === 'bengali' ? 'beng' : 'latn';
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** ASCII digits of an already built text ("1.98×", "2.5s") in the page's digits. */
export function localDigits(text: string, language: string): string {
  if (numberingSystemFor(language) !== 'beng') return text;
  return text.replace(/[0-9]/g, (d) => BENGALI_DIGITS[Number(d)] ?? d);
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const numberingSystem = numberingSystemFor(language);
  const key = `${language}|${numberingSystem}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(language, { ...options, numberingSystem });
    } catch {
      format = new Intl.NumberFormat('en', options);
    }
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const numberingSystem = numberingSystemFor(language);
  const key = `${language}|${numberingSystem}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(language, { ...options, numberingSystem });
    } catch {
      format = new Intl.DateTimeFormat('en', options);
    }
    dateFormats.set(key, format);
  }
  return format;
}

const PLAIN_OPTIONS = [
  'minimumFractionDigits',
  'maximumFractionDigits',
  'minimumIntegerDigits',
  'useGrouping',
];

/**
 * Bengali and English numbers written by hand, exactly as `Intl.NumberFormat` writes them (the
 * property test in format.test.ts holds the two together): the first Bengali NumberFormat a page
 * builds loads ICU's data, ~30 ms on this machine and four times that on a phone, in whichever
 * render meets the first amount. Rounds half away from zero on the shortest decimal form of the
 * value, as ICU does; groups by three (EN) or by three then two (BN, "১২,৩৪,৫৬৭"). Returns
 * undefined for what it does not cover (other languages and options, exponent forms), which then
 * go to Intl.
 */
function formatPlain(
  value: number,
  language: string,
  options: Intl.NumberFormatOptions,
): string | undefined {
  const lang = language.toLowerCase();
  if ((lang !== 'bn' && lang !== 'en') || !Number.isFinite(value)) return undefined;
  if (Object.keys(options).some((key) => !PLAIN_OPTIONS.includes(key))) return undefined;
  const { useGrouping, minimumIntegerDigits = 1, minimumFractionDigits: minFraction = 0 } = options;
  const maxFraction = options.maximumFractionDigits ?? Math.max(minFraction, 3);
  const text = String(Math.abs(value));
  if (
    (useGrouping !== undefined && typeof useGrouping !== 'boolean') ||
    minFraction > maxFraction ||
    maxFraction > 20 ||
    minimumIntegerDigits > 21 ||
    text.includes('e')
  ) {
    return undefined;
  }
  const [whole = '0', fraction = ''] = text.split('.');
  // The kept digits as one integer, rounded up when the first dropped digit is 5 or more.
  let digits = BigInt(whole + fraction.slice(0, maxFraction).padEnd(maxFraction, '0'));
  if ((fraction[maxFraction] ?? '0') >= '5') digits += 1n;
  const all = digits.toString().padStart(maxFraction + 1, '0');
  let intPart = all.slice(0, all.length - maxFraction).padStart(minimumIntegerDigits, '0');
  const fracPart = all
    .slice(all.length - maxFraction)
    .replace(/0+$/, '')
    .padEnd(minFraction, '0');
  if (useGrouping !== false && intPart.length > 3) {
    const group = lang === 'bn' ? /\B(?=(\d{2})+$)/g : /\B(?=(\d{3})+$)/g;
    intPart = `${intPart.slice(0, -3).replace(group, ',')},${intPart.slice(-3)}`;
  }
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return localDigits(`${sign}${intPart}${fracPart ? `.${fracPart}` : ''}`, language);
}

/** Any number in the page's digits and grouping (e.g. "১২,৩৪৫" for BN). */
export function formatNumber(
  value: number,
  language: string,
  options: Intl.NumberFormatOptions = {},
): string {
  return formatPlain(value, language, options) ?? numberFormat(language, options).format(value);
}

/** A plain count in the reader's digits. */
export function formatCount(value: number, locale: string): string {
  // Below a thousand there is nothing to group: no Intl, whose first use (ICU's start-up) costs a
  // phone tens of milliseconds in whichever render meets it first.
  if (Number.isInteger(value) && Math.abs(value) < 1000) return localDigits(String(value), locale);
  return formatNumber(value, locale);
}

/**
 * Money with two decimals in the reader's digits (Bengali digits for BN); '0.00' when the text
 * is not a number. Wire amounts have at most 13 integer digits, well inside a double's exact range.
 */
export function formatMoney(amount: string, locale: string): string {
  const value = Number(amount);
  const safe = Number.isFinite(value) ? value : 0;
  return formatNumber(safe, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Bengali month names as ICU writes them inside a medium date (not the stand-alone forms). */
const BN_MONTHS = [
  'জানু',
  'ফেব',
  'মার্চ',
  'এপ্রি',
  'মে',
  'জুন',
  'জুল',
  'আগ',
  'সেপ',
  'অক্টো',
  'নভে',
  'ডিসে',
];

// CLDR gives Bengali the Latin "AM"/"PM"; a Bengali reader gets the Bengali words.
const BENGALI_DAY_PERIOD = { am: 'পূর্বাহ্ণ', pm: 'অপরাহ্ণ' };

/**
 * Bengali dates written by hand, exactly as `Intl.DateTimeFormat` writes them with
 * `dateStyle` medium and an optional `timeStyle` short, or the time alone (the property
 * test in format.test.ts holds the two together): the first DateTimeFormat a page builds loads
 * ICU's calendar data, ~15 ms here and four times that on a phone, inside the render of the first
 * list with a date (the account record's date filter). Returns undefined for anything else
 * (English, other languages, options, years and the long style, kept out to hold the first
 * load's JS budget), which goes to Intl.
 */
function formatDatePlain(
  date: Date,
  language: string,
  options: Intl.DateTimeFormatOptions,
): string | undefined {
  const { dateStyle, timeStyle, ...rest } = options;
  const year = date.getFullYear();
  if (
    language.toLowerCase() !== 'bn' ||
    Object.keys(rest).length > 0 ||
    (dateStyle ?? 'medium') !== 'medium' ||
    (timeStyle ?? 'short') !== 'short' ||
    (!dateStyle && !timeStyle) ||
    year < 1000 ||
    year > 9999
  ) {
    return undefined;
  }
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const time = `${hours % 12 || 12}:${minutes} ${BENGALI_DAY_PERIOD[hours < 12 ? 'am' : 'pm']}`;
  const day = `${date.getDate()} ${BN_MONTHS[date.getMonth()]}, ${year}`;
  return localDigits(dateStyle ? (timeStyle ? `${day}, ${time}` : day) : time, language);
}

export function formatDate(
  iso: string,
  language: string,
  options: Intl.DateTimeFormatOptions,
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const plain = formatDatePlain(date, language, options);
  if (plain !== undefined) return plain;
  const format = dateFormat(language, options);
  if (!isBengali(language)) return format.format(date);
  return format
    .formatToParts(date)
    .map((part) => {
      if (part.type !== 'dayPeriod') return part.value;
      return date.getHours() < 12 ? BENGALI_DAY_PERIOD.am : BENGALI_DAY_PERIOD.pm;
    })
    .join('');
}

/** Date and time in the reader's language (e.g. Bengali digits for BN); '' for a bad input. */
export function formatDateTime(iso: string, locale: string): string {
  return formatDate(iso, locale, { dateStyle: 'long', timeStyle: 'short' });
}

/** Short date and time for lists and cards (e.g. "12 Jan 2026, 14:05"); '' for a bad input. */
export function formatShortDateTime(iso: string, locale: string): string {
  return formatDate(iso, locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A calendar day without the time (e.g. "12 Jan 2026"); '' for a bad input. */
export function formatDay(iso: string, locale: string): string {
  return formatDate(iso, locale, { dateStyle: 'medium' });
}

/** A countdown: "1:02:03" or "02:03" in the reader's digits. */
export function formatDuration(totalSeconds: number, locale: string): string {
  const safe = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(safe / 3600);
  const minutes = Math.floor((safe % 3600) / 60);
  const seconds = safe % 60;
  const two = { minimumIntegerDigits: 2, useGrouping: false };
  const tail = `${formatNumber(minutes, locale, two)}:${formatNumber(seconds, locale, two)}`;
  return hours > 0 ? `${formatNumber(hours, locale, { useGrouping: false })}:${tail}` : tail;
}

/**
 * i18next's interpolation hook (`interpolation.alwaysFormat`): a number put into a sentence
 * (`{{count}}`, `{{min}}`) is written in the page's digits. Plural selection still reads the raw
 * `count`, so "১টি"/"৬টি" pick the right form. Other values pass through untouched.
 */
export function formatInterpolated<T>(value: T, language: string): T | string {
  return typeof value === 'number' && Number.isFinite(value)
    ? formatNumber(value, language)
    : value;
}

/**
 * A decimal kept as exact text ("1.9801", "1000000.00") in the page's digits and grouping, with
 * as many decimals as the text has. Text that is not a number only has its digits mapped.
 */
export function formatDecimalText(text: string, language: string): string {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) return localDigits(text, language);
  const decimals = Math.min(20, (text.split('.')[1] ?? '').length);
  return formatNumber(value, language, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

/** A number read as a label, without grouping: a year, a round or nonce (e.g. "২০২৬", "#১২৩৪৫"). */
export function formatSerial(value: number, language: string): string {
  // Whole numbers need no Intl: building a Bengali NumberFormat costs a phone ~40 ms, and the
  // footer's year would pay it in the first screen's render.
  if (Number.isSafeInteger(value)) return localDigits(String(value), language);
  return formatNumber(value, language, { useGrouping: false });
}
