import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Downline } from '@portal/contracts/agents';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { TFunction } from '../../../lib/i18n/translator.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, TableResults, type DataColumn } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { formatCount, formatDateTime, formatDay, formatMoney } from '../../../lib/format.ts';
import { useMemberInfo } from '../../../lib/session/member-info.ts';
import { useDownlines, type DownlineScope } from '../api/get-downlines.ts';
import {
  DOWNLINES_PAGE_SIZE,
  USERNAME_MAX,
  useDownlinesState,
  type DownlinesState,
} from '../downlines-query.ts';
import segmented from '../../../components/ui/segmented.module.css';
import view from './agent-view.module.css';
import styles from './downlines.module.css';
import '../../../lib/i18n/agent-centre.ts';

const SCOPES: readonly DownlineScope[] = ['direct', 'all'];

const STATUS: Record<string, { label: 'ACTIVE' | 'LOCKED'; tone: BadgeTone }> = {
  ACTIVE: { label: 'ACTIVE', tone: 'success' },
  LOCKED: { label: 'LOCKED', tone: 'danger' },
};

type Column = DataColumn<Downline>;

function columnsOf(t: TFunction, language: string, symbol: string): Column[] {
  const n = (value: number) => formatCount(value, language);
  return [
    {
      key: 'username',
      header: t('agentCentre.downlines.columns.username'),
      isTitle: true,
      cell: (row) => (
        <span className={styles.user}>
          <span className={view.username} translate="no">
            {row.username}
          </span>
          {row.isAgent && (
            <span className={styles.agent} data-testid="downline-agent">
              <Icon name="shield" size={12} />
              {t('agentCentre.downlines.agent')}
            </span>
          )}
        </span>
      ),
    },
    { key: 'level', header: t('agentCentre.downlines.columns.level'), cell: (row) => n(row.level) },
    {
      key: 'upline',
      header: t('agentCentre.downlines.columns.upline'),
      cell: (row) => (
        <span className={view.username} translate="no">
          {row.upline || '—'}
        </span>
      ),
    },
    {
      key: 'teamCount',
      header: t('agentCentre.downlines.columns.teamCount'),
      align: 'end',
      cell: (row) => n(row.teamCount),
    },
    {
      key: 'balance',
      header: t('agentCentre.downlines.columns.balance'),
      align: 'end',
      cell: (row) => (
        <span className={view.amount}>
          {symbol ? `${symbol} ` : ''}
          {formatMoney(row.balance, language)}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('agentCentre.downlines.columns.status'),
      cell: (row) => {
        const known = STATUS[row.status];
        return (
          <Badge tone={known?.tone ?? 'neutral'}>
            {known ? t(`agentCentre.downlines.status.${known.label}`) : row.status}
          </Badge>
        );
      },
    },
    {
      key: 'lastLogin',
      header: t('agentCentre.downlines.columns.lastLogin'),
      cell: (row) =>
        row.lastLoginAt ? (
          <time dateTime={row.lastLoginAt}>{formatDateTime(row.lastLoginAt, language)}</time>
        ) : (
          <span className={view.muted}>{t('agentCentre.downlines.never')}</span>
        ),
    },
    {
      key: 'joined',
      header: t('agentCentre.downlines.columns.joined'),
      cell: (row) => <time dateTime={row.createdAt}>{formatDay(row.createdAt, language)}</time>,
    },
  ];
}

/** The username search: a prefix, sent on submit; the field starts from the address's value. */
function SearchForm({
  initial,
  onSearch,
}: {
  initial: string;
  onSearch: (username: string) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSearch(value.trim());
  }

  return (
    <form
      className={styles.search}
      role="search"
      onSubmit={handleSubmit}
      data-testid="downlines-search"
    >
      <TextField
        label={t('agentCentre.downlines.search')}
        type="search"
        value={value}
        onValueChange={setValue}
        placeholder={t('agentCentre.downlines.searchPlaceholder')}
        maxLength={USERNAME_MAX}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
        testId="downlines-username"
        trailing={
          <Button type="submit" variant="secondary" data-testid="downlines-submit">
            {t('agentCentre.downlines.submit')}
          </Button>
        }
      />
      {initial && (
        <Button
          variant="ghost"
          size="sm"
          className={styles.clear}
          onClick={() => {
            setValue('');
            onSearch('');
          }}
          data-testid="downlines-clear"
        >
          <Icon name="close" size={14} />
          {t('agentCentre.downlines.clear')}
        </Button>
      )}
    </form>
  );
}

function Toolbar({
  state,
  onChange,
}: {
  state: DownlinesState;
  onChange: (change: Partial<DownlinesState>) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className={view.toolbar}>
      <SearchForm
        key={state.username}
        initial={state.username}
        onSearch={(username) => onChange({ username })}
      />
      <div className={segmented.group} role="group" aria-labelledby={labelId}>
        <span id={labelId} className={segmented.label}>
          {t('agentCentre.downlines.scopeLabel')}
        </span>
        <div className={segmented.segments}>
          {SCOPES.map((scope) => (
            <button
              key={scope}
              type="button"
              className={segmented.segment}
              aria-pressed={state.scope === scope}
              onClick={() => onChange({ scope })}
              data-testid={`downlines-scope-${scope}`}
            >
              {t(`agentCentre.downlines.scope.${scope}`)}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

/**
 * Downline management: the agent's team (direct or every level), searched by username prefix,
 * paged. A table on wide screens; on narrow ones each row is a card labelled by its headers.
 */
export function DownlinesView() {
  const { t, i18n } = useTranslation();
  const [state, update] = useDownlinesState();
  const symbol = useMemberInfo().data?.currencySymbol ?? '';
  const query = useDownlines({
    scope: state.scope,
    username: state.username,
    pageNo: state.pageNo,
    pageSize: DOWNLINES_PAGE_SIZE,
  });
  const columns = columnsOf(t, i18n.language, symbol);

  let results: ReactNode;
  if (query.isPending) {
    results = <Loading testId="downlines-loading" />;
  } else if (query.isError) {
    results = (
      <LoadError
        message={errorText(query.error, t)}
        onRetry={() => void query.refetch()}
        testId="downlines-error"
      />
    );
  } else if (query.data.list.length === 0) {
    results = state.username ? (
      <EmptyState
        illustration="member"
        title={t('agentCentre.downlines.noMatchTitle')}
        text={t('agentCentre.downlines.noMatchText', { username: state.username })}
        // Right under the page's h1: an h2.
        level={2}
        compact
        testId="downlines-empty"
      />
    ) : (
      <EmptyState
        illustration="member"
        title={t('agentCentre.downlines.emptyTitle')}
        text={t('agentCentre.downlines.emptyText')}
        level={2}
        compact
        testId="downlines-empty"
      />
    );
  } else {
    const page = query.data;
    results = (
      <TableResults isFetching={query.isFetching}>
        <DataTable
          caption={t('agentCentre.downlines.caption')}
          columns={columns}
          rows={page.list}
          rowKey={(row) => row.id}
          testId="downlines-table"
          rowTestId="downlines-row"
        />
        <Pager
          pageNo={page.pageNo}
          pageSize={page.pageSize}
          total={page.total}
          onChange={(pageNo) => update({ pageNo })}
          label={t('agentCentre.downlines.pages')}
          isBusy={query.isFetching}
          testId="downlines-pager"
        />
      </TableResults>
    );
  }

  return (
    <div className={view.stack} data-testid="downlines-view">
      <Toolbar state={state} onChange={update} />
      {results}
    </div>
  );
}
