import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { VerificationChallenge } from '@portal/contracts/auth';
import { Button } from '../../../components/ui/button.tsx';
import { CaptchaField } from '../../../components/ui/captcha-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { asksForCaptcha, errorKey } from '../../../lib/api-error.ts';
import { useBotCheck } from '../../../lib/use-bot-check.ts';
import { useCaptcha } from '../../../lib/use-captcha.ts';
import { useLogin } from '../api/login.ts';
import { sendSmsCode } from '../api/send-sms-code.ts';
import { forgetUsername, readRememberedUsername, rememberUsername } from '../remember-me.ts';
import { useFinishLogin } from '../use-finish-login.ts';
import { CODE_RE, MOBILE_RE } from '../validation.ts';
import { BotCheckProgress } from './bot-check-progress.tsx';
import { FormError } from './form-error.tsx';
import { SendCodeButton } from './send-code-button.tsx';
import styles from './auth-forms.module.css';

type Phase = 'idle' | 'verifying' | 'submitting';
type Field = 'username' | 'password' | 'captcha';

interface LoginFormProps {
  type: 'username' | 'sms';
  dialingCode: string;
  onVerification: (challenge: VerificationChallenge, loginType: 'username' | 'sms') => void;
  onForgot: () => void;
}

/** Username/password or mobile/sms-code login with remember-me and an on-demand captcha. */
export function LoginForm({ type, dialingCode, onVerification, onForgot }: LoginFormProps) {
  const { t } = useTranslation();
  const isSms = type === 'sms';
  const [remembered] = useState(() => (isSms ? null : readRememberedUsername()));
  const [username, setUsername] = useState(remembered ?? '');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [isRemembered, setRemembered] = useState(remembered !== null);
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const captchaState = useCaptcha(needsCaptcha);
  // Solving starts as the form opens; an sms login needs no bot check.
  const botCheck = useBotCheck(!isSms);
  const loginMutation = useLogin();
  const finishLogin = useFinishLogin();

  function validate(): boolean {
    const next: Partial<Record<Field, string>> = {};
    const user = username.trim();
    if (isSms) {
      if (!MOBILE_RE.test(user)) next.username = t('form.invalidMobile');
      if (!CODE_RE.test(password.trim())) next.password = t('form.invalidCode');
    } else if (!user || !password) {
      const message = t('form.enterUsernamePassword');
      if (!user) next.username = message;
      if (!password) next.password = message;
    }
    if (needsCaptcha && !captcha.trim()) next.captcha = t('form.enterCaptcha');
    setErrors(next);
    return Object.keys(next).length === 0;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase !== 'idle') return;
    setFormError(null);
    if (!validate()) return;
    const user = username.trim();
    try {
      let botcheck: string | undefined;
      if (!isSms) {
        setPhase('verifying');
        botcheck = await botCheck.take();
      }
      setPhase('submitting');
      const result = await loginMutation.mutateAsync({
        username: user,
        password: isSms ? password.trim() : password,
        type,
        ...(isSms ? { countryDialingCode: dialingCode } : {}),
        ...(needsCaptcha ? { captcha: captcha.trim(), captchaKey: captchaState.captchaKey } : {}),
        ...(botcheck ? { botcheck } : {}),
      });
      if (!isSms) {
        if (isRemembered) rememberUsername(user);
        else forgetUsername();
      }
      if (result.verification && !result.token) {
        onVerification(result.verification, type);
        return;
      }
      await finishLogin(result, { loginType: type });
    } catch (error) {
      setFormError(t(errorKey(error)));
      if (asksForCaptcha(error)) setNeedsCaptcha(true);
      // A captcha is single-use: every failed attempt gets a new one.
      if (needsCaptcha) captchaState.refresh(true);
      setCaptcha('');
      setPhase('idle');
    }
  }

  const busyLabel = phase === 'verifying' ? t('form.verifying') : t('form.submitting');

  return (
    <form className={styles.form} onSubmit={(e) => void handleSubmit(e)} noValidate>
      {isSms ? (
        <TextField
          label={t('form.mobile')}
          value={username}
          onValueChange={setUsername}
          error={errors.username}
          prefix={`+${dialingCode}`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t('form.mobilePlaceholder')}
          isRequired
          testId="login-mobile"
        />
      ) : (
        <TextField
          label={t('form.username')}
          value={username}
          onValueChange={setUsername}
          error={errors.username}
          icon="user"
          autoComplete="username"
          placeholder={t('form.usernamePlaceholder')}
          isRequired
          maxLength={64}
          testId="login-username"
        />
      )}
      {isSms ? (
        <TextField
          label={t('form.smsCode')}
          value={password}
          onValueChange={setPassword}
          error={errors.password}
          icon="shield"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={t('form.codePlaceholder')}
          isRequired
          maxLength={8}
          testId="login-code"
          trailing={
            <SendCodeButton
              canSend={() => {
                const isValid = MOBILE_RE.test(username.trim());
                setErrors((e) => ({
                  ...e,
                  username: isValid ? undefined : t('form.invalidMobile'),
                }));
                return isValid;
              }}
              onSend={() =>
                sendSmsCode({
                  mobileNum: username.trim(),
                  countryDialingCode: dialingCode,
                  purpose: 'login',
                })
              }
            />
          }
        />
      ) : (
        <TextField
          label={t('form.password')}
          type="password"
          value={password}
          onValueChange={setPassword}
          error={errors.password}
          icon="lock"
          autoComplete="current-password"
          placeholder={t('form.passwordPlaceholder')}
          isRequired
          maxLength={128}
          testId="login-password"
        />
      )}
      {needsCaptcha && (
        <CaptchaField
          value={captcha}
          onValueChange={setCaptcha}
          image={captchaState.image}
          isLoading={captchaState.isLoading}
          onRefresh={() => captchaState.refresh()}
          error={errors.captcha}
        />
      )}
      <div className={styles.row}>
        {!isSms && (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={isRemembered}
              onChange={(e) => setRemembered(e.target.checked)}
              data-testid="remember-me"
            />
            {t('auth.rememberMe')}
          </label>
        )}
        <button type="button" className={styles.link} onClick={onForgot} data-testid="forgot-link">
          {t('auth.forgotPassword')}
        </button>
      </div>
      <FormError message={formError} />
      <Button
        type="submit"
        size="lg"
        className={styles.submit}
        disabled={phase !== 'idle'}
        aria-busy={phase !== 'idle'}
        data-testid="login-submit"
      >
        {phase === 'idle' ? t('auth.loginSubmit') : busyLabel}
      </Button>
      {phase === 'verifying' && <BotCheckProgress value={botCheck.progress} />}
    </form>
  );
}
