import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CrashState } from '@portal/contracts/inhouse';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeWebSocket } from '../../../testing/fake-socket.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { parseCrashEvent } from '../crash-feed.ts';
import { engineRound, inhouseApi, seedState, signIn } from '../test-helpers.ts';
import { CrashGame, parseAutoCashout } from './crash-game.tsx';

const state = (over: Partial<CrashState> = {}): CrashState => ({
  roundNumber: 42,
  phase: 'RUNNING',
  startsAt: new Date().toISOString(),
  serverTime: new Date().toISOString(),
  crashPointHundredths: null,
  seed: null,
  seedHash: 'c'.repeat(64),
  salt: 'public-salt',
  bets: [
    { player: 'pl***01', stake: '50.00', autoCashout: '2.00', cashedOutAt: null, payout: null },
    { player: 'ra***im', stake: '20.00', autoCashout: null, cashedOutAt: '1.50', payout: '30.00' },
  ],
  history: [
    { roundNumber: 41, crashPointHundredths: 115 },
    { roundNumber: 40, crashPointHundredths: 1250 },
  ],
  ...over,
});

const socket = async () => {
  await waitFor(() => expect(FakeWebSocket.latest()).toBeDefined());
  const s = FakeWebSocket.latest()!;
  act(() => s.open());
  return s;
};

describe('crash messages', () => {
  it('accepts ticks and states, refuses anything else', () => {
    expect(parseCrashEvent('{"type":"tick","roundNumber":3,"multiplierHundredths":250}')).toEqual({
      type: 'tick',
      roundNumber: 3,
      multiplierHundredths: 250,
    });
    expect(parseCrashEvent(JSON.stringify({ type: 'state', state: state() }))?.type).toBe('state');
    expect(
      parseCrashEvent('{"type":"tick","roundNumber":3,"multiplierHundredths":2.5}'),
    ).toBeNull();
    expect(parseCrashEvent('{"type":"state","state":{}}')).toBeNull();
    expect(parseCrashEvent('not json')).toBeNull();
  });

  it('reads the auto cash-out', () => {
    expect(parseAutoCashout('')).toBeNull();
    expect(parseAutoCashout('2')).toBe(200);
    expect(parseAutoCashout('1.01')).toBe(101);
    expect(parseAutoCashout('1.00')).toBe('invalid');
    expect(parseAutoCashout('abc')).toBe('invalid');
  });
});

describe('crash page', () => {
  beforeEach(signIn);

  it('renders the live multiplier from the socket ticks, then the crash', async () => {
    inhouseApi({ 'GET /lgw/inhouse/crash/state': () => ({ value: state() }) });
    renderWithApp(<CrashGame />, { url: '/bgs/crash' });
    const ws = await socket();
    expect(ws.url).toMatch(/^ws:\/\/[^/]+\/wps\/inhouse\/crash\/ws$/);
    await waitFor(() =>
      expect(screen.getByTestId('crash-chart')).toHaveAttribute('data-phase', 'RUNNING'),
    );

    act(() => ws.push({ type: 'tick', roundNumber: 42, multiplierHundredths: 250 }));
    // Between ticks the curve carries on (multiplierAt), so allow a few hundredths more.
    await waitFor(() =>
      expect(screen.getByTestId('crash-multiplier').textContent).toMatch(/^2\.5\d×$/),
    );
    expect(screen.getByTestId('crash-curve')).toBeInTheDocument();
    act(() => ws.push({ type: 'tick', roundNumber: 42, multiplierHundredths: 731 }));
    await waitFor(() =>
      expect(screen.getByTestId('crash-multiplier').textContent).toMatch(/^7\.(3[1-9]|4\d)×$/),
    );
    // A late tick of an older round is ignored.
    act(() => ws.push({ type: 'tick', roundNumber: 41, multiplierHundredths: 150 }));
    expect(screen.getByTestId('crash-multiplier').textContent).toMatch(/^7\.\d\d×$/);

    const players = screen.getByTestId('crash-players');
    expect(within(players).getByText('pl***01')).toBeInTheDocument();
    expect(players).toHaveTextContent('2 players · 70.00');
    expect(screen.getByTestId('crash-history')).toHaveTextContent('1.15×');

    act(() =>
      ws.push({
        type: 'state',
        state: state({ phase: 'CRASHED', crashPointHundredths: 812, seed: 'd'.repeat(64) }),
      }),
    );
    await waitFor(() => expect(screen.getByTestId('crash-crashed')).toBeInTheDocument());
    expect(screen.getByTestId('crash-multiplier')).toHaveTextContent('8.12×');
  });

  it('bets during betting and cashes out while running', async () => {
    const bet = {
      ...engineRound('dice', { direction: 'over', targetHundredths: 5050 }),
      game: 'crash' as const,
      status: 'OPEN' as const,
      nonce: 43,
      outcome: {},
    };
    const cashed = {
      ...bet,
      status: 'SETTLED' as const,
      payout: '18.00',
      outcome: { cashOutHundredths: 180 },
    };
    const api = inhouseApi({
      'GET /lgw/inhouse/crash/state': () => ({
        value: state({
          roundNumber: 43,
          phase: 'BETTING',
          startsAt: new Date(Date.now() + 5_000).toISOString(),
          bets: [],
        }),
      }),
      'POST /wps/inhouse/crash/bet': () => ({
        value: { round: bet, balance: '990.00', seeds: seedState() },
      }),
      'POST /wps/inhouse/crash/cashout': () => ({
        value: { round: cashed, balance: '1008.00', seeds: seedState() },
      }),
    });
    renderWithApp(<CrashGame />, { url: '/bgs/crash' });
    const ws = await socket();
    expect(await screen.findByTestId('crash-countdown')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('crash-auto'), '3');
    await userEvent.click(screen.getByTestId('bgs-play'));
    await waitFor(() =>
      expect(screen.getByTestId('crash-my-status')).toHaveTextContent('You are in'),
    );
    expect(api.calls('POST /wps/inhouse/crash/bet')[0]?.body).toMatchObject({
      stake: '10.00',
      autoCashoutHundredths: 300,
    });

    act(() => ws.push({ type: 'tick', roundNumber: 43, multiplierHundredths: 180 }));
    const cashout = await screen.findByTestId('crash-cashout');
    expect(cashout).toHaveTextContent('Cash out ৳ 18.00');
    await userEvent.click(cashout);
    await waitFor(() =>
      expect(screen.getByTestId('crash-my-status')).toHaveTextContent(
        'Cashed out at 1.80×: ৳ 18.00',
      ),
    );
    expect(api.calls('POST /wps/inhouse/crash/cashout')[0]?.body).toEqual({ roundNumber: 43 });
    await waitFor(() => expect(screen.getByTestId('bgs-balance')).toHaveTextContent('1,008.00'));
  });
});
