import { screen, waitFor } from '@testing-library/react';
import type { Claimable } from '@portal/contracts/promotions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../lib/stores/language-store.ts';
import { useSessionStore } from '../../lib/stores/session-store.ts';
import { mockApi } from '../../testing/mock-api.ts';
import { renderWithApp } from '../../testing/render.tsx';
import { SideMenuContent } from './side-menu.tsx';

const gift: Claimable = {
  promotionId: 6,
  kind: 'FIXED',
  title: 'Daily gift',
  terms: '',
  amount: '50.00',
  draw: false,
  wageringMultiple: 1,
  endsAt: null,
};

/** What the menu reads besides the claimables: answered empty. */
const chrome = {
  'GET /lgw/games/game_menus': () => ({ value: { categories: [] } }),
  'GET /wps/system/site': () => ({ value: null }),
};

describe('side menu: rewards to claim', () => {
  beforeEach(() => useLanguageStore.getState().setLanguage('EN'));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
    useLanguageStore.getState().setLanguage('BN');
  });

  it('counts a member’s rewards to claim on the reward-centre entry', async () => {
    useSessionStore.getState().begin('tok', {
      userName: 'player01',
      isAgent: false,
      isTrial: false,
      mustChangePassword: false,
    });
    mockApi({ ...chrome, 'GET /wps/loyalty/claimable': () => ({ value: [gift, gift] }) });
    renderWithApp(<SideMenuContent isCollapsed={false} />);
    expect(await screen.findByTestId('side-menu-claimable-badge')).toHaveTextContent('2');
    expect(screen.getByTestId('side-menu-reward-center')).toHaveAccessibleName(
      /^Reward centre\s*\(2 to claim\)$/,
    );
  });

  it('asks nothing for a visitor', async () => {
    const api = mockApi({ ...chrome, 'GET /wps/loyalty/claimable': () => ({ value: [gift] }) });
    renderWithApp(<SideMenuContent isCollapsed={false} />);
    await waitFor(() => expect(screen.getByTestId('side-menu-reward-center')).toBeVisible());
    await new Promise((r) => setTimeout(r, 50));
    expect(api.calls('GET /wps/loyalty/claimable')).toHaveLength(0);
    expect(screen.queryByTestId('side-menu-claimable-badge')).toBeNull();
  });
});
