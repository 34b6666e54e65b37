import { useTranslation } from 'react-i18next';
import type { AdminEnrollment } from '@portal/contracts/admin';
import { QrCode } from '../../../components/ui/qr-code.tsx';
import { groupSecret } from '../../../lib/format.ts';
import styles from './sign-in.module.css';

/** The otpauth link as a QR code, the key in groups of four for manual entry, and the link. */
export function EnrollmentKey({ enrollment }: { enrollment: AdminEnrollment }) {
  const { t } = useTranslation();
  return (
    <div className={styles.enroll}>
      <p>{t('signIn.enrollIntro')}</p>
      <QrCode
        value={enrollment.otpauthUrl}
        label={t('signIn.qrLabel')}
        className={styles.qr}
        testId="totp-qr"
      />
      <p className={styles.keyLabel} id="enroll-secret-label">
        {t('signIn.secret')}
      </p>
      <p
        className={styles.secret}
        aria-labelledby="enroll-secret-label"
        data-testid="totp-secret"
        data-secret={enrollment.secret}
      >
        {groupSecret(enrollment.secret).map((group, i) => (
          <span key={i}>{group}</span>
        ))}
      </p>
      <details>
        <summary>{t('signIn.otpauth')}</summary>
        <p className={`mono ${styles.url}`}>{enrollment.otpauthUrl}</p>
      </details>
    </div>
  );
}
