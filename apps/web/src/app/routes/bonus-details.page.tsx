import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { BonusesView } from '../../features/records/components/bonuses-view.tsx';
import { PlayerCentre } from '../layout/player-centre.tsx';

/** /bonusDetails: bonuses and their turnover (login required). */
export default function BonusDetailsPage() {
  const { t } = useTranslation();
  return (
    <PlayerCentre
      entry="bonusDetails"
      lead={t('playerCentre.leads.bonusDetails')}
      testId="bonus-details-page"
    >
      <BonusesView />
    </PlayerCentre>
  );
}
