import { expect, test } from '@playwright/test';

test('a cold load of home logs no console warning or error', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.waitForLoadState('load');
  // Late warnings (a fallback, a lazy chunk) would arrive within a few frames of the page.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(messages).toEqual([]);
});

test('the login popup’s code is fetched once the page is idle, before any click', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect
    .poll(() => requested.some((path) => /\/assets\/login-modal-[\w-]+\.js$/.test(path)))
    .toBe(true);
  const before = requested.length;
  await page.getByTestId('header-login').click();
  await expect(page.getByTestId('modal-login')).toBeVisible();
  expect(requested.slice(before).filter((path) => path.includes('login-modal'))).toEqual([]);
});

test('the tab shows the white label’s name, the page’s name and its icon', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page).toHaveTitle('Shapla Play');
  await page.goto('/promotions');
  await expect(page).toHaveTitle('Promotions · Shapla Play');
  await page.goto('/login');
  await expect(page).toHaveTitle('Log in · Shapla Play');
  // A second tab of the same visitor, in Bengali.
  await page.evaluate(() => localStorage.setItem('lang', 'BN'));
  const bn = await page.context().newPage();
  await bn.goto('/login');
  await expect(bn).toHaveTitle('লগ ইন · Shapla Play');

  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBe('/favicon.svg');
  const icon = await page.request.get(href ?? '');
  expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect(await icon.text()).toContain('>S</text>');
});
