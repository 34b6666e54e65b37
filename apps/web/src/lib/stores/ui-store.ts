import { create } from 'zustand';
import { readStorage, writeStorage } from '../storage.ts';

const COLLAPSED_KEY = 'sideMenuCollapsed';
const HIDE_BALANCE_KEY = 'hideBalance';

interface UiState {
  /** Desktop: side menu shrunk to an icon rail. Remembered per browser. */
  isSideMenuCollapsed: boolean;
  /** Phones and tablets: the off-canvas drawer. */
  isDrawerOpen: boolean;
  /** Header balance shown as stars; remembered per browser. */
  isBalanceHidden: boolean;
  toggleSideMenu: () => void;
  toggleBalance: () => void;
  setDrawerOpen: (open: boolean) => void;
}

export const useUiStore = create<UiState>()((set, get) => ({
  isSideMenuCollapsed: readStorage('local', COLLAPSED_KEY) === '1',
  isDrawerOpen: false,
  isBalanceHidden: readStorage('local', HIDE_BALANCE_KEY) === '1',
  toggleSideMenu: () => {
    const next = !get().isSideMenuCollapsed;
    writeStorage('local', COLLAPSED_KEY, next ? '1' : '0');
    set({ isSideMenuCollapsed: next });
  },
  setDrawerOpen: (open) => set({ isDrawerOpen: open }),
  toggleBalance: () => {
    const next = !get().isBalanceHidden;
    writeStorage('local', HIDE_BALANCE_KEY, next ? '1' : '0');
    set({ isBalanceHidden: next });
  },
}));
