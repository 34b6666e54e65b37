import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from '../../../lib/router/index.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { RegisterField, RegisterRequest, RegisterSettings } from '@portal/contracts/auth';
import { AlertDialog } from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CaptchaField } from '../../../components/ui/captcha-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorKey, fieldDetails, isApiError } from '../../../lib/api-error.ts';
import { useBotCheck } from '../../../lib/use-bot-check.ts';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { useCaptcha } from '../../../lib/use-captcha.ts';
import { affiliateCodeOf } from '../affiliate-link.ts';
import { checkAffiliate } from '../api/check-affiliate.ts';
import { useRegister, type RegisterKind } from '../api/register.ts';
import { sendRegisterSms } from '../api/send-register-sms.ts';
import { FIELD_INPUTS, isFieldRequired, visibleFields } from '../register-fields.ts';
import { useFinishLogin } from '../use-finish-login.ts';
import { CODE_RE, MOBILE_RE, checkSettingField } from '../validation.ts';
import { BotCheckProgress } from './bot-check-progress.tsx';
import { FormError } from './form-error.tsx';
import { SendCodeButton } from './send-code-button.tsx';
import styles from './auth-forms.module.css';

type Phase = 'idle' | 'checking' | 'verifying' | 'submitting';
type Warning = 'terms' | 'affiliate' | null;
type Values = Record<string, string>;

interface RegisterFormProps {
  kind: RegisterKind;
  settings: RegisterSettings;
}

const NO_TRIM = new Set(['password', 'confirmPassword', 'paymentPassword']);

