import { useTranslation } from '../../lib/i18n/use-translation.ts';
import styles from './skip-link.module.css';

/** "Skip to content": the first tab stop of every layout, visible only when focused. */
export function SkipLink({ target = 'main' }: { target?: string }) {
  const { t } = useTranslation();
  return (
    <a href={`#${target}`} className={styles.skip}>
      {t('app.skipToContent')}
    </a>
  );
}
