import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { errorKey } from '../../../lib/api-error.ts';
import { useMemberInfo } from '../../../lib/session/member-info.ts';
import { useModalStore } from '../../../lib/stores/modal-store.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';
import { useRequireRealAccount } from '../../../lib/use-require-real-account.ts';
import { AccountSummary } from './account-summary.tsx';
import { TotpBinding } from './totp-binding.tsx';
import styles from './security-centre.module.css';

/** /member: account summary, profile picture, password and authenticator. */
export function SecurityCentre() {
  const { t } = useTranslation();
  const isTrial = useSessionStore((s) => s.isTrial);
  const requireReal = useRequireRealAccount();
  const openModal = useModalStore((s) => s.openModal);
  const info = useMemberInfo();

  // Spec: a trial account opening the member centre gets in_need_true_account.
  useEffect(() => {
    if (isTrial) requireReal();
  }, [isTrial, requireReal]);

  if (isTrial) {
    return (
      <EmptyState
        illustration="member"
        title={t('security.trialTitle')}
        text={t('account.needRealAccount')}
        testId="account-trial"
        action={
          <Button size="lg" onClick={() => openModal('register')}>
            {t('account.upgradeSubmit')}
          </Button>
        }
      />
    );
  }

  if (info.isError) {
    return (
      <div className={styles.card} role="alert">
        <p>{t(errorKey(info.error))}</p>
        <Button variant="outline" onClick={() => void info.refetch()}>
          {t('routeError.retry')}
        </Button>
      </div>
    );
  }

  const member = info.data;
  if (!member) {
    return (
      <p role="status" className={styles.hint}>
        {t('app.loading')}
      </p>
    );
  }

  return (
    <>
      <AccountSummary member={member} />
      <section className={styles.section} aria-labelledby="security-title">
        <h2 id="security-title" className={styles.sectionTitle}>
          {t('security.sectionTitle')}
        </h2>
        <div className={styles.grid}>
          <article className={styles.card} data-testid="password-card">
            <header className={styles.cardHead}>
              <span className={styles.cardIcon}>
                <Icon name="key" size={20} />
              </span>
              <div>
                <h3 className={styles.cardTitle}>{t('security.passwordTitle')}</h3>
                <p className={styles.hint}>{t('security.passwordText')}</p>
              </div>
            </header>
            <Button
              variant="outline"
              className={styles.action}
              onClick={() => {
                if (requireReal()) openModal('changePassword');
              }}
              data-testid="account-change-password"
            >
              {t('modal.titles.changePassword')}
            </Button>
          </article>
          <article className={styles.card} data-testid="totp-card">
            <header className={styles.cardHead}>
              <span className={styles.cardIcon}>
                <Icon name="shield" size={20} />
              </span>
              <div>
                <h3 className={styles.cardTitle}>{t('security.totp.title')}</h3>
                <p className={styles.hint}>{t('security.totp.text')}</p>
              </div>
            </header>
            <TotpBinding isBound={member.totpBound} />
          </article>
        </div>
      </section>
    </>
  );
}
