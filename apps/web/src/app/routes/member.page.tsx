import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icons/icon.tsx';
import { SecurityCentre } from '../../features/account/components/security-centre.tsx';
import styles from '../layout/placeholder-page.module.css';

/** /member: the member's account and security centre (login required). */
export default function MemberPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} data-testid="member-page">
      <header className={styles.head}>
        <span className={styles.icon}>
          <Icon name="user" size={22} />
        </span>
        <div>
          <h1 className={styles.title}>{t('security.title')}</h1>
          <p className={styles.lead}>{t('security.lead')}</p>
        </div>
      </header>
      <SecurityCentre />
    </div>
  );
}
