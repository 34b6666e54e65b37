import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { Application } from '@portal/contracts/promotions';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { cx } from '../../../lib/cx.ts';
import { formatCount, formatShortDateTime } from '../../../lib/format.ts';
import { useApplications } from '../api/applications.ts';
import { useMoney } from './points-text.ts';
import styles from './loyalty.module.css';

const PAGE_SIZE = 5;

const STATE_TONE: Record<Application['state'], BadgeTone> = {
  APPLYING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};

/** One application: its promotion, where the decision stands, why it was refused, what it paid. */
function ApplicationItem({ application: a }: { application: Application }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const lang = i18n.language;
  return (
    <li className={styles.entry} data-testid="application" data-state={a.state}>
      <div className={styles.entryHead}>
        <span className={styles.entryTitle}>{a.title}</span>
        <Badge tone={STATE_TONE[a.state]} testId="application-state">
          {t(`rewards.applicationStates.${a.state}`)}
        </Badge>
      </div>
      <div className={styles.entryHead}>
        <span className={styles.entryMeta}>
          <time dateTime={a.createdAt}>
            {t('rewards.appliedOn', { date: formatShortDateTime(a.createdAt, lang) })}
          </time>
          {a.decidedAt && (
            <time dateTime={a.decidedAt}>
              {t('rewards.decidedOn', { date: formatShortDateTime(a.decidedAt, lang) })}
            </time>
          )}
          {a.imageCount > 0 && (
            <span>
              {t('rewards.applicationImages', { count: formatCount(a.imageCount, lang) })}
            </span>
          )}
        </span>
        {a.state === 'APPROVED' && a.amount !== null && (
          <strong className={cx(styles.entryPoints, styles.plus)} data-testid="application-amount">
            {t('rewards.applicationPaid', { amount: money(a.amount) })}
          </strong>
        )}
      </div>
      {a.comment && <p className={styles.entryText}>{a.comment}</p>}
      {a.state === 'REJECTED' && a.reason && (
        <p className={cx(styles.entryText, styles.minus)} data-testid="application-reason">
          {t('rewards.applicationReason', { reason: a.reason })}
        </p>
      )}
    </li>
  );
}

/**
 * My applications, newest first, a few at a time: shown once the member has made one (a member
 * who never applied has nothing to look for here).
 */
export function ApplicationList() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const applications = useApplications({ pageNo, pageSize: PAGE_SIZE });
  const page = applications.data;
  if (!page || page.total === 0) return null;
  return (
    <section className={styles.stack} aria-labelledby="rewards-applications">
      <h3 id="rewards-applications" className={styles.sectionTitle}>
        {t('rewards.applicationsTitle')}
      </h3>
      <ul className={styles.entries} data-testid="applications">
        {page.list.map((a) => (
          <ApplicationItem key={a.id} application={a} />
        ))}
      </ul>
      {page.total > PAGE_SIZE && (
        <Pager
          pageNo={pageNo}
          pageSize={PAGE_SIZE}
          total={page.total}
          onChange={setPageNo}
          label={t('rewards.applicationsPager')}
          isBusy={applications.isFetching}
          testId="applications-pager"
        />
      )}
    </section>
  );
}
