import { useCallback } from 'react';
import { useModalStore } from './stores/modal-store.ts';
import { useSessionStore } from './stores/session-store.ts';

/**
 * Spec: trial accounts cannot open member-centre or account popups. Returns `guard()`, which
 * shows the in_need_true_account dialog and answers false for a trial account.
 */
export function useRequireRealAccount(): () => boolean {
  const isTrial = useSessionStore((s) => s.isTrial);
  const openModal = useModalStore((s) => s.openModal);
  return useCallback(() => {
    if (!isTrial) return true;
    openModal('trial');
    return false;
  }, [isTrial, openModal]);
}
