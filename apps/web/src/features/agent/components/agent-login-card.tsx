import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { openModal } from '../../../lib/stores/modal-store.ts';
import styles from './agent-login-card.module.css';

/** Agent sign-in form. Submitting explains that agent sign-in is not open yet. */
export function AgentLoginCard() {
  const { t } = useTranslation();
  const id = useId();
  const [isPasswordVisible, setPasswordVisible] = useState(false);
  const [hasSubmitted, setSubmitted] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
  }

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <header className={styles.head}>
        <span className={styles.badge}>
          <Icon name="shield" size={22} />
        </span>
        <h1 id={`${id}-title`} className={styles.title}>
          {t('agent.title')}
        </h1>
        <p className={styles.subtitle}>{t('agent.subtitle')}</p>
      </header>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-user`}>{t('agent.username')}</label>
          <div className={styles.inputWrap}>
            <Icon name="user" size={18} className={styles.inputIcon} />
            <input
              id={`${id}-user`}
              name="username"
              autoComplete="username"
              placeholder={t('agent.usernamePlaceholder')}
              className={styles.input}
            />
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-pass`}>{t('agent.password')}</label>
          <div className={styles.inputWrap}>
            <Icon name="lock" size={18} className={styles.inputIcon} />
            <input
              id={`${id}-pass`}
              name="password"
              type={isPasswordVisible ? 'text' : 'password'}
              autoComplete="current-password"
              placeholder={t('agent.passwordPlaceholder')}
              className={styles.input}
            />
            <button
              type="button"
              className={styles.reveal}
              aria-label={isPasswordVisible ? t('agent.hidePassword') : t('agent.showPassword')}
              aria-pressed={isPasswordVisible}
              onClick={() => setPasswordVisible((v) => !v)}
            >
              <Icon name={isPasswordVisible ? 'eyeOff' : 'eye'} size={18} />
            </button>
          </div>
        </div>
        <div className={styles.row}>
          <button type="button" className={styles.link} onClick={() => openModal('changePassword')}>
            {t('agent.forgot')}
          </button>
        </div>
        <Button type="submit" size="lg" className={styles.submit}>
          {t('agent.submit')}
        </Button>
        <p role="status" className={styles.notice} data-testid="agent-login-notice">
          {hasSubmitted && (
            <>
              <Icon name="info" size={18} />
              {t('agent.soon')}
            </>
          )}
        </p>
      </form>
      <footer className={styles.foot}>
        <Icon name="clock" size={16} />
        {t('agent.support')}
      </footer>
    </section>
  );
}
