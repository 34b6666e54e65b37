import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '@portal/contracts/i18n';
import { bn } from './bn.ts';
import { en } from './en.ts';
import { numberFormatter } from './number-format.ts';
import { languageInfo, useLanguageStore } from '../stores/language-store.ts';

export const i18n = i18next.createInstance();

/** Sets i18next and the document's lang/dir for a portal language code. */
export function applyLanguage(code: LanguageCode): void {
  const info = languageInfo(code);
  void i18n.changeLanguage(info.locale);
  document.documentElement.lang = info.locale;
  document.documentElement.dir = info.dir;
}

// Numbers in sentences take the page's digits (number-format.ts, with alwaysFormat below).
i18n.use(numberFormatter);
void i18n.use(initReactI18next).init({
  resources: { bn: { translation: bn }, en: { translation: en } },
  lng: languageInfo(useLanguageStore.getState().language).locale,
  // Languages without a translation (all but BN and EN) read English.
  fallbackLng: 'en',
  interpolation: { escapeValue: false, alwaysFormat: true },
  initAsync: false,
});

applyLanguage(useLanguageStore.getState().language);
useLanguageStore.subscribe((state, previous) => {
  if (state.language !== previous.language) applyLanguage(state.language);
});
