import { expect, test } from '@playwright/test';

test('/agent and /agentHome use the agent layout without player chrome', async ({ page }) => {
  await page.goto('/agent');
  await expect(page.getByTestId('agent-layout')).toBeVisible();
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
  await expect(page.getByTestId('header')).toHaveCount(0);
  await expect(page.getByTestId('footer')).toHaveCount(0);
  await page.getByRole('button', { name: 'লগ ইন', exact: true }).click();
  await expect(page.getByText('অনুগ্রহ করে ইউজারনেম ও পাসওয়ার্ড লিখুন').first()).toBeVisible();

  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByTestId('agent-layout')).toBeVisible();
});

test('game pages hide the side menu; other pages show it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await page.goto('/seamless?gameCode=DEMO');
  await expect(page.getByTestId('seamless-page')).toBeVisible();
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
  await expect(page.getByTestId('header')).toBeVisible();
  await page.goto('/live?vassalage=VHL');
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await expect(page.locator('[data-testid="vendor-chip"][data-vendor="VHL"]')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('unknown routes show the 404 page inside the chrome', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found-page')).toBeVisible();
  await expect(page.getByTestId('header')).toBeVisible();
  await page.getByRole('link', { name: 'হোমে ফিরে যান' }).click();
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('navigating from the top menu loads the page and back-to-top scrolls up', async ({ page }) => {
  // Wide enough for Slots to sit on the bar rather than in More.
  await page.setViewportSize({ width: 1920, height: 900 });
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'প্রধান নেভিগেশন' })
    .getByRole('link', { name: 'স্লট' })
    .click();
  await expect(page).toHaveURL(/\/rng$/);
  await expect(page.getByTestId('game-list-page')).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 3000));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByTestId('back-to-top').click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a failed page chunk keeps the current page and shows a toast', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.route(/promotions\.page-.*\.js$/, (route) => route.abort());
  await page
    .getByRole('navigation', { name: 'প্রধান নেভিগেশন' })
    .getByRole('link', { name: 'প্রমোশন' })
    .click();
  await expect(page.getByTestId('toast')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test.describe('phone width (360 px)', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  for (const path of ['/', '/live?vassalage=PG', '/agent', '/no-such-page', '/help']) {
    test(`no horizontal scroll on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await page.waitForTimeout(200);
      const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
      expect(width).toBeLessThanOrEqual(360);
    });
  }

  test('the side menu is an off-canvas drawer behind the hamburger', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('side-menu')).toHaveCount(0);
    await page.getByTestId('header-menu').click();
    const drawer = page.getByTestId('side-menu');
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAttribute('role', 'dialog');
    await drawer.getByRole('link', { name: 'ফিশিং' }).click();
    await expect(page).toHaveURL(/\/fish$/);
    await expect(page.getByTestId('side-menu')).toHaveCount(0);
  });
});
