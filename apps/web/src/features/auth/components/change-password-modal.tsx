import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../../lib/router/index.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { errorKey } from '../../../lib/api-error.ts';
import { useModalStore } from '../../../lib/stores/modal-store.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';
import { showToast } from '../../../lib/stores/toast-store.ts';
import { useChangePassword } from '../api/change-password.ts';
import { FormError } from './form-error.tsx';
import styles from './auth-forms.module.css';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

interface ChangePasswordModalProps {
  onOpenChange: (open: boolean) => void;
  /** Opens the logout confirmation: the only way out of a forced change. */
  onLogout: () => void;
}

/**
 * Change password. When the server forces a change (first login, expiry, weak default) the
 * popup has no close button and ignores Escape; logging out is the only other way out.
 */
export function ChangePasswordModal({ onOpenChange, onLogout }: ChangePasswordModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isForced = useSessionStore((s) => s.mustChangePassword);
  const isAgent = useSessionStore((s) => s.isAgent);
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const change = useChangePassword();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const next: Partial<Record<Field, string>> = {};
    if (!values.oldPassword) next.oldPassword = t('form.required');
    if (!values.newPassword) next.newPassword = t('form.enterNewPassword');
    if (!values.confirmNewPassword) next.confirmNewPassword = t('form.required');
    else if (values.confirmNewPassword !== values.newPassword) {
      next.confirmNewPassword = t('form.passwordMismatch');
    }
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length > 0) return;
    try {
      await change.mutateAsync(values);
      useSessionStore.getState().setMustChangePassword(false);
      await queryClient.invalidateQueries({ queryKey: ['member'] });
      useModalStore.getState().closeAll();
      showToast('auth.changePassword.done', 'success');
      await navigate(isAgent ? paths.agentHome : paths.home);
    } catch (error) {
      setFormError(t(errorKey(error)));
    }
  }

  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      value={values[name]}
      onValueChange={(v) => setValues((s) => ({ ...s, [name]: v }))}
      error={errors[name]}
      icon="lock"
      autoComplete={autoComplete}
      isRequired
      maxLength={128}
      testId={`change-${name}`}
    />
  );

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      isDismissible={!isForced}
      title={t('modal.titles.changePassword')}
      size="sm"
      testId="modal-changePassword"
    >
      <form
        className={`${styles.form} ${styles.padded}`}
        onSubmit={(e) => void handleSubmit(e)}
        noValidate
      >
        {isForced && (
          <p className={styles.formError} role="status" data-testid="forced-notice">
            {t('auth.changePassword.forced')}
          </p>
        )}
        {field('oldPassword', t('auth.changePassword.old'), 'current-password')}
        {field('newPassword', t('form.newPassword'), 'new-password')}
        {field('confirmNewPassword', t('form.confirmPassword'), 'new-password')}
        <FormError message={formError} />
        <Button
          type="submit"
          size="lg"
          className={styles.submit}
          disabled={change.isPending}
          data-testid="change-submit"
        >
          {change.isPending ? t('form.submitting') : t('auth.changePassword.submit')}
        </Button>
        {isForced && (
          <button
            type="button"
            className={styles.link}
            onClick={onLogout}
            data-testid="forced-logout"
          >
            {t('account.logout')}
          </button>
        )}
      </form>
    </Modal>
  );
}
