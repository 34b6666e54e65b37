import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AlertDialog } from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorKey } from '../../../lib/api-error.ts';
import { useForgotByEmail } from '../api/forgot-by-email.ts';
import { useForgotByPhone } from '../api/forgot-by-phone.ts';
import { useRegisterSettings } from '../api/get-register-settings.ts';
import { sendSmsCode } from '../api/send-sms-code.ts';
import { DEFAULT_DIALING_CODE, type AuthOptions } from '../auth-options.ts';
import { useFinishLogin } from '../use-finish-login.ts';
import { CODE_RE, MOBILE_RE } from '../validation.ts';
import { AuthFrame } from './auth-frame.tsx';
import { FormError } from './form-error.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { SendCodeButton } from './send-code-button.tsx';
import styles from './auth-forms.module.css';

type Method = 'email' | 'mobile';
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface ForgotModalProps {
  onOpenChange: (open: boolean) => void;
  onBackToLogin: () => void;
  options: Pick<AuthOptions, 'forgotEmail' | 'forgotMobile'>;
}

function EmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ username?: string; email?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSent, setSent] = useState(false);
  const forgot = useForgotByEmail();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (forgot.isPending) return;
    const next: typeof errors = {};
    if (!username.trim()) next.username = t('form.required');
    if (!EMAIL_RE.test(email.trim())) next.email = t('form.invalidEmail');
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length > 0) return;
    try {
      await forgot.mutateAsync({ username: username.trim(), email: email.trim() });
      setSent(true);
    } catch (error) {
      setFormError(t(errorKey(error)));
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void handleSubmit(e)}
      noValidate
      data-testid="forgot-email-form"
    >
      <p className={styles.lead}>{t('auth.forgot.emailLead')}</p>
      <TextField
        label={t('form.username')}
        value={username}
        onValueChange={setUsername}
        error={errors.username}
        icon="user"
        autoComplete="username"
        isRequired
        maxLength={64}
        testId="forgot-username"
      />
      <TextField
        label={t('auth.fields.email')}
        type="email"
        value={email}
        onValueChange={setEmail}
        error={errors.email}
        inputMode="email"
        autoComplete="email"
        isRequired
        maxLength={254}
        testId="forgot-email"
      />
      <FormError message={formError} />
      <Button type="submit" size="lg" className={styles.submit} disabled={forgot.isPending}>
        {forgot.isPending ? t('form.submitting') : t('auth.forgot.sendLink')}
      </Button>
      {isSent && (
        <AlertDialog
          title={t('auth.forgot.sentTitle')}
          message={t('auth.forgot.inBeenOut')}
          illustration="gift"
          onConfirm={onDone}
          testId="forgot-sent"
        />
      )}
    </form>
  );
}

function PhoneForm({ dialingCode }: { dialingCode: string }) {
  const { t } = useTranslation();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const forgot = useForgotByPhone();
  const finishLogin = useFinishLogin();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (forgot.isPending) return;
    const next: Record<string, string | undefined> = {
      mobile: MOBILE_RE.test(mobile.trim()) ? undefined : t('form.invalidMobile'),
      code: CODE_RE.test(code.trim()) ? undefined : t('form.invalidCode'),
      password: password ? undefined : t('form.enterNewPassword'),
      confirm: !confirm
        ? t('form.required')
        : confirm === password
          ? undefined
          : t('form.passwordMismatch'),
    };
    setErrors(next);
    setFormError(null);
    if (Object.values(next).some(Boolean)) return;
    try {
      const result = await forgot.mutateAsync({
        mobileNum: mobile.trim(),
        countryDialingCode: dialingCode,
        verificationCode: code.trim(),
        newPassword: password,
      });
      await finishLogin(result);
    } catch (error) {
      setFormError(t(errorKey(error)));
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void handleSubmit(e)}
      noValidate
      data-testid="forgot-phone-form"
    >
      <TextField
        label={t('form.mobile')}
        value={mobile}
        onValueChange={setMobile}
        error={errors.mobile}
        prefix={`+${dialingCode}`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t('form.mobilePlaceholder')}
        isRequired
        testId="forgot-mobile"
      />
      <TextField
        label={t('form.verificationCode')}
        value={code}
        onValueChange={setCode}
        error={errors.code}
        icon="shield"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        placeholder={t('form.codePlaceholder')}
        isRequired
        testId="forgot-code"
        trailing={
          <SendCodeButton
            adjustForDelay
            canSend={() => {
              const isValid = MOBILE_RE.test(mobile.trim());
              setErrors((e) => ({ ...e, mobile: isValid ? undefined : t('form.invalidMobile') }));
              return isValid;
            }}
            onSend={() =>
              sendSmsCode({
                mobileNum: mobile.trim(),
                countryDialingCode: dialingCode,
                purpose: 'forgot',
              })
            }
          />
        }
      />
      <NewPasswordFields
        password={password}
        confirm={confirm}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
        errors={errors}
        testIdPrefix="forgot"
      />
      <FormError message={formError} />
      <Button type="submit" size="lg" className={styles.submit} disabled={forgot.isPending}>
        {forgot.isPending ? t('form.submitting') : t('auth.forgot.reset')}
      </Button>
    </form>
  );
}

/** Forgot password: by e-mail (reset link) or by phone (sms code, then auto-login). */
export function ForgotModal({ onOpenChange, onBackToLogin, options }: ForgotModalProps) {
  const { t } = useTranslation();
  const settings = useRegisterSettings();
  const methods: Method[] = [
    ...(options.forgotEmail ? (['email'] as const) : []),
    ...(options.forgotMobile ? (['mobile'] as const) : []),
  ];
  // Neither flag set: fall back to the e-mail method rather than a dead end.
  if (methods.length === 0) methods.push('email');
  const [chosen, setChosen] = useState<Method>(methods[0] ?? 'email');
  const tab = methods.includes(chosen) ? chosen : (methods[0] ?? 'email');

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={t('modal.titles.forgot')}
      size="sm"
      testId="modal-forgot"
    >
      <AuthFrame
        bannerGroup="w_forget"
        idBase="forgot"
        bannerTitle={t('auth.forgot.title')}
        bannerText={t('auth.forgot.text')}
        tabsLabel={t('auth.forgot.methods')}
        tabs={methods.map((id) => ({ id, label: t(`auth.forgot.tab.${id}`) }))}
        tab={tab}
        onTabChange={setChosen}
        footer={
          <p className={styles.switch}>
            <button type="button" className={styles.link} onClick={onBackToLogin}>
              {t('auth.forgot.backToLogin')}
            </button>
          </p>
        }
      >
        {tab === 'email' ? (
          <EmailForm onDone={() => onOpenChange(false)} />
        ) : (
          <PhoneForm dialingCode={settings.data?.countryDialingCode ?? DEFAULT_DIALING_CODE} />
        )}
      </AuthFrame>
    </Modal>
  );
}
