import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminMemberSummary } from '@portal/contracts/admin';
import type { AdminTreeMember } from '@portal/contracts/agents';
import { useUiStore } from '../../lib/ui-store.ts';
import { mockApi, renderWithApp } from '../../testing/render.tsx';
import { ok, refusal, signInWith } from '../../testing/session.ts';
import AgentsPage from './agents.page.tsx';

const member = (over: Partial<AdminTreeMember>): AdminTreeMember => ({
  id: 1,
  username: 'user',
  type: 1,
  isAgent: true,
  status: 'ACTIVE',
  uplineId: null,
  depth: 1,
  directCount: 0,
  teamCount: 0,
  createdAt: '2026-11-01T08:00:00.000Z',
  ...over,
});

const top = [
  member({ id: 5, username: 'agent1', directCount: 2, teamCount: 1234 }),
  member({ id: 6, username: 'agent2', type: 41, status: 'LOCKED' }),
];
const under5 = [
  member({ id: 9, username: 'sub1', uplineId: 5, depth: 2, directCount: 1, teamCount: 1 }),
  member({ id: 10, username: 'player7', type: 0, isAgent: false, uplineId: 5, depth: 2 }),
];
const page = (list: AdminTreeMember[]) => ok({ list, total: list.length, pageNo: 1, pageSize: 20 });
const summary = (m: AdminTreeMember): AdminMemberSummary => ({
  id: m.id,
  username: m.username,
  type: m.type,
  status: m.status,
  email: null,
  mobile: null,
  createdAt: m.createdAt,
  lastLoginAt: null,
});

/** The tree answers by parentId (the mock sees the path of the call it answers). */
function mockTree(extra: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /wps/admin/agents/tree': () =>
      page(calls.at(-1)!.path.includes('parentId=5') ? under5 : top),
    'GET /wps/admin/agents/5': () => ok({ member: top[0], uplines: [] }),
    ...extra,
  });
  return calls;
}

const treeCalls = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((c) => c.path.startsWith('/wps/admin/agents/tree')).map((c) => c.path);

beforeEach(() => useUiStore.getState().setLanguage('EN'));

