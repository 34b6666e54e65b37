import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Icon } from '../../components/ui/icons/icon.tsx';
import { PromotionsView } from '../../features/loyalty/components/promotions-view.tsx';
import styles from '../layout/placeholder-page.module.css';

/** /promotions: the promotions running on this site (visitors too). */
export default function PromotionsPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} data-testid="promotions-page">
      <header className={styles.head}>
        <span className={styles.icon}>
          <Icon name="gift" size={22} />
        </span>
        <h1 className={styles.title}>{t('pages.promotions')}</h1>
      </header>
      <PromotionsView />
    </div>
  );
}
