import { Link } from '../lib/router/index.ts';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { buttonClassName } from '../components/ui/button.tsx';
import { Illustration } from '../components/ui/illustration.tsx';
import { Icon } from '../components/ui/icons/icon.tsx';
import styles from './not-found-view.module.css';

export function NotFoundView() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} data-testid="not-found-page" aria-labelledby="nf-title">
      <p className={styles.code} aria-hidden="true">
        {t('notFound.code')}
      </p>
      <Illustration kind="lost" size={240} />
      <h1 id="nf-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <Link to="/" className={buttonClassName('primary', 'lg')}>
        <Icon name="home" />
        {t('empty.backHome')}
      </Link>
    </section>
  );
}
