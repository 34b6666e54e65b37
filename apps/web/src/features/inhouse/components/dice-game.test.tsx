import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  diceMultiplierScaled,
  diceWinChance,
  formatScaled,
  mul,
  rational,
  toFixedDown,
  type DiceParams,
} from '@portal/fair';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render.tsx';
import { engineRound, inhouseApi, seedState, signIn } from '../test-helpers.ts';
import { clampDiceTarget, DiceGame, diceChanceText, diceTargetRange } from './dice-game.tsx';

/** The engine's exact chance c/10001, as a percentage rounded to two decimals (half up). */
function engineChancePercent(params: DiceParams): string {
  const fourDecimals = toFixedDown(mul(diceWinChance(params), rational(100)), 4);
  const [whole = '0', fraction = '0000'] = fourDecimals.split('.');
  let cents = Number(whole) * 100 + Number(fraction.slice(0, 2));
  if (Number(fraction.slice(2)) >= 50) cents += 1;
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** "1.9801" → "1.9801×", "2.0000" → "2.00×", as the page shows it. */
const multiplierText = (params: DiceParams) =>
  `${formatScaled(diceMultiplierScaled(params)).replace(/(\.\d\d\d*?)0+$/, '$1')}×`;

describe('dice maths', () => {
  it('shows the engine chance for every allowed target', () => {
    for (const direction of ['over', 'under'] as const) {
      const [low, high] = diceTargetRange(direction);
      for (let target = low; target <= high; target += 37) {
        const params = { direction, targetHundredths: target };
        expect(diceChanceText(params), `${direction} ${target}`).toBe(engineChancePercent(params));
      }
    }
  });

  it('keeps targets inside the engine limits', () => {
    expect(diceTargetRange('under')).toEqual([101, 9800]);
    expect(diceTargetRange('over')).toEqual([200, 9899]);
    expect(clampDiceTarget('over', 50)).toBe(200);
    expect(clampDiceTarget('under', 9999)).toBe(9800);
  });
});

describe('dice page', () => {
  beforeEach(signIn);

  it('shows the engine multiplier and chance for the target and direction', async () => {
    inhouseApi();
    renderWithApp(<DiceGame />, { url: '/bgs/dice' });
    const multiplier = await screen.findByTestId('dice-multiplier');
    const chance = screen.getByTestId('dice-chance');
    const over5050 = { direction: 'over', targetHundredths: 5050 } as const;
    expect(multiplier).toHaveTextContent(multiplierText(over5050));
    expect(multiplier).toHaveTextContent('2.0002×');
    expect(chance).toHaveTextContent(`${engineChancePercent(over5050)}%`);

    for (const target of ['12.34', '2.00', '98.99', '77.77']) {
      fireEvent.change(screen.getByTestId('dice-target'), { target: { value: target } });
      const params = {
        direction: 'over',
        targetHundredths: Math.round(Number(target) * 100),
      } as const;
      expect(multiplier).toHaveTextContent(multiplierText(params));
      expect(chance).toHaveTextContent(`${engineChancePercent(params)}%`);
    }

    // Roll under mirrors the target (over 77.77 ⇔ under 22.23) and keeps the chance.
    await userEvent.click(screen.getByTestId('dice-direction-under'));
    expect(screen.getByTestId('dice-target')).toHaveValue('22.23');
    const under = { direction: 'under', targetHundredths: 2223 } as const;
    expect(multiplier).toHaveTextContent(multiplierText(under));
    expect(chance).toHaveTextContent(`${engineChancePercent(under)}%`);

    fireEvent.change(screen.getByTestId('dice-slider'), { target: { value: '5000' } });
    expect(multiplier).toHaveTextContent('1.9801×');
    expect(chance).toHaveTextContent('50.00%'); // 5000 / 10001 = 49.995… %
  });

  it('rolls: sends the bet, shows the server roll and the new balance', async () => {
    const round = engineRound('dice', { direction: 'over', targetHundredths: 5050 });
    const api = inhouseApi({
      'POST /wps/inhouse/bet': () => ({
        value: { round, balance: '990.00', seeds: seedState(1) },
      }),
    });
    renderWithApp(<DiceGame />, { url: '/bgs/dice' });
    await waitFor(() => expect(screen.getByTestId('bgs-balance')).toHaveTextContent('1,000.00'));
    await userEvent.click(screen.getByTestId('bgs-play'));

    // The known-answer vector: the first float of lucky-tiger:0 rolls 39.50.
    expect(await screen.findByTestId('dice-roll')).toHaveTextContent('39.50');
    await waitFor(() => expect(screen.getByTestId('bgs-balance')).toHaveTextContent('990.00'));
    const [bet] = api.calls('POST /wps/inhouse/bet');
    expect(bet?.body).toMatchObject({
      game: 'dice',
      stake: '10.00',
      params: { direction: 'over', targetHundredths: 5050 },
    });
    expect((bet?.body as { requestId: string }).requestId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('shows the server’s error and refuses a bad stake before sending', async () => {
    const api = inhouseApi({
      'POST /wps/inhouse/bet': () => ({ code: 'WALLET_INSUFFICIENT_FUNDS', status: 409 }),
    });
    renderWithApp(<DiceGame />, { url: '/bgs/dice' });
    await screen.findByTestId('dice-multiplier');
    await waitFor(() => expect(screen.getByTestId('bgs-balance')).toHaveTextContent('1,000.00'));

    const stake = screen.getByTestId('bgs-stake').querySelector('input')!;
    await userEvent.clear(stake);
    await userEvent.type(stake, '0.5');
    await userEvent.click(screen.getByTestId('bgs-play'));
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum stake is ৳ 1.00.');
    expect(api.calls('POST /wps/inhouse/bet')).toHaveLength(0);

    await userEvent.clear(stake);
    await userEvent.type(stake, '20');
    await userEvent.click(screen.getByTestId('bgs-play'));
    // mockApi answers errors with the message "server text", the server's own translation.
    expect(await screen.findByTestId('bgs-error')).toHaveTextContent('server text');
  });
});
