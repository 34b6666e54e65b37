import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Round } from '@portal/contracts/inhouse';
import { minesMultiplierScaled } from '@portal/fair';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render.tsx';
import { engineRound, inhouseApi, seedState, signIn } from '../test-helpers.ts';
import { MinesGame } from './mines-game.tsx';

/** An open round as the server shows it: picks so far, no mine cells. */
const open = (roundId: number, picks: number[], mines = 5): Round => ({
  ...engineRound('mines', { mines, picks: [0] }, { roundId }),
  status: 'OPEN',
  payout: '0.00',
  multiplier: '0.0000',
  outcome: { mines, picks },
});

const cell = (n: number) => screen.getByTestId(`mines-cell-${n}`);
const answer = (round: Round, balance: string) => ({
  value: { round, balance, seeds: seedState(round.roundId) },
});

describe('mines page', () => {
  beforeEach(signIn);

  it('reveals tiles, busts on a mine and shows every mine', async () => {
    // With the fixture seeds, 5 mines sit at 6, 9, 16, 18, 23 (the README's vector).
    const bust = engineRound('mines', { mines: 5, picks: [0, 6] }, { roundId: 1 });
    const api = inhouseApi({
      'GET /wps/inhouse/mines/current': () => ({ value: null }),
      'POST /wps/inhouse/mines/start': () => answer(open(1, []), '990.00'),
      'POST /wps/inhouse/mines/reveal': (request) =>
        (request.body as { cell: number }).cell === 0
          ? answer(open(1, [0]), '990.00')
          : answer(bust, '990.00'),
    });
    renderWithApp(<MinesGame />, { url: '/bgs/mines' });
    await userEvent.selectOptions(await screen.findByTestId('mines-count'), '5');
    await waitFor(() => expect(screen.getByTestId('bgs-play')).toBeEnabled());
    expect(cell(0)).toBeDisabled();

    await userEvent.click(screen.getByTestId('bgs-play'));
    await waitFor(() => expect(cell(0)).toBeEnabled());
    expect(api.calls('POST /wps/inhouse/mines/start')[0]?.body).toMatchObject({
      stake: '10.00',
      mines: 5,
    });
    expect(screen.getByTestId('mines-cashout')).toBeDisabled();
    expect(screen.getByTestId('mines-next')).toHaveTextContent('1.2375×');

    await userEvent.click(cell(0));
    await waitFor(() => expect(cell(0)).toHaveAttribute('data-state', 'gem'));
    expect(screen.getByTestId('mines-multiplier')).toHaveTextContent(
      `${(minesMultiplierScaled(5, 1) / 10_000).toFixed(4)}×`,
    );
    expect(screen.getByTestId('mines-cashout')).toHaveTextContent('Cash out ৳ 12.37');

    await userEvent.click(cell(6));
    await waitFor(() => expect(cell(6)).toHaveAttribute('data-state', 'hit'));
    for (const mine of [9, 16, 18, 23]) expect(cell(mine)).toHaveAttribute('data-state', 'mine');
    expect(cell(0)).toHaveAttribute('data-state', 'gem');
    expect(cell(1)).toHaveAttribute('data-state', 'gem-dim');
    expect(screen.getByTestId('mines-result')).toHaveTextContent('Boom');
    expect(api.calls('POST /wps/inhouse/mines/reveal').map((r) => r.body)).toEqual([
      { roundId: 1, cell: 0 },
      { roundId: 1, cell: 6 },
    ]);
    // The round is over: a new bet can start.
    expect(screen.getByTestId('bgs-play')).toBeEnabled();
  });

  it('cashes out and shows the payout and the mines', async () => {
    const won = engineRound('mines', { mines: 5, picks: [0, 1] }, { roundId: 2 });
    const api = inhouseApi({
      'GET /wps/inhouse/mines/current': () => ({ value: open(2, [0, 1]) }),
      'POST /wps/inhouse/mines/cashout': () => answer(won, '1005.63'),
    });
    renderWithApp(<MinesGame />, { url: '/bgs/mines' });
    // The open round carries on after a reload.
    await waitFor(() => expect(cell(1)).toHaveAttribute('data-state', 'gem'));
    expect(won.payout).toBe('15.63'); // 10.00 × 1.5631 (5 mines, 2 reveals)
    await userEvent.click(screen.getByTestId('mines-cashout'));

    const result = await screen.findByTestId('mines-result');
    expect(result).toHaveTextContent('1.5631×');
    expect(result).toHaveTextContent('৳ 15.63');
    expect(within(screen.getByTestId('mines-grid')).getAllByRole('button')).toHaveLength(25);
    for (const mine of [6, 9, 16, 18, 23]) expect(cell(mine)).toHaveAttribute('data-state', 'mine');
    await waitFor(() => expect(screen.getByTestId('bgs-balance')).toHaveTextContent('1,005.63'));
    expect(api.calls('POST /wps/inhouse/mines/cashout')[0]?.body).toEqual({ roundId: 2 });
  });

  it('shows the server’s refusal of a reveal', async () => {
    inhouseApi({
      'GET /wps/inhouse/mines/current': () => ({ value: open(3, []) }),
      'POST /wps/inhouse/mines/reveal': () => ({ code: 'GAME_ROUND_CLOSED', status: 409 }),
    });
    renderWithApp(<MinesGame />, { url: '/bgs/mines' });
    await waitFor(() => expect(cell(4)).toBeEnabled());
    await userEvent.click(cell(4));
    expect(await screen.findByTestId('bgs-error')).toHaveTextContent('server text');
    expect(cell(4)).toHaveAttribute('data-state', 'hidden');
  });
});
