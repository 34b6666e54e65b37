import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeGame } from '../../features/games/testing.ts';
import { useLanguageStore } from '../../lib/stores/language-store.ts';
import { useModalStore } from '../../lib/stores/modal-store.ts';
import { mockApi } from '../../testing/mock-api.ts';
import { renderWithApp } from '../../testing/render.tsx';
import { HeaderNav } from './header-nav.tsx';

const vendor = (code: string) => ({
  vassalage: code,
  name: `${code} Vendor`,
  logoUrl: `/lgw/art/vendors/${code}.svg`,
  categories: [],
  wallet: 'SEAMLESS',
  maintenance: false,
  maintenanceEnd: null,
  gameCount: 5,
  sort: 1,
});

const category = (code: string, vendors: string[], gameCount = 5) => ({
  code,
  name: code,
  vendors: vendors.map(vendor),
  gameCount,
  games: Array.from({ length: Math.min(gameCount, 20) }, (_, i) =>
    makeGame({ nodeId: i + 1, gameName: `${code} game ${i + 1}`, gameType: code as 'RNG' }),
  ),
});

const MENUS = {
  categories: [
    category('SPORTS', ['KSB', 'BNS']),
    category('LIVE', ['VHL'], 8),
    category('RNG', ['PG'], 40),
    category('COCKFIGHT', []),
  ],
};

function links() {
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);
}

describe('HeaderNav', () => {
  beforeEach(() => useLanguageStore.getState().setLanguage('EN'));
  afterEach(() => {
    vi.unstubAllGlobals();
    useLanguageStore.getState().setLanguage('BN');
    useModalStore.getState().closeAll();
  });

  it('lists home, the categories that have a vendor, then promotions', async () => {
    mockApi({ 'GET /lgw/games/game_menus': () => ({ value: MENUS }) });
    renderWithApp(<HeaderNav />);
    await waitFor(() =>
      expect(links()).toEqual(['Home', 'Sports', 'Live Casino', 'Slots', 'Promotions']),
    );
  });

  it('launches the single vendor of a category instead of opening its page', async () => {
    mockApi({ 'GET /lgw/games/game_menus': () => ({ value: MENUS }) });
    const { router } = renderWithApp(<HeaderNav />);
    await waitFor(() => expect(links()).toContain('Live Casino'));
    await userEvent.click(screen.getByRole('link', { name: 'Live Casino' }));
    // Logged out, the launch stops at the login popup.
    await waitFor(() =>
      expect(useModalStore.getState().stack.map((m) => m.name)).toEqual(['login']),
    );
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the page of a category with more than one vendor, or of RNG', async () => {
    mockApi({ 'GET /lgw/games/game_menus': () => ({ value: MENUS }) });
    const { router } = renderWithApp(<HeaderNav />);
    await waitFor(() => expect(links()).toContain('Sports'));
    await userEvent.click(screen.getByRole('link', { name: 'Sports' }));
    expect(router.state.location.pathname).toBe('/sports');
    await userEvent.click(screen.getByRole('link', { name: 'Slots' }));
    expect(router.state.location.pathname).toBe('/rng');
    expect(useModalStore.getState().stack).toEqual([]);
  });

  it('has a vendor dropdown per category, large above 10 games', async () => {
    mockApi({ 'GET /lgw/games/game_menus': () => ({ value: MENUS }) });
    renderWithApp(<HeaderNav />);
    const live = await screen.findByRole('button', { name: 'Live Casino providers' });
    await userEvent.click(live);
    const small = await screen.findByTestId('nav-dropdown');
    expect(live).toHaveAttribute('aria-expanded', 'true');
    expect(small).toHaveAttribute('data-layout', 'small');
    expect(within(small).getByText('VHL Vendor')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('nav-dropdown')).toBeNull());
    expect(live).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Slots providers' }));
    const large = await screen.findByTestId('nav-dropdown');
    expect(large).toHaveAttribute('data-layout', 'large');
    expect(within(large).getAllByRole('button', { name: /^Play RNG game/ })).toHaveLength(20);
  });
});
