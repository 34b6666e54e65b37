import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
import { paths } from '../../config/paths.ts';
import { useCan } from '../../lib/permissions.ts';
import { useMember } from './api/get-member.ts';
import { MemberActions } from './components/member-actions.tsx';
import { MemberLogins, MemberSessions } from './components/member-activity.tsx';
import { MemberProfile } from './components/member-profile.tsx';
import { MemberRewards } from './components/member-rewards.tsx';
import { MemberWalletPanel } from './components/member-wallet.tsx';

/**
 * One member: profile, actions, wallet and ledger, rewards (loyalty.read; forfeiting one whose
 * wagering is open: loyalty.configure), sessions and login history.
 */
export default function MemberDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const member = useMember(id);
  const canSeeWallet = useCan('wallet.read');
  return (
    <>
      <p>
        <Link to={paths.members}>← {t('member.back')}</Link>
      </p>
      {member.isError && <QueryError error={member.error} />}
      {member.isPending && <Loading />}
      {member.data && (
        <>
          <h1>{member.data.username}</h1>
          <h2>{t('member.profile')}</h2>
          <MemberProfile member={member.data} />
          <MemberActions member={member.data} />
          {canSeeWallet && <MemberWalletPanel id={id} />}
          <MemberRewards member={member.data} />
          <h2>{t('member.sessions')}</h2>
          <MemberSessions id={id} />
          <h2>{t('member.logins')}</h2>
          <MemberLogins id={id} />
        </>
      )}
    </>
  );
}
