import { expect, test } from '@playwright/test';

test('home renders in Bengali by default and switches to English, persisted', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const header = page.getByTestId('header');
  await expect(header.getByRole('button', { name: 'লগ ইন' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'প্রধান নেভিগেশন' })).toBeVisible();

  await page.getByTestId('language-select').selectOption('EN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Progressive jackpot' })).toBeVisible();
  const stored = await page.evaluate(() => [
    localStorage.getItem('lang'),
    localStorage.getItem('hisLang'),
  ]);
  expect(stored).toEqual(['EN', 'EN']);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('header-login')).toHaveText('Log in');
});

test('language change is sent to the server as the Language header', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  // Every server read is refetched in the new language; any of them shows the header (which one
  // goes first depends on timing).
  const refetch = page.waitForRequest(
    (r) => /\/(wps|lgw)\//.test(new URL(r.url()).pathname) && r.headers()['language'] === 'EN',
  );
  await page.getByTestId('language-select').selectOption('EN');
  const request = await refetch;
  expect(request.headers()['device']).toBe('WEB');
  expect(request.headers()['merchant']).toBe('demo');
});

test('theme switch flips data-theme and persists', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.getByTestId('theme-toggle').click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.getByTestId('theme-toggle').click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

test('Arabic sets dir=rtl, falls back to English text and mirrors the layout', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('language-select').selectOption('AR');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByTestId('header-login')).toHaveText('Log in');
  const menu = await page.getByTestId('side-menu').boundingBox();
  const viewport = page.viewportSize();
  expect(menu && viewport && menu.x + menu.width).toBeCloseTo(viewport?.width ?? 0, 0);
  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(
    viewport?.width ?? 0,
  );
});

test('only the stored language is downloaded; another comes on a switch, before it shows', async ({
  page,
}) => {
  const languageFiles: string[] = [];
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) blocked.push(message.text());
  });
  page.on('request', (request) => {
    const file = /\/assets\/(bn|en|hi|ur|ne)-[\w-]+\.js$/.exec(request.url());
    if (file?.[1]) languageFiles.push(file[1]);
  });
  await page.goto('/');
  await expect(page.getByTestId('header-login')).toHaveText('লগ ইন');
  // Bengali only: its main strings, and the server's error messages fetched after them (a file of
  // their own, also named after the language).
  expect([...new Set(languageFiles)]).toEqual(['bn']);
  // index.html asks for it beside the entry (a hashed inline script the CSP allows).
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => l.href),
  );
  expect(preloaded.some((href) => /\/assets\/bn-[\w-]+\.js$/.test(href))).toBe(true);
  expect(blocked).toEqual([]);

  await page.getByTestId('language-select').selectOption('NE');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  expect(languageFiles).toContain('ne');
  expect(languageFiles).not.toContain('hi');
  await expect(page.getByTestId('header-login')).not.toHaveText('header.login');
});
