import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { BetsView } from '../../features/records/components/bets-view.tsx';
import { PlayerCentre } from '../layout/player-centre.tsx';

/** /personalHistoryCopy: the betting record (login required). */
export default function BettingRecordPage() {
  const { t } = useTranslation();
  return (
    <PlayerCentre
      entry="bettingRecord"
      lead={t('playerCentre.leads.bettingRecord')}
      testId="betting-record-page"
    >
      <BetsView />
    </PlayerCentre>
  );
}
