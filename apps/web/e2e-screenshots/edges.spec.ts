import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../e2e/support/sign-in.ts';

/** Issue 14's rough edges: header bar, floating buttons, account popups, in-house dice. */
const OUT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../screenshots/edges',
);
const VIEWPORTS = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'tablet', width: 1024, height: 800 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const THEMES = ['dark', 'light'] as const;

async function prepare(page: Page, theme: string, lang = 'EN') {
  await page.addInitScript(
    ([t, l]) => {
      localStorage.setItem('theme', t);
      localStorage.setItem('lang', l);
    },
    [theme, lang] as const,
  );
}

test.beforeAll(() => mkdirSync(OUT, { recursive: true }));

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    test(`${viewport.name} ${theme}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await prepare(page, theme, viewport.name === 'tablet' ? 'BN' : 'EN');
      const shot = (name: string) =>
        page.screenshot({ path: path.join(OUT, `${name}-${viewport.name}-${theme}.png`) });
      await page.goto('/');
      await expect(page.getByTestId('home-page')).toBeVisible();
      await page.waitForTimeout(800);
      await shot('home-top');
      if (await page.getByTestId('nav-more').isVisible()) {
        await page.getByTestId('nav-more').click();
        await shot('home-more');
        await page.keyboard.press('Escape');
      }
      if (viewport.name === 'tablet') return;
      await page.evaluate(() => window.scrollTo(0, 1200));
      await page.waitForTimeout(600);
      await shot('home-scrolled');
      await page.goto('/register');
      await expect(page.getByTestId('modal-register')).toBeVisible();
      await page.waitForTimeout(400);
      await shot('register');
      await page.goto('/login');
      await expect(page.getByTestId('modal-login')).toBeVisible();
      await page.waitForTimeout(400);
      await shot('login');
      await signIn(page, { username: 'walletuser', password: 'Wallet#2026' });
      await page.goto('/bgs/dice');
      await page.waitForTimeout(1500);
      await shot('dice');
      await page.screenshot({
        path: path.join(OUT, `dice-full-${viewport.name}-${theme}.png`),
        fullPage: true,
      });
    });
  }
}
