import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { VerificationChallenge } from '@portal/contracts/auth';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { authPaths } from '../../../config/paths.ts';
import { errorKey } from '../../../lib/api-error.ts';
import { useFreePlay } from '../api/free-play.ts';
import { useRegisterSettings } from '../api/get-register-settings.ts';
import { DEFAULT_DIALING_CODE, type AuthOptions } from '../auth-options.ts';
import { useFinishLogin } from '../use-finish-login.ts';
import { AuthFrame } from './auth-frame.tsx';
import { FormError } from './form-error.tsx';
import { LoginForm } from './login-form.tsx';
import { VerificationStep } from './verification-step.tsx';
import styles from './auth-forms.module.css';

interface LoginModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Switch to the register popup. */
  onSwitch: () => void;
  onForgot: () => void;
  options: AuthOptions;
  /** A new-address challenge to answer at once (the agent login hands it over). */
  initialChallenge?: VerificationChallenge | undefined;
  area?: 'member' | 'agent';
}

type LoginTab = 'username' | 'sms';

/** Login popup: username or sms tab, 2FA step, social and free-play entries. */
export function LoginModal({
  open,
  onOpenChange,
  onSwitch,
  onForgot,
  options,
  initialChallenge,
  area = 'member',
}: LoginModalProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<LoginTab>('username');
  const [pending, setPending] = useState<{
    challenge: VerificationChallenge;
    loginType: LoginTab;
  } | null>(initialChallenge ? { challenge: initialChallenge, loginType: 'username' } : null);
  const settings = useRegisterSettings();
  const dialingCode = settings.data?.countryDialingCode ?? DEFAULT_DIALING_CODE;
  const freePlay = useFreePlay();
  const finishLogin = useFinishLogin();
  const [freePlayError, setFreePlayError] = useState<string | null>(null);

  const tabs = [
    { id: 'username' as const, label: t('auth.tabs.username') },
    ...(options.smsLogin ? [{ id: 'sms' as const, label: t('auth.tabs.sms') }] : []),
  ];
  const hasSocial = options.googleLogin || options.facebookLogin;

  async function handleFreePlay() {
    setFreePlayError(null);
    try {
      await finishLogin(await freePlay.mutateAsync());
    } catch (error) {
      setFreePlayError(t(errorKey(error)));
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('modal.titles.login')}
      size="sm"
      testId="modal-login"
    >
      <AuthFrame
        bannerGroup="w_login"
        idBase="login"
        bannerTitle={pending ? t('auth.verify.title') : t('auth.bannerTitle')}
        bannerText={t('auth.bannerText')}
        tabsLabel={t('auth.tabs.label')}
        tabs={pending ? [] : tabs}
        tab={tab}
        onTabChange={setTab}
        footer={
          pending ? null : (
            <>
              {(hasSocial || options.freePlay) && <p className={styles.divider}>{t('auth.or')}</p>}
              {hasSocial && (
                <div className={styles.social}>
                  {options.googleLogin && (
                    <a href={authPaths.oauthGoogle} className={buttonClassName('secondary')}>
                      <Icon name="globe" size={18} />
                      {t('auth.google')}
                    </a>
                  )}
                  {options.facebookLogin && (
                    <a href={authPaths.oauthFacebook} className={buttonClassName('secondary')}>
                      <Icon name="facebook" size={18} />
                      {t('auth.facebook')}
                    </a>
                  )}
                </div>
              )}
              {options.freePlay && (
                <Button
                  variant="outline"
                  onClick={() => void handleFreePlay()}
                  disabled={freePlay.isPending}
                  data-testid="free-play"
                >
                  <Icon name="sparkle" size={18} />
                  {t('auth.freePlay')}
                </Button>
              )}
              <FormError message={freePlayError} />
              <p className={styles.switch}>
                {t('auth.noAccount')}{' '}
                <button type="button" className={styles.link} onClick={onSwitch}>
                  {t('header.register')}
                </button>
              </p>
              {options.appDownloadUrl && (
                <p className={styles.switch}>
                  <a
                    href={options.appDownloadUrl}
                    className={`${styles.link} ${styles.iconLink}`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    <Icon name="download" size={16} />
                    {t('auth.appDownload')}
                  </a>
                </p>
              )}
            </>
          )
        }
      >
        {pending ? (
          <VerificationStep
            challenge={pending.challenge}
            loginType={pending.loginType}
            area={area}
            onBack={() => setPending(null)}
          />
        ) : (
          <LoginForm
            key={tab}
            type={tab}
            dialingCode={dialingCode}
            onForgot={onForgot}
            onVerification={(challenge, loginType) => setPending({ challenge, loginType })}
          />
        )}
      </AuthFrame>
    </Modal>
  );
}
