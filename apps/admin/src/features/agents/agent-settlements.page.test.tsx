import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Settlement, SettlementRun } from '@portal/contracts/agents';
import { useUiStore } from '../../lib/ui-store.ts';
import { mockApi, renderWithApp } from '../../testing/render.tsx';
import { ok, signInWith } from '../../testing/session.ts';
import AgentSettlementsPage from './agent-settlements.page.tsx';

const line = (over: Partial<Settlement>): Settlement => ({
  id: 1,
  agentId: 5,
  agent: 'agent1',
  kind: 'DAILY_SALARY',
  periodKey: '2026-11-26',
  revision: 1,
  base: '73450.00',
  activePlayers: 6,
  rateBp: 50,
  gross: '367.25',
  subAgents: '0.00',
  carryIn: '0.00',
  carryOut: '0.00',
  amount: '367.25',
  status: 'PAID',
  createdAt: '2026-11-27T00:05:00.000Z',
  paidAt: '2026-11-27T00:05:00.000Z',
  ...over,
});
const heldLine = line({
  id: 2,
  periodKey: '2026-W47',
  kind: 'DIVIDEND',
  revision: 2,
  base: '2000.00',
  activePlayers: 12,
  rateBp: 3500,
  gross: '700.00',
  subAgents: '120.00',
  carryIn: '3000.00',
  carryOut: '0.00',
  amount: '580.00',
  status: 'HELD',
  paidAt: null,
});
const run: SettlementRun = {
  id: 7,
  kind: 'DAILY_SALARY',
  periodKey: '2026-11-26',
  contracts: 14,
  lines: 12,
  paid: '12345.60',
  held: '580.00',
  finishedAt: '2026-11-27T00:05:00.000Z',
};

function mockSettlements(runsTotal = 1) {
  return mockApi({
    'GET /wps/admin/agents/settlement-runs': () =>
      ok({ list: [run], total: runsTotal, pageNo: 1, pageSize: 10 }),
    'GET /wps/admin/agents/settlements': () =>
      ok({
        list: [heldLine, line({})],
        total: 2,
        pageNo: 1,
        pageSize: 20,
        paid: '12345.60',
        held: '580.00',
      }),
  });
}

const paths = (calls: ReturnType<typeof mockApi>, prefix: string) =>
  calls.filter((c) => c.path.startsWith(prefix)).map((c) => c.path);

beforeEach(() => useUiStore.getState().setLanguage('EN'));

describe('agent settlements page', () => {
  it('shows the runs, a held adjustment line and the filter’s totals', async () => {
    signInWith(['agents.read'], { role: 'support' });
    const calls = mockSettlements();
    renderWithApp(<AgentSettlementsPage />, {
      url: '/agents/settlements?status=HELD&agentId=5',
    });
    const lines = await screen.findByTestId('settlement-lines');
    expect(paths(calls, '/wps/admin/agents/settlements')).toEqual([
      '/wps/admin/agents/settlements?status=HELD&agentId=5&pageNo=1&pageSize=20',
    ]);
    const [held, paid] = within(lines).getAllByTestId('settlement-line');
    const cells = within(held!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'agent1#5',
      'Dividend',
      'Adjustment (2)',
      '2,000.00',
      '12',
      '35.00%',
      '700.00',
      '120.00',
      '3,000.00',
      '0.00',
      '580.00',
      'Held',
    ]);
    expect(within(held!).getByRole('rowheader')).toHaveTextContent('2026-W47');
    expect(
      within(held!).getByRole('link', { name: 'Open agent1 in the agent tree' }),
    ).toHaveAttribute('href', '/agents?parentId=5');
    expect(paid).toHaveTextContent('0.50%');
    expect(paid).toHaveTextContent('Paid');
    expect(within(paid!).queryByText(/Adjustment/)).toBeNull();

    const totals = screen.getByTestId('settlement-totals');
    expect(totals).toHaveTextContent('Paid12,345.60');
    expect(totals).toHaveTextContent('Held580.00');

    const runs = screen.getByTestId('settlement-runs');
    expect(within(runs).getByTestId('settlement-run')).toHaveTextContent(
      /Daily salary2026-11-26141212,345.60580.00/,
    );
    // The filter shows what the address holds.
    expect(screen.getByLabelText('Status')).toHaveValue('HELD');
    expect(screen.getByLabelText('Agent id')).toHaveValue('5');
    // Nothing here changes anything: no actions.
    expect(within(lines).queryByRole('button')).toBeNull();
  });

  it('filters by kind and days, refuses a backwards range, and pages each table on its own', async () => {
    signInWith(['agents.read'], { role: 'support' });
    const calls = mockSettlements(25);
    renderWithApp(<AgentSettlementsPage />, { url: '/agents/settlements' });
    await screen.findByTestId('settlement-lines');
    expect(paths(calls, '/wps/admin/agents/settlement-runs')).toEqual([
      '/wps/admin/agents/settlement-runs?pageNo=1&pageSize=10',
    ]);

    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'DIVIDEND');
    await userEvent.type(screen.getByLabelText('From (first day)'), '2026-11-20');
    await userEvent.type(screen.getByLabelText('To (last day)'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('The first day cannot be after the last.')).toBeVisible();
    expect(paths(calls, '/wps/admin/agents/settlements')).toHaveLength(1);

    await userEvent.clear(screen.getByLabelText('To (last day)'));
    await userEvent.type(screen.getByLabelText('To (last day)'), '2026-11-26');
    await userEvent.type(screen.getByLabelText('Agent id'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Enter an agent’s id (a whole number).')).toBeVisible();
    await userEvent.clear(screen.getByLabelText('Agent id'));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(paths(calls, '/wps/admin/agents/settlements').at(-1)).toBe(
        '/wps/admin/agents/settlements?kind=DIVIDEND&from=2026-11-20&to=2026-11-26&pageNo=1&pageSize=20',
      ),
    );

    // The runs page on their own parameter; the lines' filter stays.
    await userEvent.click(screen.getAllByRole('button', { name: 'Next' })[0]!);
    await waitFor(() =>
      expect(paths(calls, '/wps/admin/agents/settlement-runs').at(-1)).toBe(
        '/wps/admin/agents/settlement-runs?pageNo=2&pageSize=10',
      ),
    );
    expect(paths(calls, '/wps/admin/agents/settlements').at(-1)).toContain('kind=DIVIDEND');
  });
});
