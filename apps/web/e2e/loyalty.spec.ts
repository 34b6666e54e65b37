import { expect, test, type Page } from '@playwright/test';
import { signInOperator } from './support/console-editor.ts';
import { registerByUsername } from './support/register.ts';
import { preparePayout } from './support/withdraw.ts';

// The 70% first-deposit bonus (docs/LOYALTY.md): a new member takes it on the deposit page, pays
// through the demo gateway, and finds the bonus credited with its wagering requirement.
const PASSWORD = 'Str0ng#Pass26';
const username = `bonus${Date.now().toString().slice(-8)}`;

const input = (page: Page, testId: string) => page.getByTestId(testId).locator('input');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'EN');
    localStorage.setItem('hisLang', 'EN');
  });
});

/**
 * On the deposit page: a Demo Pay deposit of `amount`, with the 70% bonus when `bonus` (what it
 * brings) is given; pays on the demo gateway's page and waits for the credited order.
 */
async function depositWithBonus(page: Page, amount: string, bonus: string | null) {
  const methods = page.getByTestId('deposit-methods');
  await expect(methods).toBeVisible({ timeout: 15_000 });
  await methods.locator('label', { hasText: 'Demo Pay' }).first().click();
  const offer = page.getByTestId('deposit-bonus');
  await expect(offer).toContainText('70% first-deposit bonus');
  await input(page, 'deposit-amount').fill(amount);
  if (bonus !== null) {
    await expect(page.getByTestId('deposit-bonus-estimate')).toContainText(`৳ ${bonus}`);
    await page.getByTestId('deposit-bonus-take').check();
  }
  await page.getByTestId('deposit-submit').click();

  // The demo gateway's own page; paying there notifies the portal, which credits the order.
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/pay\/P[0-9a-f]{32}$/, {
    timeout: 15_000,
  });
  await page.getByTestId('gateway-pay').click();
  await expect(page).toHaveURL(/\/depositv2\?order=D[0-9A-Z]+$/, { timeout: 15_000 });
  await expect(page.getByTestId('deposit-item').first()).toHaveAttribute(
    'data-status',
    'APPROVED',
    { timeout: 15_000 },
  );
  // The welcome offer is gone after the first deposit (the weekly reload may be offered now).
  await expect(page.getByText('70% first-deposit bonus')).toHaveCount(0);
}

test('a new member takes the 70% bonus with the first deposit and finds it in bonus details', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A visitor reads the promotions page; a new member takes the welcome bonus from it.
  await page.goto('/promotions');
  const welcome = page.getByTestId('promotion-FIRST_DEPOSIT_70');
  await expect(welcome).toContainText('70% of your first deposit, up to 7,000.00');
  await expect(page.getByTestId('promotion-DAILY_REBATE')).toContainText('Slots');
  await registerByUsername(page, { username, password: PASSWORD });

  await page.goto('/promotions');
  await page.getByTestId('promotion-take').click();
  await expect(page).toHaveURL(/\/depositv2$/);
  await depositWithBonus(page, '1000', '700.00');
  // 1,000 deposited and 700 bonus.
  await expect(page.getByTestId('header-balance')).toContainText('1,700.00', { timeout: 15_000 });

  await page.goto('/bonusDetails');
  const page1 = page.getByTestId('bonus-details-page');
  await expect(page1).toContainText('70% first-deposit bonus', { timeout: 15_000 });
  await expect(page1).toContainText('700.00');
  // Demo Pay asks no turnover of its own: the bonus carries all of (1,000 + 700) × 10.
  await expect(page1).toContainText('17,000.00');
});

/**
 * Dice bets of `stake` through the portal's API with the page's session, until `total` has been
 * staked: "under 98" wins 98 times in 100, so the balance stays near where it was.
 */
async function playDice(page: Page, total: number, stake: number) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  for (let staked = 0; staked < total; staked += stake) {
    const res = await page.request.post('/wps/inhouse/bet', {
      headers: { authorization: `Bearer ${token}`, language: 'EN', device: 'WEB' },
      data: {
        requestId: `e2e${Date.now()}${staked}`,
        game: 'dice',
        stake: String(stake),
        params: { direction: 'under', targetHundredths: 9_800 },
      },
    });
    const body = (await res.json()) as { success: boolean };
    expect(body.success, JSON.stringify(body)).toBe(true);
  }
}

