import { expect, test, type Page } from '@playwright/test';

const WIDTHS = [360, 768, 1024, 1440, 1920];
const THEMES = ['dark', 'light'] as const;
const LANGUAGES = ['BN', 'EN'] as const;

async function openHome(page: Page, theme: string, lang: string) {
  await page.addInitScript(
    ([t, l]) => {
      localStorage.setItem('theme', t);
      localStorage.setItem('lang', l);
    },
    [theme, lang] as const,
  );
  const menus = page.waitForResponse((r) => r.url().includes('/lgw/games/game_menus'));
  await page.goto('/');
  await menus;
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang.toLowerCase());
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  // The bar settles a frame after the game menus answer (categories without vendors leave) and
  // the fonts arrive.
  await page.evaluate(async () => {
    await document.fonts.ready;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
  });
}

/** Keys of the visible (not overflowed) entries and their boxes against the bar's box. */
function barState(page: Page) {
  return page.getByTestId('header').evaluate((header) => {
    const nav = header.querySelector('nav');
    if (!nav) throw new Error('no nav');
    const bar = nav.getBoundingClientRect();
    const entries = Array.from(nav.querySelectorAll<HTMLElement>(':scope > ul > li')).map((li) => {
      const box = li.getBoundingClientRect();
      const link = li.querySelector('[data-testid^="nav-"]');
      return {
        key: link?.getAttribute('data-testid') ?? '',
        isVisible: getComputedStyle(li).visibility !== 'hidden',
        inside: box.left >= bar.left - 0.5 && box.right <= bar.right + 0.5,
        box: [Math.round(box.left), Math.round(box.right)],
      };
    });
    return {
      bar: [Math.round(bar.left), Math.round(bar.right)],
      entries,
      pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
}

for (const width of WIDTHS) {
  for (const theme of THEMES) {
    for (const lang of LANGUAGES) {
      test(`header category bar fits at ${width} px (${theme}, ${lang})`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await openHome(page, theme, lang);
        const state = await barState(page);
        const visible = state.entries.filter((e) => e.isVisible);
        // No visible entry is cut by the bar's edge.
        for (const entry of visible) {
          expect(
            entry.inside,
            `${entry.key} ${entry.box.join('–')} in ${state.bar.join('–')}`,
          ).toBe(true);
        }
        expect(state.pageOverflow).toBeLessThanOrEqual(0);
        expect(visible.at(0)?.key).toBe('nav-HOME');
        expect(visible.at(-1)?.key).toBe('nav-PROMO');

        // Every category is reachable: on the bar, or in the More menu.
        const categories = state.entries
          .map((e) => e.key)
          .filter((k) => k !== 'nav-HOME' && k !== 'nav-PROMO' && k !== 'nav-more');
        const shown = new Set(visible.map((e) => e.key));
        const hidden = categories.filter((k) => !shown.has(k));
        const more = page.getByTestId('nav-more');
        if (hidden.length === 0) {
          await expect(more).toBeHidden();
          return;
        }
        await expect(more).toHaveAttribute('aria-expanded', 'false');
        await more.click();
        await expect(more).toHaveAttribute('aria-expanded', 'true');
        const menu = page.getByTestId('nav-more-menu');
        for (const key of hidden) {
          await expect(menu.getByTestId(key.replace('nav-', 'nav-more-'))).toBeVisible();
        }
        const menuBox = await menu.boundingBox();
        expect(menuBox && menuBox.x >= 0 && menuBox.x + menuBox.width <= width).toBe(true);
      });
    }
  }
}

test('the More menu works from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await openHome(page, 'dark', 'EN');
  const more = page.getByTestId('nav-more');
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  const first = page.getByTestId('nav-more-menu').getByRole('menuitem').first();
  await expect(first).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(first).toBeFocused();
  const target = await first.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${target}`));
  await expect(page.getByTestId('nav-more-menu')).toHaveCount(0);
});
