import type { GameMode, LaunchGameResult } from '@portal/contracts/games';
import type { LaunchRequest } from '@portal/contracts/provider';
import { MEMBER_TYPE } from '@portal/contracts/auth';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { playerIdOf } from '../vendors/players.service.ts';
import type { VendorClient } from '../vendors/vendor-client.ts';
import { VendorUnavailable } from '../vendors/vendor-client.ts';
import type { CatalogService } from './catalog.service.ts';
import * as repo from './games.repo.ts';

interface Merchant {
  id: number;
  currency: string;
  currencySymbol: string;
}

export interface Launcher {
  memberId: number;
  sessionId: number;
  type: number;
}

/** How long a launch token lets a vendor take bets (the portal session must stay live too). */
const GAME_SESSION_HOURS = 12;

export type LaunchService = ReturnType<typeof createLaunchService>;

/**
 * Opens a game: checks it exists and is not under maintenance, issues a launch token tied to
 * the member's portal session, and asks the vendor for the URL (in-house games open the portal's
 * own page). Free trials (FUN) need no login and never touch the wallet.
 */
export function createLaunchService(deps: {
  db: Db;
  catalog: CatalogService;
  vendors: VendorClient;
  /** The portal's base URL the vendor calls back (seamless wallet). */
  walletUrl: string;
  /** Moves the member's money where the game plays from (transfer-wallet vendors). */
  prepareWallet?: (merchant: Merchant, memberId: number, vendor: string) => Promise<void>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function launch(
    merchant: Merchant,
    launcher: Launcher | undefined,
    input: { nodeId: number; mode: GameMode; language: 'bn' | 'en'; returnUrl: string },
  ): Promise<LaunchGameResult> {
    const snap = await deps.catalog.snapshot(merchant.id);
    const game = snap.gameById.get(input.nodeId);
    if (!game) throw new AppError('GAME_NOT_FOUND');
    const vendor = snap.vendorByCode.get(game.vendor);
    if (game.maintenance || deps.catalog.vendorDown(vendor)) {
      throw new AppError('GAME_MAINTENANCE', {
        params: { endsAt: vendor?.maintenanceEndsAt?.toISOString() ?? '' },
      });
    }
    if (input.mode === 'REAL') {
      if (!launcher) throw new AppError('AUTH_UNAUTHORIZED');
      if (launcher.type === MEMBER_TYPE.trial) throw new AppError('AUTH_TRIAL_FORBIDDEN');
    }
    const member = input.mode === 'REAL' ? launcher : undefined;
    const token = newToken();
    const at = now();
    await repo.insertGameSession(deps.db, {
      merchantId: merchant.id,
      memberId: member?.memberId ?? null,
      sessionId: member?.sessionId ?? null,
      gameId: game.id,
      vendor: game.vendor,
      mode: input.mode,
      tokenHash: hashToken(token),
      createdAt: at,
      expiresAt: new Date(at.getTime() + GAME_SESSION_HOURS * 3_600_000),
    });
    if (launcher) await repo.touchRecent(deps.db, launcher.memberId, game.id, at);
    if (member && deps.prepareWallet) {
      await deps.prepareWallet(merchant, member.memberId, game.vendor);
    }
    const name = input.language === 'bn' ? game.nameBn : game.nameEn;
    const base = {
      mode: input.mode,
      nodeId: game.id,
      gameName: name,
      vassalage: game.vendor,
      recallOnClose: member !== undefined && vendor?.wallet === 'TRANSFER',
    };

    if (vendor?.wallet === 'INHOUSE') {
      return {
        ...base,
        kind: 'INHOUSE',
        url: `/bgs/${game.code.replace(/^BGS_/, '').toLowerCase()}`,
      };
    }
    const request: LaunchRequest = {
      token,
      playerId: member ? playerIdOf({ merchantId: merchant.id, memberId: member.memberId }) : 'FUN',
      vendor: game.vendor,
      gameCode: game.code,
      category: game.category as LaunchRequest['category'],
      gameName: name,
      language: input.language,
      currency: merchant.currency,
      mode: input.mode,
      returnUrl: input.returnUrl,
      walletUrl: deps.walletUrl,
      wallet: vendor?.wallet === 'TRANSFER' ? 'TRANSFER' : 'SEAMLESS',
    };
    let answer;
    try {
      answer = await deps.vendors.launch(request);
    } catch (error) {
      if (error instanceof VendorUnavailable) {
        throw new AppError('GAME_LAUNCH_FAILED', { cause: error });
      }
      throw error;
    }
    if (answer.status !== 'OK' || !answer.url) throw new AppError('GAME_LAUNCH_FAILED');
    return { ...base, kind: 'VENDOR', url: answer.url };
  }

  return { launch };
}
