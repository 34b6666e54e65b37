import { create } from 'zustand';
import { readStorage, writeStorage } from './storage.ts';

export type ConsoleLanguage = 'BN' | 'EN';
export type Theme = 'dark' | 'light';

const LANGUAGE_KEY = 'adminLang';
const THEME_KEY = 'adminTheme';

interface UiState {
  language: ConsoleLanguage;
  theme: Theme;
  setLanguage: (language: ConsoleLanguage) => void;
  setTheme: (theme: Theme) => void;
}

// Operators work in Bangladesh: Bengali unless they chose English.
const initialLanguage: ConsoleLanguage = readStorage('local', LANGUAGE_KEY) === 'EN' ? 'EN' : 'BN';
const initialTheme: Theme = readStorage('local', THEME_KEY) === 'light' ? 'light' : 'dark';

export const useUiStore = create<UiState>((set) => ({
  language: initialLanguage,
  theme: initialTheme,
  setLanguage: (language) => {
    writeStorage('local', LANGUAGE_KEY, language);
    set({ language });
  },
  setTheme: (theme) => {
    writeStorage('local', THEME_KEY, theme);
    set({ theme });
  },
}));

/** Mirrors the theme on <html data-theme>, where the CSS custom properties switch. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}
