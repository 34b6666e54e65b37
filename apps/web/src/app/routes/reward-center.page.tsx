import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { RewardCentreView } from '../../features/loyalty/components/reward-centre-view.tsx';
import { PlayerCentre } from '../layout/player-centre.tsx';
import { useSite } from '../layout/use-site.ts';

/** /rewardCenter: the member's rewards and the programmes the operator runs (login required). */
export default function RewardCenterPage() {
  const { t } = useTranslation();
  const { flag } = useSite();
  return (
    <PlayerCentre
      entry="rewardCenter"
      lead={t('playerCentre.leads.rewardCenter')}
      testId="reward-center-page"
    >
      <RewardCentreView flag={flag} />
    </PlayerCentre>
  );
}
