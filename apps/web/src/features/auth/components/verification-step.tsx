import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { VerificationChallenge } from '@portal/contracts/auth';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorKey } from '../../../lib/api-error.ts';
import { sendLoginCode } from '../api/send-login-code.ts';
import { useVerifyLogin, type VerificationMethod } from '../api/verify-login.ts';
import { useFinishLogin } from '../use-finish-login.ts';
import { CODE_RE } from '../validation.ts';
import { FormError } from './form-error.tsx';
import { SendCodeButton } from './send-code-button.tsx';
import styles from './auth-forms.module.css';

interface VerificationStepProps {
  challenge: VerificationChallenge;
  loginType: 'username' | 'sms';
  onBack: () => void;
  /** An agent's login (from /agent) ends at /agentHome. */
  area?: 'member' | 'agent';
}

/** Spec "2FA login check": a login from a new IP confirms by sms, e-mail or authenticator. */
export function VerificationStep({
  challenge,
  loginType,
  onBack,
  area = 'member',
}: VerificationStepProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<VerificationMethod>(challenge.methods[0] ?? 'sms');
  const [code, setCode] = useState('');
  const [payeeName, setPayeeName] = useState('');
  const [errors, setErrors] = useState<{ code?: string; payeeName?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const verify = useVerifyLogin();
  const finishLogin = useFinishLogin();

  const target =
    method === 'sms' ? challenge.maskedMobile : method === 'email' ? challenge.maskedEmail : null;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (verify.isPending) return;
    const next: typeof errors = {};
    if (method === 'totp' ? !/^\d{6}$/.test(code.trim()) : !CODE_RE.test(code.trim())) {
      next.code = t('form.invalidCode');
    }
    if (challenge.needsPayeeName && !payeeName.trim()) next.payeeName = t('form.required');
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length > 0) return;
    try {
      const result = await verify.mutateAsync({
        ticket: challenge.ticket,
        method,
        code: code.trim(),
        ...(challenge.needsPayeeName ? { payeeName: payeeName.trim() } : {}),
        area,
      });
      await finishLogin(result, {
        loginType,
        ...(area === 'agent' ? { to: paths.agentHome } : {}),
      });
    } catch (error) {
      setFormError(t(errorKey(error)));
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void handleSubmit(e)}
      noValidate
      data-testid="verification-step"
    >
      <p className={styles.lead}>{t('auth.verify.lead')}</p>
      {challenge.methods.length > 1 && (
        <fieldset className={styles.methods}>
          <legend>{t('auth.verify.method')}</legend>
          {challenge.methods.map((m) => (
            <label key={m} className={styles.method}>
              <input
                type="radio"
                name="verify-method"
                value={m}
                checked={method === m}
                onChange={() => {
                  setMethod(m);
                  setCode('');
                }}
              />
              {t(`auth.verify.methods.${m}`)}
            </label>
          ))}
        </fieldset>
      )}
      {target && <p className={styles.lead}>{t('auth.verify.sentTo', { target })}</p>}
      <TextField
        label={method === 'totp' ? t('auth.verify.totpCode') : t('form.verificationCode')}
        value={code}
        onValueChange={setCode}
        error={errors.code}
        icon="shield"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={method === 'totp' ? 6 : 8}
        placeholder={t('form.codePlaceholder')}
        isRequired
        testId="verify-code"
        trailing={
          method === 'totp' ? undefined : (
            <SendCodeButton
              key={method}
              canSend={() => true}
              onSend={() => sendLoginCode({ ticket: challenge.ticket, method })}
            />
          )
        }
      />
      {challenge.needsPayeeName && (
        <TextField
          label={t('auth.verify.payeeName')}
          hint={t('auth.verify.payeeHint')}
          value={payeeName}
          onValueChange={setPayeeName}
          error={errors.payeeName}
          icon="user"
          autoComplete="name"
          isRequired
          maxLength={128}
          testId="verify-payee"
        />
      )}
      <FormError message={formError} />
      <Button type="submit" size="lg" className={styles.submit} disabled={verify.isPending}>
        {verify.isPending ? t('form.submitting') : t('auth.verify.submit')}
      </Button>
      <button type="button" className={styles.link} onClick={onBack}>
        {t('auth.verify.back')}
      </button>
    </form>
  );
}
