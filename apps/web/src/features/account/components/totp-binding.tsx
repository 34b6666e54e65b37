import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { QrCode } from '../../../components/ui/qr-code.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorKey } from '../../../lib/api-error.ts';
import { useConfirmTotp } from '../api/confirm-totp.ts';
import { useSetupTotp } from '../api/setup-totp.ts';
import styles from './security-centre.module.css';

/** A base32 secret in groups of four, as authenticator apps expect it typed. */
function groupSecret(secret: string): string[] {
  return secret.match(/.{1,4}/g) ?? [];
}

/**
 * Spec: the authenticator bound through the 2FA step cannot be changed or unlinked once
 * confirmed, so a bound account only sees the linked state.
 */
export function TotpBinding({ isBound }: { isBound: boolean }) {
  const { t } = useTranslation();
  const setup = useSetupTotp();
  const confirm = useConfirmTotp();
  const [code, setCode] = useState('');
  const isComplete = /^\d{6}$/.test(code);
  const failure = setup.error ?? confirm.error;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isComplete) confirm.mutate(code);
  }

  if (isBound || confirm.isSuccess) {
    return (
      <div className={styles.linked} role="status" data-testid="totp-linked">
        <Icon name="shield" size={22} />
        <div>
          <p className={styles.linkedTitle}>{t('security.totp.linked')}</p>
          <p className={styles.hint}>{t('security.totp.linkedText')}</p>
        </div>
      </div>
    );
  }

  const secret = setup.data;
  return (
    <div className={styles.totp}>
      {!secret && (
        <Button
          onClick={() => setup.mutate()}
          disabled={setup.isPending}
          className={styles.action}
          data-testid="totp-setup"
        >
          {t('security.totp.setup')}
        </Button>
      )}
      {secret && (
        <form className={styles.totpForm} onSubmit={handleSubmit} noValidate>
          <p className={styles.hint}>{t('security.totp.scan')}</p>
          <div className={styles.enroll}>
            <QrCode value={secret.otpauthUrl} label={t('security.totp.qrLabel')} testId="totp-qr" />
            <div className={styles.secretBox}>
              <p className={styles.hint} id="totp-secret-label">
                {t('security.totp.secret')}
              </p>
              <p
                className={styles.secret}
                aria-labelledby="totp-secret-label"
                data-testid="totp-secret"
                data-secret={secret.secret}
              >
                {groupSecret(secret.secret).map((group, i) => (
                  <span key={i}>{group}</span>
                ))}
              </p>
            </div>
          </div>
          <TextField
            label={t('security.totp.code')}
            value={code}
            onValueChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
            hint={t('security.totp.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            // The setup button that had focus is gone; the next step is typing the code.
            autoFocus
            maxLength={6}
            icon="lock"
            testId="totp-code"
          />
          <p className={styles.warning}>
            <Icon name="info" size={16} />
            {t('security.totp.permanent')}
          </p>
          <Button
            type="submit"
            disabled={!isComplete || confirm.isPending}
            className={styles.action}
            data-testid="totp-confirm"
          >
            {confirm.isPending ? t('form.verifying') : t('security.totp.confirm')}
          </Button>
        </form>
      )}
      {failure && (
        <p className={styles.error} role="alert" data-testid="totp-error">
          {t(errorKey(failure))}
        </p>
      )}
    </div>
  );
}
