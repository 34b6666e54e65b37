import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { useGameOverlayStore } from '../overlay-store.ts';
import { GameOverlayHost } from './overlay-host.tsx';

const game = {
  kind: 'game' as const,
  url: 'http://vendor.test/play/1',
  gameName: 'Lotus Lantern',
  mode: 'REAL' as const,
  nodeId: 1,
};

describe('GameOverlayHost: closing a game', () => {
  afterEach(() => {
    useGameOverlayStore.setState({ overlay: null });
    vi.unstubAllGlobals();
  });

  it('recalls a transfer-wallet vendor’s money before the balance refresh', async () => {
    const api = mockApi({
      'POST /wps/relay/GCS_walletTransfer': () => ({
        value: { recalled: '12.00', balance: '12.00' },
      }),
    });
    const closed = vi.fn();
    useGameOverlayStore.setState({ overlay: { ...game, recallVendor: 'PG' } });
    render(<GameOverlayHost customerServiceUrl={undefined} onGameClosed={closed} />);
    fireEvent.click(await screen.findByTestId('game-overlay-close'));
    await waitFor(() => expect(closed).toHaveBeenCalledTimes(1));
    expect(api.calls('POST /wps/relay/GCS_walletTransfer')[0]?.body).toEqual({ vendor: 'PG' });
    expect(useGameOverlayStore.getState().overlay).toBeNull();
  });

  it('only refreshes the balance for a seamless vendor', async () => {
    const api = mockApi({});
    const closed = vi.fn();
    useGameOverlayStore.setState({ overlay: game });
    render(<GameOverlayHost customerServiceUrl={undefined} onGameClosed={closed} />);
    fireEvent.click(await screen.findByTestId('game-overlay-close'));
    expect(closed).toHaveBeenCalledTimes(1);
    expect(api.seen).toHaveLength(0);
  });
});