test('a new member deposits, gets the 70% bonus, plays it through and withdraws', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const member = { password: PASSWORD, realName: 'Karim Hossain' };
  await registerByUsername(page, {
    username: `play${Date.now().toString().slice(-8)}`,
    password: PASSWORD,
  });
  await page.goto('/depositv2');
  await depositWithBonus(page, '1000', '700.00');
  await expect(page.getByTestId('header-balance')).toContainText('1,700.00', { timeout: 15_000 });

  // Before playing: the withdrawal waits for (1,000 + 700) × 10 of valid bets.
  await page.goto('/withdraw');
  await expect(page.getByTestId('withdraw-turnover')).toContainText('17,000.00', {
    timeout: 15_000,
  });
  // Loaded: the payment password and a payee account are set up on the page.
  await preparePayout(page, member, '246810', '01711000777');
  await expect(page.getByTestId('withdraw-payee')).toContainText('bKash');

  // Half of it: 8,500 still to bet.
  await playDice(page, 8_500, 100);
  await page.reload();
  await expect(page.getByTestId('withdraw-turnover')).toContainText('8,500.00', {
    timeout: 15_000,
  });
  await playDice(page, 8_500, 100);
  await page.reload();
  await expect(page.getByTestId('withdraw-form')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('withdraw-turnover')).toHaveCount(0);

  await input(page, 'withdraw-amount').fill('1000');
  await input(page, 'withdraw-password').fill('246810');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-done')).toContainText('pending review', {
    timeout: 15_000,
  });
  const newest = page.getByTestId('withdrawal-item').first();
  await expect(newest).toHaveAttribute('data-status', 'PENDING');
  await expect(newest).toContainText('1,000.00');
});

test('a member earns points with a deposit and redeems a mall reward', async ({ page }) => {
  test.setTimeout(120_000);
  await registerByUsername(page, {
    username: `mall${Date.now().toString().slice(-8)}`,
    password: PASSWORD,
  });
  // 50,000 by Demo Pay earns 500 points (one per 100), the price of the 50-cash reward.
  await page.goto('/depositv2');
  await depositWithBonus(page, '50000', null);
  await page.goto('/withdraw');
  await expect(page.getByTestId('withdraw-form')).toBeVisible({ timeout: 15_000 });
  await preparePayout(
    page,
    { password: PASSWORD, realName: 'Nasrin Akter' },
    '246810',
    '01711000888',
  );

  await page.goto('/pointMall');
  await expect(page.getByTestId('points-balance')).toContainText('500', { timeout: 15_000 });
  const reward = page.getByTestId('mall-items').locator('[data-testid^="mall-item-"]', {
    hasText: '50 cash',
  });
  await reward.getByTestId('mall-item-redeem').click();
  const dialog = page.getByTestId('redeem-dialog');
  await expect(dialog).toContainText('500');
  await dialog.getByTestId('redeem-password').locator('input').fill('246810');
  await dialog.getByTestId('redeem-submit').click();
  await expect(dialog.getByTestId('redeem-done')).toBeVisible({ timeout: 15_000 });
  await dialog.getByTestId('redeem-to-history').click();
  const first = page.getByTestId('redemption').first();
  await expect(first).toContainText('50 cash');
  await expect(first.getByTestId('redemption-status')).toContainText('In process');
  await expect(page.getByTestId('points-balance')).not.toContainText('500');
  await expect(page.getByTestId('points-balance')).toContainText('0');
});

test('a member applies for a reward with a screenshot; an operator approves it in the console', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const name = `apply${Date.now().toString().slice(-8)}`;
  await registerByUsername(page, { username: name, password: PASSWORD });
  await page.goto('/promotions');
  const share = page.getByTestId('promotion-SHARE_AND_WIN');
  await expect(share.getByTestId('promotion-state')).toHaveText('Open', { timeout: 15_000 });
  await share.getByTestId('promotion-apply').click();
  const dialog = page.getByTestId('apply-dialog');
  await dialog.getByTestId('apply-comment').fill('https://social.example/share/1');
  await expect(dialog.getByTestId('apply-counter')).toContainText('30');
  // A 1×1 PNG: the screenshot of the post.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
    'base64',
  );
  await dialog
    .getByTestId('apply-images')
    .locator('input[type=file]')
    .setInputFiles({ name: 'post.png', mimeType: 'image/png', buffer: png });
  await dialog.getByTestId('apply-submit').click();
  await expect(dialog.getByTestId('apply-done')).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(share.getByTestId('promotion-state')).toHaveText('Applying', { timeout: 15_000 });

  // The finance desk approves it in the console: the reward is paid at once.
  const desk = await page.context().newPage();
  await signInOperator(desk, baseURL!, 'finance1', 'Finance#2026');
  await desk.goto(`${baseURL}/admin/loyalty/applications`);
  const row = desk.getByTestId('applications').locator('tr', { hasText: name });
  await expect(row).toContainText('https://social.example/share/1', { timeout: 15_000 });
  await row.getByRole('button', { name: 'Approve' }).click();
  await row.getByRole('button', { name: 'Confirm' }).click();
  await expect(desk.getByTestId('application-done')).toBeVisible({ timeout: 15_000 });
  await desk.close();

  await page.reload();
  await expect(page.getByTestId('header-balance')).toContainText('50.00', { timeout: 15_000 });
  await expect(share.getByTestId('promotion-state')).toHaveText('In progress', {
    timeout: 15_000,
  });
});
