import type { QueryClient } from '@tanstack/react-query';
import type { GameMode, Vendor, VendorLanes } from '@portal/contracts/games';
import type { LanguageCode } from '@portal/contracts/i18n';
import { errorKey, isApiError } from '../../lib/api-error.ts';
import { useLanguageStore } from '../../lib/stores/language-store.ts';
import { openModal } from '../../lib/stores/modal-store.ts';
import { useSessionStore } from '../../lib/stores/session-store.ts';
import { showToast } from '../../lib/stores/toast-store.ts';
import { gamesQueryOptions } from './api/get-games.ts';
import { catalogKey } from './api/keys.ts';
import { launchGame } from './api/launch-game.ts';
import { decideLaunch, pickVendorGame, type LaunchTarget } from './launch-rules.ts';
import { useGameOverlayStore } from './overlay-store.ts';

export interface LaunchDeps {
  navigate: (to: string) => unknown;
  queryClient: QueryClient;
}

type GameTarget = Extract<LaunchTarget, { kind: 'game' }>['game'];

/** The launch language: the portal's BN or EN (every other language plays in English). */
export function launchLanguage(language: LanguageCode): 'bn' | 'en' {
  return language === 'BN' ? 'bn' : 'en';
}

/** A vendor's maintenance end as the cached vendor list knows it. */
function maintenanceEnd(queryClient: QueryClient, vassalage: string): string | null {
  const language = useLanguageStore.getState().language;
  const lanes = queryClient.getQueryData<VendorLanes>(catalogKey(language, 'vendors'));
  const vendor: Vendor | undefined = lanes?.data.lanes
    .flatMap((lane) => lane.vendors)
    .find((v) => v.vassalage === vassalage);
  return vendor?.maintenanceEnd ?? null;
}

function openMaintenance(game: GameTarget, queryClient: QueryClient): void {
  useGameOverlayStore.getState().open({
    kind: 'maintenance',
    nodeId: game.nodeId,
    gameName: game.gameName,
    endsAt: maintenanceEnd(queryClient, game.vassalage),
  });
}

/**
 * Runs the spec's launch (section 4) for a click: decides with `decideLaunch`, then opens the
 * login popup, the trial dialog, a page, the vendor's game list or the maintenance panel, or calls
 * launchGame and opens the game overlay (in-house games open their portal page instead).
 */
export async function startGame(
  target: LaunchTarget,
  mode: GameMode,
  deps: LaunchDeps,
): Promise<void> {
  const { token, isTrial } = useSessionStore.getState();
  const overlay = useGameOverlayStore.getState();
  const decision = decideLaunch(target, mode, { isLoggedIn: Boolean(token), isTrial });
  switch (decision.action) {
    case 'login':
      openModal('login');
      return;
    case 'trial':
      openModal('trial');
      return;
    case 'navigate':
      void deps.navigate(decision.to);
      return;
    case 'vendorGames':
      overlay.open({
        kind: 'vendorGames',
        vendor: decision.vendor,
        gameType: decision.gameType,
        title: target.kind === 'game' ? target.game.gameName : decision.vendor,
      });
      return;
    case 'maintenance':
      if (target.kind === 'game') openMaintenance(target.game, deps.queryClient);
      return;
    case 'resolveVendor': {
      const language = useLanguageStore.getState().language;
      let game;
      try {
        const page = await deps.queryClient.fetchQuery(
          gamesQueryOptions(language, token, {
            gameType: decision.gameType,
            vassalage: decision.vendor,
          }),
        );
        game = pickVendorGame(page.content);
      } catch (error) {
        showToast(errorKey(error), 'error');
        return;
      }
      if (!game) {
        showToast('errors.GAME_NOT_FOUND', 'error');
        return;
      }
      return startGame({ kind: 'game', game }, mode, deps);
    }
    case 'launch':
      return launch(target, decision.nodeId, decision.mode, deps);
  }
}

/**
 * Opens one game directly, past the page rules (the lottery page's own Play button): the
 * maintenance panel if it is known to be down, else the launch call.
 */
export function openGame(game: GameTarget, mode: GameMode, deps: LaunchDeps): Promise<void> {
  if (game.maintenance) {
    openMaintenance(game, deps.queryClient);
    return Promise.resolve();
  }
  return launch({ kind: 'game', game }, game.nodeId, mode, deps);
}

async function launch(target: LaunchTarget, nodeId: number, mode: GameMode, deps: LaunchDeps) {
  const overlay = useGameOverlayStore.getState();
  // One launch at a time: a second click while the vendor answers is ignored.
  if (overlay.launchingId !== null) return;
  overlay.setLaunching(nodeId);
  try {
    const language = launchLanguage(useLanguageStore.getState().language);
    const result = await launchGame({ nodeId, mode, language });
    if (result.kind === 'INHOUSE') {
      void deps.navigate(result.url);
      return;
    }
    overlay.open({
      kind: 'game',
      url: result.url,
      gameName: result.gameName,
      mode: result.mode,
      nodeId: result.nodeId,
      ...(result.recallOnClose ? { recallVendor: result.vassalage } : {}),
    });
  } catch (error) {
    const code = isApiError(error) ? error.code : undefined;
    if (code === 'AUTH_UNAUTHORIZED') openModal('login');
    else if (code === 'AUTH_TRIAL_FORBIDDEN') openModal('trial');
    else if (code === 'GAME_MAINTENANCE' && target.kind === 'game') {
      openMaintenance(target.game, deps.queryClient);
    } else showToast(errorKey(error), 'error');
  } finally {
    useGameOverlayStore.getState().setLaunching(null);
  }
}
