import { create } from 'zustand';

/** Every popup the spec names; later issues fill in the ones that are placeholders today. */
export const MODAL_NAMES = [
  'login',
  'register',
  'help',
  'forgot',
  'changePassword',
  'announcement',
  'notice',
  'feedback',
  'resetPassword',
  'logout',
  'trial',
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

export interface ModalEntry {
  name: ModalName;
  params: Record<string, string>;
}

interface ModalState {
  stack: ModalEntry[];
  openModal: (name: ModalName, params?: Record<string, string>) => void;
  closeModal: (name: ModalName) => void;
  closeAll: () => void;
}

export const useModalStore = create<ModalState>()((set) => ({
  stack: [],
  // Opening a modal that is already open brings it to the top with the new params.
  openModal: (name, params = {}) =>
    set((s) => ({ stack: [...s.stack.filter((m) => m.name !== name), { name, params }] })),
  closeModal: (name) => set((s) => ({ stack: s.stack.filter((m) => m.name !== name) })),
  closeAll: () => set({ stack: [] }),
}));

/** Imperative entry point for code outside React (e.g. route loaders, api handlers). */
export function openModal(name: ModalName, params?: Record<string, string>): void {
  useModalStore.getState().openModal(name, params);
}
