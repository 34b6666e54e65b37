import { useState } from 'react';
import { useNavigate } from '../../../lib/router/index.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ANNOUNCEMENT_PAGE_SIZE } from '@portal/contracts/announcement-constants';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ANNOUNCEMENT_TYPES_PARAM, NOTICE_QUERY, useAnnouncements } from '../api/announcements.ts';
import { AnnouncementList } from './announcement-list.tsx';

// The agent centre's announcements show the same list: imported from here, so the list stays in
// this chunk instead of a chunk of its own (each chunk name costs the home page's JS budget).
export { AnnouncementList };
import styles from './announcement-list.module.css';
import '../../../lib/i18n/announcements.ts';

/** The reward centre's route (the loyalty pages live there). */
export const REWARD_CENTER_PATH = '/rewardCenter';

interface AnnouncementsModalProps {
  /** announcement: every type; notice: the spec's notice query. */
  kind: 'announcement' | 'notice';
  /** The stored notice index: position in the whole list of the item to open first. */
  index?: number | undefined;
  onOpenChange: (open: boolean) => void;
}

/** Where the item at a list position sits: its page and its place on that page. */
export function slotOf(index: number | undefined): { pageNo: number; slot: number | null } {
  if (index === undefined || !Number.isInteger(index) || index < 0) {
    return { pageNo: 1, slot: null };
  }
  return {
    pageNo: Math.floor(index / ANNOUNCEMENT_PAGE_SIZE) + 1,
    slot: index % ANNOUNCEMENT_PAGE_SIZE,
  };
}

/** Announcements popup (public) and the notice popup, which opens at the stored notice index. */
export function AnnouncementsModal({ kind, index, onOpenChange }: AnnouncementsModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = slotOf(index);
  const [pageNo, setPageNo] = useState(start.pageNo);
  const [openSlot, setOpenSlot] = useState<number | null>(start.slot);
  const query =
    kind === 'notice' ? { ...NOTICE_QUERY, pageNo } : { types: ANNOUNCEMENT_TYPES_PARAM, pageNo };
  const announcements = useAnnouncements(query);

  let body;
  if (announcements.isPending) body = <Loading testId="announcements-loading" />;
  else if (announcements.isError) {
    body = (
      <LoadError
        message={t('announcements.loadFailed')}
        onRetry={() => void announcements.refetch()}
        testId="announcements-error"
      />
    );
  } else if (announcements.data.total === 0) {
    body = (
      <EmptyState
        illustration="gift"
        title={t('announcements.emptyTitle')}
        text={t('announcements.emptyText')}
        compact
        testId="announcements-empty"
      />
    );
  } else {
    body = (
      <AnnouncementList
        page={announcements.data}
        openSlot={openSlot}
        onToggle={(slot) => setOpenSlot((open) => (open === slot ? null : slot))}
        onPage={(next) => {
          setPageNo(next);
          setOpenSlot(null);
        }}
        onRewardCenter={() => {
          onOpenChange(false);
          void navigate(REWARD_CENTER_PATH);
        }}
        isBusy={announcements.isFetching}
        testId={`${kind}-list`}
      />
    );
  }

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={t(`modal.titles.${kind}`)}
      size="md"
      testId={`modal-${kind}`}
    >
      <div className={styles.frame}>{body}</div>
    </Modal>
  );
}
