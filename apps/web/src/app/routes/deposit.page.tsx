import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { DepositView } from '../../features/wallet/components/deposit-view.tsx';
import { PlayerCentre } from '../layout/player-centre.tsx';

/** /depositv2: deposit methods, pay-to details and recent deposits (login required). */
export default function DepositPage() {
  const { t } = useTranslation();
  return (
    <PlayerCentre entry="deposit" lead={t('playerCentre.leads.deposit')} testId="deposit-page">
      <DepositView />
    </PlayerCentre>
  );
}
