import type { CategoryCode, GameMode, GameTile } from '@portal/contracts/games';

/** Game codes (or vassalages) that open their own lottery page (spec section 4). */
export const VN_LOTTERY_CODE = 'TCG_LOTTO_VN';
export const SEA_LOTTERY_CODE = 'TCG_SEA';

/** What a click asks to start: one game, or a vendor (vendor tile, single-vendor navigation). */
export type LaunchTarget =
  | {
      kind: 'game';
      game: Pick<
        GameTile,
        'nodeId' | 'gameCode' | 'gameName' | 'vassalage' | 'gameType' | 'isGame' | 'maintenance'
      >;
    }
  | { kind: 'vendor'; vendor: string; gameType: CategoryCode };

export interface LaunchContext {
  isLoggedIn: boolean;
  isTrial: boolean;
}

export type LaunchDecision =
  /** Open the login popup and stop. */
  | { action: 'login' }
  /** Trial account: the in_need_true_account dialog, and stop. */
  | { action: 'trial' }
  /** A portal page (lottery pages, the RNG list of a vendor). */
  | { action: 'navigate'; to: string }
  /** isGame VASSALAGE: the popup list of that vendor's games. */
  | { action: 'vendorGames'; vendor: string; gameType: CategoryCode }
  /** A vendor target: find the vendor's game to start, then decide again. */
  | { action: 'resolveVendor'; vendor: string; gameType: CategoryCode }
  /** The game is known to be under maintenance: the maintenance panel. */
  | { action: 'maintenance' }
  /** Ask the server for the launch URL. */
  | { action: 'launch'; nodeId: number; mode: GameMode };

const isLotteryCategory = (gameType: CategoryCode) => gameType === 'LOTT' || gameType === 'ELOTT';

/**
 * Spec section 4 "Game launch", in its order. Not logged in: the login popup. Trial account: the
 * info dialog. Otherwise TCG_LOTTO_VN → /vnLottery, TCG_SEA → /seaLottery, LOTT or ELOTT →
 * /lottery?gameCode=, an RNG vendor tile → /rng?vassalage=, isGame VASSALAGE → the vendor's game
 * list popup, else the standard launch. A free trial (FUN) needs no login and skips the page
 * rules: it always opens the game itself.
 */
export function decideLaunch(
  target: LaunchTarget,
  mode: GameMode,
  context: LaunchContext,
): LaunchDecision {
  if (mode === 'REAL') {
    if (!context.isLoggedIn) return { action: 'login' };
    if (context.isTrial) return { action: 'trial' };
  }
  if (target.kind === 'vendor') {
    if (mode === 'REAL' && target.gameType === 'RNG') {
      return { action: 'navigate', to: `/rng?vassalage=${encodeURIComponent(target.vendor)}` };
    }
    return { action: 'resolveVendor', vendor: target.vendor, gameType: target.gameType };
  }
  const { game } = target;
  if (mode === 'REAL') {
    const code = encodeURIComponent(game.gameCode);
    if (game.gameCode === VN_LOTTERY_CODE || game.vassalage === VN_LOTTERY_CODE) {
      return { action: 'navigate', to: `/vnLottery?gameCode=${code}` };
    }
    if (game.gameCode === SEA_LOTTERY_CODE || game.vassalage === SEA_LOTTERY_CODE) {
      return { action: 'navigate', to: `/seaLottery?gameCode=${code}` };
    }
    if (isLotteryCategory(game.gameType)) {
      return { action: 'navigate', to: `/lottery?gameCode=${code}` };
    }
  }
  if (game.isGame === 'VASSALAGE') {
    return { action: 'vendorGames', vendor: game.vassalage, gameType: game.gameType };
  }
  if (game.maintenance) return { action: 'maintenance' };
  return { action: 'launch', nodeId: game.nodeId, mode };
}

/**
 * Which game a vendor target starts: its first playable game (not a lobby tile, not under
 * maintenance), else its first game at all (the maintenance panel then explains why).
 */
export function pickVendorGame<T extends Pick<GameTile, 'isGame' | 'maintenance'>>(
  games: readonly T[],
): T | undefined {
  return games.find((g) => g.isGame === 'GAME' && !g.maintenance) ?? games[0];
}
