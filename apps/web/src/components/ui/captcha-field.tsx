import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { TextField } from './text-field.tsx';
import styles from './captcha-field.module.css';

interface CaptchaFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  image: string | null;
  isLoading: boolean;
  onRefresh: () => void;
  error?: string | null;
}

/** Captcha input with its image; clicking the image asks for a new one. */
export function CaptchaField({
  value,
  onValueChange,
  image,
  isLoading,
  onRefresh,
  error,
}: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('form.captcha')}
      value={value}
      onValueChange={onValueChange}
      error={error}
      icon="shield"
      isRequired
      autoComplete="off"
      maxLength={16}
      placeholder={t('form.captchaPlaceholder')}
      testId="captcha-field"
      trailing={
        <button
          type="button"
          className={styles.image}
          onClick={onRefresh}
          aria-label={t('form.captchaRefresh')}
          aria-busy={isLoading}
          data-testid="captcha-refresh"
        >
          {image ? (
            <img src={image} alt={t('form.captchaImage')} data-testid="captcha-image" />
          ) : (
            <span className={styles.placeholder}>{t('app.loading')}</span>
          )}
        </button>
      }
    />
  );
}
