import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in.ts';
import { preparePayout } from './support/withdraw.ts';

// Run in order on one member: the withdrawal and the account record build on each other.
test.describe.configure({ mode: 'serial' });

/** The e2e fixture member (SEED_FIXTURES=e2e): real name Rahim Uddin, opening balance 20,000.00. */
const PLAYER = { username: 'walletuser', password: 'Wallet#2026', realName: 'Rahim Uddin' };
const PAYMENT_PASSWORD = '246810';

const input = (page: Page, testId: string) => page.getByTestId(testId).locator('input');

// One login for the whole file (the login's proof-of-work bot check is slow on a busy machine);
// the session token lives in this page's session storage.
let page: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  page = await browser.newPage();
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'EN');
    localStorage.setItem('hisLang', 'EN');
  });
  await signIn(page, PLAYER);
  await expect(page.getByTestId('header-balance')).toContainText('.');
});

test.afterAll(async () => {
  await page.close();
});

test('deposit by bank transfer: pay-to details, then a pending deposit', async () => {
  await page.goto('/');
  await page.getByTestId('header-deposit').click();
  await expect(page).toHaveURL(/\/depositv2$/);
  const methods = page.getByTestId('deposit-methods');
  await expect(methods).toBeVisible({ timeout: 15_000 });
  await methods.locator('label', { hasText: 'Bank transfer' }).first().click();

  const payTo = page.getByTestId('deposit-pay-to');
  await expect(payTo.getByTestId('deposit-accountNumber')).not.toBeEmpty();
  await expect(payTo.getByRole('button', { name: /Copy Account number/ })).toBeVisible();

  await page.getByTestId('deposit-submit').click();
  await expect(page.getByText('Please enter an amount.')).toBeVisible();

  // The first quick amount lies inside the method's limits.
  await page.locator('[data-testid^="deposit-amount-quick-"]').first().click();
  const reference = input(page, 'deposit-reference');
  if (await reference.isVisible()) await reference.fill(`E2E${Date.now()}`);
  await page.getByTestId('deposit-submit').click();

  const result = page.getByTestId('deposit-result');
  await expect(result).toContainText('Deposit submitted', { timeout: 15_000 });
  await expect(result).toContainText('waiting for review');
  const newest = page.getByTestId('deposit-item').first();
  await expect(newest).toHaveAttribute('data-status', 'PENDING');
  await expect(newest.getByTestId('deposit-status')).toHaveText('Pending');
});

test('deposit through Demo Pay: the gateway’s own page, credited on its signed notification', async () => {
  await page.goto('/depositv2');
  const methods = page.getByTestId('deposit-methods');
  await expect(methods).toBeVisible({ timeout: 15_000 });
  const balanceBefore = await page.getByTestId('header-balance').textContent();
  await methods.locator('label', { hasText: 'Demo Pay' }).first().click();
  await input(page, 'deposit-amount').fill('250');
  await page.getByTestId('deposit-submit').click();

  // The member leaves the portal for the gateway's page (another origin, its own service).
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/pay\/P[0-9a-f]{32}$/, {
    timeout: 15_000,
  });
  await expect(page.getByTestId('gateway-amount')).toHaveText('BDT 250.00');
  await page.getByTestId('gateway-pay').click();

  // Back on the portal: the gateway's notification has credited the order.
  await expect(page).toHaveURL(/\/depositv2\?order=D[0-9A-Z]+$/, { timeout: 15_000 });
  const newest = page.getByTestId('deposit-item').first();
  await expect(newest).toHaveAttribute('data-status', 'APPROVED', { timeout: 15_000 });
  await expect(page.getByTestId('header-balance')).not.toHaveText(balanceBefore ?? '', {
    timeout: 15_000,
  });
});

test('withdraw: payment password, payee account, then a pending withdrawal', async () => {
  await page.goto('/');
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('account-menu-withdraw').click();
  await expect(page).toHaveURL(/\/withdraw$/);
  await expect(page.getByTestId('withdraw-summary')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('withdraw-turnover')).toHaveCount(0);

  await preparePayout(page, PLAYER, PAYMENT_PASSWORD, '01711000001');
  await expect(page.getByTestId('withdraw-payee')).toContainText('bKash');

  const before = await page.getByTestId('withdraw-today').innerText();
  await input(page, 'withdraw-amount').fill('500');
  await input(page, 'withdraw-password').fill(PAYMENT_PASSWORD);
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-done')).toContainText('pending review', {
    timeout: 15_000,
  });
  await expect(page.getByTestId('withdraw-today')).not.toHaveText(before);

  const newest = page.getByTestId('withdrawal-item').first();
  await expect(newest).toHaveAttribute('data-status', 'PENDING');
  await expect(newest.getByTestId('withdrawal-status')).toHaveText('Pending');
  await expect(newest).toContainText('500.00');
});

test('account record lists rows, filters by type and downloads CSV', async () => {
  await page.goto('/transactionHistory');
  const table = page.getByTestId('transactions-table');
  await expect(table).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('transactions-table-row').first()).toBeVisible();

  await page.getByTestId('records-type').locator('select').selectOption('WITHDRAWAL');
  await expect(page).toHaveURL(/filter=WITHDRAWAL/);
  await expect(page.getByTestId('transactions-table-row').first()).toContainText('Withdrawal');

  const downloading = page.waitForEvent('download');
  await page.getByTestId('records-csv').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const stream = await download.createReadStream();
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  expect(text.split(/\r?\n/).filter(Boolean).length).toBeGreaterThanOrEqual(2);
});

test('the player-centre pages open from the menu on a phone', async () => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/transferFund');
  await expect(page.getByTestId('funds-summary')).toBeVisible({ timeout: 15_000 });
  const menu = page.getByTestId('player-centre-menu');
  for (const [entry, testId] of [
    ['bettingRecord', 'betting-record-page'],
    ['personalProfit', 'personal-profit-page'],
    ['bonusDetails', 'bonus-details-page'],
    ['transferUpline', 'transfer-upline-page'],
  ] as const) {
    await menu.getByTestId(`player-centre-${entry}`).click();
    await expect(page.getByTestId(testId)).toBeVisible();
  }
  // Nothing is wider than the phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('reward centre and invite friends open from the side menu as real pages', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByTestId('side-menu').getByTestId('side-menu-reward-center').click();
  await expect(page).toHaveURL(/\/rewardCenter$/);
  // The demo white label runs invitations, VIP and the points mall (module flags).
  const programmes = page.getByTestId('rewards-programmes');
  await expect(programmes.getByTestId('programme-VIP3')).toBeVisible();
  await expect(programmes.getByTestId('programme-POINTMALL3')).toBeVisible();
  await programmes.getByTestId('programme-REFERRAL3').getByRole('link').click();
  await expect(page).toHaveURL(/\/referral$/);
  await expect(page.getByTestId('referral-link')).toContainText('/register?referralCode=');
  await expect(page.getByTestId('referral-qr').locator('svg')).toBeVisible();

  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByTestId('referral-view')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
