import { useEffect, useRef, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client.ts';
import { updateMemberLanguage } from '../lib/session/session.ts';
import { completeOAuthReturn } from '../lib/session/oauth-return.ts';
import { useSessionStore } from '../lib/stores/session-store.ts';
import { useLanguageStore } from '../lib/stores/language-store.ts';
import { applyTheme, useThemeStore } from '../lib/stores/theme-store.ts';

/** App-wide providers; a language change refetches server data (content is per language). */
export function AppProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  const language = useLanguageStore((s) => s.language);
  const theme = useThemeStore((s) => s.theme);

  useEffect(() => applyTheme(theme), [theme]);

  useEffect(() => {
    void completeOAuthReturn(queryClient);
  }, [queryClient]);

  // Not on mount: that would cancel and repeat the first page's requests already in flight.
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    void queryClient.invalidateQueries();
  }, [language, queryClient]);

  // Spec: a language change while logged in informs the server (not the initial language).
  const previousLanguage = useRef(language);
  useEffect(() => {
    if (previousLanguage.current === language) return;
    previousLanguage.current = language;
    if (useSessionStore.getState().token) updateMemberLanguage(language).catch(() => undefined);
  }, [language]);

  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
