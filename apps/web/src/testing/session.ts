import { afterEach, beforeEach, vi } from 'vitest';
import { useLanguageStore } from '../lib/stores/language-store.ts';
import { useSessionStore } from '../lib/stores/session-store.ts';

/** Signs `player01` in (English page) before each test; signs out and unstubs globals after. */
export function signInEachTest(userName = 'player01'): void {
  beforeEach(() => {
    useLanguageStore.getState().setLanguage('EN');
    useSessionStore.getState().begin('tok', {
      userName,
      isAgent: false,
      isTrial: false,
      mustChangePassword: false,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
    useLanguageStore.getState().setLanguage('BN');
  });
}
