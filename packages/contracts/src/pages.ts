/**
 * The site's game categories and their pages (zod-free: the web app's first bundle imports this,
 * and the server's first paint reads which list a path shows).
 */

/** Game category codes of the spec (BGS: the in-house games), in the top-navigation order. */
export const CATEGORY_CODES = [
  'SPORTS',
  'ESPORTS',
  'LIVE',
  'LOTT',
  'ELOTT',
  'FISH',
  'PVP',
  'RNG',
  'BGS',
  'COCKFIGHT',
] as const;
export type CategoryCode = (typeof CATEGORY_CODES)[number];

/** Game-centre pages (one page per category) versus game-list pages (query `vassalage`). */
export const CATEGORY_PAGE: Record<CategoryCode, { path: string; kind: 'center' | 'list' }> = {
  SPORTS: { path: '/sports', kind: 'center' },
  ESPORTS: { path: '/esports', kind: 'center' },
  LIVE: { path: '/live', kind: 'list' },
  LOTT: { path: '/lott', kind: 'center' },
  ELOTT: { path: '/elott', kind: 'center' },
  FISH: { path: '/fish', kind: 'list' },
  PVP: { path: '/pvp', kind: 'list' },
  RNG: { path: '/rng', kind: 'list' },
  BGS: { path: '/bgs', kind: 'list' },
  COCKFIGHT: { path: '/cockfight', kind: 'center' },
};
