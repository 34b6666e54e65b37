import { useTranslation } from 'react-i18next';
import { useUrlPage } from '../../lib/use-url-page.ts';
import { EmptyRow } from '../../components/ui/empty-row.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { useAudit } from './api/list-audit.ts';

const PAGE_SIZE = 50;
/** Actions the server records, for the filter. */
const ACTIONS = [
  'operator.login',
  'operator.login_failed',
  'operator.totp_bind',
  'operator.totp_failed',
  'operator.logout',
  'member.lock',
  'member.unlock',
  'member.force_reset',
  'outbox.read',
  'settings.module',
  'settings.register_fields',
];

function detailsText(details: Record<string, unknown>): string {
  const text = JSON.stringify(details);
  return text === '{}' ? '—' : text;
}

/** Everything operators did, newest first. */
export default function AuditPage() {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  const { params, setParams, pageNo, setPage } = useUrlPage();
  const action = params.get('action') ?? '';
  const audit = useAudit({ action, pageNo, pageSize: PAGE_SIZE });

  return (
    <>
      <h1>{t('audit.title')}</h1>
      <div className="filters">
        <label>
          {t('audit.filter')}
          <select
            value={action}
            onChange={(e) => setParams(e.target.value ? { action: e.target.value } : {})}
          >
            <option value="">{t('audit.allActions')}</option>
            {ACTIONS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
      </div>
      {audit.isError && <QueryError error={audit.error} onRetry={() => void audit.refetch()} />}
      {audit.isPending && <Loading />}
      {audit.data && (
        <>
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('audit.columns.time')}</th>
                  <th scope="col">{t('audit.columns.operator')}</th>
                  <th scope="col">{t('audit.columns.action')}</th>
                  <th scope="col">{t('audit.columns.target')}</th>
                  <th scope="col">{t('audit.columns.details')}</th>
                  <th scope="col">{t('audit.columns.ip')}</th>
                </tr>
              </thead>
              <tbody>
                {audit.data.list.map((e) => (
                  <tr key={e.id}>
                    <td className="nowrap">{formatDateTime(e.createdAt, language)}</td>
                    <td>{e.operator ?? t('audit.unknownOperator')}</td>
                    <td className="mono">{e.action}</td>
                    <td className="mono">
                      {e.targetType ? `${e.targetType}:${e.targetId ?? ''}` : '—'}
                    </td>
                    <td className="mono" style={{ overflowWrap: 'anywhere', minInlineSize: 200 }}>
                      {detailsText(e.details)}
                    </td>
                    <td className="mono">{e.ip ?? '—'}</td>
                  </tr>
                ))}
                {audit.data.list.length === 0 && <EmptyRow columns={6} />}
              </tbody>
            </table>
          </div>
          <Pager pageNo={pageNo} pageSize={PAGE_SIZE} total={audit.data.total} onPage={setPage} />
        </>
      )}
    </>
  );
}
