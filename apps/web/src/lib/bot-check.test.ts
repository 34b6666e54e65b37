import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeChallenge, mockApi } from '../testing/mock-api.ts';
import { encodeSolution, solveChallenge } from '@portal/contracts/botcheck-solver';
import { runBotCheck } from './bot-check.ts';

describe('bot check (proof of work)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('finds n with hex(SHA-256(salt + n)) === challenge', async () => {
    const challenge = await makeChallenge(1234, 2000);
    await expect(solveChallenge(challenge)).resolves.toBe(1234);
  });

  it('answers null when no n up to maxnumber matches', async () => {
    const challenge = await makeChallenge(30, 20);
    await expect(solveChallenge(challenge)).resolves.toBeNull();
  });

  it('encodes the solution as base64 JSON with the challenge fields', async () => {
    const challenge = await makeChallenge(7);
    const decoded = JSON.parse(atob(encodeSolution(challenge, 7)));
    expect(decoded).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 7,
      salt: challenge.salt,
      signature: 'sig',
    });
  });

  it('the default provider fetches a challenge and returns the encoded answer', async () => {
    const challenge = await makeChallenge(12);
    mockApi({ 'GET /wps/botcheck/challenge': () => ({ value: challenge }) });
    const token = await runBotCheck();
    expect(JSON.parse(atob(token))).toMatchObject({ number: 12 });
  });
});
