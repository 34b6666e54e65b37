import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BET_EXCEPTION_KINDS,
  type AdminBetException,
  type BetExceptionKind,
} from '@portal/contracts/admin-bets';
import { ConfirmAction } from '../../components/ui/confirm-action.tsx';
import { EmptyRow } from '../../components/ui/empty-row.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { useUrlPage } from '../../lib/use-url-page.ts';
import { useBetExceptions, type BetExceptionState } from './api/list-bet-exceptions.ts';
import { useResolveBetException } from './api/resolve-bet-exception.ts';

const PAGE_SIZE = 20;
const STATES: readonly BetExceptionState[] = ['OPEN', 'RESOLVED', 'ALL'];

const isState = (value: string | null): value is BetExceptionState =>
  STATES.includes(value as BetExceptionState);

const SOURCES = ['HISTORY', 'SEAMLESS'] as const;

const isKind = (kind: string): kind is BetExceptionKind =>
  (BET_EXCEPTION_KINDS as readonly string[]).includes(kind);
const isSource = (source: string): source is (typeof SOURCES)[number] =>
  (SOURCES as readonly string[]).includes(source);

/** Bets the portal could not record as the vendor reported them, newest first, to resolve. */
export default function BetExceptionsPage() {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  const { params, setParams, pageNo, setPage } = useUrlPage();
  const requested = params.get('state');
  const state: BetExceptionState = isState(requested) ? requested : 'OPEN';
  const exceptions = useBetExceptions({ state, pageNo, pageSize: PAGE_SIZE });
  const resolve = useResolveBetException();
  const [failed, setFailed] = useState<{ id: number; error: unknown } | null>(null);

  function resolveOne(row: AdminBetException) {
    setFailed(null);
    resolve.mutate(row.id, { onError: (error) => setFailed({ id: row.id, error }) });
  }

  return (
    <>
      <h1>{t('betExceptions.title')}</h1>
      <p className="muted">{t('betExceptions.intro')}</p>
      <div className="filters">
        <label>
          {t('betExceptions.stateFilter')}
          <select
            value={state}
            onChange={(e) => setParams(e.target.value === 'OPEN' ? {} : { state: e.target.value })}
          >
            {STATES.map((s) => (
              <option key={s} value={s}>
                {t(`betExceptions.states.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {exceptions.isError && (
        <QueryError error={exceptions.error} onRetry={() => void exceptions.refetch()} />
      )}
      {exceptions.isPending && <Loading />}
      {exceptions.data && (
        <>
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('betExceptions.columns.time')}</th>
                  <th scope="col">{t('betExceptions.columns.vendor')}</th>
                  <th scope="col">{t('betExceptions.columns.bet')}</th>
                  <th scope="col">{t('betExceptions.columns.kind')}</th>
                  <th scope="col">{t('betExceptions.columns.detail')}</th>
                  <th scope="col">{t('betExceptions.columns.state')}</th>
                  <th scope="col">{t('betExceptions.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {exceptions.data.list.map((row) => (
                  <tr key={row.id}>
                    <td className="nowrap">{formatDateTime(row.createdAt, language)}</td>
                    <td>
                      {row.vendor}
                      <div className="muted">
                        {isSource(row.source)
                          ? t(`betExceptions.sources.${row.source}`)
                          : row.source}
                      </div>
                    </td>
                    <th scope="row" className="mono">
                      {row.vendorBetId}
                    </th>
                    <td>
                      <span className="badge">
                        {isKind(row.kind) ? t(`betExceptions.kinds.${row.kind}`) : row.kind}
                      </span>
                      {row.unassigned && (
                        <div className="muted">{t('betExceptions.unassigned')}</div>
                      )}
                    </td>
                    <td className="mono" style={{ overflowWrap: 'anywhere', minInlineSize: 200 }}>
                      {JSON.stringify(row.detail)}
                    </td>
                    <td className="nowrap">
                      {row.resolvedAt
                        ? t('betExceptions.resolvedAt', {
                            time: formatDateTime(row.resolvedAt, language),
                          })
                        : t('betExceptions.open')}
                    </td>
                    <td className="actions-cell">
                      {row.resolvedAt === null && (
                        <div className="stack">
                          <ConfirmAction
                            label={t('betExceptions.resolve')}
                            question={t('betExceptions.confirmResolve', {
                              bet: row.vendorBetId,
                              vendor: row.vendor,
                            })}
                            busy={resolve.isPending}
                            onConfirm={() => resolveOne(row)}
                          />
                          {failed?.id === row.id && <QueryError error={failed.error} />}
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
                {exceptions.data.list.length === 0 && <EmptyRow columns={7} />}
              </tbody>
            </table>
          </div>
          <Pager
            pageNo={pageNo}
            pageSize={PAGE_SIZE}
            total={exceptions.data.total}
            onPage={setPage}
          />
        </>
      )}
    </>
  );
}
