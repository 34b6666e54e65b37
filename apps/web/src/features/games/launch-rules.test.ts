import { describe, expect, it } from 'vitest';
import {
  decideLaunch,
  pickVendorGame,
  type LaunchContext,
  type LaunchTarget,
} from './launch-rules.ts';
import { navClick } from './nav-rules.ts';

const MEMBER: LaunchContext = { isLoggedIn: true, isTrial: false };
const VISITOR: LaunchContext = { isLoggedIn: false, isTrial: false };
const TRIAL: LaunchContext = { isLoggedIn: true, isTrial: true };

type Game = Extract<LaunchTarget, { kind: 'game' }>['game'];
const game = (over: Partial<Game> = {}): LaunchTarget => ({
  kind: 'game',
  game: {
    nodeId: 7,
    gameCode: 'PG_LOTUS',
    gameName: 'Lotus',
    vassalage: 'PG',
    gameType: 'RNG',
    isGame: 'GAME',
    maintenance: false,
    ...over,
  },
});

describe('decideLaunch (spec section 4, game launch)', () => {
  it('opens the login popup and stops when not logged in', () => {
    expect(decideLaunch(game(), 'REAL', VISITOR)).toEqual({ action: 'login' });
    expect(decideLaunch(game({ gameCode: 'TCG_LOTTO_VN' }), 'REAL', VISITOR)).toEqual({
      action: 'login',
    });
    expect(
      decideLaunch({ kind: 'vendor', vendor: 'PG', gameType: 'RNG' }, 'REAL', VISITOR),
    ).toEqual({ action: 'login' });
  });

  it('shows the trial dialog and stops for a trial account', () => {
    expect(decideLaunch(game(), 'REAL', TRIAL)).toEqual({ action: 'trial' });
    expect(decideLaunch(game({ gameType: 'LOTT' }), 'REAL', TRIAL)).toEqual({ action: 'trial' });
  });

  it('sends TCG_LOTTO_VN to /vnLottery (by game code or vassalage)', () => {
    expect(
      decideLaunch(game({ gameCode: 'TCG_LOTTO_VN', gameType: 'LOTT' }), 'REAL', MEMBER),
    ).toEqual({ action: 'navigate', to: '/vnLottery?gameCode=TCG_LOTTO_VN' });
    expect(
      decideLaunch(game({ vassalage: 'TCG_LOTTO_VN', gameCode: 'X1' }), 'REAL', MEMBER),
    ).toEqual({ action: 'navigate', to: '/vnLottery?gameCode=X1' });
  });

  it('sends TCG_SEA to /seaLottery', () => {
    expect(decideLaunch(game({ gameCode: 'TCG_SEA', gameType: 'ELOTT' }), 'REAL', MEMBER)).toEqual({
      action: 'navigate',
      to: '/seaLottery?gameCode=TCG_SEA',
    });
  });

  it('sends other LOTT and ELOTT games to /lottery with their game code', () => {
    expect(decideLaunch(game({ gameCode: 'RPL_4D', gameType: 'LOTT' }), 'REAL', MEMBER)).toEqual({
      action: 'navigate',
      to: '/lottery?gameCode=RPL_4D',
    });
    expect(
      decideLaunch(game({ gameCode: 'RPL_BINGO 75', gameType: 'ELOTT' }), 'REAL', MEMBER),
    ).toEqual({ action: 'navigate', to: '/lottery?gameCode=RPL_BINGO%2075' });
  });

  it('sends an RNG vendor tile to /rng with its vassalage', () => {
    expect(decideLaunch({ kind: 'vendor', vendor: 'PG', gameType: 'RNG' }, 'REAL', MEMBER)).toEqual(
      { action: 'navigate', to: '/rng?vassalage=PG' },
    );
  });

  it('resolves other vendor tiles to one of their games first', () => {
    expect(
      decideLaunch({ kind: 'vendor', vendor: 'KSB', gameType: 'SPORTS' }, 'REAL', MEMBER),
    ).toEqual({ action: 'resolveVendor', vendor: 'KSB', gameType: 'SPORTS' });
  });

  it('opens the popup list of the vendor games for isGame VASSALAGE', () => {
    expect(
      decideLaunch(
        game({ isGame: 'VASSALAGE', vassalage: 'VHL', gameType: 'LIVE' }),
        'REAL',
        MEMBER,
      ),
    ).toEqual({ action: 'vendorGames', vendor: 'VHL', gameType: 'LIVE' });
  });

  it('shows the maintenance panel for a game known to be under maintenance', () => {
    expect(decideLaunch(game({ maintenance: true }), 'REAL', MEMBER)).toEqual({
      action: 'maintenance',
    });
  });

  it('otherwise starts the game by the standard route', () => {
    expect(decideLaunch(game(), 'REAL', MEMBER)).toEqual({
      action: 'launch',
      nodeId: 7,
      mode: 'REAL',
    });
  });

  it('starts a free trial without login, for trial accounts too, and skips the page rules', () => {
    expect(decideLaunch(game(), 'FUN', VISITOR)).toEqual({
      action: 'launch',
      nodeId: 7,
      mode: 'FUN',
    });
    expect(decideLaunch(game(), 'FUN', TRIAL)).toEqual({
      action: 'launch',
      nodeId: 7,
      mode: 'FUN',
    });
    expect(
      decideLaunch(game({ gameCode: 'TCG_LOTTO_VN', gameType: 'LOTT' }), 'FUN', VISITOR),
    ).toEqual({ action: 'launch', nodeId: 7, mode: 'FUN' });
    expect(decideLaunch(game({ maintenance: true }), 'FUN', VISITOR)).toEqual({
      action: 'maintenance',
    });
  });
});

describe('pickVendorGame', () => {
  it('takes the first playable game, skipping lobby tiles and maintenance', () => {
    const games = [
      { id: 1, isGame: 'VASSALAGE' as const, maintenance: false },
      { id: 2, isGame: 'GAME' as const, maintenance: true },
      { id: 3, isGame: 'GAME' as const, maintenance: false },
    ];
    expect(pickVendorGame(games)?.id).toBe(3);
  });

  it('falls back to the first game, and to nothing for an empty vendor', () => {
    expect(pickVendorGame([{ id: 9, isGame: 'GAME' as const, maintenance: true }])?.id).toBe(9);
    expect(pickVendorGame([])).toBeUndefined();
  });
});

describe('navClick (spec section 2, header navigation)', () => {
  const one = [{ vassalage: 'CSA' }];
  const two = [{ vassalage: 'KSB' }, { vassalage: 'BNS' }];

  it('goes to the page for HOME, PROMO, PVP, FISH and RNG whatever their vendors', () => {
    for (const code of ['HOME', 'PROMO', 'PVP', 'FISH', 'RNG']) {
      expect(navClick(code, one)).toEqual({ action: 'page' });
    }
  });

  it('goes to the page of a category with more than one vendor', () => {
    expect(navClick('SPORTS', two)).toEqual({ action: 'page' });
  });

  it('launches the single vendor of any other category', () => {
    expect(navClick('COCKFIGHT', one)).toEqual({ action: 'launchVendor', vendor: 'CSA' });
    expect(navClick('LIVE', [{ vassalage: 'VHL' }])).toEqual({
      action: 'launchVendor',
      vendor: 'VHL',
    });
  });
});
