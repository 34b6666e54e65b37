import '../../../lib/i18n/games.ts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '../../../lib/stores/modal-store.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';
import { useToastStore } from '../../../lib/stores/toast-store.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { createThrottle, FAVOURITE_THROTTLE_MS, withFavourite } from '../favourites.ts';
import { useFavouriteIds } from './get-favourite-ids.ts';
import { useToggleFavourite } from './toggle-favourite.ts';

function Probe({ nodeId }: { nodeId: number }) {
  const ids = useFavouriteIds();
  const toggle = useToggleFavourite();
  return (
    <>
      <output data-testid="ids">{ids.isSuccess ? ids.data.join(',') || 'none' : 'loading'}</output>
      <button type="button" onClick={() => void toggle(nodeId)}>
        toggle
      </button>
    </>
  );
}

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

let clock = 1_000_000;
/** Moves the clock the throttle reads past its window, so every test starts unthrottled. */
function pastThrottle() {
  clock += FAVOURITE_THROTTLE_MS * 10;
}

describe('favourites (spec section 4)', () => {
  beforeEach(() => {
    pastThrottle();
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    useSessionStore.getState().begin('tok', {
      userName: 'player01',
      isAgent: false,
      isTrial: false,
      mustChangePassword: false,
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
    useModalStore.getState().closeAll();
    useToastStore.setState({ toasts: [] });
  });

  it('adds the id locally before the call answers, then keeps the server list', async () => {
    const answer = deferred<{ value: number[] }>();
    const api = mockApi({
      'GET /wps/member/favorites/ids': () => ({ value: [3] }),
      'POST /wps/member/favorites': () => answer.promise,
    });
    renderWithApp(<Probe nodeId={7} />);
    await waitFor(() => expect(screen.getByTestId('ids')).toHaveTextContent('3'));
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    await waitFor(() => expect(screen.getByTestId('ids')).toHaveTextContent('3,7'));
    expect(api.calls('POST /wps/member/favorites')[0]?.body).toEqual({ nodeId: 7 });
    await act(async () => answer.resolve({ value: [7, 3] }));
    await waitFor(() => expect(screen.getByTestId('ids')).toHaveTextContent('7,3'));
  });

  it('removes the id locally at once and sends DELETE with the nodeId', async () => {
    const answer = deferred<{ value: number[] }>();
    const api = mockApi({
      'GET /wps/member/favorites/ids': () => ({ value: [3, 7] }),
      'DELETE /wps/member/favorites': () => answer.promise,
    });
    renderWithApp(<Probe nodeId={7} />);
    await waitFor(() => expect(screen.getByTestId('ids')).toHaveTextContent('3,7'));
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    await waitFor(() => expect(screen.getByTestId('ids')).toHaveTextContent(/^3$/));
    expect(api.calls('DELETE /wps/member/favorites')[0]?.body).toEqual({ nodeId: 7 });
    await act(async () => answer.resolve({ value: [3] }));
  });

  it('rolls the change back with a toast when the call fails', async () => {
    const answer = deferred<{ code: string; status: number }>();
    mockApi({
      'GET /wps/member/favorites/ids': () => ({ value: [3] }),
      'POST /wps/member/favorites': () => answer.promise,
    });
    renderWithApp(<Probe nodeId={7} />);
    await waitFor(() => expect(screen.getByTestId('ids')).toHaveTextContent('3'));
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    await waitFor(() => expect(screen.getByTestId('ids')).toHaveTextContent('3,7'));
    await act(async () => answer.resolve({ code: 'GAME_NOT_FOUND', status: 404 }));
    await waitFor(() => expect(screen.getByTestId('ids')).toHaveTextContent(/^3$/));
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({ messageKey: 'games.favouriteFailed', tone: 'error' }),
    ]);
  });

  it('lets one toggle a second through (throttle), then the next after a second', async () => {
    const api = mockApi({
      'GET /wps/member/favorites/ids': () => ({ value: [] }),
      'POST /wps/member/favorites': () => ({ value: [7] }),
      'DELETE /wps/member/favorites': () => ({ value: [] }),
    });
    renderWithApp(<Probe nodeId={7} />);
    await waitFor(() => expect(screen.getByTestId('ids')).toHaveTextContent('none'));
    const button = screen.getByRole('button', { name: 'toggle' });
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('ids')).toHaveTextContent('7'));
    clock += FAVOURITE_THROTTLE_MS - 1;
    await userEvent.click(button);
    expect(api.calls('DELETE /wps/member/favorites')).toHaveLength(0);
    expect(screen.getByTestId('ids')).toHaveTextContent('7');
    clock += 1;
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('ids')).toHaveTextContent('none'));
    expect(api.calls('POST /wps/member/favorites')).toHaveLength(1);
    expect(api.calls('DELETE /wps/member/favorites')).toHaveLength(1);
  });

  it('opens the login popup instead when logged out, without a call', async () => {
    useSessionStore.getState().clear();
    const api = mockApi({});
    renderWithApp(<Probe nodeId={7} />);
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(useModalStore.getState().stack.map((m) => m.name)).toEqual(['login']);
    expect(api.seen).toHaveLength(0);
  });
});

describe('favourite helpers', () => {
  it('withFavourite adds once and removes, never changing its input', () => {
    const ids = [1, 2];
    expect(withFavourite(ids, 3, true)).toEqual([1, 2, 3]);
    expect(withFavourite(ids, 2, true)).toEqual([1, 2]);
    expect(withFavourite(ids, 1, false)).toEqual([2]);
    expect(ids).toEqual([1, 2]);
  });

  it('createThrottle lets one call through per window', () => {
    let now = 0;
    const tryRun = createThrottle(1000, () => now);
    expect(tryRun()).toBe(true);
    now = 999;
    expect(tryRun()).toBe(false);
    now = 1000;
    expect(tryRun()).toBe(true);
  });
});
