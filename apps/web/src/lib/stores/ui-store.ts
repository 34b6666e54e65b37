import { create } from 'zustand';
import { readStorage, writeStorage } from '../storage.ts';

const COLLAPSED_KEY = 'sideMenuCollapsed';

interface UiState {
  /** Desktop: side menu shrunk to an icon rail. Remembered per browser. */
  isSideMenuCollapsed: boolean;
  /** Phones and tablets: the off-canvas drawer. */
  isDrawerOpen: boolean;
  toggleSideMenu: () => void;
  setDrawerOpen: (open: boolean) => void;
}

export const useUiStore = create<UiState>()((set, get) => ({
  isSideMenuCollapsed: readStorage('local', COLLAPSED_KEY) === '1',
  isDrawerOpen: false,
  toggleSideMenu: () => {
    const next = !get().isSideMenuCollapsed;
    writeStorage('local', COLLAPSED_KEY, next ? '1' : '0');
    set({ isSideMenuCollapsed: next });
  },
  setDrawerOpen: (open) => set({ isDrawerOpen: open }),
}));
