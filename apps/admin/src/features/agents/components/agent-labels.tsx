import { useTranslation } from 'react-i18next';
import { MEMBER_TYPE } from '@portal/contracts/auth';

/** ACTIVE / LOCKED as a coloured badge with text (colour is never the only cue). */
export function AgentStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = status === 'ACTIVE' || status === 'LOCKED';
  return (
    <span className={`badge ${status === 'ACTIVE' ? 'badge-ok' : 'badge-bad'}`}>
      {known ? t(`agents.status.${status}`) : status}
    </span>
  );
}

/** Spec account types: 0 player, 4 trial, 1, 2, 41 and 42 agents (named with their number). */
export function AgentTypeLabel({ type }: { type: number }) {
  const { t } = useTranslation();
  if (type === MEMBER_TYPE.member) return <>{t('agents.types.member')}</>;
  if (type === MEMBER_TYPE.trial) return <>{t('agents.types.trial')}</>;
  return <>{t('agents.types.agent', { type })}</>;
}
