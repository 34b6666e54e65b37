import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeChallenge, mockApi } from '../testing/mock-api.ts';
import { encodeSolution, solveChallenge } from '@portal/contracts/botcheck-solver';
import { openBotCheck, runBotCheck, tokenExpiresAt } from './bot-check.ts';

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

describe('bot check prepared when a form opens', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('fetches and solves on open, so take() needs no new challenge', async () => {
    const challenge = await makeChallenge(21);
    const api = mockApi({ 'GET /wps/botcheck/challenge': () => ({ value: challenge }) });
    const progress: number[] = [];
    const session = openBotCheck((fraction) => progress.push(fraction));
    await vi.waitFor(() => expect(progress).toContain(1));
    expect(api.calls('GET /wps/botcheck/challenge')).toHaveLength(1);
    const token = await session.take();
    expect(JSON.parse(atob(token))).toMatchObject({ number: 21 });
    session.close();
  });

  it('prepares the next answer after one is taken (a wrong password costs one)', async () => {
    const api = mockApi({
      'GET /wps/botcheck/challenge': async () => ({ value: await makeChallenge(4) }),
    });
    const session = openBotCheck();
    await session.take();
    await vi.waitFor(() => expect(api.calls('GET /wps/botcheck/challenge')).toHaveLength(2));
    session.close();
  });

  it('refreshes an answer whose challenge expires while the form is open', async () => {
    // Made before the clock is faked: real crypto inside the answer would outlast the fake ticks.
    const base = await makeChallenge(2);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // Each challenge expires 90 s after it is issued.
    const api = mockApi({
      'GET /wps/botcheck/challenge': () =>
        Promise.resolve({
          value: {
            ...base,
            salt: `s?expires=${Math.floor(Date.now() / 1000) + 90}&`,
          },
        }),
    });
    const session = openBotCheck();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(api.calls('GET /wps/botcheck/challenge')).toHaveLength(1);
    // 30 s before the expiry the prepared answer is replaced by a fresh one, and only once.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.calls('GET /wps/botcheck/challenge')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(api.calls('GET /wps/botcheck/challenge')).toHaveLength(2);
    const token = await session.take();
    expect(tokenExpiresAt(token)).toBeGreaterThan(Date.now() + 30_000);
    session.close();
  });

  it('refreshes at most once a minute when the clocks disagree', async () => {
    const base = await makeChallenge(2);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const api = mockApi({
      'GET /wps/botcheck/challenge': () =>
        Promise.resolve({ value: { ...base, salt: 's?expires=1000&' } }),
    });
    const session = openBotCheck();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(api.calls('GET /wps/botcheck/challenge')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(api.calls('GET /wps/botcheck/challenge')).toHaveLength(2);
    session.close();
  });

  it('reads the expiry from the token salt', () => {
    const token = btoa(JSON.stringify({ salt: 'ab?expires=1700000000&' }));
    expect(tokenExpiresAt(token)).toBe(1_700_000_000_000);
    expect(tokenExpiresAt('not base64 json', 5)).toBe(5 + 4 * 60_000);
  });
});
