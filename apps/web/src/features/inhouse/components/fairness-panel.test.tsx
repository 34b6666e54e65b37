import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render.tsx';
import {
  CLIENT_SEED,
  inhouseApi,
  SERVER_SEED,
  SERVER_SEED_HASH,
  seeds,
  signIn,
} from '../test-helpers.ts';
import { clientSeedProblem, FairnessPanel } from './fairness-panel.tsx';

describe('client seed rule', () => {
  it('accepts 1–64 printable ASCII characters without a colon', () => {
    expect(clientSeedProblem('lucky-tiger')).toBeNull();
    expect(clientSeedProblem('a'.repeat(64))).toBeNull();
    expect(clientSeedProblem('with space ~!')).toBeNull();
    expect(clientSeedProblem('')).toBe('empty');
    expect(clientSeedProblem('a'.repeat(65))).toBe('long');
    expect(clientSeedProblem('a:b')).toBe('colon');
    expect(clientSeedProblem('বাংলা')).toBe('chars');
    expect(clientSeedProblem('tab\there')).toBe('chars');
  });
});

describe('fairness panel', () => {
  beforeEach(signIn);

  it('validates the client seed before rotating, then shows the revealed seed', async () => {
    const api = inhouseApi({
      'POST /wps/inhouse/seeds/rotate': (request) => ({
        value: {
          current: {
            serverSeedHash: 'ab'.repeat(32),
            clientSeed: (request.body as { clientSeed: string }).clientSeed,
            nonce: 0,
          },
          previous: {
            serverSeed: SERVER_SEED,
            serverSeedHash: SERVER_SEED_HASH,
            clientSeed: CLIENT_SEED,
            nonces: 3,
          },
        },
      }),
    });
    renderWithApp(<FairnessPanel game="dice" />, { url: '/bgs/dice' });
    const input = await screen.findByTestId('bgs-client-seed');
    expect(input).toHaveValue(CLIENT_SEED);
    expect(screen.getByTestId('bgs-seed-hash')).toHaveTextContent(SERVER_SEED_HASH);
    expect(screen.getByTestId('bgs-nonce')).toHaveTextContent('0');

    const rotate = screen.getByTestId('bgs-rotate');
    const rule = screen.getByTestId('bgs-client-seed-rule');
    for (const [bad, message] of [
      ['my:seed', 'cannot contain a colon'],
      ['x'.repeat(65), 'at most 64 characters'],
      ['', 'Enter a client seed'],
    ] as const) {
      await userEvent.clear(input);
      if (bad) await userEvent.type(input, bad);
      await userEvent.click(rotate);
      expect(rule).toHaveTextContent(message);
      expect(input).toHaveAttribute('aria-invalid', 'true');
    }
    expect(api.calls('POST /wps/inhouse/seeds/rotate')).toHaveLength(0);

    await userEvent.type(input, 'my new seed');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(rotate);
    expect(await screen.findByTestId('bgs-rotated')).toBeInTheDocument();
    expect(api.calls('POST /wps/inhouse/seeds/rotate')[0]?.body).toEqual({
      clientSeed: 'my new seed',
    });
    expect(screen.getByTestId('bgs-previous-server-seed')).toHaveTextContent(SERVER_SEED);
    expect(screen.getByTestId('bgs-seed-hash')).toHaveTextContent('ab'.repeat(32));
    expect(screen.getByTestId('bgs-verify-previous')).toHaveAttribute(
      'href',
      expect.stringContaining(`serverSeed=${SERVER_SEED}`),
    );
    expect(screen.getByTestId('bgs-verify-previous')).toHaveAttribute(
      'href',
      expect.stringContaining('nonce=2'),
    );
  });

  it('shows the server’s refusal', async () => {
    inhouseApi({
      'GET /wps/inhouse/seeds': () => ({ value: seeds(4) }),
      'POST /wps/inhouse/seeds/rotate': () => ({ code: 'GAME_ROUND_IN_PROGRESS', status: 409 }),
    });
    renderWithApp(<FairnessPanel game="mines" />, { url: '/bgs/mines' });
    await userEvent.click(await screen.findByTestId('bgs-rotate'));
    await waitFor(() =>
      expect(screen.getByTestId('bgs-rotate-error')).toHaveTextContent('server text'),
    );
    expect(screen.getByTestId('bgs-nonce')).toHaveTextContent('4');
  });
});
