import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminMemberProfile } from '@portal/contracts/admin';
import { formatDateTime } from '../../../lib/format.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { StatusBadge, TypeLabel } from './member-badges.tsx';
import styles from './member-profile.module.css';

/** The profile as a description list; the server sends no secrets to show. */
export function MemberProfile({ member }: { member: AdminMemberProfile }) {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  const yesNo = (v: boolean) => (v ? t('common.yes') : t('common.no'));
  const rows: [string, ReactNode][] = [
    [t('member.fields.id'), member.id],
    [t('members.columns.type'), <TypeLabel key="type" type={member.type} />],
    [t('members.columns.status'), <StatusBadge key="status" status={member.status} />],
    [t('members.columns.mobile'), member.mobile],
    [t('members.columns.email'), member.email],
    [t('member.fields.payeeName'), member.payeeName],
    [t('member.fields.fullname'), member.fullname],
    [t('member.fields.nickname'), member.nickname],
    [t('member.fields.birthday'), member.birthday],
    [t('member.fields.referralCode'), member.referralCode],
    [t('member.fields.affiliateCode'), member.affiliateCode],
    [t('member.fields.language'), member.language],
    [t('member.fields.mustChangePassword'), yesNo(member.mustChangePassword)],
    [t('member.fields.totpBound'), yesNo(member.totpBound)],
    [t('member.fields.registerMethod'), member.registerMethod],
    [t('member.fields.registerIp'), member.registerIp],
    [t('members.columns.created'), formatDateTime(member.createdAt, language)],
    [t('member.fields.firstLoginAt'), formatDateTime(member.firstLoginAt, language)],
    [t('members.columns.lastLogin'), formatDateTime(member.lastLoginAt, language)],
  ];
  return (
    <dl className={`card ${styles.list}`}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.item}>
          <dt>{label}</dt>
          <dd>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
