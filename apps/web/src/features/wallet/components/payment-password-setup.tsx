import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useSetPaymentPassword } from '../api/set-payment-password.ts';
import {
  isPaymentPassword,
  PaymentPasswordField,
} from '../../../components/ui/payment-password-field.tsx';
import styles from './wallet.module.css';

const SET_TEXT = {
  withdraw: 'wallet.paymentPassword.setTextWithdraw',
  transfer: 'wallet.paymentPassword.setTextTransfer',
  points: 'wallet.paymentPassword.setTextPoints',
} as const;

/**
 * Sets the 6-digit payment password; the login password proves it is the member. `onSaved` lets
 * a page outside the wallet refetch what said the password was missing.
 */
export function PaymentPasswordSetup({
  context,
  onSaved,
}: {
  context: keyof typeof SET_TEXT;
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const save = useSetPaymentPassword();
  const [loginPassword, setLoginPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [isSubmitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const errors = {
    loginPassword: loginPassword ? null : t('wallet.paymentPassword.loginRequired'),
    password: isPaymentPassword(password) ? null : t('wallet.paymentPassword.invalid'),
    confirm: confirm === password ? null : t('wallet.paymentPassword.mismatch'),
  };
  const show = (error: string | null) => (isSubmitted ? error : null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (errors.loginPassword || errors.password || errors.confirm) return;
    save.mutate(
      { loginPassword, newPaymentPassword: password },
      { onSuccess: onSaved, onError: (error) => setFormError(errorText(error, t)) },
    );
  }

  return (
    <section className={styles.section} aria-labelledby="payment-password-title">
      <h2 id="payment-password-title" className={styles.sectionTitle}>
        <Icon name="lock" />
        {t('wallet.paymentPassword.setTitle')}
      </h2>
      <p className={styles.hint}>{t(SET_TEXT[context])}</p>
      <form
        className={styles.form}
        onSubmit={handleSubmit}
        noValidate
        data-testid="pay-password-form"
      >
        <div className={styles.grid}>
          <TextField
            label={t('wallet.paymentPassword.loginPassword')}
            type="password"
            value={loginPassword}
            onValueChange={setLoginPassword}
            autoComplete="current-password"
            icon="key"
            error={show(errors.loginPassword)}
            isRequired
            testId="pay-password-login"
          />
          <PaymentPasswordField
            label={t('wallet.paymentPassword.newPassword')}
            value={password}
            onValueChange={setPassword}
            error={show(errors.password)}
            autoComplete="new-password"
            testId="pay-password-new"
          />
          <PaymentPasswordField
            label={t('wallet.paymentPassword.confirm')}
            value={confirm}
            onValueChange={setConfirm}
            error={show(errors.confirm)}
            autoComplete="new-password"
            testId="pay-password-confirm"
          />
        </div>
        {formError && <Notice tone="danger">{formError}</Notice>}
        <Button
          type="submit"
          size="lg"
          className={styles.submit}
          disabled={save.isPending}
          data-testid="pay-password-submit"
        >
          {save.isPending ? t('form.submitting') : t('wallet.paymentPassword.submit')}
        </Button>
      </form>
    </section>
  );
}