describe('agents page', () => {
  it('lists the top agents with their counts and no actions for a read-only role', async () => {
    signInWith(['agents.read'], { role: 'support' });
    const calls = mockTree();
    renderWithApp(<AgentsPage />, { url: '/agents' });
    const table = await screen.findByTestId('agents-table');
    const rows = within(table).getAllByTestId('agent-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('agent1');
    expect(rows[0]).toHaveTextContent('Agent (type 1)');
    expect(rows[0]).toHaveTextContent('1,234');
    expect(rows[1]).toHaveTextContent('Agent (type 41)');
    expect(rows[1]).toHaveTextContent('Locked');
    expect(table).toHaveTextContent('Top agents (agents without an upline)');
    expect(treeCalls(calls)).toEqual(['/wps/admin/agents/tree?pageNo=1&pageSize=20']);
    // Only a member with downlines opens a level.
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
    // agents.manage is missing: no actions column, no buttons.
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(within(table).queryByRole('button')).toBeNull();

    await userEvent.type(screen.getByLabelText('Username starts with'), 'agent2');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(treeCalls(calls).at(-1)).toBe(
        '/wps/admin/agents/tree?pageNo=1&pageSize=20&username=agent2',
      ),
    );
  });

  it('drills into a member’s direct downlines with a breadcrumb back to the top', async () => {
    signInWith(['agents.read'], { role: 'support' });
    const calls = mockTree();
    renderWithApp(<AgentsPage />, { url: '/agents' });
    await userEvent.click(
      await screen.findByRole('link', { name: 'agent1: show direct downlines' }),
    );
    await waitFor(() =>
      expect(treeCalls(calls).at(-1)).toBe(
        '/wps/admin/agents/tree?pageNo=1&pageSize=20&parentId=5',
      ),
    );
    expect(calls.some((c) => c.path === '/wps/admin/agents/5')).toBe(true);
    const table = await screen.findByTestId('agents-table');
    await waitFor(() => expect(table).toHaveTextContent('Direct downlines of agent1'));
    expect(within(table).getAllByTestId('agent-row')[1]).toHaveTextContent('Player');
    const crumbs = screen.getByTestId('agents-breadcrumb');
    expect(within(crumbs).getByText('agent1')).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(crumbs).getByRole('link', { name: 'Top agents' }));
    await waitFor(() => expect(screen.getByTestId('agents-table')).toHaveTextContent('Top agents'));
    expect(treeCalls(calls).at(-1)).toBe('/wps/admin/agents/tree?pageNo=1&pageSize=20');
  });

  it('moves a member under an upline found by username and shows the server’s refusal', async () => {
    signInWith(['agents.read', 'agents.manage', 'members.read'], { role: 'agent_manager' });
    let answer: { status?: number; body: unknown } = refusal(
      409,
      'AGENT_MOVE_LOOP',
      'A member cannot move under itself or under anyone in its own team.',
    );
    const calls = mockTree({
      'GET /wps/admin/members': () =>
        ok({ list: [summary(under5[0]!)], total: 1, pageNo: 1, pageSize: 8 }),
      'POST /wps/admin/agents/5/move': () => answer,
    });
    renderWithApp(<AgentsPage />, { url: '/agents' });
    const table = await screen.findByTestId('agents-table');
    await userEvent.click(
      within(within(table).getAllByTestId('agent-row')[0]!).getByRole('button', { name: 'Move' }),
    );

    const dialog = screen.getByRole('dialog', { name: 'Move agent1 and its team' });
    await userEvent.type(within(dialog).getByLabelText('New upline’s username'), 'sub1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Find' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'sub1 (#9)' }));
    expect(calls.find((c) => c.path.startsWith('/wps/admin/members'))?.path).toBe(
      '/wps/admin/members?username=sub1&pageNo=1&pageSize=8',
    );
    expect(within(dialog).getByTestId('picked-upline')).toHaveTextContent('New upline: sub1 (#9)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm the move' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A member cannot move under itself or under anyone in its own team.',
    );
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/wps/admin/agents/5/move');
    expect(post?.body).toEqual({ uplineId: 9 });

    // A move that goes through closes the dialog, says so and reads the level again.
    answer = ok({ member: { ...top[0], uplineId: 9 }, moved: 1235 });
    const before = treeCalls(calls).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm the move' }));
    expect(await screen.findByText('agent1 moved under sub1; members moved: 1,235.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(treeCalls(calls).length).toBeGreaterThan(before));
  });

  it('makes a player an agent of the chosen type', async () => {
    signInWith(['agents.read', 'agents.manage'], { role: 'owner' });
    const calls = mockTree({
      'POST /wps/admin/agents/10/promote': (body) =>
        ok({ ...under5[1], type: (body as { type: number }).type, isAgent: true }),
    });
    renderWithApp(<AgentsPage />, { url: '/agents?parentId=5' });
    const table = await screen.findByTestId('agents-table');
    await waitFor(() => expect(within(table).getAllByTestId('agent-row')).toHaveLength(2));
    const [agentRow, playerRow] = within(table).getAllByTestId('agent-row');
    // Already an agent: only Move.
    expect(within(agentRow!).queryByRole('button', { name: 'Make agent' })).toBeNull();
    await userEvent.click(within(playerRow!).getByRole('button', { name: 'Make agent' }));
    const dialog = screen.getByRole('dialog', { name: 'Make player7 an agent' });
    expect(within(dialog).getByLabelText('Type 1')).toBeChecked();
    await userEvent.click(within(dialog).getByLabelText('Type 41'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make agent' }));
    expect(await screen.findByText('player7 is now an agent (type 41).')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ type: 41 });
  });
});
