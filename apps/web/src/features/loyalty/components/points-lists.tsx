import { Fragment, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { PointsEntry, Redemption } from '@portal/contracts/points';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import type { IllustrationKind } from '../../../components/ui/illustration.tsx';
import { LoadError } from '../../../components/ui/load-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { cx } from '../../../lib/cx.ts';
import { formatNumber, formatSerial, formatShortDateTime } from '../../../lib/format.ts';
import type { RecordPage } from '../../../lib/paging.ts';
import { usePointsHistory, useRedemptions, type PageQuery } from '../api/points.ts';
import { usePointsText } from './points-text.ts';
import styles from './loyalty.module.css';

const PAGE_SIZE = 20;

const STATUS_TONE: Record<Redemption['status'], BadgeTone> = {
  IN_PROCESS: 'info',
  APPROVED: 'success',
  REJECTED: 'danger',
};

/** Rows the size of a list entry while the first page loads. */
function ListSkeleton({ label }: { label: string }) {
  return (
    <ul className={styles.entries} aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <li key={i} className={styles.entrySkeleton} />
      ))}
    </ul>
  );
}

/** One redemption: the reward, its points, when, and where the operator's decision stands. */
function RedemptionItem({ redemption: r }: { redemption: Redemption }) {
  const { t, i18n } = useTranslation();
  const points = usePointsText();
  const decided = r.decidedAt ? formatShortDateTime(r.decidedAt, i18n.language) : '';
  return (
    <li className={styles.entry} data-testid="redemption" data-status={r.status}>
      <div className={styles.entryHead}>
        <span className={styles.entryTitle}>{r.itemName}</span>
        <Badge tone={STATUS_TONE[r.status]} testId="redemption-status">
          {t(`pointMallPage.statuses.${r.status}`)}
        </Badge>
      </div>
      <div className={styles.entryHead}>
        <span className={styles.entryMeta}>
          <span>{t(`pointMallPage.kinds.${r.rewardKind}`)}</span>
          <time dateTime={r.createdAt}>{formatShortDateTime(r.createdAt, i18n.language)}</time>
          <span>{t('pointMallPage.redemptionNo', { id: formatSerial(r.id, i18n.language) })}</span>
        </span>
        <strong className={styles.entryPoints}>{points(r.points)}</strong>
      </div>
      <p className={styles.entryText}>
        {t(`pointMallPage.statusText.${r.status}`, { date: decided })}
      </p>
      {r.status === 'REJECTED' && r.reason && (
        <p className={cx(styles.entryText, styles.minus)} data-testid="redemption-reason">
          {t('pointMallPage.reason', { reason: r.reason })}
        </p>
      )}
    </li>
  );
}

/** One paged list of the page: skeleton, error with retry, empty state, rows and pager. */
function PagedList<T extends { id: number }>(props: {
  useList: (query: PageQuery) => UseQueryResult<RecordPage<T>>;
  renderItem: (item: T) => ReactNode;
  /** The list's test id; its error, empty state and pager add -error, -empty, -pager. */
  testId: string;
  illustration: IllustrationKind;
  emptyTitle: string;
  emptyText: string;
  pagerLabel: string;
}) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const list = props.useList({ pageNo, pageSize: PAGE_SIZE });
  if (list.isPending) return <ListSkeleton label={t('pointMallPage.loading')} />;
  if (list.isError) {
    return (
      <LoadError
        message={t('pointMallPage.listFailed')}
        onRetry={() => void list.refetch()}
        testId={`${props.testId}-error`}
      />
    );
  }
  if (list.data.total === 0) {
    return (
      <EmptyState
        compact
        level={3}
        illustration={props.illustration}
        title={props.emptyTitle}
        text={props.emptyText}
        testId={`${props.testId}-empty`}
      />
    );
  }
  return (
    <div className={styles.stack}>
      <ul className={styles.entries} data-testid={props.testId}>
        {list.data.list.map((item) => (
          <Fragment key={item.id}>{props.renderItem(item)}</Fragment>
        ))}
      </ul>
      <Pager
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        total={list.data.total}
        onChange={setPageNo}
        label={props.pagerLabel}
        isBusy={list.isFetching}
        testId={`${props.testId}-pager`}
      />
    </div>
  );
}

/** My redemptions, newest first, a page at a time. */
export function RedemptionList() {
  const { t } = useTranslation();
  return (
    <PagedList
      useList={useRedemptions}
      renderItem={(r: Redemption) => <RedemptionItem redemption={r} />}
      testId="redemptions"
      illustration="gift"
      emptyTitle={t('pointMallPage.redemptionsEmptyTitle')}
      emptyText={t('pointMallPage.redemptionsEmptyText')}
      pagerLabel={t('pointMallPage.redemptionsPager')}
    />
  );
}

/** One change to my points: why, how many (signed), the balance after and its reference. */
function EntryItem({ entry: e }: { entry: PointsEntry }) {
  const { t, i18n } = useTranslation();
  const points = usePointsText();
  const signed = formatNumber(e.points, i18n.language, { signDisplay: 'exceptZero' });
  return (
    <li className={styles.entry} data-testid="points-entry" data-kind={e.kind}>
      <div className={styles.entryHead}>
        <span className={styles.entryTitle}>{t(`pointMallPage.entryKinds.${e.kind}`)}</span>
        <strong
          className={cx(styles.entryPoints, e.points > 0 ? styles.plus : styles.minus)}
          data-testid="points-entry-points"
        >
          {/* Isolated, so a right-to-left page still writes the sign before the number. */}
          <bdi>{signed}</bdi> {t('pointMallPage.pointsUnit', { count: Math.abs(e.points) })}
        </strong>
      </div>
      <div className={styles.entryHead}>
        <span className={styles.entryMeta}>
          <time dateTime={e.createdAt}>{formatShortDateTime(e.createdAt, i18n.language)}</time>
          {e.reference && (
            <span className={styles.mono}>
              {t('pointMallPage.reference', { reference: e.reference })}
            </span>
          )}
        </span>
        <span className={styles.entryMeta}>
          {t('pointMallPage.balanceAfter', { points: points(e.balanceAfter) })}
        </span>
      </div>
    </li>
  );
}

/** Every change to my points, newest first, a page at a time. */
export function PointsHistoryList() {
  const { t } = useTranslation();
  return (
    <PagedList
      useList={usePointsHistory}
      renderItem={(e: PointsEntry) => <EntryItem entry={e} />}
      testId="points-history"
      illustration="ticket"
      emptyTitle={t('pointMallPage.historyEmptyTitle')}
      emptyText={t('pointMallPage.historyEmptyText')}
      pagerLabel={t('pointMallPage.historyPager')}
    />
  );
}
