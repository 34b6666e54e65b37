import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in.ts';

// One member, in order: the bet, the seed rotation and the verification build on each other.
test.describe.configure({ mode: 'serial' });

/** The e2e fixture member (SEED_FIXTURES=e2e), opening balance 20,000.00. */
const PLAYER = { username: 'walletuser', password: 'Wallet#2026' };

const money = (amount: string) =>
  new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Number(amount),
  );

interface BetAnswer {
  round: {
    roundId: number;
    ref: string;
    game: string;
    nonce: number;
    serverSeedHash: string;
    clientSeed: string;
    outcome: { rollHundredths: number; win: boolean };
  };
  balance: string;
}

let page: Page;
let bet: BetAnswer;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  page = await browser.newPage();
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'EN');
    localStorage.setItem('hisLang', 'EN');
  });
  await signIn(page, PLAYER);
});

test.afterAll(async () => {
  await page.close();
});

test('the BGS game list keeps the side menu; the in-house game pages hide it', async () => {
  await page.goto('/bgs');
  await expect(page.getByTestId('game-list-page')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await page.goto('/bgs/dice');
  await expect(page.getByTestId('bgs-dice-page')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
  await expect(page.getByTestId('header')).toBeVisible();
  await expect(page.getByTestId('footer')).toBeVisible();
  await page.goto('/bgs/verify');
  await expect(page.getByTestId('bgs-verify-page')).toBeVisible();
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
});

test('dice: play a round and see the balance change', async () => {
  await page.goto('/bgs/dice');
  await expect(page.getByTestId('bgs-dice-page')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('bgs-balance')).toContainText('.', { timeout: 15_000 });
  await expect(page.getByTestId('dice-multiplier')).toHaveText('2.0002×');

  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/wps/inhouse/bet') && r.request().method() === 'POST',
  );
  await page.getByTestId('bgs-play').click();
  const body = (await (await answer).json()) as { success: boolean; value: BetAnswer };
  expect(body.success).toBe(true);
  bet = body.value;
  expect(bet.round.game).toBe('dice');

  const roll = bet.round.outcome.rollHundredths;
  const rollText = `${Math.trunc(roll / 100)}.${String(roll % 100).padStart(2, '0')}`;
  await expect(page.getByTestId('dice-roll')).toContainText(rollText);
  // The page and the header show the balance the bet left (whatever else moved it before).
  await expect(page.getByTestId('bgs-balance')).toContainText(money(bet.balance));
  await expect(page.getByTestId('header-balance')).toContainText(money(bet.balance));

  await page.getByRole('tab', { name: 'My bets' }).click();
  await expect(
    page.locator(`[data-testid="bgs-round"][data-round-id="${bet.round.roundId}"]`),
  ).toBeVisible();
});

test('rotate the seed pair: the server seed of the bet is revealed', async () => {
  await page.getByRole('tab', { name: 'Fairness' }).click();
  const fairness = page.getByTestId('bgs-fairness');
  await expect(fairness.getByTestId('bgs-seed-hash')).toHaveText(bet.round.serverSeedHash);
  await expect(fairness.getByTestId('bgs-nonce')).toHaveText(String(bet.round.nonce + 1));

  const seed = fairness.getByTestId('bgs-client-seed');
  await seed.fill('not:allowed');
  await fairness.getByTestId('bgs-rotate').click();
  await expect(fairness.getByTestId('bgs-client-seed-rule')).toContainText('colon');

  await seed.fill(`e2e seed ${Date.now()}`);
  await fairness.getByTestId('bgs-rotate').click();
  await expect(fairness.getByTestId('bgs-rotated')).toBeVisible({ timeout: 15_000 });
  const revealed = (await fairness.getByTestId('bgs-previous-server-seed').innerText()).trim();
  expect(createHash('sha256').update(revealed).digest('hex')).toBe(bet.round.serverSeedHash);
  await expect(fairness.getByTestId('bgs-seed-hash')).not.toHaveText(bet.round.serverSeedHash);
  await expect(fairness.getByTestId('bgs-nonce')).toHaveText('0');
});

test('verify the round from the history', async () => {
  await page.getByRole('tab', { name: 'My bets' }).click();
  const row = page.locator(`[data-testid="bgs-round"][data-round-id="${bet.round.roundId}"]`);
  await row.getByTestId('bgs-round-verify').click();
  await expect(page).toHaveURL(new RegExp(`/bgs/verify\\?ref=${bet.round.ref}$`));
  await expect(page.getByTestId('verify-round-loaded')).toContainText(`#${bet.round.roundId}`);
  const verdict = page.getByTestId('verify-verdict');
  await expect(verdict).toHaveAttribute('data-verdict', 'match');
  await expect(verdict).toContainText('Match');

  // Any tampering breaks it.
  await page.getByTestId('verify-nonce').fill(String(bet.round.nonce + 1));
  await expect(verdict).toHaveAttribute('data-verdict', 'mismatch');
  await page.getByTestId('verify-nonce').fill(String(bet.round.nonce));
  await expect(verdict).toHaveAttribute('data-verdict', 'match');
});

test('crash follows the shared round live', async () => {
  await page.goto('/bgs/crash');
  const chart = page.getByTestId('crash-chart');
  await expect(chart).toHaveAttribute('data-phase', /^(BETTING|RUNNING|CRASHED)$/, {
    timeout: 15_000,
  });
  // The multiplier (or the countdown between rounds) moves by itself, pushed by the websocket.
  const first = await chart.innerText();
  await expect.poll(() => chart.innerText(), { timeout: 20_000 }).not.toBe(first);
});
