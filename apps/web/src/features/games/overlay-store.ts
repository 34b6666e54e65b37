import { create } from 'zustand';
import type { CategoryCode, GameMode } from '@portal/contracts/games';

/** What the game overlay shows: a running game, the maintenance panel or a vendor's games. */
export type GameOverlay =
  | {
      kind: 'game';
      url: string;
      gameName: string;
      mode: GameMode;
      nodeId: number;
      /** A transfer-wallet vendor holding the member's money while they play: recalled on close. */
      recallVendor?: string;
    }
  | { kind: 'maintenance'; nodeId: number; gameName: string; endsAt: string | null }
  | { kind: 'vendorGames'; vendor: string; gameType: CategoryCode; title: string };

interface GameOverlayState {
  overlay: GameOverlay | null;
  /** The game whose launch call is under way (its Play button shows it). */
  launchingId: number | null;
  open: (overlay: GameOverlay) => void;
  close: () => void;
  setLaunching: (nodeId: number | null) => void;
}

/** Kept in the entry chunk (the layout reads it); the overlay itself loads on first use. */
export const useGameOverlayStore = create<GameOverlayState>()((set) => ({
  overlay: null,
  launchingId: null,
  open: (overlay) => set({ overlay }),
  close: () => set({ overlay: null }),
  setLaunching: (launchingId) => set({ launchingId }),
}));
