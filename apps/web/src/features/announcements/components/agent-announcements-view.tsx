import { useState } from 'react';
import { useNavigate } from '../../../lib/router/index.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { paths } from '../../../config/paths.ts';
import { errorText } from '../../../lib/api-error.ts';
import { useAnnouncements } from '../api/announcements.ts';
import { AnnouncementList } from './announcements-modal.tsx';
import { usePageParam } from '../../../lib/use-page-param.ts';
import styles from './announcement-list.module.css';
import '../../../lib/i18n/agent-centre.ts';
// The list's own words (types, pager) come with the announcements bundle.
import '../../../lib/i18n/announcements.ts';

/** The agent announcements' type: the server serves these items to agents only. */
export const AGENT_ANNOUNCEMENT_TYPES = 'AG';

/**
 * Agent announcements (the spec's agentAnnouncement): the site's news for agents, read with the
 * player announcements' call and shown as their list (title and day; a click opens the content,
 * which the server sanitised), paged in the address.
 */
export function AgentAnnouncementsView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pageNo, setPageNo] = usePageParam();
  const [openSlot, setOpenSlot] = useState<number | null>(null);
  const query = useAnnouncements({ types: AGENT_ANNOUNCEMENT_TYPES, pageNo });

  let content;
  if (query.isPending) content = <Loading testId="agent-announcements-loading" />;
  else if (query.isError) {
    content = (
      <LoadError
        message={errorText(query.error, t)}
        onRetry={() => void query.refetch()}
        testId="agent-announcements-error"
      />
    );
  } else if (query.data.total === 0) {
    content = (
      <EmptyState
        illustration="gift"
        title={t('agentCentre.announcements.emptyTitle')}
        text={t('agentCentre.announcements.emptyText')}
        level={2}
        compact
        testId="agent-announcements-empty"
      />
    );
  } else {
    content = (
      <AnnouncementList
        page={query.data}
        openSlot={openSlot}
        onToggle={(slot) => setOpenSlot((open) => (open === slot ? null : slot))}
        onPage={(next) => {
          setPageNo(next);
          setOpenSlot(null);
        }}
        onRewardCenter={() => void navigate(paths.rewardCenter)}
        isBusy={query.isFetching}
        showDates
        testId="agent-announcements-list"
      />
    );
  }

  return (
    <div className={styles.agentStack} data-testid="agent-announcements-view">
      {content}
    </div>
  );
}
