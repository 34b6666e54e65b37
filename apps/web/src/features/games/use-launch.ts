import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from '../../lib/router/index.ts';
import type { GameMode } from '@portal/contracts/games';
import { openGame, startGame } from './launch.ts';
import type { LaunchTarget } from './launch-rules.ts';

/** `launch(target, mode)`: the spec's game launch for a click (see startGame). */
export function useLaunch(): (target: LaunchTarget, mode?: GameMode) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (target: LaunchTarget, mode: GameMode = 'REAL') =>
      void startGame(target, mode, { navigate, queryClient }),
    [navigate, queryClient],
  );
}

/** `open(game, mode)`: starts one game directly, past the page rules (see openGame). */
export function useOpenGame(): (game: Parameters<typeof openGame>[0], mode?: GameMode) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (game: Parameters<typeof openGame>[0], mode: GameMode = 'REAL') =>
      void openGame(game, mode, { navigate, queryClient }),
    [navigate, queryClient],
  );
}
