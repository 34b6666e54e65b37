import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ProfitView } from '../../features/records/components/profit-view.tsx';
import { PlayerCentre } from '../layout/player-centre.tsx';

/** /personalProfit: profit summary and profit per category (login required). */
export default function PersonalProfitPage() {
  const { t } = useTranslation();
  return (
    <PlayerCentre
      entry="personalProfit"
      lead={t('playerCentre.leads.personalProfit')}
      testId="personal-profit-page"
    >
      <ProfitView />
    </PlayerCentre>
  );
}
