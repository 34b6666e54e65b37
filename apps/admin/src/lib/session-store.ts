import { create } from 'zustand';
import type { AdminSession } from '@portal/contracts/admin';
import { readStorage, writeStorage } from './storage.ts';

const TOKEN_KEY = 'adminToken';

interface SessionState {
  /** Bearer token; kept in sessionStorage so closing the tab signs the operator out. */
  token: string | null;
  /** The server's view of the session (stage, operator, permissions). */
  session: AdminSession | null;
  setSession: (session: AdminSession) => void;
  clear: () => void;
}

export const useSessionStore = create<SessionState>((set) => ({
  token: readStorage('session', TOKEN_KEY),
  session: null,
  setSession: (session) => {
    if (session.token) writeStorage('session', TOKEN_KEY, session.token);
    set((state) => ({ session, token: session.token ?? state.token }));
  },
  clear: () => {
    writeStorage('session', TOKEN_KEY, null);
    set({ token: null, session: null });
  },
}));
