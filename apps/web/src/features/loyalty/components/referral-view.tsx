import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { QrCode } from '../../../components/ui/qr-code.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { formatCount, formatDateTime } from '../../../lib/format.ts';
import { useReferral } from '../api/referral.ts';
import styles from './loyalty.module.css';
// Strings of the player centre arrive with this chunk.
import '../../../lib/i18n/player-centre.ts';

const PAGE_SIZE = 10;

/** /referral: my invitation link and code (to copy or scan), my counts and my friends. */
export function ReferralView() {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const referral = useReferral({ pageNo, pageSize: PAGE_SIZE });
  const n = (value: number) => formatCount(value, i18n.language);

  if (referral.isPending) return <Loading testId="referral-loading" />;
  if (referral.isError) {
    if (isApiError(referral.error) && referral.error.code === 'REFERRAL_DISABLED') {
      return (
        <EmptyState
          illustration="gift"
          title={t('referral.offTitle')}
          text={t('referral.offText')}
          testId="referral-off"
        />
      );
    }
    return (
      <LoadError
        message={t('referral.loadFailed')}
        onRetry={() => void referral.refetch()}
        testId="referral-error"
      />
    );
  }
  const data = referral.data;
  const link = `${window.location.origin}${data.registerPath}`;

  return (
    <div className={styles.stack} data-testid="referral-view">
      <section className={styles.share} aria-labelledby="referral-link-title">
        <QrCode
          value={link}
          label={t('referral.qrLabel')}
          size={120}
          margin={5}
          className={styles.qr}
          testId="referral-qr"
        />
        <div className={styles.shareText}>
          <h2 id="referral-link-title" className={styles.sectionTitle}>
            {t('referral.yourLink')}
          </h2>
          <p className={styles.value}>
            <span className={styles.link} data-testid="referral-link">
              {link}
            </span>
            <CopyButton text={link} label={t('referral.copyLink')} testId="referral-copy-link" />
          </p>
          <p className={styles.value}>
            <span className={styles.muted}>{t('referral.yourCode')}</span>{' '}
            <strong data-testid="referral-code">{data.referralCode}</strong>
            <CopyButton
              text={data.referralCode}
              label={t('referral.copyCode')}
              testId="referral-copy-code"
            />
          </p>
          <p className={styles.muted}>{t('referral.scan')}</p>
        </div>
      </section>

      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{t('referral.invited')}</dt>
          <dd data-testid="referral-invited">{n(data.invited)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('referral.deposited')}</dt>
          <dd data-testid="referral-deposited">{n(data.deposited)}</dd>
        </div>
      </dl>

      <section aria-labelledby="referral-list-title" className={styles.stack}>
        <h2 id="referral-list-title" className={styles.sectionTitle}>
          {t('referral.listTitle')}
        </h2>
        {data.invited === 0 ? (
          <EmptyState
            compact
            level={3}
            illustration="member"
            title={t('referral.emptyTitle')}
            text={t('referral.emptyText')}
            testId="referral-empty"
          />
        ) : (
          <>
            <ul className={styles.friends} data-testid="referral-list">
              {data.list.map((friend) => (
                <li
                  key={`${friend.account}-${friend.registeredAt}`}
                  className={styles.friend}
                  data-testid="referral-friend"
                >
                  <span className={styles.account}>{friend.account}</span>
                  <time className={styles.muted} dateTime={friend.registeredAt}>
                    {t('referral.joined')} {formatDateTime(friend.registeredAt, i18n.language)}
                  </time>
                  <span className={friend.deposited ? styles.yes : styles.muted}>
                    {friend.deposited ? t('referral.hasDeposited') : t('referral.notDeposited')}
                  </span>
                </li>
              ))}
            </ul>
            <Pager
              pageNo={pageNo}
              pageSize={PAGE_SIZE}
              total={data.invited}
              onChange={setPageNo}
              label={t('referral.pager')}
              isBusy={referral.isFetching}
              testId="referral-pager"
            />
          </>
        )}
      </section>
    </div>
  );
}
