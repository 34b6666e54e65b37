import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { SecurityCentre } from '../../features/account/components/security-centre.tsx';
import { PlayerCentre } from '../layout/player-centre.tsx';

/** /member: the member's account and security centre (login required). */
export default function MemberPage() {
  const { t } = useTranslation();
  return (
    <PlayerCentre entry="securityCenter" lead={t('security.lead')} testId="member-page">
      <SecurityCentre />
    </PlayerCentre>
  );
}
