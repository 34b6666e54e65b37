import { create } from 'zustand';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  parseLanguage,
  type LanguageCode,
} from '@portal/contracts/i18n';
import { readStorage, writeStorage } from '../storage.ts';

/** The spec stores the language under both keys; `hisLang` is what older pages read. */
export const LANGUAGE_STORAGE_KEYS = ['lang', 'hisLang'] as const;

export type LanguageInfo = (typeof LANGUAGES)[number];

export function languageInfo(code: LanguageCode): LanguageInfo {
  return LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];
}

/** The stored choice, else BN. The browser language is deliberately ignored (spec default BN). */
export function readStoredLanguage(): LanguageCode {
  for (const key of LANGUAGE_STORAGE_KEYS) {
    const code = parseLanguage(readStorage('local', key));
    if (code) return code;
  }
  return DEFAULT_LANGUAGE;
}

interface LanguageState {
  language: LanguageCode;
  setLanguage: (code: LanguageCode) => void;
}

export const useLanguageStore = create<LanguageState>()((set) => ({
  language: readStoredLanguage(),
  setLanguage: (code) => {
    for (const key of LANGUAGE_STORAGE_KEYS) writeStorage('local', key, code);
    set({ language: code });
  },
}));
