import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { Announcement, AnnouncementPage } from '@portal/contracts/announcements';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { cx } from '../../../lib/cx.ts';
import { formatDay } from '../../../lib/format.ts';
import styles from './announcement-list.module.css';

interface AnnouncementListProps {
  page: AnnouncementPage;
  /** Position of the open item on this page, or null when every item is collapsed. */
  openSlot: number | null;
  onToggle: (slot: number) => void;
  onPage: (pageNo: number) => void;
  onRewardCenter: () => void;
  isBusy?: boolean;
  /** Shows each item's start day beside its title (the agent centre's announcements). */
  showDates?: boolean;
  testId: string;
}

function Item({
  item,
  isOpen,
  onToggle,
  onRewardCenter,
  showDate,
}: {
  item: Announcement;
  isOpen: boolean;
  onToggle: () => void;
  onRewardCenter: () => void;
  showDate: boolean;
}) {
  const { t, i18n } = useTranslation();
  const bodyId = `announcement-${item.id}`;
  return (
    <li className={cx(styles.item, isOpen && styles.open)} data-testid="announcement-item">
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={isOpen}
        aria-controls={bodyId}
        onClick={onToggle}
        data-testid="announcement-toggle"
      >
        <span className={styles.type}>{t(`announcements.types.${item.type}`)}</span>
        {/* Plain text: a title is never HTML. */}
        <span className={styles.title}>{item.title}</span>
        {showDate && item.startAt && (
          <time className={styles.date} dateTime={item.startAt} data-testid="announcement-date">
            {formatDay(item.startAt, i18n.language)}
          </time>
        )}
        <span className={cx(styles.chevron, isOpen && styles.chevronOpen)} aria-hidden="true">
          <Icon name="chevronDown" size={16} />
        </span>
      </button>
      {isOpen && (
        <div id={bodyId} className={styles.body}>
          <div
            className={styles.content}
            data-testid="announcement-content"
            // The server sanitised this HTML when the operator saved it (allow-list, no code).
            dangerouslySetInnerHTML={{ __html: item.content }}
          />
          {item.linkage === 'rewardCenter' && (
            <Button size="sm" onClick={onRewardCenter} data-testid="announcement-reward-center">
              {t('announcements.rewardCenter')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** Title list (9 a page), pager (margin 1, range 5); a click opens an item, again collapses it. */
export function AnnouncementList({
  page,
  openSlot,
  onToggle,
  onPage,
  onRewardCenter,
  isBusy,
  showDates = false,
  testId,
}: AnnouncementListProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.stack} data-testid={testId}>
      <ul className={styles.list} aria-label={t('announcements.listLabel')} aria-busy={isBusy}>
        {page.list.map((item, slot) => (
          <Item
            key={item.id}
            item={item}
            isOpen={openSlot === slot}
            onToggle={() => onToggle(slot)}
            onRewardCenter={onRewardCenter}
            showDate={showDates}
          />
        ))}
      </ul>
      <Pager
        pageNo={page.pageNo}
        pageSize={page.pageSize}
        total={page.total}
        onChange={onPage}
        label={t('announcements.pagerLabel')}
        isBusy={isBusy}
        testId={`${testId}-pager`}
      />
    </div>
  );
}
