/** Header navigation (spec section 2): entries that always open their page. */
export const NAV_PAGE_CATEGORIES = ['HOME', 'PROMO', 'PVP', 'FISH', 'RNG'] as const;

export type NavClick = { action: 'page' } | { action: 'launchVendor'; vendor: string };

/**
 * Clicking a top-navigation entry goes to its page when it is HOME, PROMO, PVP, FISH or RNG or has
 * more than one vendor; otherwise it launches the single vendor. (A module of its own: the header
 * is in the entry chunk, the launch rules are not.)
 */
export function navClick(code: string, vendors: readonly { vassalage: string }[]): NavClick {
  const isPageCategory = (NAV_PAGE_CATEGORIES as readonly string[]).includes(code);
  const only = vendors.length === 1 ? vendors[0] : undefined;
  if (isPageCategory || !only) return { action: 'page' };
  return { action: 'launchVendor', vendor: only.vassalage };
}
