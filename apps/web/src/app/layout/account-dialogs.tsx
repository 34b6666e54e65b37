import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../lib/router/index.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { AlertDialog } from '../../components/ui/alert-dialog.tsx';
import { paths } from '../../config/paths.ts';
import { logout } from '../../lib/session/session.ts';
import { useModalStore } from '../../lib/stores/modal-store.ts';
import { useSessionStore } from '../../lib/stores/session-store.ts';

interface DialogProps {
  onOpenChange: (open: boolean) => void;
}

/** Spec: logout asks first (in_popup_prompt / in_sure_logout); agents return to /agent. */
export function LogoutDialog({ onOpenChange }: DialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isBusy, setBusy] = useState(false);

  async function handleConfirm() {
    const { isAgent } = useSessionStore.getState();
    setBusy(true);
    await logout(queryClient);
    await navigate(isAgent ? paths.agent : paths.home);
  }

  return (
    <AlertDialog
      title={t('account.prompt')}
      message={t('account.sureLogout')}
      confirmLabel={t('account.logout')}
      onConfirm={() => void handleConfirm()}
      onCancel={() => onOpenChange(false)}
      isBusy={isBusy}
      testId="logout-dialog"
    />
  );
}

/** Spec: trial accounts are refused account features (in_need_true_account, in_increase_submit). */
export function TrialDialog({ onOpenChange }: DialogProps) {
  const { t } = useTranslation();
  const openModal = useModalStore((s) => s.openModal);
  return (
    <AlertDialog
      title={t('account.prompt')}
      message={t('account.needRealAccount')}
      confirmLabel={t('account.upgradeSubmit')}
      illustration="member"
      onConfirm={() => {
        onOpenChange(false);
        openModal('register');
      }}
      onCancel={() => onOpenChange(false)}
      testId="trial-dialog"
    />
  );
}
