import { useTranslation } from 'react-i18next';
import { formatHundredths, formatScaled } from '@portal/fair';
import { formatMoney } from '../../lib/format.ts';
// Every in-house view formats numbers with this module, so it also brings the strings.
import '../../lib/i18n/inhouse.ts';

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** ASCII digits in the reader's script (Bengali digits for BN), like the rest of the site. */
export function localDigits(text: string, language: string): string {
  if (!language.toLowerCase().startsWith('bn')) return text;
  return text.replace(/[0-9]/g, (d) => BENGALI_DIGITS[Number(d)] ?? d);
}

/** "1.9800" → "1.98", "1.9801" → "1.9801": at least two decimals, no trailing zeros beyond. */
export function trimDecimals(text: string, minDecimals = 2): string {
  const [whole = '0', fraction = ''] = text.split('.');
  let f = fraction.replace(/0+$/, '');
  if (f.length < minDecimals) f = f.padEnd(minDecimals, '0');
  return f ? `${whole}.${f}` : whole;
}

/** A payout multiplier scaled by 10 000 as text: 19801 → "1.9801", 20000 → "2.00". */
export function scaledText(multiplierScaled: number): string {
  return trimDecimals(formatScaled(multiplierScaled));
}

/** Digit grouping for big whole parts: "1000000.00" → "1,000,000.00". */
function group(text: string): string {
  const [whole = '', fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** Formatting helpers in the page's language. */
export function useGameFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    language,
    /** Money ("1,234.50" or Bengali digits). */
    money: (amount: string) => formatMoney(amount, language),
    /** Integer hundredths as "2.35×". */
    hundredths: (h: number) => localDigits(`${group(formatHundredths(h))}×`, language),
    /** Integer hundredths without needless decimals: 150 → "1.5×", 1000 → "10×". */
    short: (h: number) => localDigits(`${group(trimDecimals(formatHundredths(h), 0))}×`, language),
    /** Scaled multiplier as "1.9801×". */
    scaled: (m: number) => localDigits(`${group(scaledText(m))}×`, language),
    /** A decimal multiplier string from the server ("1.9800") as "1.98×". */
    multiplier: (text: string) => localDigits(`${group(trimDecimals(text))}×`, language),
    /** Plain text digits. */
    digits: (text: string) => localDigits(text, language),
  };
}
