import type { CategoryCode, GameFilter } from '@portal/contracts/games';

/** The contract's filters in the spec's order (a copy: the contracts module would bring zod). */
const GAME_FILTERS = [
  'ALL',
  'HOT',
  'NEW',
  'FAV',
  'RECENT',
  'JP',
  'TG',
  'AC',
  'BG',
] as const satisfies readonly GameFilter[];

/** Language code whose support turns on the bingo (BG) group (spec section 3). */
export const BINGO_LANGUAGE = 'TY';

/**
 * Filter chips of a game list page: ALL HOT NEW FAV RECENT, then the groups JP TG AC, and BG only
 * when the TY language is supported.
 */
export function visibleFilters(languages: readonly { code: string }[]): GameFilter[] {
  const hasBingo = languages.some((l) => l.code === BINGO_LANGUAGE);
  return GAME_FILTERS.filter((f) => f !== 'BG' || hasBingo);
}

/** Filters that list the member's own games; they need a login. */
export function isPersonalFilter(filter: GameFilter): boolean {
  return filter === 'FAV' || filter === 'RECENT';
}

/** The filter named in a URL, ALL for anything unknown or not shown. */
export function parseFilter(value: string | null, shown: readonly GameFilter[]): GameFilter {
  return shown.find((f) => f === value) ?? 'ALL';
}

/** A game list page's list as its URL names it: ?vassalage, ?gameClassify and ?name. */
export function listParamsFromUrl(
  category: CategoryCode,
  search: URLSearchParams,
  shown: readonly GameFilter[],
) {
  return {
    gameType: category,
    vassalage: search.get('vassalage') ?? undefined,
    gameClassify: parseFilter(search.get('gameClassify'), shown),
    name: search.get('name') ?? '',
  };
}
