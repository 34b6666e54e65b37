import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../../lib/router/index.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CaptchaField } from '../../../components/ui/captcha-field.tsx';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { asksForCaptcha, errorKey } from '../../../lib/api-error.ts';
import { useBotCheck } from '../../../lib/use-bot-check.ts';
import { beginSession } from '../../../lib/session/session.ts';
import { openModal } from '../../../lib/stores/modal-store.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';
import { useCaptcha } from '../../../lib/use-captcha.ts';
import { useAgentLogin } from '../api/agent-login.ts';
import styles from './agent-login-card.module.css';
import '../../../lib/i18n/agent-centre.ts';

type Phase = 'idle' | 'verifying' | 'submitting';

/** Agent sign-in (username type, agent area) and the entry to the change-password popup. */
export function AgentLoginCard() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isLoggedIn = useSessionStore((s) => Boolean(s.token));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const [errors, setErrors] = useState<{ username?: string; password?: string; captcha?: string }>(
    {},
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  // Solving starts when the card opens, not at submit.
  const botCheck = useBotCheck();
  const captchaState = useCaptcha(needsCaptcha);
  const agentLogin = useAgentLogin();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase !== 'idle') return;
    const user = username.trim();
    const next: typeof errors = {};
    if (!user || !password) {
      if (!user) next.username = t('form.enterUsernamePassword');
      if (!password) next.password = t('form.enterUsernamePassword');
    }
    if (needsCaptcha && !captcha.trim()) next.captcha = t('form.enterCaptcha');
    setErrors(next);
    setNotice(null);
    if (Object.keys(next).length > 0) return;
    try {
      setPhase('verifying');
      const botcheck = await botCheck.take();
      setPhase('submitting');
      const result = await agentLogin.mutateAsync({
        username: user,
        password,
        botcheck,
        ...(needsCaptcha ? { captcha: captcha.trim(), captchaKey: captchaState.captchaKey } : {}),
      });
      if (result.verification) {
        // A new address: the login popup asks for the code, then lands on /agentHome.
        openModal('login', { challenge: JSON.stringify(result.verification), area: 'agent' });
        setPhase('idle');
        return;
      }
      await beginSession(queryClient, result);
      await navigate(paths.agentHome);
    } catch (error) {
      setNotice(t(errorKey(error)));
      if (asksForCaptcha(error)) setNeedsCaptcha(true);
      if (needsCaptcha) captchaState.refresh(true);
      setCaptcha('');
      setPhase('idle');
    }
  }

  function handleChangePassword() {
    if (isLoggedIn) openModal('changePassword');
    else setNotice(t('agentArea.loginFirst'));
  }

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <header className={styles.head}>
        <span className={styles.badge}>
          <Icon name="shield" size={22} />
        </span>
        <h1 id={`${id}-title`} className={styles.title}>
          {t('agentArea.title')}
        </h1>
        <p className={styles.subtitle}>{t('agentArea.subtitle')}</p>
      </header>
      <form className={styles.form} onSubmit={(e) => void handleSubmit(e)} noValidate>
        <TextField
          label={t('agentArea.username')}
          value={username}
          onValueChange={setUsername}
          error={errors.username}
          icon="user"
          name="username"
          autoComplete="username"
          placeholder={t('agentArea.usernamePlaceholder')}
          isRequired
          maxLength={64}
          testId="agent-username"
        />
        <TextField
          label={t('agentArea.password')}
          type="password"
          value={password}
          onValueChange={setPassword}
          error={errors.password}
          icon="lock"
          name="password"
          autoComplete="current-password"
          placeholder={t('agentArea.passwordPlaceholder')}
          isRequired
          maxLength={128}
          testId="agent-password"
        />
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
          <button
            type="button"
            className={styles.link}
            onClick={handleChangePassword}
            data-testid="agent-change-password"
          >
            {t('agentArea.forgot')}
          </button>
        </div>
        <Button
          type="submit"
          size="lg"
          className={styles.submit}
          disabled={phase !== 'idle'}
          aria-busy={phase !== 'idle'}
          data-testid="agent-submit"
        >
          {phase === 'idle'
            ? t('agentArea.submit')
            : phase === 'verifying'
              ? t('form.verifying')
              : t('form.submitting')}
        </Button>
        <p role="alert" className={styles.notice} data-testid="agent-login-notice">
          {notice && (
            <>
              <Icon name="info" size={18} />
              {notice}
            </>
          )}
        </p>
      </form>
      <footer className={styles.foot}>
        <Icon name="clock" size={16} />
        {t('agentArea.support')}
      </footer>
    </section>
  );
}
