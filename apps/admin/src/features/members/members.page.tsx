import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUrlPage } from '../../lib/use-url-page.ts';
import { EmptyRow } from '../../components/ui/empty-row.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
import { paths } from '../../config/paths.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { useMembers } from './api/search-members.ts';
import { StatusBadge, TypeLabel } from './components/member-badges.tsx';
import { MemberSearchForm, type MemberFilters } from './components/member-search-form.tsx';

const PAGE_SIZE = 20;

/** Members of this white label: search, newest first, paged (the filters live in the URL). */
export default function MembersPage() {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  const { params, setParams, pageNo, setPage } = useUrlPage();
  const filters: MemberFilters = {
    username: params.get('username') ?? '',
    mobile: params.get('mobile') ?? '',
    email: params.get('email') ?? '',
  };
  const members = useMembers({ ...filters, pageNo, pageSize: PAGE_SIZE });

  function handleSearch(next: MemberFilters) {
    const entries = Object.entries(next).filter(([, v]) => String(v).trim() !== '');
    setParams(new URLSearchParams(entries));
  }

  return (
    <>
      <h1>{t('members.title')}</h1>
      <MemberSearchForm key={params.toString()} initial={filters} onSearch={handleSearch} />
      {members.isError && (
        <QueryError error={members.error} onRetry={() => void members.refetch()} />
      )}
      {members.isPending && <Loading />}
      {members.data && (
        <>
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('members.columns.username')}</th>
                  <th scope="col">{t('members.columns.type')}</th>
                  <th scope="col">{t('members.columns.status')}</th>
                  <th scope="col">{t('members.columns.mobile')}</th>
                  <th scope="col">{t('members.columns.email')}</th>
                  <th scope="col">{t('members.columns.created')}</th>
                  <th scope="col">{t('members.columns.lastLogin')}</th>
                </tr>
              </thead>
              <tbody>
                {members.data.list.map((m) => (
                  <tr key={m.id}>
                    <th scope="row">
                      <Link to={paths.member(m.id)}>{m.username}</Link>
                    </th>
                    <td>
                      <TypeLabel type={m.type} />
                    </td>
                    <td>
                      <StatusBadge status={m.status} />
                    </td>
                    <td className="mono nowrap">{m.mobile ?? '—'}</td>
                    <td>{m.email ?? '—'}</td>
                    <td className="nowrap">{formatDateTime(m.createdAt, language)}</td>
                    <td className="nowrap">{formatDateTime(m.lastLoginAt, language)}</td>
                  </tr>
                ))}
                {members.data.list.length === 0 && <EmptyRow columns={7} />}
              </tbody>
            </table>
          </div>
          <Pager pageNo={pageNo} pageSize={PAGE_SIZE} total={members.data.total} onPage={setPage} />
        </>
      )}
    </>
  );
}
