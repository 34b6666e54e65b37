import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatAmount, parseAmount } from '@portal/contracts/money';
import { VipLadderSchema, type AdminVipLevels, type VipLadder } from '@portal/contracts/vip';
import { useUiStore } from '../../lib/ui-store.ts';
import { mockApi, renderWithApp } from '../../testing/render.tsx';
import { ok, refusal, signInWith } from '../../testing/session.ts';
import VipLevelsPage from './vip-levels.page.tsx';

beforeEach(() => useUiStore.getState().setLanguage('EN'));

type Level = AdminVipLevels['levels'][number];
const level = (n: number, en: string, extra: Partial<Level>): Level => ({
  level: n,
  name: en,
  names: { EN: en },
  minValidStake: '0.00',
  minDeposit: '0.00',
  levelUpBonus: '0.00',
  monthlyBonus: '0.00',
  monthlyMinStake: '0.00',
  wageringCenti: 100,
  withdrawMax: null,
  withdrawDailyCount: null,
  members: 0,
  ...extra,
});

const ladder: AdminVipLevels = {
  levels: [
    level(0, 'Member', { members: 5210 }),
    level(1, 'Silver', {
      // The languages the console does not edit are kept as they are.
      names: { EN: 'Silver', BN: 'সিলভার', HI: 'सिल्वर' },
      minValidStake: '10000.00',
      minDeposit: '2000.00',
      levelUpBonus: '50.00',
      monthlyBonus: '100.00',
      monthlyMinStake: '5000.00',
      wageringCenti: 150,
      members: 1204,
    }),
    level(2, 'Gold', {
      minValidStake: '50000.00',
      minDeposit: '10000.00',
      levelUpBonus: '300.00',
      monthlyBonus: '500.00',
      monthlyMinStake: '20000.00',
      withdrawMax: '100000.00',
      withdrawDailyCount: 8,
      members: 3,
    }),
  ],
};

/** The ladder as saved: each level's typed amounts back in wire form, members kept by level. */
function answer(body: VipLadder): AdminVipLevels {
  const wire = (text: string) => formatAmount(parseAmount(text)!);
  return {
    levels: body.levels.map((l) => ({
      ...l,
      name: l.names.EN!,
      minValidStake: wire(l.minValidStake),
      minDeposit: wire(l.minDeposit),
      levelUpBonus: wire(l.levelUpBonus),
      monthlyBonus: wire(l.monthlyBonus),
      monthlyMinStake: wire(l.monthlyMinStake),
      withdrawMax: l.withdrawMax === null ? null : wire(l.withdrawMax),
      members: ladder.levels[l.level]?.members ?? 0,
    })),
  };
}

type Reply = { status?: number; body: unknown };

function serve(put: (body: VipLadder) => Reply = (b) => ok(answer(b))) {
  return mockApi({
    'GET /wps/admin/loyalty/vip-levels': () => ok(ladder),
    'PUT /wps/admin/loyalty/vip-levels': (body) => put(body as VipLadder),
  });
}

const puts = (calls: { method: string; body: unknown }[]) =>
  calls.filter((c) => c.method === 'PUT').map((c) => c.body as VipLadder);

