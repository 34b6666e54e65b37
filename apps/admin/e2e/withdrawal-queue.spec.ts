import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { signIn as signInPlayer } from '../../web/e2e/support/sign-in.ts';
import { preparePayout } from '../../web/e2e/support/withdraw.ts';

/*
 * Issue 14: an approved withdrawal stays findable. A member asks for a withdrawal on the site; the
 * finance desk approves it from the Pending tab, sees it marked "Moved to Approved", follows the
 * link, and after a reload finds it again by searching from the Pending tab.
 */
const PORT = Number(process.env.E2E_PORT ?? 3200);
const PLAYER = { username: 'queueuser', password: 'Queue#2026', realName: 'Karim Ahmed' };
const PAYMENT_PASSWORD = '246810';

const input = (page: Page, testId: string) => page.getByTestId(testId).locator('input');
const secretFile = () => path.join(tmpdir(), `console-finance1-${PORT}.secret`);
const codeFor = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

async function askForWithdrawal(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'EN');
    localStorage.setItem('hisLang', 'EN');
  });
  await signInPlayer(page, PLAYER);
  await page.goto('/withdraw');
  await expect(page.getByTestId('withdraw-summary')).toBeVisible({ timeout: 15_000 });
  await preparePayout(page, PLAYER, PAYMENT_PASSWORD, '01711000002');
  await input(page, 'withdraw-amount').fill('300');
  await input(page, 'withdraw-password').fill(PAYMENT_PASSWORD);
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-done')).toContainText('pending review', {
    timeout: 15_000,
  });
}

/** The demo's finance desk (enrolls an authenticator the first time in a run). */
async function signInFinance(page: Page) {
  await page.goto('/admin/');
  await page.getByLabel('ভাষা').selectOption('EN');
  await page.getByLabel('Username').fill('finance1');
  await page.getByLabel('Password').fill('Finance#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const enroll = page.getByRole('heading', { name: 'Link an authenticator' });
  const known = page.getByRole('heading', { name: 'Authenticator code' });
  await expect(enroll.or(known)).toBeVisible({ timeout: 30_000 });
  let secret: string;
  if (await enroll.isVisible()) {
    secret = (await page.getByTestId('totp-secret').getAttribute('data-secret'))!;
    writeFileSync(secretFile(), secret);
  } else {
    expect(existsSync(secretFile()), 'finance1 enrolled in this run').toBe(true);
    secret = readFileSync(secretFile(), 'utf8');
  }
  await page.getByLabel('6-digit code').fill(codeFor(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('navigation', { name: 'Console menu' })).toBeVisible();
}

test('an approved withdrawal moves to Approved in view and is found again by search', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const player = await browser.newPage();
  await askForWithdrawal(player);
  await player.close();

  const page = await browser.newPage();
  await signInFinance(page);
  await page.getByRole('link', { name: 'Withdrawals' }).click();
  await expect(page.getByRole('heading', { name: 'Withdrawal queue' })).toBeVisible();
  await expect(page.getByTestId('withdrawal-tab-PENDING')).toHaveAttribute('aria-pressed', 'true');

  const row = page.getByRole('row').filter({ hasText: PLAYER.username }).first();
  await expect(row).toContainText('300.00');
  const orderNo = (await row.getByRole('rowheader').innerText()).trim();
  const approvedBefore = await page.getByTestId('withdrawal-tab-APPROVED').innerText();
  await row.getByRole('button', { name: 'Approve' }).click();
  await row.getByRole('button', { name: 'Confirm' }).click();

  // Still in view, with its new status and the way to where it went.
  const moved = page.getByTestId(`withdrawal-moved-${orderNo}`);
  await expect(moved).toHaveText('Moved to Approved');
  await expect(page.getByTestId('withdrawal-tab-APPROVED')).not.toHaveText(approvedBefore);
  await moved.click();
  await expect(page).toHaveURL(/status=APPROVED/);
  await expect(page.getByRole('rowheader', { name: orderNo })).toBeVisible();

  // After a reload the Pending tab no longer lists it; a search from there finds it.
  await page.goto('/admin/wallet/withdrawals');
  await expect(page.getByTestId('withdrawal-tab-PENDING')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('rowheader', { name: orderNo })).toHaveCount(0);
  await page.getByTestId('withdrawal-search').fill(orderNo);
  await page.getByTestId('withdrawal-search-submit').click();
  const found = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: orderNo }) });
  await expect(found).toContainText('Approved');
  await expect(page.getByTestId('withdrawal-tab-ALL')).toHaveAttribute('aria-pressed', 'true');
  await page.close();
});
