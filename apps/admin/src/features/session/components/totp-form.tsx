import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSession } from '@portal/contracts/admin';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { useVerifyTotp } from '../api/verify-totp.ts';
import { EnrollmentKey } from './enrollment-key.tsx';
import styles from './sign-in.module.css';

/** Step two: enroll (first time) or confirm the authenticator code. */
export function TotpForm({ session, onRestart }: { session: AdminSession; onRestart: () => void }) {
  const { t } = useTranslation();
  const verify = useVerifyTotp();
  const [code, setCode] = useState('');
  const isComplete = /^\d{6}$/.test(code);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isComplete) verify.mutate(code);
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <h2 style={{ margin: 0 }}>
        {session.enrollment ? t('signIn.enrollTitle') : t('signIn.totpTitle')}
      </h2>
      {session.enrollment ? (
        <EnrollmentKey enrollment={session.enrollment} />
      ) : (
        <p style={{ margin: 0 }}>{t('signIn.totpIntro')}</p>
      )}
      <label>
        {t('signIn.code')}
        <input
          name="code"
          className={styles.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          aria-describedby="totp-hint"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
          autoFocus
        />
      </label>
      <span id="totp-hint" className="muted">
        {t('signIn.codeHint')}
      </span>
      {verify.isError && <QueryError error={verify.error} />}
      <button type="submit" className="btn btn-primary" disabled={!isComplete || verify.isPending}>
        {t('signIn.verify')}
      </button>
      <button type="button" className="btn" onClick={onRestart}>
        {t('signIn.back')}
      </button>
    </form>
  );
}
