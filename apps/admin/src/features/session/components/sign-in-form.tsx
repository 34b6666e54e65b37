import { useEffect, useRef, useState, type FormEvent } from 'react';
import { openBotCheckSession, type BotCheckSession } from '@portal/contracts/botcheck-session';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { runBotCheck } from '../../../lib/bot-check.ts';
import { useCaptchaImage } from '../api/get-captcha.ts';
import { useSignIn } from '../api/sign-in.ts';
import styles from './sign-in.module.css';

/** The server asks for a captcha (and the bot check) by code or by a `captcha` detail. */
function asksForCaptcha(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === 'AUTH_CAPTCHA_REQUIRED' || error.code === 'AUTH_CAPTCHA_INVALID') return true;
  return error.details.some((d) => /captcha/i.test(d.path));
}

/**
 * Step one: username and password. After failures on the name, the server asks for a captcha
 * and the proof-of-work bot check; both then go with every try.
 */
export function SignInForm() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaKey, setCaptchaKey] = useState(() => crypto.randomUUID());
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const [isVerifying, setVerifying] = useState(false);
  const image = useCaptchaImage(captchaKey, needsCaptcha);
  // The bot check starts as soon as the server asks for it, while the operator reads the
  // captcha, so the answer is usually ready at submit; a used answer is followed by the next.
  const botCheck = useRef<BotCheckSession | null>(null);
  useEffect(() => {
    if (!needsCaptcha) return undefined;
    const session = openBotCheckSession(runBotCheck);
    botCheck.current = session;
    return () => {
      session.close();
      botCheck.current = null;
    };
  }, [needsCaptcha]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    let proof = {};
    if (needsCaptcha) {
      setVerifying(true);
      try {
        const botcheck = await (botCheck.current?.take() ?? runBotCheck());
        proof = { captcha: captcha.trim(), captchaKey, botcheck };
      } finally {
        setVerifying(false);
      }
    }
    signIn.mutate(
      { username, password, ...proof },
      {
        onError: (error) => {
          if (asksForCaptcha(error)) setNeedsCaptcha(true);
          // A captcha is checked once: every failed try gets a new picture.
          setCaptchaKey(crypto.randomUUID());
          setCaptcha('');
        },
      },
    );
  }

  const isBusy = signIn.isPending || isVerifying;
  return (
    <form className={styles.form} onSubmit={(e) => void handleSubmit(e)} noValidate>
      <label>
        {t('signIn.username')}
        <input
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
      </label>
      <label>
        {t('signIn.password')}
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      {needsCaptcha && (
        <div className={styles.captcha}>
          <p className={styles.keyLabel}>{t('signIn.captchaHint')}</p>
          <div className={styles.captchaRow}>
            {image.data ? (
              <img
                src={image.data}
                alt={t('signIn.captchaImage')}
                className={styles.captchaImage}
              />
            ) : (
              <span className={styles.captchaImage} aria-busy="true" />
            )}
            <button
              type="button"
              className="btn"
              onClick={() => setCaptchaKey(crypto.randomUUID())}
            >
              {t('signIn.captchaRefresh')}
            </button>
          </div>
          <label>
            {t('signIn.captcha')}
            <input
              name="captcha"
              autoComplete="off"
              required
              maxLength={16}
              value={captcha}
              onChange={(e) => setCaptcha(e.target.value)}
            />
          </label>
        </div>
      )}
      {signIn.isError && <QueryError error={signIn.error} />}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={isBusy || !username || !password || (needsCaptcha && !captcha.trim())}
        aria-busy={isBusy}
      >
        {isVerifying ? t('signIn.verifying') : t('signIn.submit')}
      </button>
    </form>
  );
}
