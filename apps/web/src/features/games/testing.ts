import type { GameTile } from '@portal/contracts/games';

/** A game tile for tests, with any field overridden. */
export function makeGame(over: Partial<GameTile> = {}): GameTile {
  return {
    nodeId: 1,
    gameId: 1,
    gameCode: 'PG_LOTUS',
    gameName: 'Lotus Lantern',
    displayName: 'Lotus Lantern',
    nodeName: 'Pagoda Games',
    vassalage: 'PG',
    gameType: 'RNG',
    isHot: 0,
    isNew: false,
    showIcon: true,
    iconUrl: '/lgw/art/games/PG/PG_LOTUS.webp',
    lagerIcon: '/lgw/art/games/PG/PG_LOTUS-360.webp',
    isGame: 'GAME',
    groups: [],
    maintenance: false,
    minBet: '1.00',
    maxBet: '100.00',
    ...over,
  };
}
