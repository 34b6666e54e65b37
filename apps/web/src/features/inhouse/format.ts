import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { formatHundredths, formatScaled } from '@portal/fair';
import { formatDecimalText, formatMoney, localDigits } from '../../lib/format.ts';
// Every in-house view formats numbers with this module, so it also brings the strings.
import '../../lib/i18n/inhouse.ts';

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

/** Formatting helpers in the page's language and digits (lib/format.ts decides the digits). */
export function useGameFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const decimal = (text: string) => formatDecimalText(text, language);
  return {
    language,
    /** Money ("1,234.50" or Bengali digits). */
    money: (amount: string) => formatMoney(amount, language),
    /** Integer hundredths as "2.35×". */
    hundredths: (h: number) => `${decimal(formatHundredths(h))}×`,
    /** Integer hundredths without needless decimals: 150 → "1.5×", 1000 → "10×". */
    short: (h: number) => `${decimal(trimDecimals(formatHundredths(h), 0))}×`,
    /** Scaled multiplier as "1.9801×". */
    scaled: (m: number) => `${decimal(scaledText(m))}×`,
    /** A decimal multiplier string from the server ("1.9800") as "1.98×". */
    multiplier: (text: string) => `${decimal(trimDecimals(text))}×`,
    /** A number kept as exact decimal text ("49.50") in the page's digits. */
    decimal,
    /** Digits of an already built text ("2.5s"). */
    digits: (text: string) => localDigits(text, language),
  };
}
