import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useUiStore, type ConsoleLanguage } from '../ui-store.ts';
import { bn } from './bn.ts';
import { en } from './en.ts';

export const i18n = i18next.createInstance();

const locale = (language: ConsoleLanguage) => (language === 'BN' ? 'bn' : 'en');

/** Switches i18next and the document's lang attribute. */
export function applyLanguage(language: ConsoleLanguage): void {
  void i18n.changeLanguage(locale(language));
  document.documentElement.lang = locale(language);
}

void i18n.use(initReactI18next).init({
  resources: { bn: { translation: bn }, en: { translation: en } },
  lng: locale(useUiStore.getState().language),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});

applyLanguage(useUiStore.getState().language);
useUiStore.subscribe((state, previous) => {
  if (state.language !== previous.language) applyLanguage(state.language);
});
