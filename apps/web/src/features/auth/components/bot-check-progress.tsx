import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import styles from './auth-forms.module.css';

/** How far a still-running bot check has got, shown only while the form waits for it. */
export function BotCheckProgress({ value }: { value: number }) {
  const { t } = useTranslation();
  return (
    <progress
      className={styles.botcheckProgress}
      value={value}
      max={1}
      aria-label={t('form.verifying')}
      data-testid="botcheck-progress"
    />
  );
}
