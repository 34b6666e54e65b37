import { readStorage, writeStorage } from '../../lib/storage.ts';

/** Spec section 9: the remembered login lasts one day. Only the username is ever kept. */
export const REMEMBER_ME_MS = 24 * 60 * 60 * 1000;
const KEY = 'rememberedUser';

interface Remembered {
  username: string;
  expiresAt: number;
}

export function rememberUsername(username: string, now = Date.now()): void {
  const value: Remembered = { username, expiresAt: now + REMEMBER_ME_MS };
  writeStorage('local', KEY, JSON.stringify(value));
}

export function forgetUsername(): void {
  writeStorage('local', KEY, null);
}

/** The remembered username, or null when there is none or it expired (then it is removed). */
export function readRememberedUsername(now = Date.now()): string | null {
  try {
    const parsed = JSON.parse(readStorage('local', KEY) ?? 'null') as Partial<Remembered> | null;
    if (!parsed) return null;
    if (typeof parsed.username !== 'string' || typeof parsed.expiresAt !== 'number') {
      forgetUsername();
      return null;
    }
    if (parsed.expiresAt <= now) {
      forgetUsername();
      return null;
    }
    return parsed.username;
  } catch {
    forgetUsername();
    return null;
  }
}
