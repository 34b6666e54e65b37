import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

const OUT = new URL('../../../screenshots/', import.meta.url).pathname;
const WIDTHS = [360, 1440] as const;
const THEMES = ['dark', 'light'] as const;

async function shoot(page: Page, name: string, prepare?: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    for (const theme of THEMES) {
      await page.evaluate((t) => localStorage.setItem('adminTheme', t), theme);
      await page.reload();
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      if (prepare) await prepare();
      await page.screenshot({ path: `${OUT}admin-${name}-${width}-${theme}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('console screens', async ({ page }) => {
  await page.goto('/admin/');
  await page.evaluate(() => localStorage.setItem('adminLang', 'EN'));
  await page.reload();
  await shoot(page, 'sign-in');
  await page.getByLabel('Username').fill('owner');
  await page.getByLabel('Password').fill('Owner#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const secret = await page.getByTestId('totp-secret').getAttribute('data-secret');
  await shoot(page, 'enroll');
  await page
    .getByLabel('6-digit code')
    .fill(new TOTP({ secret: Secret.fromBase32(secret!) }).generate());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
  await shoot(page, 'members');

  await page.getByRole('link', { name: 'player01' }).click();
  const askLock = async () => {
    await page.getByRole('button', { name: 'Lock account' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
  };
  await expect(page.getByRole('heading', { name: 'player01' })).toBeVisible();
  await shoot(page, 'member-confirm', askLock);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/Account locked/)).toBeVisible();
  await shoot(page, 'member');

  for (const [link, name] of [
    ['Deposits', 'deposits'],
    ['Withdrawals', 'withdrawals'],
    ['Adjustments', 'adjustments'],
    ['Payment settings', 'payment-settings'],
    ['Reconciliation', 'reconciliation'],
    ['Game vendors', 'game-vendors'],
    ['Games', 'games'],
    ['Outbox', 'outbox'],
    ['Site modules', 'modules'],
    ['Site operations', 'site'],
    ['Promotions', 'promotions'],
    ['Applications', 'applications'],
    ['VIP levels', 'vip-levels'],
    ['Points mall', 'points-mall'],
    ['Registration fields', 'fields'],
    ['Audit log', 'audit'],
  ] as const) {
    await page
      .getByRole('navigation', { name: 'Console menu' })
      .getByRole('link', { name: link })
      .click();
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    await shoot(page, name);
  }

  await page
    .getByRole('navigation', { name: 'Console menu' })
    .getByRole('link', { name: 'Games', exact: true })
    .click();
  await shoot(page, 'game-edit', async () => {
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByLabel('Language').selectOption('BN');
  await page.getByRole('navigation').getByRole('link', { name: 'সদস্য' }).click();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await shoot(page, 'members-bn');
});