/** One registration tab: settings-driven fields, terms, affiliate check, bot check, submit. */
export function RegisterForm({ kind, settings }: RegisterFormProps) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const [searchParams] = useSearchParams();
  const fields = visibleFields(settings, kind);
  const hasSms = kind === 'mobile' && settings.smsVerification;
  // An agent's sign-up link fills the invitation code (when the site asks for one).
  const linkCode = fields.includes('affiliateCode') ? affiliateCodeOf(searchParams) : null;
  const [values, setValues] = useState<Values>((): Values =>
    linkCode ? { affiliateCode: linkCode } : {},
  );
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [isTermsAccepted, setTermsAccepted] = useState(false);
  const [warning, setWarning] = useState<Warning>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const captchaState = useCaptcha(settings.captcha);
  // Solving starts as the form opens, so submit rarely waits for it.
  const botCheck = useBotCheck();
  const registerMutation = useRegister();
  const finishLogin = useFinishLogin();
  const formRef = useRef<HTMLFormElement>(null);
  const dialingCode = settings.countryDialingCode;

  const value = (name: string) => {
    const raw = values[name] ?? '';
    return NO_TRIM.has(name) ? raw : raw.trim();
  };

  function check(name: string, all: Values = values): string | undefined {
    const v = NO_TRIM.has(name) ? (all[name] ?? '') : (all[name] ?? '').trim();
    if (name === 'confirmPassword') {
      if (!v) return t('form.required');
      return v === (all.password ?? '') ? undefined : t('form.passwordMismatch');
    }
    if (name === 'verificationCode') return CODE_RE.test(v) ? undefined : t('form.invalidCode');
    if (name === 'captcha') return v ? undefined : t('form.enterCaptcha');
    const field = name as RegisterField;
    const required = isFieldRequired(settings, kind, field);
    if (kind === 'mobile' && field === 'mobileNum' && !MOBILE_RE.test(v)) {
      return t('form.invalidMobile');
    }
    const setting = settings.fields[field];
    if (!setting) return required && !v ? t('form.required') : undefined;
    return checkSettingField(v, setting, language, required) ?? undefined;
  }

  // A valid code from the link is read-only, so the visitor does not lose the agent by accident;
  // one the field's rules refuse stays editable.
  const isCodeLocked =
    linkCode !== null &&
    values.affiliateCode === linkCode &&
    check('affiliateCode', { affiliateCode: linkCode }) === undefined;

  function allNames(): string[] {
    return [
      ...fields,
      ...(hasSms ? ['verificationCode'] : []),
      ...(settings.captcha ? ['captcha'] : []),
    ];
  }

  function update(name: string, next: string) {
    setValues((v) => ({ ...v, [name]: next }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  }

  function blur(name: string) {
    if ((values[name] ?? '') === '' && !errors[name]) return;
    setErrors((e) => ({ ...e, [name]: check(name) }));
  }

  function focusFirstError() {
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus(),
    );
  }

  function buildBody(botcheck: string): RegisterRequest {
    const body: Record<string, unknown> = {};
    for (const name of fields) {
      const v = value(name);
      if (v !== '') body[name] = v;
    }
    const referralCode = searchParams.get('referralCode');
    return {
      ...(body as Partial<RegisterRequest>),
      password: value('password'),
      confirmPassword: value('confirmPassword'),
      ...(referralCode ? { referralCode } : {}),
      domain: window.location.host,
      login: true,
      countryDialingCode: dialingCode,
      registerUrl: window.location.href,
      registerMethod: 'WEB',
      termsAccepted: true,
      ...(hasSms ? { verificationCode: value('verificationCode') } : {}),
      ...(settings.captcha
        ? { captcha: value('captcha'), captchaKey: captchaState.captchaKey }
        : {}),
      botcheck,
    };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase !== 'idle') return;
    setFormError(null);
    if (!isTermsAccepted) {
      setWarning('terms');
      return;
    }
    const next: Record<string, string | undefined> = {};
    for (const name of allNames()) next[name] = check(name);
    setErrors(next);
    if (Object.values(next).some(Boolean)) {
      focusFirstError();
      return;
    }
    try {
      const affiliateCode = value('affiliateCode');
      if (affiliateCode) {
        setPhase('checking');
        const { valid } = await checkAffiliate(affiliateCode);
        if (!valid) {
          setWarning('affiliate');
          setPhase('idle');
          return;
        }
      }
      setPhase('verifying');
      const botcheck = await botCheck.take();
      setPhase('submitting');
      const result = await registerMutation.mutateAsync({ kind, body: buildBody(botcheck) });
      await finishLogin(result);
    } catch (error) {
      setPhase('idle');
      if (settings.captcha) {
        captchaState.refresh(true);
        setValues((v) => ({ ...v, captcha: '' }));
      }
      if (isApiError(error) && error.code === 'AFFILIATE_INVALID') {
        setWarning('affiliate');
        return;
      }
      const details = fieldDetails(error);
      if (Object.keys(details).length > 0) {
        setErrors((e) => ({ ...e, ...details }));
        focusFirstError();
      }
      setFormError(t(errorKey(error)));
    }
  }

  const renderField = (name: RegisterField) => {
    const input = FIELD_INPUTS[name] ?? {};
    const setting = settings.fields[name];
    const isLocked = name === 'affiliateCode' && isCodeLocked;
    return (
      <TextField
        key={name}
        label={t(`auth.fields.${name}`)}
        value={values[name] ?? ''}
        onValueChange={(v) => update(name, v)}
        onBlur={() => blur(name)}
        error={errors[name]}
        isRequired={isFieldRequired(settings, kind, name)}
        type={input.type ?? 'text'}
        autoComplete={input.autoComplete}
        inputMode={input.inputMode}
        icon={name === 'mobileNum' ? undefined : isLocked ? 'lock' : input.icon}
        readOnly={isLocked || undefined}
        prefix={name === 'mobileNum' ? `+${dialingCode}` : undefined}
        maxLength={setting?.maxLength && setting.maxLength > 0 ? setting.maxLength : 128}
        hint={name === 'birthday' ? t('auth.birthdayNote') : undefined}
        testId={`register-${name}`}
      />
    );
  };

  const busy = {
    idle: t('auth.registerSubmit'),
    checking: t('form.submitting'),
    verifying: t('form.verifying'),
    submitting: t('form.submitting'),
  }[phase];

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(e) => void handleSubmit(e)}
      noValidate
      data-testid={`register-form-${kind}`}
    >
      {fields.map((name) =>
        kind === 'mobile' && name === 'mobileNum' ? (
          <div key={name} className={styles.form}>
            {renderField(name)}
            {hasSms && (
              <TextField
                label={t('form.verificationCode')}
                value={values.verificationCode ?? ''}
                onValueChange={(v) => update('verificationCode', v)}
                onBlur={() => blur('verificationCode')}
                error={errors.verificationCode}
                icon="shield"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={8}
                placeholder={t('form.codePlaceholder')}
                isRequired
                testId="register-verificationCode"
                trailing={
                  <SendCodeButton
                    canSend={() => {
                      const message = check('mobileNum');
                      setErrors((e) => ({ ...e, mobileNum: message }));
                      return !message;
                    }}
                    onSend={() =>
                      sendRegisterSms({
                        mobileNo: value('mobileNum'),
                        countryDialingCode: dialingCode,
                      })
                    }
                  />
                }
              />
            )}
          </div>
        ) : (
          renderField(name)
        ),
      )}
      {settings.captcha && (
        <CaptchaField
          value={values.captcha ?? ''}
          onValueChange={(v) => update('captcha', v)}
          image={captchaState.image}
          isLoading={captchaState.isLoading}
          onRefresh={() => captchaState.refresh()}
          error={errors.captcha}
        />
      )}
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={isTermsAccepted}
          onChange={(e) => setTermsAccepted(e.target.checked)}
          data-testid="register-terms"
        />
        {t('auth.termsAge', { age: settings.minimumAge })}
      </label>
      <FormError message={formError} />
      <Button
        type="submit"
        size="lg"
        className={styles.submit}
        disabled={phase !== 'idle'}
        aria-busy={phase !== 'idle'}
        data-testid="register-submit"
      >
        {busy}
      </Button>
      {phase === 'verifying' && <BotCheckProgress value={botCheck.progress} />}
      {warning && (
        <AlertDialog
          title={t('form.warning')}
          message={
            warning === 'terms'
              ? t('auth.termsWarning', { age: settings.minimumAge })
              : t('auth.invitationCodeError')
          }
          illustration="shield"
          onConfirm={() => setWarning(null)}
          testId={`warning-${warning}`}
        />
      )}
    </form>
  );
}
