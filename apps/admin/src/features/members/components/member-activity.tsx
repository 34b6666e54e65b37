import { useTranslation } from 'react-i18next';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { Loading, QueryError } from '../../../components/ui/query-error.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { useMemberLogins } from '../api/get-member-logins.ts';
import { useMemberSessions } from '../api/get-member-sessions.ts';

/** The member's sessions, newest first. */
export function MemberSessions({ id }: { id: number }) {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  const sessions = useMemberSessions(id);
  if (sessions.isError) return <QueryError error={sessions.error} />;
  if (!sessions.data) return <Loading />;
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">{t('member.sessionColumns.created')}</th>
            <th scope="col">{t('member.sessionColumns.lastSeen')}</th>
            <th scope="col">{t('member.sessionColumns.ip')}</th>
            <th scope="col">{t('member.sessionColumns.userAgent')}</th>
            <th scope="col">{t('member.sessionColumns.state')}</th>
          </tr>
        </thead>
        <tbody>
          {sessions.data.map((s) => (
            <tr key={s.id}>
              <td className="nowrap">{formatDateTime(s.createdAt, language)}</td>
              <td className="nowrap">{formatDateTime(s.lastSeenAt, language)}</td>
              <td className="mono">{s.ip ?? '—'}</td>
              <td>{s.userAgent ?? '—'}</td>
              <td>
                {s.revokedAt ? (
                  <span className="badge">
                    {t('member.ended', { reason: s.revokedReason ?? '—' })}
                  </span>
                ) : (
                  <span className="badge badge-ok">{t('member.live')}</span>
                )}
              </td>
            </tr>
          ))}
          {sessions.data.length === 0 && <EmptyRow columns={5} />}
        </tbody>
      </table>
    </div>
  );
}

/** The member's login attempts, newest first. */
export function MemberLogins({ id }: { id: number }) {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  const logins = useMemberLogins(id);
  if (logins.isError) return <QueryError error={logins.error} />;
  if (!logins.data) return <Loading />;
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">{t('member.loginColumns.time')}</th>
            <th scope="col">{t('member.loginColumns.result')}</th>
            <th scope="col">{t('member.loginColumns.reason')}</th>
            <th scope="col">{t('member.loginColumns.ip')}</th>
            <th scope="col">{t('member.loginColumns.userAgent')}</th>
          </tr>
        </thead>
        <tbody>
          {logins.data.map((a) => (
            <tr key={a.id}>
              <td className="nowrap">{formatDateTime(a.createdAt, language)}</td>
              <td>
                <span className={`badge ${a.success ? 'badge-ok' : 'badge-bad'}`}>
                  {a.success ? t('member.success') : t('member.failure')}
                </span>
              </td>
              <td>{a.reason ?? '—'}</td>
              <td className="mono">{a.ip}</td>
              <td>{a.userAgent ?? '—'}</td>
            </tr>
          ))}
          {logins.data.length === 0 && <EmptyRow columns={5} />}
        </tbody>
      </table>
    </div>
  );
}
