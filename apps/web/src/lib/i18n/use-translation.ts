import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n.ts';
import type { TFunction, Translator } from './translator.ts';

/** The page language's `t`; the component draws again when the language changes. */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const language = useSyncExternalStore(i18n.subscribe, () => i18n.language);
  return useMemo(() => ({ t: i18n.getFixedT(language), i18n }), [language]);
}
