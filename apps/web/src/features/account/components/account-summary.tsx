import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { MemberInfo } from '@portal/contracts/auth';
import { ProfilePicture } from './profile-picture.tsx';
import styles from './security-centre.module.css';

/** Name, picture and the masked contact details the server keeps for the member. */
export function AccountSummary({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const name = member.nickname || member.account;
  const rows = [
    { key: 'account', label: t('security.account'), value: member.account },
    { key: 'mobile', label: t('security.mobile'), value: member.maskedMobile },
    { key: 'email', label: t('security.email'), value: member.maskedEmail },
  ];
  return (
    <section
      className={styles.card}
      aria-labelledby="account-summary-title"
      data-testid="account-summary"
    >
      <h2 id="account-summary-title" className="visually-hidden">
        {t('security.summaryLabel')}
      </h2>
      <div className={styles.summary}>
        <ProfilePicture name={name} iconUrl={member.iconUrl} />
        <div className={styles.identity}>
          {/* Names, the phone number and the email are written as the member typed them. */}
          <p className={styles.name} data-testid="account-name" translate="no">
            {name}
          </p>
          {member.vipLabelName && <span className={styles.badge}>{member.vipLabelName}</span>}
          <dl className={styles.facts}>
            {rows.map((row) => (
              <div key={row.key} className={styles.fact}>
                <dt>{row.label}</dt>
                <dd
                  data-testid={`account-${row.key}`}
                  className={row.value ? '' : styles.muted}
                  translate={row.value ? 'no' : undefined}
                >
                  {row.value ?? t('security.notSet')}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
