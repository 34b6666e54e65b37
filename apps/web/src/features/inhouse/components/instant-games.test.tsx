import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Round } from '@portal/contracts/inhouse';
import { PLINKO_PAYTABLES, type SlotResult } from '@portal/fair';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render.tsx';
import { engineRound, inhouseApi, seedState, signIn } from '../test-helpers.ts';
import { LimboGame } from './limbo-game.tsx';
import { PlinkoGame, plinkoGeometry, slotLabel } from './plinko-game.tsx';
import { reelWindow, SlotGame, winningCells } from './slot-game.tsx';

const betAnswer =
  (round: Round, balance = '990.00') =>
  () => ({
    value: { round, balance, seeds: seedState(1) },
  });

describe('instant games', () => {
  beforeEach(signIn);

  it('limbo shows the drawn multiplier of the server round', async () => {
    // lucky-tiger:0 draws 1.63× (the README's vector): a 1.50× target wins.
    const round = engineRound('limbo', { targetHundredths: 150 });
    const api = inhouseApi({ 'POST /wps/inhouse/bet': betAnswer(round, '1005.00') });
    renderWithApp(<LimboGame />, { url: '/bgs/limbo' });
    const target = await screen.findByTestId('limbo-target');
    await userEvent.clear(target);
    await userEvent.type(target, '1.5');
    expect(screen.getByTestId('limbo-chance')).toHaveTextContent('66.00%');
    await userEvent.click(screen.getByTestId('bgs-play'));
    await waitFor(() => expect(screen.getByTestId('limbo-result')).toHaveTextContent('1.63×'));
    await waitFor(() => expect(screen.getByTestId('bgs-balance')).toHaveTextContent('1,005.00'));
    expect(api.calls('POST /wps/inhouse/bet')[0]?.body).toMatchObject({
      game: 'limbo',
      params: { targetHundredths: 150 },
    });
  });

  it('plinko drops a ball along the server path into its slot', async () => {
    const round = engineRound('plinko', { rows: 16, risk: 'medium' });
    inhouseApi({ 'POST /wps/inhouse/bet': betAnswer(round) });
    renderWithApp(<PlinkoGame />, { url: '/bgs/plinko' });
    await userEvent.selectOptions(await screen.findByTestId('plinko-rows'), '16');
    const buckets = screen.getByTestId('plinko-buckets');
    expect(within(buckets).getAllByText(/\d/)).toHaveLength(17);
    expect(buckets.firstElementChild).toHaveTextContent(
      `${slotLabel(PLINKO_PAYTABLES.medium[16]![0]!)}×`,
    );
    await userEvent.click(screen.getByTestId('bgs-play'));
    // Slot 6 of 16 rows, medium risk: 0.80× (README vector: path L R L R R R L L R L R L L L L L).
    expect(await screen.findByTestId('plinko-landed')).toHaveTextContent('0.8×');
    await waitFor(() => expect(screen.getByTestId('bgs-balance')).toHaveTextContent('990.00'));
  });

  it('plinko geometry lands every path in its slot', () => {
    const g = plinkoGeometry(8);
    const path = [1, 1, 0, 1, 0, 0, 1, 1];
    const end = g.ballPath(path).at(-1)!;
    const slot = path.filter(Boolean).length;
    expect(end.x).toBeCloseTo(500 + (slot - 4) * g.gap);
  });

  it('slot lands on the server stops and highlights the wins', async () => {
    const round = engineRound('slot', {});
    const result = round.outcome as unknown as SlotResult;
    expect(result.stops).toEqual([12, 46, 11, 60, 18]); // the README's vector
    inhouseApi({ 'POST /wps/inhouse/bet': betAnswer(round) });
    renderWithApp(<SlotGame />, { url: '/bgs/slot' });
    await userEvent.click(await screen.findByTestId('bgs-play'));
    await waitFor(() =>
      expect(screen.getByTestId('slot-reels')).toHaveAttribute('data-state', 'landed'),
    );
    result.stops.forEach((stop, reel) => {
      const shown = [...screen.getByTestId(`slot-reel-${reel}`).querySelectorAll('[data-symbol]')]
        .filter((el) => el.tagName === 'DIV')
        .map((el) => el.getAttribute('data-symbol'));
      expect(shown).toEqual(reelWindow(reel, stop));
      expect(shown).toEqual(result.window[reel]);
    });
    expect(winningCells(result).size > 0).toBe(result.multiplierScaled > 0);

    await userEvent.click(screen.getByTestId('slot-paytable-open'));
    const paytable = screen.getByTestId('slot-paytable');
    expect(paytable).toHaveAttribute('open');
    expect(paytable).toHaveTextContent('Tiger');
    expect(paytable).toHaveTextContent('100×'); // 5 tigers: 1000 line bets = 100× total bet
    await userEvent.click(screen.getByTestId('slot-paytable-close'));
    expect(paytable).not.toHaveAttribute('open');
  });
});
