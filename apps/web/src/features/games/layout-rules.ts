import type { CategoryCode } from '@portal/contracts/games';

/** Spec section 2: game tiles cycle through six visual themes. */
export const TILE_THEME_COUNT = 6;

/** The theme (0–5) of the tile at `index` in its list. */
export function tileTheme(index: number): number {
  return ((index % TILE_THEME_COUNT) + TILE_THEME_COUNT) % TILE_THEME_COUNT;
}

/** Spec section 9: the hot carousel shows arrows above 7 games and plays by itself. */
export const HOT_CAROUSEL = { arrowsAbove: 7, autoplayDelayMs: 1200, speedMs: 1100 } as const;

/** Spec section 9: home rows are cut to 12, show arrows above 12, 4 per view with a gap of 24. */
export const ROW_CAROUSEL = { arrowsAbove: 12, perView: 4, gapPx: 24 } as const;
export const ROW_LIMIT = 12;

/** A carousel shows its arrows only when it has more items than its threshold. */
export function hasArrows(itemCount: number, arrowsAbove: number): boolean {
  return itemCount > arrowsAbove;
}

/**
 * Home rows in the spec's order. `vendors`: the row shows the games of the category's first N
 * vendors (slots 3, live 1, fishing 1); `limit`: the category's list cut to 12.
 */
export const HOME_ROWS = [
  { id: 'slots', category: 'RNG', vendors: 3 },
  { id: 'live', category: 'LIVE', vendors: 1 },
  { id: 'fishing', category: 'FISH', vendors: 1 },
  { id: 'cards', category: 'PVP', limit: ROW_LIMIT },
  { id: 'sports', category: 'SPORTS', limit: ROW_LIMIT },
  { id: 'esports', category: 'ESPORTS', limit: ROW_LIMIT },
  { id: 'cockfight', category: 'COCKFIGHT', limit: ROW_LIMIT },
] as const satisfies ReadonlyArray<
  { id: string; category: CategoryCode } & ({ vendors: number } | { limit: number })
>;
export type HomeRow = (typeof HOME_ROWS)[number];
