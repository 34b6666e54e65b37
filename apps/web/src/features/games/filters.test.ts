import { GAME_FILTERS } from '@portal/contracts/games';
import { LANGUAGES } from '@portal/contracts/i18n';
import { describe, expect, it } from 'vitest';
import { isPersonalFilter, parseFilter, visibleFilters } from './filters.ts';

describe('game list filters (spec section 3)', () => {
  it('shows ALL HOT NEW FAV RECENT and the groups JP TG AC, without BG here (no TY language)', () => {
    expect(visibleFilters(LANGUAGES)).toEqual([
      'ALL',
      'HOT',
      'NEW',
      'FAV',
      'RECENT',
      'JP',
      'TG',
      'AC',
    ]);
  });

  it('adds BG (bingo) once the TY language is supported', () => {
    expect(visibleFilters([...LANGUAGES, { code: 'TY' }])).toEqual([...GAME_FILTERS]);
  });

  it('knows which filters list the member’s own games', () => {
    expect(GAME_FILTERS.filter(isPersonalFilter)).toEqual(['FAV', 'RECENT']);
  });

  it('reads a filter from the URL, falling back to ALL for unknown or hidden ones', () => {
    const shown = visibleFilters(LANGUAGES);
    expect(parseFilter('HOT', shown)).toBe('HOT');
    expect(parseFilter('BG', shown)).toBe('ALL');
    expect(parseFilter('hot', shown)).toBe('ALL');
    expect(parseFilter(null, shown)).toBe('ALL');
  });
});
