import { expect, test } from '@playwright/test';

// The port the run's portal listens on (E2E_PORT moves it).
const port = Number(process.env.E2E_PORT ?? 3100);

test('maintenance white label shows the maintenance page with the end time', async ({ page }) => {
  await page.goto(`http://maint.localhost:${port}/`);
  const maintenance = page.getByTestId('maintenance-page');
  await expect(maintenance).toBeVisible();
  await expect(page.getByTestId('header')).toHaveCount(0);
  await expect(maintenance.getByRole('heading', { level: 1 })).toHaveText('সিস্টেম রক্ষণাবেক্ষণ');
  const time = page.getByTestId('maintenance-end').locator('time');
  const iso = await time.getAttribute('datetime');
  expect(Date.parse(iso ?? '')).toBeGreaterThan(Date.now());
  await expect(time).not.toBeEmpty();
  await expect(maintenance.getByTestId('customer-service')).toHaveAttribute('href', /^https:/);

  await page.getByTestId('language-select').selectOption('EN');
  await expect(maintenance.getByRole('heading', { level: 1 })).toHaveText('System maintenance');
});

test('region-blocked white label shows the visitor IP', async ({ page }) => {
  await page.goto(`http://blocked.localhost:${port}/`);
  await expect(page.getByTestId('region-block-page')).toBeVisible();
  await expect(page.getByTestId('region-block-ip')).toHaveText(
    /^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/,
  );
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
});

test('the demo site sends its merchant code on later calls', async ({ page }) => {
  const status = page.waitForRequest((r) => r.url().endsWith('/wps/system/status'));
  await page.goto('/');
  expect((await status).headers()['merchant']).toBe('demo');
  expect(
    await page.evaluate(() => [
      localStorage.getItem('merchant'),
      sessionStorage.getItem('merchant'),
    ]),
  ).toEqual(['demo', 'demo']);
});
