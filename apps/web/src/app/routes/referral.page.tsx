import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ReferralView } from '../../features/loyalty/components/referral-view.tsx';
import { PlayerCentre } from '../layout/player-centre.tsx';

/** /referral: invite friends with my link and code (login required). */
export default function ReferralPage() {
  const { t } = useTranslation();
  return (
    <PlayerCentre entry="referral" lead={t('playerCentre.leads.referral')} testId="referral-page">
      <ReferralView />
    </PlayerCentre>
  );
}
