import { Icon } from '../../../components/ui/icons/icon.tsx';
import styles from './auth-forms.module.css';

/** Form-level failure, announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.formError} role="alert" data-testid="form-error">
      <Icon name="info" size={18} />
      {message}
    </p>
  );
}
