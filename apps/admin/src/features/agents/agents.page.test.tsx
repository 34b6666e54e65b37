import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminMemberSummary } from '@portal/contracts/admin';
import type { AdminTreeMember, Contract } from '@portal/contracts/agents';
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
    'GET /wps/admin/agents/5': () => ok({ member: top[0], uplines: [], hold: null }),
    'GET /wps/admin/agents/5/contracts': () => ok([]),
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

const contract = (over: Partial<Contract>): Contract => ({
  id: 31,
  agentId: 5,
  agent: 'agent1',
  uplineId: null,
  upline: null,
  kind: 'DAILY_SALARY',
  period: null,
  tiers: [
    { minBase: '10000', minActivePlayers: 3, rateBp: 30 },
    { minBase: '50000', minActivePlayers: 5, rateBp: 50 },
  ],
  status: 'ACTIVE',
  terminationRequestedBy: null,
  endReason: null,
  offeredAt: '2026-11-20T08:00:00.000Z',
  acceptedAt: '2026-11-20T08:00:00.000Z',
  endedAt: null,
  ...over,
});
const contracts = [
  contract({}),
  contract({
    id: 12,
    uplineId: 2,
    upline: 'boss',
    kind: 'DIVIDEND',
    period: 'W',
    tiers: [{ minBase: '0', minActivePlayers: 0, rateBp: 3500 }],
    status: 'ENDED',
    endReason: 'REPLACED',
    endedAt: '2026-11-19T08:00:00.000Z',
  }),
];
const held = { reason: 'KYC check', heldAt: '2026-11-25T10:00:00.000Z' };

