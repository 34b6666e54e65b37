import { useEffect } from 'react';
import { readStorage, writeStorage } from '../../lib/storage.ts';
import { postAffiliateClick } from './api/affiliate-click.ts';

/** The query parameter of an agent's sign-up link: `${origin}/register?affiliateCode=CODE`. */
export const AFFILIATE_PARAM = 'affiliateCode';
/** Session storage, per code: this tab already counted the link's opening. */
const clickKey = (code: string) => `affiliateClick.${code}`;

/** The agent's code in the address, trimmed and upper-case; null without one. */
export function affiliateCodeOf(params: URLSearchParams): string | null {
  const code = params.get(AFFILIATE_PARAM)?.trim().toUpperCase();
  return code || null;
}

/**
 * Counts the opening of an agent's link once per tab session and code (a reload or a second
 * opening does not count again); a failed call is ignored, the sign-up goes on.
 */
export function countAffiliateOpening(code: string): void {
  const key = clickKey(code);
  if (readStorage('session', key)) return;
  writeStorage('session', key, '1');
  postAffiliateClick(code).catch(() => undefined);
}

/** The sign-up popup counts the link it was opened with. */
export function useAffiliateOpening(code: string | null): void {
  useEffect(() => {
    if (code) countAffiliateOpening(code);
  }, [code]);
}
