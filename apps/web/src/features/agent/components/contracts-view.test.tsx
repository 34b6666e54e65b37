import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contract, ContractInfo, Downline } from '@portal/contracts/agents';
import { describe, expect, it } from 'vitest';
import { mockApi, type SeenRequest } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { signInEachTest } from '../../../testing/session.ts';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { ContractsView } from './contracts-view.tsx';

const contract = (id: number, over: Partial<Contract> = {}): Contract => ({
  id,
  agentId: 10,
  agent: 'agent01',
  uplineId: 1,
  upline: 'boss',
  kind: 'DAILY_SALARY',
  period: null,
  tiers: [
    { minBase: '10000.00', minActivePlayers: 3, rateBp: 30 },
    { minBase: '50000.00', minActivePlayers: 5, rateBp: 50 },
  ],
  status: 'ACTIVE',
  terminationRequestedBy: null,
  endReason: null,
  offeredAt: '2026-11-01T08:00:00.000Z',
  acceptedAt: '2026-11-02T08:00:00.000Z',
  endedAt: null,
  ...over,
});

const info = (over: Partial<ContractInfo> = {}): ContractInfo => ({
  dailysalreqtype: 0,
  divtypereq: 0,
  contracthoursalreqtype: 0,
  realtimesalreqtype: 0,
  kinds: ['DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY', 'DIVIDEND'],
  mine: [],
  given: [],
  ...over,
});

const downline = (id: number, username: string, isAgent: boolean): Downline => ({
  id,
  username,
  isAgent,
  status: 'ACTIVE',
  level: 1,
  upline: 'agent01',
  teamCount: 0,
  balance: '0.00',
  lastLoginAt: null,
  createdAt: '2026-01-02T08:00:00.000Z',
});

/** The direct downlines as the server answers: `kind=agents` keeps only the agents. */
const directs = (request: SeenRequest) => {
  const all = [downline(21, 'player21', false), downline(22, 'subagent22', true)];
  const list = request.query.get('kind') === 'agents' ? all.filter((d) => d.isAgent) : all;
  return {
    value: {
      list,
      total: list.length,
      pageNo: Number(request.query.get('pageNo')),
      pageSize: 100,
    },
  };
};

/** The offer form opened from the view, subagent22 chosen; the POST answers with `reply`. */
async function openOfferForm(reply: () => { value: unknown } | { code: string; status: number }) {
  const api = mockApi({
    'GET /wps/member/info': () => ({ value: {} }),
    'GET /wps/agent/contracts': () => ({ value: info() }),
    'GET /wps/agent/downlines': directs,
    'POST /wps/agent/contracts': reply,
  });
  renderWithApp(<ContractsView />, { url: '/agentHome?view=contracts' });
  await userEvent.click(await screen.findByTestId('contracts-offer'));
  const dialog = await screen.findByTestId('offer-dialog');
  const agent = (await within(dialog).findByTestId('offer-agent')).querySelector('select')!;
  const field = (testId: string, tier = 0) =>
    testId.startsWith('offer-min') || testId === 'offer-rate'
      ? within(within(dialog).getAllByTestId('offer-tier')[tier]!).getByTestId(testId)
      : within(dialog).getByTestId(testId);
  const type = (testId: string, text: string, tier = 0) =>
    userEvent.type(field(testId, tier).querySelector('input')!, text);
  const choose = (testId: string, value: string) =>
    userEvent.selectOptions(field(testId).querySelector('select')!, value);
  await userEvent.selectOptions(agent, '22');
  return { api, dialog, agent, field, type, choose };
}

