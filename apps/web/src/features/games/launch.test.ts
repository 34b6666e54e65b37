import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '../../lib/stores/modal-store.ts';
import { useSessionStore } from '../../lib/stores/session-store.ts';
import { useToastStore } from '../../lib/stores/toast-store.ts';
import { mockApi } from '../../testing/mock-api.ts';
import { startGame } from './launch.ts';
import { useGameOverlayStore } from './overlay-store.ts';
import { makeGame } from './testing.ts';

const result = (over = {}) => ({
  url: 'http://vendor.test/play/abc',
  mode: 'REAL',
  nodeId: 1,
  gameName: 'Lotus Lantern',
  vassalage: 'PG',
  kind: 'VENDOR',
  ...over,
});

function deps() {
  return { navigate: vi.fn(), queryClient: new QueryClient() };
}

const modals = () => useModalStore.getState().stack.map((m) => m.name);

describe('startGame (the launch after the rules)', () => {
  beforeEach(() => {
    useSessionStore.getState().begin('tok', {
      userName: 'player01',
      isAgent: false,
      isTrial: false,
      mustChangePassword: false,
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
    useModalStore.getState().closeAll();
    useGameOverlayStore.setState({ overlay: null, launchingId: null });
    useToastStore.setState({ toasts: [] });
  });

  it('opens a vendor game in the overlay, in the member language', async () => {
    const api = mockApi({ 'POST /wps/game/launchGame': () => ({ value: result() }) });
    await startGame({ kind: 'game', game: makeGame() }, 'REAL', deps());
    expect(api.calls('POST /wps/game/launchGame')[0]?.body).toEqual({
      nodeId: 1,
      mode: 'REAL',
      language: 'bn',
    });
    expect(useGameOverlayStore.getState().overlay).toEqual({
      kind: 'game',
      url: 'http://vendor.test/play/abc',
      gameName: 'Lotus Lantern',
      mode: 'REAL',
      nodeId: 1,
    });
    expect(useGameOverlayStore.getState().launchingId).toBeNull();
  });

  it('marks a transfer-wallet vendor’s game for a recall when it closes', async () => {
    mockApi({ 'POST /wps/game/launchGame': () => ({ value: result({ recallOnClose: true }) }) });
    await startGame({ kind: 'game', game: makeGame() }, 'REAL', deps());
    expect(useGameOverlayStore.getState().overlay).toMatchObject({ recallVendor: 'PG' });
  });

  it('navigates to the portal page of an in-house game', async () => {
    mockApi({
      'POST /wps/game/launchGame': () => ({ value: result({ kind: 'INHOUSE', url: '/bgs/dice' }) }),
    });
    const d = deps();
    await startGame({ kind: 'game', game: makeGame({ gameType: 'BGS' }) }, 'REAL', d);
    expect(d.navigate).toHaveBeenCalledWith('/bgs/dice');
    expect(useGameOverlayStore.getState().overlay).toBeNull();
  });

  it('starts a free trial logged out with mode FUN', async () => {
    useSessionStore.getState().clear();
    const api = mockApi({
      'POST /wps/game/launchGame': () => ({ value: result({ mode: 'FUN' }) }),
    });
    await startGame({ kind: 'game', game: makeGame() }, 'FUN', deps());
    expect(api.calls('POST /wps/game/launchGame')[0]?.body).toMatchObject({ mode: 'FUN' });
    expect(useGameOverlayStore.getState().overlay).toMatchObject({ kind: 'game', mode: 'FUN' });
  });

  it('opens the login popup without a call when logged out', async () => {
    useSessionStore.getState().clear();
    const api = mockApi({});
    await startGame({ kind: 'game', game: makeGame() }, 'REAL', deps());
    expect(modals()).toEqual(['login']);
    expect(api.seen).toHaveLength(0);
  });

  it('shows the trial dialog without a call for a trial account', async () => {
    useSessionStore.getState().begin('tok', {
      userName: 'trial1',
      isAgent: false,
      isTrial: true,
      mustChangePassword: false,
    });
    const api = mockApi({});
    await startGame({ kind: 'game', game: makeGame() }, 'REAL', deps());
    expect(modals()).toEqual(['trial']);
    expect(api.seen).toHaveLength(0);
  });

  it('shows the maintenance panel when the server answers GAME_MAINTENANCE', async () => {
    mockApi({ 'POST /wps/game/launchGame': () => ({ code: 'GAME_MAINTENANCE', status: 409 }) });
    await startGame({ kind: 'game', game: makeGame({ nodeId: 9 }) }, 'REAL', deps());
    expect(useGameOverlayStore.getState().overlay).toEqual({
      kind: 'maintenance',
      nodeId: 9,
      gameName: 'Lotus Lantern',
      endsAt: null,
    });
  });

  it('turns AUTH_UNAUTHORIZED into the login popup and other failures into a toast', async () => {
    mockApi({ 'POST /wps/game/launchGame': () => ({ code: 'AUTH_UNAUTHORIZED', status: 401 }) });
    await startGame({ kind: 'game', game: makeGame() }, 'REAL', deps());
    expect(modals()).toEqual(['login']);

    useSessionStore.getState().begin('tok', {
      userName: 'player01',
      isAgent: false,
      isTrial: false,
      mustChangePassword: false,
    });
    mockApi({ 'POST /wps/game/launchGame': () => ({ code: 'GAME_LAUNCH_FAILED', status: 502 }) });
    await startGame({ kind: 'game', game: makeGame() }, 'REAL', deps());
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({ messageKey: 'errors.GAME_LAUNCH_FAILED', tone: 'error' }),
    ]);
  });

  it('starts a vendor by its first playable game', async () => {
    const api = mockApi({
      'GET /lgw/games/list': () => ({
        value: {
          content: [
            makeGame({ nodeId: 5, isGame: 'VASSALAGE', vassalage: 'KSB', gameType: 'SPORTS' }),
            makeGame({ nodeId: 6, vassalage: 'KSB', gameType: 'SPORTS' }),
          ],
          pageNum: 1,
          pageSize: 20,
          totalPages: 1,
          total: 2,
        },
      }),
      'POST /wps/game/launchGame': () => ({ value: result({ nodeId: 6 }) }),
    });
    await startGame({ kind: 'vendor', vendor: 'KSB', gameType: 'SPORTS' }, 'REAL', deps());
    const list = api.calls('GET /lgw/games/list')[0]?.query;
    expect(list?.get('vassalage')).toBe('KSB');
    expect(list?.get('gameType')).toBe('SPORTS');
    expect(api.calls('POST /wps/game/launchGame')[0]?.body).toMatchObject({ nodeId: 6 });
  });

  it('sends lottery games to their page and lobby tiles to the vendor popup', async () => {
    const api = mockApi({});
    const d = deps();
    await startGame(
      { kind: 'game', game: makeGame({ gameCode: 'RPL_4D', gameType: 'LOTT' }) },
      'REAL',
      d,
    );
    expect(d.navigate).toHaveBeenCalledWith('/lottery?gameCode=RPL_4D');
    await startGame(
      {
        kind: 'game',
        game: makeGame({
          isGame: 'VASSALAGE',
          vassalage: 'VHL',
          gameType: 'LIVE',
          gameName: 'Lobby',
        }),
      },
      'REAL',
      d,
    );
    expect(useGameOverlayStore.getState().overlay).toEqual({
      kind: 'vendorGames',
      vendor: 'VHL',
      gameType: 'LIVE',
      title: 'Lobby',
    });
    expect(api.seen).toHaveLength(0);
  });
});
