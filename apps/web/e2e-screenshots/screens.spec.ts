import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../screenshots');
const PORT = 3101;

const VIEWPORTS = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const THEMES = ['dark', 'light'] as const;
const LANGUAGES = ['BN', 'EN'] as const;

interface Screen {
  name: string;
  url: string;
  ready: (page: Page) => Promise<void>;
  fullPage?: boolean;
}

const SCREENS: Screen[] = [
  { name: 'home', url: '/', ready: (p) => expect(p.getByTestId('home-page')).toBeVisible() },
  {
    name: 'home-full',
    url: '/',
    ready: (p) => expect(p.getByTestId('home-page')).toBeVisible(),
    fullPage: true,
  },
  {
    name: 'login',
    url: '/login',
    ready: (p) => expect(p.getByTestId('modal-login')).toBeVisible(),
  },
  {
    name: 'help',
    url: '/help#term',
    ready: (p) => expect(p.getByTestId('modal-help')).toBeVisible(),
  },
  {
    name: 'game-list',
    url: '/live?vassalage=PG',
    ready: (p) => expect(p.getByTestId('game-list-page')).toBeVisible(),
  },
  {
    name: 'agent',
    url: '/agent',
    ready: (p) => expect(p.getByTestId('agent-layout')).toBeVisible(),
  },
  {
    name: 'maintenance',
    url: `http://maint.localhost:${PORT}/`,
    ready: (p) => expect(p.getByTestId('maintenance-page')).toBeVisible(),
  },
  {
    name: 'region-block',
    url: `http://blocked.localhost:${PORT}/`,
    ready: (p) => expect(p.getByTestId('region-block-page')).toBeVisible(),
  },
  {
    name: '404',
    url: '/no-such-page',
    ready: (p) => expect(p.getByTestId('not-found-page')).toBeVisible(),
  },
];

mkdirSync(OUT, { recursive: true });

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    for (const language of LANGUAGES) {
      test.describe(`${viewport.name} ${theme} ${language}`, () => {
        test.use({ viewport: { width: viewport.width, height: viewport.height } });

        for (const screen of SCREENS) {
          test(screen.name, async ({ page }) => {
            await page.addInitScript(
              ([t, l]) => {
                localStorage.setItem('theme', t);
                localStorage.setItem('lang', l);
                localStorage.setItem('hisLang', l);
              },
              [theme, language] as const,
            );
            await page.emulateMedia({ reducedMotion: 'reduce' });
            await page.goto(screen.url);
            await screen.ready(page);
            await page.waitForTimeout(400);
            const file = `${screen.name}-${viewport.name}-${theme}-${language.toLowerCase()}.png`;
            await page.screenshot({
              path: path.join(OUT, file),
              fullPage: screen.fullPage ?? false,
            });
          });
        }
      });
    }
  }
}

test.describe('right-to-left (AR)', () => {
  for (const viewport of VIEWPORTS) {
    test(`home ${viewport.name}`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.addInitScript(() => localStorage.setItem('lang', 'AR'));
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await expect(page.getByTestId('home-page')).toBeVisible();
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(OUT, `home-${viewport.name}-dark-ar.png`) });
    });
  }
});
