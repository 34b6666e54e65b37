import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { WithdrawView } from '../../features/wallet/components/withdraw-view.tsx';
import { PlayerCentre } from '../layout/player-centre.tsx';

/** /withdraw: payee accounts, the withdrawal form and every withdrawal's state (login required). */
export default function WithdrawPage() {
  const { t } = useTranslation();
  return (
    <PlayerCentre entry="withdraw" lead={t('playerCentre.leads.withdraw')} testId="withdraw-page">
      <WithdrawView />
    </PlayerCentre>
  );
}
