import { describe, expect, it } from 'vitest';
import { HOME_ROWS, HOT_CAROUSEL, ROW_CAROUSEL, hasArrows, tileTheme } from './layout-rules.ts';

describe('tile themes', () => {
  it('cycle through six variants by index', () => {
    expect(Array.from({ length: 13 }, (_, i) => tileTheme(i))).toEqual([
      0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 0,
    ]);
  });
});

describe('carousel arrows (spec section 9)', () => {
  it('hot games show arrows only above 7', () => {
    expect(hasArrows(7, HOT_CAROUSEL.arrowsAbove)).toBe(false);
    expect(hasArrows(8, HOT_CAROUSEL.arrowsAbove)).toBe(true);
  });

  it('home rows show arrows only above 12, 4 per view with a gap of 24', () => {
    expect(hasArrows(12, ROW_CAROUSEL.arrowsAbove)).toBe(false);
    expect(hasArrows(13, ROW_CAROUSEL.arrowsAbove)).toBe(true);
    expect(ROW_CAROUSEL).toMatchObject({ perView: 4, gapPx: 24 });
  });

  it('hot games autoplay every 1200 ms at speed 1100', () => {
    expect(HOT_CAROUSEL).toMatchObject({ autoplayDelayMs: 1200, speedMs: 1100 });
  });
});

describe('home rows (spec section 9)', () => {
  it('come in the spec order with slots 3 vendors, live 1, fishing 1 and the rest cut to 12', () => {
    expect(HOME_ROWS.map((r) => r.category)).toEqual([
      'RNG',
      'LIVE',
      'FISH',
      'PVP',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
    ]);
    expect(HOME_ROWS.slice(0, 3).map((r) => ('vendors' in r ? r.vendors : 0))).toEqual([3, 1, 1]);
    expect(HOME_ROWS.slice(3).every((r) => 'limit' in r && r.limit === 12)).toBe(true);
  });
});
