import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { useSignIn } from '../api/sign-in.ts';
import styles from './sign-in.module.css';

/** Step one: username and password. */
export function SignInForm() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    signIn.mutate({ username, password });
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
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
      {signIn.isError && <QueryError error={signIn.error} />}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={signIn.isPending || !username || !password}
      >
        {t('signIn.submit')}
      </button>
    </form>
  );
}
