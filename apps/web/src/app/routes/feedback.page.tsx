import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { FeedbackPanel } from '../../features/feedback/components/feedback-panel.tsx';
import { PlayerCentre } from '../layout/player-centre.tsx';

/** /feedback: the player centre's feedback page (login required). */
export default function FeedbackPage() {
  const { t } = useTranslation();
  return (
    <PlayerCentre entry="feedback" lead={t('playerCentre.leads.feedback')} testId="feedback-page">
      <FeedbackPanel />
    </PlayerCentre>
  );
}
