import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Icon } from '../../components/ui/icons/icon.tsx';
import { PointMallView } from '../../features/loyalty/components/point-mall-view.tsx';
import { PaymentPasswordSetup } from '../../features/wallet/components/payment-password-setup.tsx';
import styles from '../layout/placeholder-page.module.css';

/** /pointMall: points, converting them, and the rewards they buy (visitors see the rewards). */
export default function PointMallPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} data-testid="point-mall-page">
      <header className={styles.head}>
        <span className={styles.icon}>
          <Icon name="trophy" size={22} />
        </span>
        <div>
          <h1 className={styles.title}>{t('pages.pointMall')}</h1>
          <p className={styles.lead}>{t('pointMallPage.lead')}</p>
        </div>
      </header>
      <PointMallView
        passwordSetup={(onSaved) => <PaymentPasswordSetup context="points" onSaved={onSaved} />}
      />
    </div>
  );
}
