import { create } from 'zustand';
import { readStorage, writeStorage } from '../storage.ts';

const TOKEN_KEY = 'token';
const STATE_KEY = 'loginState';

/** Login flags the spec keeps next to the token (isAgent, isTrial) plus the forced-change flag. */
export interface LoginFlags {
  userName: string | null;
  isAgent: boolean;
  isTrial: boolean;
  /** Only change-password and logout work until the password is changed. */
  mustChangePassword: boolean;
}

const NO_FLAGS: LoginFlags = {
  userName: null,
  isAgent: false,
  isTrial: false,
  mustChangePassword: false,
};

function readFlags(): LoginFlags {
  try {
    const parsed = JSON.parse(
      readStorage('session', STATE_KEY) ?? 'null',
    ) as Partial<LoginFlags> | null;
    if (!parsed) return NO_FLAGS;
    return {
      userName: typeof parsed.userName === 'string' ? parsed.userName : null,
      isAgent: parsed.isAgent === true,
      isTrial: parsed.isTrial === true,
      mustChangePassword: parsed.mustChangePassword === true,
    };
  } catch {
    return NO_FLAGS;
  }
}

function writeFlags(flags: LoginFlags): void {
  writeStorage('session', STATE_KEY, JSON.stringify(flags));
}

interface SessionState extends LoginFlags {
  /** Session token; the spec keeps it in session storage so it ends with the tab. */
  token: string | null;
  setToken: (token: string | null) => void;
  /** Stores a fresh session after login, registration or password reset. */
  begin: (token: string, flags: LoginFlags) => void;
  setMustChangePassword: (value: boolean) => void;
  setAgent: (isAgent: boolean) => void;
  /** Forgets the session (logout or an expired token). */
  clear: () => void;
}

export const useSessionStore = create<SessionState>()((set, get) => {
  const flagsOf = (): LoginFlags => {
    const { userName, isAgent, isTrial, mustChangePassword } = get();
    return { userName, isAgent, isTrial, mustChangePassword };
  };
  return {
    token: readStorage('session', TOKEN_KEY),
    ...readFlags(),
    setToken: (token) => {
      writeStorage('session', TOKEN_KEY, token);
      set({ token });
    },
    begin: (token, flags) => {
      writeStorage('session', TOKEN_KEY, token);
      writeFlags(flags);
      set({ token, ...flags });
    },
    setMustChangePassword: (mustChangePassword) => {
      writeFlags({ ...flagsOf(), mustChangePassword });
      set({ mustChangePassword });
    },
    setAgent: (isAgent) => {
      writeFlags({ ...flagsOf(), isAgent });
      set({ isAgent });
    },
    clear: () => {
      writeStorage('session', TOKEN_KEY, null);
      writeStorage('session', STATE_KEY, null);
      set({ token: null, ...NO_FLAGS });
    },
  };
});

export function hasToken(): boolean {
  return Boolean(useSessionStore.getState().token);
}
