import type { GameMode, LaunchGameResult } from '@portal/contracts/games';
import { gamePaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * POST /wps/game/launchGame. REAL needs a session (401 AUTH_UNAUTHORIZED, 403
 * AUTH_TRIAL_FORBIDDEN); FUN (free trial) does not. 409 GAME_MAINTENANCE, 404 GAME_NOT_FOUND and
 * 502 GAME_LAUNCH_FAILED come back as ApiError.
 */
export function launchGame(request: {
  nodeId: number;
  mode: GameMode;
  language?: 'bn' | 'en';
}): Promise<LaunchGameResult> {
  return apiFetch<LaunchGameResult>(gamePaths.launch, { method: 'POST', body: request });
}
