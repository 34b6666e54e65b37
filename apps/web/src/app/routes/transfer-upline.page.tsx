import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { TransferView } from '../../features/wallet/components/transfer-view.tsx';
import { PlayerCentre } from '../layout/player-centre.tsx';

/** /transferUpline: transfer to the upline, and to downlines for agents (login required). */
export default function TransferUplinePage() {
  const { t } = useTranslation();
  return (
    <PlayerCentre
      entry="transferUpline"
      lead={t('playerCentre.leads.transferUpline')}
      testId="transfer-upline-page"
    >
      <TransferView />
    </PlayerCentre>
  );
}
