import { solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import {
  BOTCHECK_BUDGET,
  BOTCHECK_MAX_NUMBER,
  BOTCHECK_MAX_NUMBER_CEILING,
  createProofOfWorkBotCheck,
  type BotCheck,
} from './botcheck.ts';

type Database = Awaited<ReturnType<typeof createTestDatabase>>;
type Challenge = { algorithm: string; challenge: string; salt: string; signature: string };

async function solve(botcheck: BotCheck): Promise<string> {
  const challenge = (await botcheck.challenge()) as Challenge;
  const solution = await solveChallenge(challenge.challenge, challenge.salt).promise;
  return btoa(JSON.stringify({ ...challenge, number: solution?.number }));
}

describe('proof-of-work difficulty stays within the phone budget', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('issues challenges with the budgeted bound by default', async () => {
    const botcheck = await createProofOfWorkBotCheck({ db: database.db });
    expect(await botcheck.challenge()).toMatchObject({ maxnumber: BOTCHECK_MAX_NUMBER });
  });

  it('keeps the expected mid-range solve ≤ 0.3 s and the low-end 95th percentile ≤ 1 s', () => {
    const { midRangeHashesPerSecond, lowEndHashesPerSecond } = BOTCHECK_BUDGET;
    expect(BOTCHECK_MAX_NUMBER / 2 / midRangeHashesPerSecond).toBeLessThanOrEqual(0.3);
    expect((0.95 * BOTCHECK_MAX_NUMBER) / lowEndHashesPerSecond).toBeLessThanOrEqual(1);
    expect((0.95 * BOTCHECK_MAX_NUMBER_CEILING) / lowEndHashesPerSecond).toBeLessThanOrEqual(1);
    // Still some work: at least a few thousand hashes per attempt.
    expect(BOTCHECK_MAX_NUMBER).toBeGreaterThanOrEqual(5_000);
  });

  it('refuses a configured bound past the budget (the old 100 000 and 1 000 000)', async () => {
    for (const maxNumber of [100_000, 1_000_000, BOTCHECK_MAX_NUMBER_CEILING + 1, 0, 1.5]) {
      await expect(createProofOfWorkBotCheck({ db: database.db, maxNumber })).rejects.toThrow(
        /maxNumber/,
      );
    }
  });

  it('still verifies: a solution passes once, a reused or wrong one fails', async () => {
    const botcheck = await createProofOfWorkBotCheck({ db: database.db, maxNumber: 300 });
    const token = await solve(botcheck);
    await expect(botcheck.verify(token)).resolves.toBeUndefined();
    await expect(botcheck.verify(token)).rejects.toMatchObject({ code: 'AUTH_BOTCHECK_FAILED' });
    const wrong = JSON.parse(atob(await solve(botcheck))) as { number: number };
    const forged = btoa(JSON.stringify({ ...wrong, number: wrong.number + 1 }));
    await expect(botcheck.verify(forged)).rejects.toMatchObject({ code: 'AUTH_BOTCHECK_FAILED' });
  });

  it('refuses an expired challenge', async () => {
    const past = () => new Date(Date.now() - 10 * 60_000);
    const botcheck = await createProofOfWorkBotCheck({
      db: database.db,
      maxNumber: 300,
      now: past,
    });
    await expect(botcheck.verify(await solve(botcheck))).rejects.toMatchObject({
      code: 'AUTH_BOTCHECK_FAILED',
    });
  });
});
