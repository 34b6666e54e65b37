/**
 * Languages the specification names. BN (default), EN, HI, UR and NE are complete; the others
 * are listed in the selector, marked as partial, and fall back to English.
 */
export const LANGUAGES = [
  { code: 'BN', locale: 'bn', native: 'বাংলা', dir: 'ltr' },
  { code: 'EN', locale: 'en', native: 'English', dir: 'ltr' },
  { code: 'CN', locale: 'zh-CN', native: '简体中文', dir: 'ltr' },
  { code: 'TW', locale: 'zh-TW', native: '繁體中文', dir: 'ltr' },
  { code: 'JA', locale: 'ja', native: '日本語', dir: 'ltr' },
  { code: 'KO', locale: 'ko', native: '한국어', dir: 'ltr' },
  { code: 'TH', locale: 'th', native: 'ไทย', dir: 'ltr' },
  { code: 'VI', locale: 'vi', native: 'Tiếng Việt', dir: 'ltr' },
  { code: 'MY', locale: 'my', native: 'မြန်မာ', dir: 'ltr' },
  { code: 'ES', locale: 'es', native: 'Español', dir: 'ltr' },
  { code: 'HI', locale: 'hi', native: 'हिन्दी', dir: 'ltr' },
  { code: 'ID', locale: 'id', native: 'Bahasa Indonesia', dir: 'ltr' },
  { code: 'KM', locale: 'km', native: 'ខ្មែរ', dir: 'ltr' },
  { code: 'MS', locale: 'ms', native: 'Bahasa Melayu', dir: 'ltr' },
  { code: 'PT', locale: 'pt', native: 'Português', dir: 'ltr' },
  { code: 'TA', locale: 'ta', native: 'தமிழ்', dir: 'ltr' },
  { code: 'UR', locale: 'ur', native: 'اردو', dir: 'rtl' },
  { code: 'TR', locale: 'tr', native: 'Türkçe', dir: 'ltr' },
  { code: 'AR', locale: 'ar', native: 'العربية', dir: 'rtl' },
  { code: 'FA', locale: 'fa', native: 'فارسی', dir: 'rtl' },
  { code: 'RU', locale: 'ru', native: 'Русский', dir: 'ltr' },
  { code: 'KK', locale: 'kk', native: 'Қазақ', dir: 'ltr' },
  { code: 'UZ', locale: 'uz', native: 'Oʻzbek', dir: 'ltr' },
  { code: 'LO', locale: 'lo', native: 'ລາວ', dir: 'ltr' },
  { code: 'NE', locale: 'ne', native: 'नेपाली', dir: 'ltr' },
  { code: 'FR', locale: 'fr', native: 'Français', dir: 'ltr' },
  { code: 'TE', locale: 'te', native: 'తెలుగు', dir: 'ltr' },
  { code: 'SW', locale: 'sw', native: 'Kiswahili', dir: 'ltr' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];
/** The spec's default language. */
export const DEFAULT_LANGUAGE: LanguageCode = 'BN';
/** Languages with complete translations (checked by the web's languages.test.ts); the rest fall back to EN. */
export const TRANSLATED_LANGUAGES = [
  'BN',
  'EN',
  'HI',
  'UR',
  'NE',
] as const satisfies readonly LanguageCode[];
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** True for a language whose every text is translated (no English fallback shows). */
export function isTranslatedLanguage(code: string | undefined): code is TranslatedLanguage {
  return (TRANSLATED_LANGUAGES as readonly (string | undefined)[]).includes(code);
}

/** Normalises a Language header or stored value to a known code, or undefined. */
export function parseLanguage(raw: string | undefined | null): LanguageCode | undefined {
  if (!raw) return undefined;
  const upper = raw.trim().toUpperCase();
  return LANGUAGES.find((l) => l.code === upper)?.code;
}