describe('agent pay panel', () => {
  it('lists the opened agent’s contracts and sets one with rates typed in percent', async () => {
    signInWith(['agents.read', 'agents.manage'], { role: 'agent_manager' });
    let answer: { status?: number; body: unknown } = refusal(
      409,
      'AGENT_RATE_ABOVE_UPLINE',
      'A rate cannot be higher than the upline’s own rate for the same team.',
    );
    const calls = mockTree({
      'GET /wps/admin/agents/5/contracts': () => ok(contracts),
      'POST /wps/admin/agents/5/contracts': () => answer,
    });
    renderWithApp(<AgentsPage />, { url: '/agents?parentId=5' });
    const panel = await screen.findByTestId('agent-pay');
    expect(panel).toHaveTextContent('agent1: contracts and payouts');
    const current = await within(panel).findByTestId('contracts-current');
    const [daily] = within(current).getAllByTestId('contract');
    expect(daily).toHaveTextContent('Daily salary');
    expect(daily).toHaveTextContent('In force');
    expect(daily).toHaveTextContent('Offered byoperator');
    const tiers = within(daily!).getByTestId('contract-tiers');
    const secondTier = within(tiers).getAllByRole('row')[2]!;
    expect(
      within(secondTier)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['50,000.00', '5', '0.50%']);
    const past = within(panel).getByTestId('contracts-past');
    expect(past).toHaveTextContent('Dividend, weekly');
    expect(past).toHaveTextContent('Ended');
    expect(past).toHaveTextContent('Replaced by a newer contract');
    expect(past).toHaveTextContent('Offered byboss');
    expect(past).toHaveTextContent('35.00%');
    // Past contracts cannot be ended.
    expect(within(past).queryByRole('button', { name: 'End' })).toBeNull();

    await userEvent.click(within(panel).getByRole('button', { name: 'Set contract' }));
    const dialog = screen.getByRole('dialog', { name: 'Set the contract of agent1' });
    // The daily salary in force fills the tiers in.
    expect(within(dialog).getByText(/Replaces the contract in force now/)).toBeVisible();
    expect(within(dialog).getAllByTestId('tier-row')).toHaveLength(2);
    await userEvent.selectOptions(within(dialog).getByLabelText('Kind'), 'HOURLY_SALARY');
    const [tier] = within(dialog).getAllByTestId('tier-row');
    expect(within(dialog).getAllByTestId('tier-row')).toHaveLength(1);
    await userEvent.type(within(tier!).getByLabelText('Team valid stake from'), '50000');
    await userEvent.clear(within(tier!).getByLabelText('Active players from'));
    await userEvent.type(within(tier!).getByLabelText('Active players from'), '5');
    await userEvent.type(within(tier!).getByLabelText('Rate (%)'), '0.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set contract' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A rate cannot be higher than the upline’s own rate for the same team.',
    );
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/wps/admin/agents/5/contracts');
    expect(post?.body).toEqual({
      kind: 'HOURLY_SALARY',
      tiers: [{ minBase: '50000', minActivePlayers: 5, rateBp: 50 }],
    });

    answer = ok(contract({ id: 40, kind: 'HOURLY_SALARY' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set contract' }));
    expect(
      await screen.findByText('agent1: contract set and in force (Hourly salary).'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks the tiers before sending, and sends a dividend with its period', async () => {
    signInWith(['agents.read', 'agents.manage'], { role: 'owner' });
    const calls = mockTree({
      'POST /wps/admin/agents/5/contracts': (body) => ok(contract(body as Partial<Contract>)),
    });
    renderWithApp(<AgentsPage />, { url: '/agents?parentId=5' });
    const panel = await screen.findByTestId('agent-pay');
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Set contract' })).toBeEnabled(),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Set contract' }));
    const dialog = screen.getByRole('dialog', { name: 'Set the contract of agent1' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Kind'), 'DIVIDEND');
    await userEvent.selectOptions(within(dialog).getByLabelText('Dividend period'), 'M');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a tier' }));
    const [first, second] = within(dialog).getAllByTestId('tier-row');
    await userEvent.type(within(first!).getByLabelText('Team net loss from'), '1000');
    await userEvent.type(within(first!).getByLabelText('Rate (%)'), '30');
    await userEvent.type(within(second!).getByLabelText('Team net loss from'), '500');
    await userEvent.type(within(second!).getByLabelText('Rate (%)'), '100.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set contract' }));
    expect(within(dialog).getByText('Some fields need attention.')).toBeVisible();
    expect(within(second!).getByLabelText('Rate (%)')).toHaveAttribute('aria-invalid', 'true');
    // Once the rate reads, the second tier still needs more than the first.
    await userEvent.clear(within(second!).getByLabelText('Rate (%)'));
    await userEvent.type(within(second!).getByLabelText('Rate (%)'), '35');
    expect(second).toHaveTextContent(
      'Needs more than tier 1 (base or players) and pays at least its rate.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set contract' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(within(second!).getByLabelText('Team net loss from'));
    await userEvent.type(within(second!).getByLabelText('Team net loss from'), '5000.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set contract' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'DIVIDEND',
      period: 'M',
      tiers: [
        { minBase: '1000', minActivePlayers: 0, rateBp: 3000 },
        { minBase: '5000.50', minActivePlayers: 0, rateBp: 3500 },
      ],
    });
  });

  it('ends a contract in force after asking', async () => {
    signInWith(['agents.read', 'agents.manage'], { role: 'agent_manager' });
    const calls = mockTree({
      'GET /wps/admin/agents/5/contracts': () => ok(contracts),
      'POST /wps/admin/agents/contracts/31/end': () =>
        ok(contract({ status: 'ENDED', endReason: 'OPERATOR' })),
    });
    renderWithApp(<AgentsPage />, { url: '/agents?parentId=5' });
    const current = await screen.findByTestId('contracts-current');
    await userEvent.click(within(current).getByRole('button', { name: 'End' }));
    expect(
      within(current).getByRole('alertdialog', {
        name: 'End the contract of agent1 (Daily salary) now?',
      }),
    ).toBeVisible();
    await userEvent.click(within(current).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('agent1: contract ended (Daily salary).')).toBeVisible();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/wps/admin/agents/contracts/31/end');
    expect(post?.body).toEqual({});
  });

  it('holds payouts only with a reason, and releases them', async () => {
    signInWith(['agents.read', 'agents.manage'], { role: 'agent_manager' });
    let hold: typeof held | null = null;
    const calls = mockTree({
      'GET /wps/admin/agents/5': () => ok({ member: top[0], uplines: [], hold }),
      'POST /wps/admin/agents/5/hold': (body) => {
        hold = { ...held, reason: (body as { reason: string }).reason };
        return ok({ held: true, released: 0, amount: '0.00' });
      },
      'POST /wps/admin/agents/5/release': () => {
        hold = null;
        return ok({ held: false, released: 3, amount: '1234.50' });
      },
    });
    renderWithApp(<AgentsPage />, { url: '/agents?parentId=5' });
    const banner = await screen.findByTestId('hold-banner');
    expect(banner).toHaveTextContent('Payouts are paid as each period settles.');
    await userEvent.click(within(banner).getByRole('button', { name: 'Hold payouts' }));
    await userEvent.click(within(banner).getByRole('button', { name: 'Hold payouts' }));
    expect(within(banner).getByRole('alert')).toHaveTextContent('Type at least 1 characters.');
    await userEvent.type(within(banner).getByLabelText('Reason for the hold'), '   ');
    await userEvent.click(within(banner).getByRole('button', { name: 'Hold payouts' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(within(banner).getByLabelText('Reason for the hold'), 'KYC check');
    await userEvent.click(within(banner).getByRole('button', { name: 'Hold payouts' }));
    expect(await screen.findByText('Payouts of agent1 are held.')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'KYC check' });
    await waitFor(() => expect(banner).toHaveTextContent('Reason: KYC check'));

    await userEvent.click(within(banner).getByRole('button', { name: 'Release payouts' }));
    await userEvent.click(within(banner).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Payouts of agent1 released: held lines paid: 3, 1,234.50 in all.'),
    ).toBeVisible();
    expect(calls.find((c) => c.path === '/wps/admin/agents/5/release')?.body).toEqual({});
    await waitFor(() =>
      expect(banner).toHaveTextContent('Payouts are paid as each period settles.'),
    );
  });

  it('shows a read-only role the hold and the contracts without Set, End, Hold or Release', async () => {
    signInWith(['agents.read'], { role: 'support' });
    mockTree({
      'GET /wps/admin/agents/5': () => ok({ member: top[0], uplines: [], hold: held }),
      'GET /wps/admin/agents/5/contracts': () => ok(contracts),
    });
    renderWithApp(<AgentsPage />, { url: '/agents?parentId=5' });
    const panel = await screen.findByTestId('agent-pay');
    expect(await within(panel).findByTestId('contracts-current')).toHaveTextContent('Daily salary');
    expect(within(panel).getByTestId('hold-banner')).toHaveTextContent('Reason: KYC check');
    expect(within(panel).queryAllByRole('button')).toHaveLength(0);
    expect(within(panel).getByRole('link', { name: 'Payout lines of agent1' })).toHaveAttribute(
      'href',
      '/agents/settlements?agentId=5',
    );
  });

  it('shows no pay panel for a member that is not an agent', async () => {
    signInWith(['agents.read', 'agents.manage'], { role: 'owner' });
    const calls = mockTree({
      'GET /wps/admin/agents/10': () => ok({ member: under5[1], uplines: [top[0]], hold: null }),
    });
    renderWithApp(<AgentsPage />, { url: '/agents?parentId=10' });
    await screen.findByTestId('agents-table');
    await waitFor(() => expect(calls.some((c) => c.path === '/wps/admin/agents/10')).toBe(true));
    expect(screen.queryByTestId('agent-pay')).toBeNull();
    expect(calls.some((c) => c.path.includes('/contracts'))).toBe(false);
  });
});
