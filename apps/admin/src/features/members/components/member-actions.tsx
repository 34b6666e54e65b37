import { useTranslation } from 'react-i18next';
import type { AdminMemberProfile } from '@portal/contracts/admin';
import { ConfirmAction } from '../../../components/ui/confirm-action.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { useCan } from '../../../lib/permissions.ts';
import { useMemberAction } from '../api/member-action.ts';

/** Lock / unlock and force reset, each behind a confirmation; shown only to roles allowed. */
export function MemberActions({ member }: { member: AdminMemberProfile }) {
  const { t } = useTranslation();
  const canLock = useCan('members.lock');
  const canReset = useCan('members.forceReset');
  const action = useMemberAction(member.id);
  if (!canLock && !canReset) return null;
  const name = member.username;
  const done = action.data && action.variables;
  return (
    <section aria-labelledby="member-actions">
      <h2 id="member-actions">{t('member.actions')}</h2>
      <div className="row">
        {canLock &&
          (member.status === 'LOCKED' ? (
            <ConfirmAction
              label={t('member.unlock')}
              question={t('member.confirmUnlock', { name })}
              busy={action.isPending}
              onConfirm={() => action.mutate('unlock')}
            />
          ) : (
            <ConfirmAction
              danger
              label={t('member.lock')}
              question={t('member.confirmLock', { name })}
              busy={action.isPending}
              onConfirm={() => action.mutate('lock')}
            />
          ))}
        {canReset && (
          <ConfirmAction
            danger
            label={t('member.forceReset')}
            question={t('member.confirmForceReset', { name })}
            busy={action.isPending}
            onConfirm={() => action.mutate('force-reset')}
          />
        )}
      </div>
      <div aria-live="polite" style={{ marginBlockStart: 'var(--space-3)' }}>
        {done && (
          <p className="success">
            {action.variables === 'lock'
              ? t('member.doneLock', { count: action.data.sessionsEnded })
              : action.variables === 'unlock'
                ? t('member.doneUnlock')
                : t('member.doneForceReset', { count: action.data.sessionsEnded })}
          </p>
        )}
      </div>
      {action.isError && <QueryError error={action.error} />}
    </section>
  );
}