describe('VIP levels', () => {
  it('shows each level with its members and saves a changed bonus as the whole ladder', async () => {
    signInWith(['loyalty.read', 'loyalty.configure'], { role: 'owner' });
    const calls = serve();
    renderWithApp(<VipLevelsPage />);
    const silver = await screen.findByTestId('vip-level-1');
    expect(within(silver).getByRole('heading')).toHaveTextContent('Level 1 · Silver');
    expect(silver).toHaveTextContent('Members at this level: 1,204');
    expect(within(silver).getByLabelText('Wagering on its bonuses (×)')).toHaveValue('1.5');
    expect(silver).toHaveTextContent('Bets of 1.5× a bonus before a withdrawal.');
    // Level 0 is free: only its names and withdrawal limits are set.
    const start = screen.getByTestId('vip-level-0');
    expect(within(start).queryByLabelText('Level-up bonus')).toBeNull();
    expect(within(start).getByLabelText('Most per withdrawal')).toHaveAttribute(
      'placeholder',
      'Site standard',
    );

    const gold = screen.getByTestId('vip-level-2');
    await userEvent.clear(within(gold).getByLabelText('Level-up bonus'));
    await userEvent.type(within(gold).getByLabelText('Level-up bonus'), '350.5');
    await userEvent.clear(within(gold).getByLabelText('Withdrawals a day'));
    await userEvent.click(screen.getByTestId('vip-save'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Levels saved.'));
    expect(puts(calls)).toEqual([
      {
        levels: [
          {
            level: 0,
            names: { EN: 'Member' },
            minValidStake: '0',
            minDeposit: '0',
            levelUpBonus: '0',
            monthlyBonus: '0',
            monthlyMinStake: '0',
            wageringCenti: 100,
            withdrawMax: null,
            withdrawDailyCount: null,
          },
          {
            level: 1,
            names: { EN: 'Silver', BN: 'সিলভার', HI: 'सिल्वर' },
            minValidStake: '10000',
            minDeposit: '2000',
            levelUpBonus: '50',
            monthlyBonus: '100',
            monthlyMinStake: '5000',
            wageringCenti: 150,
            withdrawMax: null,
            withdrawDailyCount: null,
          },
          {
            level: 2,
            names: { EN: 'Gold' },
            minValidStake: '50000',
            minDeposit: '10000',
            levelUpBonus: '350.5',
            monthlyBonus: '500',
            monthlyMinStake: '20000',
            wageringCenti: 100,
            withdrawMax: '100000',
            // Emptied: the site standard.
            withdrawDailyCount: null,
          },
        ],
      },
    ]);
    // What the console sends is what the contract accepts.
    expect(VipLadderSchema.safeParse(puts(calls)[0]).success).toBe(true);
    expect(within(gold).getByLabelText('Level-up bonus')).toHaveValue('350.50');
  });

  it('adds a level at the end, refusing it until it is complete and above the one below', async () => {
    signInWith(['loyalty.read', 'loyalty.configure'], { role: 'finance' });
    const calls = serve();
    renderWithApp(<VipLevelsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add level 3' }));
    const added = screen.getByTestId('vip-level-3');
    expect(added).toHaveTextContent('Members at this level: 0');
    await userEvent.click(screen.getByTestId('vip-save'));
    expect(screen.getByRole('alert')).toHaveTextContent('Some levels need attention');
    expect(added).toHaveTextContent('An English name of at most 30 characters is required.');
    expect(within(added).getAllByText('Enter an amount with at most two decimals.')).toHaveLength(
      2,
    );

    await userEvent.type(within(added).getByLabelText('Name (English)'), 'Diamond');
    await userEvent.type(within(added).getByLabelText('Lifetime valid bets from'), '200000');
    // Fewer deposits than Gold needs: not above it.
    await userEvent.type(within(added).getByLabelText('Lifetime deposits from'), '5000');
    await userEvent.click(screen.getByTestId('vip-save'));
    expect(within(added).getByTestId('vip-ladder-error')).toHaveTextContent(
      'Level 3 must need more than level 2',
    );
    expect(puts(calls)).toEqual([]);

    await userEvent.clear(within(added).getByLabelText('Lifetime deposits from'));
    await userEvent.type(within(added).getByLabelText('Lifetime deposits from'), '50000');
    await userEvent.type(within(added).getByLabelText('Withdrawals a day'), '101');
    await userEvent.click(screen.getByTestId('vip-save'));
    expect(added).toHaveTextContent('Enter a whole number from 1 to 100, or leave it empty.');
    await userEvent.clear(within(added).getByLabelText('Withdrawals a day'));
    await userEvent.type(within(added).getByLabelText('Withdrawals a day'), '10');
    await userEvent.click(screen.getByTestId('vip-save'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(VipLadderSchema.safeParse(puts(calls)[0]).success).toBe(true);
    expect(puts(calls)[0]!.levels[3]).toEqual({
      level: 3,
      names: { EN: 'Diamond' },
      minValidStake: '200000',
      minDeposit: '50000',
      levelUpBonus: '0',
      monthlyBonus: '0',
      monthlyMinStake: '0',
      // The wagering of the level below.
      wageringCenti: 100,
      withdrawMax: null,
      withdrawDailyCount: 10,
    });
  });

  it('shows the refusal when members hold the removed level, and the server’s field errors', async () => {
    signInWith(['loyalty.read', 'loyalty.configure'], { role: 'owner' });
    let reply: Reply = refusal(
      409,
      'LOYALTY_VIP_LEVEL_HELD',
      'Members hold level 2: a level that members have reached cannot be removed. Keep it, or change its name and benefits.',
    );
    const calls = serve(() => reply);
    renderWithApp(<VipLevelsPage />);
    const gold = await screen.findByTestId('vip-level-2');
    expect(gold).toHaveTextContent('Members hold this level: it cannot be removed while they do.');
    await userEvent.click(screen.getByRole('button', { name: 'Remove level 2' }));
    expect(screen.queryByTestId('vip-level-2')).toBeNull();
    await userEvent.click(screen.getByTestId('vip-save'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Members hold level 2: a level that members have reached cannot be removed.',
    );
    expect(puts(calls)[0]!.levels.map((l) => l.level)).toEqual([0, 1]);

    reply = {
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'The request is not valid.',
        details: [
          { path: 'levels.1.minDeposit', message: 'amount must be at most 100000000000.00' },
        ],
      },
    };
    await userEvent.click(screen.getByTestId('vip-save'));
    expect(await screen.findByTestId('vip-server-details')).toHaveTextContent(
      'Level 1 · Lifetime deposits from: amount must be at most 100000000000.00',
    );

    // Discarding brings the saved ladder back.
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByTestId('vip-level-2')).toHaveTextContent('Level 2 · Gold');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets support read the ladder without changing it', async () => {
    signInWith(['loyalty.read'], { role: 'support' });
    serve();
    renderWithApp(<VipLevelsPage />);
    const silver = await screen.findByTestId('vip-level-1');
    expect(within(silver).getByLabelText('Monthly bonus')).toBeDisabled();
    expect(screen.queryByTestId('vip-save')).toBeNull();
    expect(screen.queryByTestId('vip-add')).toBeNull();
    expect(
      screen.queryByText('Members hold this level: it cannot be removed while they do.'),
    ).toBeNull();
  });
});
