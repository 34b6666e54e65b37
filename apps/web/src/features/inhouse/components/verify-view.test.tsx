import { fireEvent, screen } from '@testing-library/react';
import { buildCrashChain, crashPoint, nobleHmacSha256, nobleSha256Hex } from '@portal/fair';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { crashVerifyHref, paramsFromOutcome, verifyHref } from '../rounds.ts';
import {
  CLIENT_SEED,
  engineRound,
  SERVER_SEED,
  SERVER_SEED_HASH,
  signIn,
} from '../test-helpers.ts';
import { VerifyView } from './verify-view.tsx';

const verdict = () => screen.getByTestId('verify-verdict');
const field = (testId: string) => screen.getByTestId(testId);
const edit = (testId: string, value: string) =>
  fireEvent.change(field(testId), { target: { value } });

/** Real rounds of every instant game, played by the engine with the fixture seeds. */
const ROUNDS = [
  engineRound('dice', { direction: 'under', targetHundredths: 5000 }, { nonce: 0, revealed: true }),
  engineRound('limbo', { targetHundredths: 150 }, { nonce: 1, revealed: true }),
  engineRound('plinko', { rows: 16, risk: 'high' }, { nonce: 2, revealed: true }),
  engineRound('mines', { mines: 5, picks: [0, 1, 2] }, { nonce: 3, revealed: true }),
  engineRound('slot', {}, { nonce: 4, revealed: true }),
];

function linkFor(round: (typeof ROUNDS)[number]) {
  return verifyHref({
    game: round.game,
    serverSeed: SERVER_SEED,
    serverSeedHash: SERVER_SEED_HASH,
    clientSeed: CLIENT_SEED,
    nonce: round.nonce,
    params: paramsFromOutcome(round.game, round.outcome),
    result: round.outcome,
  });
}

describe('verification page', () => {
  beforeEach(signIn);

  it.each(ROUNDS.map((r) => [r.game, r] as const))(
    'verifies a real %s round from a link, and any tampered field fails',
    (_game, round) => {
      renderWithApp(<VerifyView />, { url: linkFor(round) });
      expect(verdict()).toHaveAttribute('data-verdict', 'match');
      expect(verdict()).toHaveTextContent('Match');
      expect(field('verify-computed-hash')).toHaveTextContent(SERVER_SEED_HASH);

      const tamper = (testId: string, value: string) => {
        const before = (field(testId) as HTMLInputElement).value;
        edit(testId, value);
        expect(verdict(), `${testId} = ${value}`).toHaveAttribute('data-verdict', 'mismatch');
        expect(verdict()).toHaveTextContent('Mismatch');
        edit(testId, before);
        expect(verdict()).toHaveAttribute('data-verdict', 'match');
      };
      tamper('verify-server-seed', SERVER_SEED.replace(/^3/, '4'));
      tamper('verify-server-seed-hash', SERVER_SEED_HASH.replace(/^4/, '5'));
      tamper('verify-client-seed', `${CLIENT_SEED}x`);
      tamper('verify-nonce', String(round.nonce + 1));
      const claimed = (field('verify-claimed') as HTMLTextAreaElement).value;
      tamper(
        'verify-claimed',
        claimed.replace(/"multiplierScaled":(\d)/, '"multiplierScaled":9$1'),
      );
      if (round.game === 'dice' || round.game === 'limbo') tamper('verify-target', '51.00');
      if (round.game === 'mines') tamper('verify-picks', '0, 1, 3');
    },
  );

  it('loads a round by its reference from the public API', async () => {
    const round = ROUNDS[0]!;
    const ref = '0f'.repeat(16);
    mockApi({
      [`GET /lgw/inhouse/rounds/${ref}`]: () => ({ value: { ...round, roundId: 41, ref } }),
    });
    renderWithApp(<VerifyView />, { url: `/bgs/verify?ref=${ref}` });
    expect(await screen.findByTestId('verify-round-loaded')).toHaveTextContent('Round #41');
    expect(verdict()).toHaveAttribute('data-verdict', 'match');
    expect(screen.getByTestId('verify-outcome')).toHaveTextContent('39.50');
  });

  it('says so when a reference names no round', async () => {
    const ref = '00'.repeat(16);
    mockApi({
      [`GET /lgw/inhouse/rounds/${ref}`]: () => ({ code: 'GAME_ROUND_NOT_FOUND', status: 404 }),
    });
    renderWithApp(<VerifyView />, { url: `/bgs/verify?ref=${ref}` });
    expect(await screen.findByTestId('verify-round-error')).toHaveTextContent('server text');
  });

  it('says when the server seed is not revealed yet', async () => {
    const round = { ...ROUNDS[0]!, serverSeed: null, roundId: 7, ref: '7a'.repeat(16) };
    mockApi({ [`GET /lgw/inhouse/rounds/${round.ref}`]: () => ({ value: round }) });
    renderWithApp(<VerifyView />, { url: `/bgs/verify?ref=${round.ref}` });
    expect(await screen.findByTestId('verify-round-loaded')).toHaveTextContent('not revealed yet');
    expect(verdict()).toHaveAttribute('data-verdict', 'incomplete');
    edit('verify-server-seed', SERVER_SEED);
    expect(verdict()).toHaveAttribute('data-verdict', 'match');
  });

  it('verifies a crash round: chain link and crash point', () => {
    // Round 7 of a chain of 8 uses the chain's own seed (the README's vector).
    const chain = buildCrashChain(SERVER_SEED, 8, nobleSha256Hex);
    const roundNumber = 7;
    const point = crashPoint(nobleHmacSha256, chain[roundNumber]!, CLIENT_SEED, roundNumber);
    renderWithApp(<VerifyView />, {
      url: crashVerifyHref({
        roundNumber,
        seed: chain[roundNumber]!,
        seedHash: chain[roundNumber - 1]!,
        salt: CLIENT_SEED,
        crashPointHundredths: point,
      }),
    });
    expect(point).toBe(315); // the README's known answer
    expect(verdict()).toHaveAttribute('data-verdict', 'match');
    expect(field('verify-crash-computed')).toHaveTextContent('3.15×');

    edit('verify-crash-point', '3.16');
    expect(verdict()).toHaveAttribute('data-verdict', 'mismatch');
    edit('verify-crash-point', '3.15');
    edit('verify-crash-hash', chain[roundNumber - 2]!);
    expect(verdict()).toHaveAttribute('data-verdict', 'mismatch');
    edit('verify-crash-hash', chain[roundNumber - 1]!);
    edit('verify-crash-round', '8');
    expect(verdict()).toHaveAttribute('data-verdict', 'mismatch');
  });
});
