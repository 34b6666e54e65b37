import type { TranslationKey } from '../i18n/translator.ts';
import { create } from 'zustand';

export interface Toast {
  id: number;
  /** i18n key; the toaster translates at render time so a language switch updates it. */
  messageKey: TranslationKey;
  tone: 'info' | 'error' | 'success';
}

interface ToastState {
  toasts: Toast[];
  push: (messageKey: TranslationKey, tone?: Toast['tone']) => void;
  dismiss: (id: number) => void;
}

const TOAST_MS = 4000;
let nextId = 1;

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  push: (messageKey, tone = 'info') => {
    // The same message twice in a row shows once.
    if (get().toasts.some((t) => t.messageKey === messageKey)) return;
    const id = nextId++;
    set((s) => ({ toasts: [...s.toasts, { id, messageKey, tone }] }));
    setTimeout(() => get().dismiss(id), TOAST_MS);
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

export function showToast(messageKey: TranslationKey, tone?: Toast['tone']): void {
  useToastStore.getState().push(messageKey, tone);
}
