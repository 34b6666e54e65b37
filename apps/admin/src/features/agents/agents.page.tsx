import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminTreeMember } from '@portal/contracts/agents';
import { FilterButtons } from '../../components/ui/filter-buttons.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
import { useCan } from '../../lib/permissions.ts';
import { useUrlPage } from '../../lib/use-url-page.ts';
import { useAgentNode } from './api/get-agent-node.ts';
import { useAgentTree } from './api/get-agent-tree.ts';
import { useMakeAgent } from './api/make-agent.ts';
import { useMoveMember } from './api/move-member.ts';
import { AgentBreadcrumb } from './components/agent-breadcrumb.tsx';
import { AgentPayPanel } from './components/agent-pay-panel.tsx';
import { AgentTabs } from './components/agent-tabs.tsx';
import { AgentTable, type AgentRowActions } from './components/agent-table.tsx';
import { MakeAgentDialog } from './components/make-agent-dialog.tsx';
import { MoveMemberDialog } from './components/move-member-dialog.tsx';
import { formatCount } from '../../lib/format.ts';
import { idOf } from './url-params.ts';

const PAGE_SIZE = 20;

/** Username prefix over the level shown; submitting starts again at page one. */
function AgentSearchForm({
  initial,
  onSearch,
}: {
  initial: string;
  onSearch: (username: string) => void;
}) {
  const { t } = useTranslation();
  const [username, setUsername] = useState(initial);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSearch(username.trim());
  }

  return (
    <form
      role="search"
      aria-label={t('agents.searchTitle')}
      className="filters"
      onSubmit={handleSubmit}
    >
      <label>
        {t('agents.username')}
        <input
          name="username"
          maxLength={64}
          autoComplete="off"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
      </label>
      <FilterButtons
        onClear={() => {
          setUsername('');
          onSearch('');
        }}
      />
    </form>
  );
}

type Editing = { kind: 'makeAgent' | 'move'; member: AdminTreeMember } | null;

/**
 * The white label's agent tree, one level at a time: the top agents, or one member's direct
 * downlines with a breadcrumb back up and, for an agent, its pay (hold, contracts). Roles with
 * agents.manage make agents, move teams, set and end contracts, hold and release payouts.
 * The level, search and page live in the address, so Back and links work.
 */
export default function AgentsPage() {
  const { t } = useTranslation();
  const canManage = useCan('agents.manage');
  const { params, setParams, pageNo, setPage } = useUrlPage();
  const parentId = idOf(params.get('parentId'));
  const username = params.get('username') ?? '';
  const tree = useAgentTree({ parentId, username, pageNo, pageSize: PAGE_SIZE });
  const node = useAgentNode(parentId);
  const makeAgent = useMakeAgent();
  const move = useMoveMember();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function handleSearch(next: string) {
    setParams({
      ...(parentId !== null ? { parentId: String(parentId) } : {}),
      ...(next ? { username: next } : {}),
    });
  }

  function open(kind: 'makeAgent' | 'move') {
    return (member: AdminTreeMember) => {
      setNotice(null);
      makeAgent.reset();
      move.reset();
      setEditing({ kind, member });
    };
  }

  const actions: AgentRowActions | null = canManage
    ? { makeAgent: open('makeAgent'), move: open('move') }
    : null;
  const parentName = node.data?.member.username ?? (parentId !== null ? `#${parentId}` : '');
  const caption =
    parentId === null ? t('agents.topCaption') : t('agents.downlinesOf', { name: parentName });

  return (
    <>
      <h1>{t('agents.title')}</h1>
      <p className="muted">{t('agents.intro')}</p>
      <AgentTabs current="tree" />
      <AgentBreadcrumb parentId={parentId} node={node.data} />
      {node.isError && <QueryError error={node.error} onRetry={() => void node.refetch()} />}
      {node.data?.member.isAgent && (
        <AgentPayPanel key={node.data.member.id} node={node.data} canManage={canManage} />
      )}
      <AgentSearchForm key={params.toString()} initial={username} onSearch={handleSearch} />
      <div aria-live="polite" data-testid="agents-notice">
        {notice && <p className="success">{notice}</p>}
      </div>
      {tree.isError && <QueryError error={tree.error} onRetry={() => void tree.refetch()} />}
      {tree.isPending && <Loading />}
      {tree.data && (
        <>
          <AgentTable caption={caption} rows={tree.data.list} actions={actions} />
          <Pager pageNo={pageNo} pageSize={PAGE_SIZE} total={tree.data.total} onPage={setPage} />
        </>
      )}
      {canManage && editing?.kind === 'makeAgent' && (
        <MakeAgentDialog
          member={editing.member}
          busy={makeAgent.isPending}
          error={makeAgent.isError ? makeAgent.error : null}
          onClose={() => setEditing(null)}
          onSubmit={(type) =>
            makeAgent.mutate(
              { id: editing.member.id, type },
              {
                onSuccess: (member) => {
                  setEditing(null);
                  setNotice(t('agents.madeAgent', { name: member.username, type: member.type }));
                },
              },
            )
          }
        />
      )}
      {canManage && editing?.kind === 'move' && (
        <MoveMemberDialog
          member={editing.member}
          busy={move.isPending}
          error={move.isError ? move.error : null}
          onClose={() => setEditing(null)}
          onRepick={() => move.reset()}
          onSubmit={(upline) =>
            move.mutate(
              { id: editing.member.id, uplineId: upline.id },
              {
                onSuccess: (result) => {
                  setEditing(null);
                  setNotice(
                    t('agents.moved', {
                      name: result.member.username,
                      upline: upline.username,
                      n: formatCount(result.moved),
                    }),
                  );
                },
              },
            )
          }
        />
      )}
    </>
  );
}
