import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { InboxView } from '../../features/messages/components/inbox-view.tsx';
import { PlayerCentre } from '../layout/player-centre.tsx';

/** /messageV2: the member's platform messages (login required). */
export default function MessagesPage() {
  const { t } = useTranslation();
  return (
    <PlayerCentre entry="messageV2" lead={t('playerCentre.leads.messageV2')} testId="messages-page">
      <InboxView />
    </PlayerCentre>
  );
}
