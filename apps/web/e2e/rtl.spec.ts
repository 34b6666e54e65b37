import { expect, test, type Locator, type Page } from '@playwright/test';
import { en } from '../src/lib/i18n/en.ts';
import { ur } from '../src/lib/i18n/ur.ts';

/** Urdu is complete (its own file); Arabic and Persian are partial and read English. */
const RTL_LANGUAGES = [
  { code: 'UR', locale: 'ur', messages: ur },
  { code: 'AR', locale: 'ar', messages: en },
  { code: 'FA', locale: 'fa', messages: en },
] as const;

const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}

/** Nothing sticks out sideways: the page never scrolls horizontally. */
async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

for (const language of RTL_LANGUAGES) {
  for (const viewport of VIEWPORTS) {
    test(`${language.code} at ${viewport.width} px: home and login popup read right to left`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.addInitScript((code) => localStorage.setItem('lang', code), language.code);
      await page.goto('/');
      await expect(page.getByTestId('home-page')).toBeVisible();
      const html = page.locator('html');
      await expect(html).toHaveAttribute('dir', 'rtl');
      await expect(html).toHaveAttribute('lang', language.locale);
      // The language's own text (Urdu from ur.ts once translated; English for AR and FA).
      const login = page.getByTestId('header-login');
      await expect(login).toHaveText(language.messages.header.login);
      await expectNoHorizontalOverflow(page);

      // Mirrored: what sits at the start (left) in LTR sits at the right.
      const logo = await box(page.getByTestId('header').getByRole('link').first());
      const loginBox = await box(login);
      expect(loginBox.x).toBeLessThan(logo.x);
      if (viewport.width < 768) {
        const menuButton = await box(page.getByTestId('header-menu'));
        expect(menuButton.x).toBeGreaterThan(logo.x);
        expect(menuButton.x + menuButton.width).toBeGreaterThan(viewport.width - 40);
        await page.getByTestId('header-menu').click();
      }
      const menu = await box(page.getByTestId('side-menu'));
      await expect(async () => {
        const settled = await box(page.getByTestId('side-menu'));
        expect(settled.x + settled.width).toBeCloseTo(viewport.width, 0);
      }).toPass();
      expect(menu.width).toBeLessThanOrEqual(viewport.width);
      await expectNoHorizontalOverflow(page);
      if (viewport.width < 768) await page.keyboard.press('Escape');

      await login.click();
      const dialog = page.getByTestId('modal-login');
      // Its chunk and strings arrive on demand; a busy CI machine may take a while.
      await expect(dialog).toBeVisible({ timeout: 15_000 });
      await expect(dialog.getByTestId('login-submit')).toBeVisible();
      expect(await dialog.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
      const fits = await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth);
      expect(fits).toBe(true);
      const dialogBox = await box(dialog);
      expect(dialogBox.x).toBeGreaterThanOrEqual(0);
      expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(viewport.width + 1);
      // Labels start at the right edge of their field in RTL.
      const field = await box(dialog.getByRole('textbox').first());
      const label = await box(dialog.locator('label').first());
      expect(label.x + label.width).toBeGreaterThan(field.x + field.width - 24);
      await expectNoHorizontalOverflow(page);
    });
  }
}
