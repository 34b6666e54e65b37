import type { LanguageCode } from '@portal/contracts/i18n';
import { readStorage, writeStorage } from '../../../lib/storage.ts';

interface Entry<T> {
  language: LanguageCode;
  at: number;
  data: T;
}

/**
 * Spec section 4: hot games and the vendor list are cached in session storage (keys `hotGames`
 * and `gameVendor`). An entry counts only for the language it was fetched in.
 */
export function readSessionCache<T>(
  key: string,
  language: LanguageCode,
): { data: T; at: number } | undefined {
  try {
    const text = readStorage('session', key);
    if (!text) return undefined;
    const entry = JSON.parse(text) as Partial<Entry<T>>;
    if (entry.language !== language || entry.data === undefined) return undefined;
    return { data: entry.data, at: typeof entry.at === 'number' ? entry.at : 0 };
  } catch {
    return undefined;
  }
}

export function writeSessionCache<T>(key: string, language: LanguageCode, data: T): void {
  const entry: Entry<T> = { language, at: Date.now(), data };
  writeStorage('session', key, JSON.stringify(entry));
}
