import { create } from 'zustand';
import { readStorage, writeStorage } from '../storage.ts';

const TOKEN_KEY = 'token';

interface SessionState {
  /** Session token; the spec keeps it in session storage so it ends with the tab. */
  token: string | null;
  isAgent: boolean;
  setToken: (token: string | null) => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  token: readStorage('session', TOKEN_KEY),
  isAgent: false,
  setToken: (token) => {
    writeStorage('session', TOKEN_KEY, token);
    set({ token });
  },
}));

export function hasToken(): boolean {
  return Boolean(useSessionStore.getState().token);
}