describe('contracts', () => {
  signInEachTest('agent01');

  it('shows my contracts and those I gave: kind, period, tiers as percents, status and requests', async () => {
    mockApi({
      'GET /wps/member/info': () => ({ value: { currencySymbol: '৳' } }),
      'GET /wps/agent/contracts': () => ({
        value: info({
          divtypereq: 1,
          contracthoursalreqtype: 2,
          mine: [
            contract(7, { kind: 'DIVIDEND', period: 'W', status: 'PENDING', acceptedAt: null }),
            contract(8, { kind: 'HOURLY_SALARY', terminationRequestedBy: 'UPLINE' }),
            contract(9, {
              status: 'ENDED',
              endReason: 'REPLACED',
              endedAt: '2026-11-20T08:00:00.000Z',
            }),
          ],
          given: [
            contract(11, {
              agentId: 22,
              agent: 'subagent22',
              uplineId: 10,
              upline: 'agent01',
              status: 'PENDING',
              acceptedAt: null,
            }),
          ],
        }),
      }),
    });
    renderWithApp(<ContractsView />, { url: '/agentHome?view=contracts' });
    const mine = await screen.findByTestId('contracts-mine');
    const [offer, active, ended] = within(mine).getAllByTestId('contract-card');
    expect(within(offer!).getByRole('heading', { level: 3 })).toHaveTextContent('Dividend');
    expect(offer).toHaveTextContent('Weekly');
    expect(offer).toHaveTextContent('Offered byboss');
    expect(within(offer!).getByTestId('contract-status')).toHaveTextContent(
      'Waiting for an answer',
    );
    const [first, second] = within(offer!).getAllByTestId('contract-tiers-row');
    expect(first).toHaveTextContent('৳ 10,000.00');
    expect(first).toHaveTextContent('0.30%');
    expect(second).toHaveTextContent('0.50%');
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((cell) => cell.dataset.label),
    ).toEqual([undefined, 'Minimum base', 'Minimum active players', 'Rate']);
    expect(within(offer!).getByTestId('contract-accept')).toBeVisible();
    expect(within(offer!).getByTestId('contract-reject')).toBeVisible();

    // The upline asked to end it: the agent confirms.
    expect(within(active!).getByTestId('contract-asked')).toHaveTextContent(
      'The other side asked to end this contract.',
    );
    expect(within(active!).getByTestId('contract-terminate')).toHaveTextContent(
      'Confirm termination',
    );
    expect(ended).toHaveTextContent('Replaced by a newer contract');
    expect(within(ended!).queryByRole('button')).toBeNull();

    const given = screen.getByTestId('contracts-given');
    const [card] = within(given).getAllByTestId('contract-card');
    expect(card).toHaveTextContent('Agentsubagent22');
    expect(within(card!).getByTestId('contract-withdraw')).toBeVisible();
    expect(within(card!).queryByTestId('contract-accept')).toBeNull();

    const requests = screen.getByTestId('contract-requests');
    expect(
      within(requests)
        .getAllByTestId('contract-request')
        .map((b) => b.textContent),
    ).toEqual(['Hourly salary: asked to end', 'Dividend: a new offer']);
  });

  it('accepts a pending offer after a confirmation, then reads the contracts again', async () => {
    let accepted = false;
    const api = mockApi({
      'GET /wps/member/info': () => ({ value: {} }),
      'GET /wps/agent/contracts': () => ({
        value: info({
          dailysalreqtype: accepted ? 0 : 1,
          mine: [contract(7, accepted ? {} : { status: 'PENDING', acceptedAt: null })],
        }),
      }),
      'POST /wps/agent/contracts/7/accept': () => {
        accepted = true;
        return { value: contract(7) };
      },
    });
    renderWithApp(<ContractsView />, { url: '/agentHome?view=contracts' });
    await userEvent.click(await screen.findByTestId('contract-accept'));
    const dialog = await screen.findByTestId('contract-confirm');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Accept this contract?');
    expect(dialog).toHaveTextContent('replaces your current Daily salary contract');
    // Nothing is sent before the confirmation.
    expect(api.calls('POST /wps/agent/contracts/7/accept')).toHaveLength(0);
    await userEvent.click(within(dialog).getByTestId('contract-confirm-submit'));

    await waitFor(() => expect(screen.queryByTestId('contract-confirm')).toBeNull());
    const [post] = api.calls('POST /wps/agent/contracts/7/accept');
    expect(post?.body).toEqual({});
    expect(api.calls('GET /wps/agent/contracts')).toHaveLength(2);
    expect(await screen.findByText('In force')).toBeVisible();
    expect(screen.queryByTestId('contract-accept')).toBeNull();
  });

  it('keeps the server’s refusal in the confirmation', async () => {
    mockApi({
      'GET /wps/member/info': () => ({ value: {} }),
      'GET /wps/agent/contracts': () => ({
        value: info({ given: [contract(11, { uplineId: 10, agent: 'subagent22' })] }),
      }),
      'POST /wps/agent/contracts/11/terminate': () => ({ code: 'CONTRACT_STATE', status: 409 }),
    });
    renderWithApp(<ContractsView />, { url: '/agentHome?view=contracts' });
    await userEvent.click(await screen.findByTestId('contract-terminate'));
    const dialog = await screen.findByTestId('contract-confirm');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Ask to end this contract?');
    await userEvent.click(within(dialog).getByTestId('contract-confirm-submit'));
    expect(await within(dialog).findByTestId('contract-confirm-error')).toHaveTextContent(
      'server text',
    );
  });

  it('offers a contract to a direct downline agent: percents sent as basis points', async () => {
    const { api, dialog, agent, field, type } = await openOfferForm(() => ({
      value: contract(12, { status: 'PENDING', agent: 'subagent22' }),
    }));
    // Only the agents among the direct downlines.
    expect([...agent.options].map((option) => option.text)).toEqual([
      'Choose an agent',
      'subagent22',
    ]);
    expect(Object.fromEntries(api.calls('GET /wps/agent/downlines')[0]!.query)).toMatchObject({
      scope: 'direct',
      kind: 'agents',
      pageNo: '1',
      pageSize: '100',
    });
    await type('offer-min-base', '10000');
    await type('offer-min-players', '3');
    await type('offer-rate', '0.3');
    await userEvent.click(within(dialog).getByTestId('offer-add-tier'));
    await type('offer-min-base', '50000.50', 1);
    await type('offer-min-players', '5', 1);
    await type('offer-rate', '12.25', 1);
    await userEvent.click(field('offer-submit'));

    await waitFor(() => expect(screen.queryByTestId('offer-dialog')).toBeNull());
    expect(api.calls('POST /wps/agent/contracts')[0]?.body).toEqual({
      agentId: 22,
      kind: 'DAILY_SALARY',
      tiers: [
        { minBase: '10000', minActivePlayers: 3, rateBp: 30 },
        { minBase: '50000.50', minActivePlayers: 5, rateBp: 1225 },
      ],
    });
    expect(api.calls('GET /wps/agent/contracts')).toHaveLength(2);
  });

  it('refuses a rate above 100% and a dividend without a period before sending', async () => {
    const { api, field, type, choose } = await openOfferForm(() => ({ value: contract(12) }));
    await choose('offer-kind', 'DIVIDEND');
    await type('offer-min-base', '0');
    await type('offer-min-players', '0');
    await type('offer-rate', '100.5');
    await userEvent.click(field('offer-submit'));

    expect(field('offer-rate')).toHaveTextContent('The rate can be at most 100%.');
    expect(field('offer-period')).toHaveTextContent(
      'Please choose how often the dividend settles.',
    );
    expect(api.calls('POST /wps/agent/contracts')).toHaveLength(0);

    // Fixed, the offer goes.
    await userEvent.clear(field('offer-rate').querySelector('input')!);
    await type('offer-rate', '35');
    expect(field('offer-rate')).not.toHaveTextContent('at most 100%');
    await choose('offer-period', 'W');
    await userEvent.click(field('offer-submit'));
    await waitFor(() => expect(api.calls('POST /wps/agent/contracts')).toHaveLength(1));
    expect(api.calls('POST /wps/agent/contracts')[0]?.body).toMatchObject({
      kind: 'DIVIDEND',
      period: 'W',
      tiers: [{ minBase: '0', minActivePlayers: 0, rateBp: 3500 }],
    });
  });

  it('shows the server’s refusal of an offer in the dialog', async () => {
    const { dialog, field, type } = await openOfferForm(() => ({
      code: 'AGENT_RATE_ABOVE_UPLINE',
      status: 409,
    }));
    await type('offer-min-base', '100');
    await type('offer-min-players', '1');
    await type('offer-rate', '1');
    await userEvent.click(field('offer-submit'));
    expect(await within(dialog).findByTestId('offer-error')).toHaveTextContent('server text');
    expect(screen.getByTestId('offer-dialog')).toBeVisible();
  });

  it('writes rates and amounts in the page’s digits', async () => {
    useLanguageStore.getState().setLanguage('BN');
    mockApi({
      'GET /wps/member/info': () => ({ value: { currencySymbol: '৳' } }),
      'GET /wps/agent/contracts': () => ({ value: info({ mine: [contract(7)] }) }),
    });
    renderWithApp(<ContractsView />, { url: '/agentHome?view=contracts' });
    const [row] = await screen.findAllByTestId('contract-tiers-row');
    expect(row).toHaveTextContent('০.৩০%');
    await waitFor(() => expect(row).toHaveTextContent('৳ ১০,০০০.০০'));
  });

  it('shows, offers and counts only the kinds the site offers', async () => {
    mockApi({
      'GET /wps/member/info': () => ({ value: {} }),
      'GET /wps/agent/contracts': () => ({
        value: info({
          kinds: ['DAILY_SALARY', 'DIVIDEND'],
          dailysalreqtype: 1,
          contracthoursalreqtype: 2,
          mine: [
            contract(7, { status: 'PENDING', acceptedAt: null }),
            contract(8, { kind: 'HOURLY_SALARY' }),
          ],
          given: [contract(11, { kind: 'REALTIME_SALARY', agent: 'subagent22' })],
        }),
      }),
      'GET /wps/agent/downlines': directs,
    });
    renderWithApp(<ContractsView />, { url: '/agentHome?view=contracts' });
    const mine = await screen.findByTestId('contracts-mine');
    const cards = within(mine).getAllByTestId('contract-card');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('Daily salary');
    expect(screen.getByTestId('contracts-given-empty')).toBeVisible();
    // The hourly kind is off: its termination request is not counted either.
    expect(
      within(screen.getByTestId('contract-requests'))
        .getAllByTestId('contract-request')
        .map((badge) => badge.textContent),
    ).toEqual(['Daily salary: a new offer']);

    await userEvent.click(screen.getByTestId('contracts-offer'));
    const dialog = await screen.findByTestId('offer-dialog');
    const kind = (await within(dialog).findByTestId('offer-kind')).querySelector('select')!;
    expect([...kind.options].map((option) => option.value)).toEqual(['DAILY_SALARY', 'DIVIDEND']);
  });

  it('says so when the site offers no contract kind', async () => {
    mockApi({
      'GET /wps/member/info': () => ({ value: {} }),
      'GET /wps/agent/contracts': () => ({
        value: info({ kinds: [], mine: [contract(7)] }),
      }),
    });
    renderWithApp(<ContractsView />, { url: '/agentHome?view=contracts' });
    expect(await screen.findByTestId('contracts-no-kinds')).toHaveTextContent(
      'The site does not offer salary or dividend contracts at the moment.',
    );
    expect(screen.queryByTestId('contracts-offer')).toBeNull();
    expect(screen.queryByTestId('contract-card')).toBeNull();
  });
});
