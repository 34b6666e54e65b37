import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { TransferFundView } from '../../features/wallet/components/transfer-fund-view.tsx';
import { PlayerCentre } from '../layout/player-centre.tsx';

/** /transferFund: main, locked and game-wallet money, recall and game transfer (login required). */
export default function TransferFundPage() {
  const { t } = useTranslation();
  return (
    <PlayerCentre
      entry="transferFund"
      lead={t('playerCentre.leads.transferFund')}
      testId="transfer-fund-page"
    >
      <TransferFundView />
    </PlayerCentre>
  );
}
