import type { LanguageCode } from '@portal/contracts/i18n';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';

/** Catalog answers are translated by the server, so every catalog key carries the language. */
export function catalogKey(language: LanguageCode, ...parts: unknown[]) {
  return ['games', language, ...parts] as const;
}

/**
 * The member's own game data (favourites, recent games). Keys start with 'member' so logging out
 * (which drops every ['member'] query) forgets them, and carry the token.
 */
export function memberGamesKey(token: string | null, ...parts: unknown[]) {
  return ['member', 'games', token, ...parts] as const;
}

export function useLanguage(): LanguageCode {
  return useLanguageStore((s) => s.language);
}

export function useToken(): string | null {
  return useSessionStore((s) => s.token);
}
