import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { makeGame } from '../testing.ts';
import { getHotGames, HOT_GAMES_CACHE_KEY, hotGamesQueryOptions } from './get-hot-games.ts';
import { getVendorLanes, VENDORS_CACHE_KEY, vendorLanesQueryOptions } from './get-vendors.ts';

const LANES = { data: { lanes: [{ gameType: 'RNG', vendors: [] }] } };

describe('session-storage caching (spec section 4: hot games, vendor list)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the hot games under "hotGames" and starts the next query from them', async () => {
    const games = [makeGame({ nodeId: 4 })];
    mockApi({ 'GET /lgw/games/hot': () => ({ value: games }) });
    expect(hotGamesQueryOptions('EN').initialData).toBeUndefined();
    await getHotGames('EN');
    expect(JSON.parse(sessionStorage.getItem(HOT_GAMES_CACHE_KEY) ?? '{}')).toMatchObject({
      language: 'EN',
      data: games,
    });
    expect(hotGamesQueryOptions('EN').initialData).toEqual(games);
    // Names are translated: another language does not use the cache.
    expect(hotGamesQueryOptions('BN').initialData).toBeUndefined();
  });

  it('keeps the vendor list under "gameVendor"', async () => {
    mockApi({ 'GET /lgw/games/vendors': () => ({ value: LANES }) });
    await getVendorLanes('BN');
    expect(sessionStorage.getItem(VENDORS_CACHE_KEY)).toContain('"language":"BN"');
    expect(vendorLanesQueryOptions('BN').initialData).toEqual(LANES);
  });

  it('ignores a broken cache entry', () => {
    sessionStorage.setItem(HOT_GAMES_CACHE_KEY, '{not json');
    expect(hotGamesQueryOptions('EN').initialData).toBeUndefined();
  });
});
