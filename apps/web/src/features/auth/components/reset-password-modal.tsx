import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AlertDialog } from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorKey } from '../../../lib/api-error.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { FormError } from './form-error.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import styles from './auth-forms.module.css';

interface ResetPasswordModalProps {
  token: string;
  onOpenChange: (open: boolean) => void;
  /** After success: the user logs in with the new password. */
  onDone: () => void;
}

/** /resetPassword#token=…: the e-mailed link's new-password form. */
export function ResetPasswordModal({ token, onOpenChange, onDone }: ResetPasswordModalProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [formError, setFormError] = useState<string | null>(
    token ? null : t('errors.AUTH_RESET_INVALID'),
  );
  const [isDone, setDone] = useState(false);
  const reset = useResetPassword();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reset.isPending) return;
    const next: typeof errors = {};
    if (!password) next.password = t('form.enterNewPassword');
    if (!confirm) next.confirm = t('form.required');
    else if (confirm !== password) next.confirm = t('form.passwordMismatch');
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length > 0) return;
    try {
      await reset.mutateAsync({ token, newPassword: password, confirmNewPassword: confirm });
      setDone(true);
    } catch (error) {
      setFormError(t(errorKey(error)));
    }
  }

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={t('modal.titles.resetPassword')}
      size="sm"
      testId="modal-resetPassword"
    >
      <form
        className={`${styles.form} ${styles.padded}`}
        onSubmit={(e) => void handleSubmit(e)}
        noValidate
      >
        <p className={styles.lead}>{t('auth.reset.lead')}</p>
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
          errors={errors}
          testIdPrefix="reset"
        />
        <FormError message={formError} />
        <Button
          type="submit"
          size="lg"
          className={styles.submit}
          disabled={reset.isPending || !token}
        >
          {reset.isPending ? t('form.submitting') : t('auth.reset.submit')}
        </Button>
      </form>
      {isDone && (
        <AlertDialog
          title={t('auth.reset.doneTitle')}
          message={t('auth.reset.done')}
          illustration="shield"
          confirmLabel={t('header.login')}
          onConfirm={onDone}
          testId="reset-done"
        />
      )}
    </Modal>
  );
}
