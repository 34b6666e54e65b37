import { useTranslation } from 'react-i18next';

/** ACTIVE / LOCKED as a coloured badge with text (colour is never the only cue). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = status === 'ACTIVE' || status === 'LOCKED';
  return (
    <span className={`badge ${status === 'ACTIVE' ? 'badge-ok' : 'badge-bad'}`}>
      {known ? t(`members.status.${status}`) : status}
    </span>
  );
}

/** Spec account types: 0 player, 4 trial, the rest agents. */
export function TypeLabel({ type }: { type: number }) {
  const { t } = useTranslation();
  const kind = type === 0 ? 'member' : type === 4 ? 'trial' : 'agent';
  return <>{t(`members.types.${kind}`)}</>;
}
