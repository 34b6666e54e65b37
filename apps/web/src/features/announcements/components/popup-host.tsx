import { useState } from 'react';
import { useNavigate } from '../../../lib/router/index.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { AnnouncementPage } from '@portal/contracts/announcements';
import { Modal } from '../../../components/ui/modal.tsx';
import { useSessionStore } from '../../../lib/stores/session-store.ts';
import { useAnnouncements } from '../api/announcements.ts';
import { isPopupClosed, markPopupClosed, type PopupAudience } from '../popup-flags.ts';
import { AnnouncementList } from './announcement-list.tsx';
import styles from './announcement-list.module.css';
import { REWARD_CENTER_PATH } from './announcements-modal.tsx';
import '../../../lib/i18n/announcements.ts';

/**
 * Popup items for this visitor: a member gets the logged-in (A) and first-login (F) popups, a
 * visitor the anonymous (B) ones. The server decides what A and F mean for the session.
 */
export function popupsFor(audience: PopupAudience, page: AnnouncementPage): AnnouncementPage {
  const list = page.list.filter((item) =>
    audience === 'member' ? item.execution !== 'B' : item.execution === 'B',
  );
  return { ...page, list, total: list.length };
}

function PopupDialog({
  audience,
  page,
  onClose,
}: {
  audience: PopupAudience;
  page: AnnouncementPage;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [openSlot, setOpenSlot] = useState<number | null>(0);
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('announcements.popupTitle')}
      size="md"
      testId={`popup-${audience}`}
    >
      <div className={styles.frame}>
        <AnnouncementList
          page={page}
          openSlot={openSlot}
          onToggle={(slot) => setOpenSlot((open) => (open === slot ? null : slot))}
          onPage={() => undefined}
          onRewardCenter={() => {
            onClose();
            void navigate(REWARD_CENTER_PATH);
          }}
          testId="popup-list"
        />
      </div>
    </Modal>
  );
}

/**
 * The announcement popups (type PU), shown once per session: closing them writes USER_POPUP or
 * ANONYMOUS_POPUP = 'closed' in session storage, and they stay closed until the tab's session ends.
 */
export function PopupHost() {
  const token = useSessionStore((s) => s.token);
  const audience: PopupAudience = token ? 'member' : 'visitor';
  const [closed, setClosed] = useState(() => ({
    member: isPopupClosed('member'),
    visitor: isPopupClosed('visitor'),
  }));
  const isClosed = closed[audience];
  const popups = useAnnouncements(
    { types: 'PU', execution: audience === 'visitor' ? 'B' : undefined, pageNo: 1 },
    { enabled: !isClosed },
  );
  if (isClosed || !popups.data || popups.isPlaceholderData) return null;
  const page = popupsFor(audience, popups.data);
  if (page.list.length === 0) return null;
  return (
    <PopupDialog
      key={audience}
      audience={audience}
      page={page}
      onClose={() => {
        markPopupClosed(audience);
        setClosed((c) => ({ ...c, [audience]: true }));
      }}
    />
  );
}
