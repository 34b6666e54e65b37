import { expect, test, type Page } from '@playwright/test';
import { registerByUsername } from './support/register.ts';

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
  const methods = page.getByTestId('deposit-methods');
  await expect(methods).toBeVisible({ timeout: 15_000 });
  await methods.locator('label', { hasText: 'Demo Pay' }).first().click();
  const offer = page.getByTestId('deposit-bonus');
  await expect(offer).toContainText('70% first-deposit bonus');
  await input(page, 'deposit-amount').fill('1000');
  await expect(page.getByTestId('deposit-bonus-estimate')).toContainText('৳ 700.00');
  await page.getByTestId('deposit-bonus-take').check();
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
  // 1,000 deposited and 700 bonus; the offer is gone once taken.
  await expect(page.getByTestId('header-balance')).toContainText('1,700.00', { timeout: 15_000 });
  await expect(page.getByTestId('deposit-bonus')).toBeHidden();

  await page.goto('/bonusDetails');
  const page1 = page.getByTestId('bonus-details-page');
  await expect(page1).toContainText('70% first-deposit bonus', { timeout: 15_000 });
  await expect(page1).toContainText('700.00');
  // Demo Pay asks no turnover of its own: the bonus carries all of (1,000 + 700) × 10.
  await expect(page1).toContainText('17,000.00');
});
