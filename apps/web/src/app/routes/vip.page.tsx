import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Icon } from '../../components/ui/icons/icon.tsx';
import { VipView } from '../../features/loyalty/components/vip-view.tsx';
import styles from '../layout/placeholder-page.module.css';

/** /vip: the member's VIP level, the way up and every level's benefits (login required). */
export default function VipPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} data-testid="vip-page">
      <header className={styles.head}>
        <span className={styles.icon}>
          <Icon name="crown" size={22} />
        </span>
        <div>
          <h1 className={styles.title}>{t('vipPage.title')}</h1>
          <p className={styles.lead}>{t('vipPage.lead')}</p>
        </div>
      </header>
      <VipView />
    </div>
  );
}
