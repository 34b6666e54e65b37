import type { AdminGameFlag, CATALOG_SORT_MAX, GAME_NAME_MAX } from '@portal/contracts/admin-games';
import type { CategoryCode, GAME_GROUPS } from '@portal/contracts/games';

/*
 * The catalog's codes and limits for the console, written out here because the contract modules
 * that hold them load zod (100 kB) into the page. The types tie each list to its contract: a new
 * code or a changed limit there fails to compile here.
 */

export type GameGroup = (typeof GAME_GROUPS)[number];

const CATEGORIES: Record<CategoryCode, true> = {
  SPORTS: true,
  ESPORTS: true,
  LIVE: true,
  LOTT: true,
  ELOTT: true,
  FISH: true,
  PVP: true,
  RNG: true,
  BGS: true,
  COCKFIGHT: true,
};
/** Category codes in the players' menu order. */
export const CATEGORY_CODES = Object.keys(CATEGORIES) as CategoryCode[];

const FLAGS: Record<AdminGameFlag, true> = {
  HOT: true,
  NEW: true,
  MAINTENANCE: true,
  HIDDEN: true,
};
export const GAME_FLAGS = Object.keys(FLAGS) as AdminGameFlag[];

const GROUPS: Record<GameGroup, true> = { JP: true, TG: true, AC: true, BG: true };
export const GAME_GROUP_CODES = Object.keys(GROUPS) as GameGroup[];

export const SORT_MAX: typeof CATALOG_SORT_MAX = 100_000;
export const NAME_MAX: typeof GAME_NAME_MAX = 80;
