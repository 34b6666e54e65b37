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
  /** Runs before navigation: init scripts and route mocks. */
  prepare?: (page: Page) => Promise<void>;
  fullPage?: boolean;
}

const MEMBER = {
  account: 'player01',
  id: 1,
  nickname: null,
  type: 0,
  balance: '125430.5',
  currencySymbol: '৳',
  unreadMessage: 3,
  availablePromo: true,
  hasVip: true,
  vipLabelName: 'VIP 2',
  vipRankLevel: 2,
  iconUrl: null,
  isAgent: false,
  isTrial: false,
  mustChangePassword: false,
  totpBound: false,
  maskedMobile: null,
  maskedEmail: null,
  language: 'BN',
};

/** A logged-in tab without a real login: a session token and a canned member-info answer. */
async function loggedIn(page: Page) {
  await page.addInitScript(() => {
    sessionStorage.setItem('token', 'screenshot');
    sessionStorage.setItem(
      'loginState',
      JSON.stringify({
        userName: 'player01',
        isAgent: false,
        isTrial: false,
        mustChangePassword: false,
      }),
    );
  });
  await page.route('**/wps/member/info', (route) =>
    route.fulfill({ json: { success: true, value: MEMBER } }),
  );
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
    name: 'login-captcha',
    url: '/login',
    prepare: async (page) => {
      await page.route('**/wps/session/login', (route) =>
        route.fulfill({
          status: 400,
          json: { success: false, code: 'AUTH_CAPTCHA_REQUIRED', message: 'captcha' },
        }),
      );
    },
    ready: async (p) => {
      await p.getByTestId('login-username').locator('input').fill('player01');
      await p.getByTestId('login-password').locator('input').fill('wrong-password');
      await p.getByTestId('login-submit').click();
      await expect(p.getByTestId('captcha-image')).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    name: 'register-username',
    url: '/register',
    ready: (p) => expect(p.getByTestId('register-form-username')).toBeVisible(),
  },
  {
    name: 'register-mobile',
    url: '/register',
    ready: async (p) => {
      await expect(p.getByTestId('register-form-username')).toBeVisible();
      await p.getByTestId('modal-register').getByRole('tab').nth(1).click();
      await expect(p.getByTestId('register-form-mobile')).toBeVisible();
    },
  },
  {
    name: 'forgot',
    url: '/login',
    ready: async (p) => {
      await p.getByTestId('forgot-link').click();
      await expect(p.getByTestId('modal-forgot')).toBeVisible();
    },
  },
  {
    name: 'header-logged-in',
    url: '/',
    prepare: loggedIn,
    ready: async (p) => {
      await expect(p.getByTestId('header-balance')).toContainText('৳');
      await p.getByTestId('account-menu-button').click();
      await expect(p.getByTestId('account-menu')).toBeVisible();
    },
  },
  {
    name: 'change-password',
    url: '/',
    prepare: loggedIn,
    ready: async (p) => {
      await p.getByTestId('account-menu-button').click();
      await p.getByTestId('account-menu-changePassword').click();
      await expect(p.getByTestId('modal-changePassword')).toBeVisible();
    },
  },
  {
    name: 'member',
    url: '/member',
    prepare: async (page) => {
      await loggedIn(page);
      await page.route('**/wps/member/info', (route) =>
        route.fulfill({
          json: {
            success: true,
            value: { ...MEMBER, maskedMobile: '017****5678', maskedEmail: 'p***@example.com' },
          },
        }),
      );
      await page.route('**/wps/member/totp/setup', (route) =>
        route.fulfill({
          json: {
            success: true,
            value: {
              secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
              otpauthUrl:
                'otpauth://totp/Portal:player01?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Portal',
            },
          },
        }),
      );
    },
    ready: async (p) => {
      await p.getByTestId('totp-setup').click();
      await expect(p.getByTestId('totp-qr').locator('svg')).toBeVisible();
      // The code field takes focus and scrolls; a full-page shot needs the fixed header on top.
      await p.evaluate(() => window.scrollTo(0, 0));
    },
    fullPage: true,
  },
  {
    name: 'agent-home',
    url: '/agentHome',
    prepare: async (page) => {
      await page.addInitScript(() => {
        sessionStorage.setItem('token', 'screenshot');
        sessionStorage.setItem(
          'loginState',
          JSON.stringify({
            userName: 'agent01',
            isAgent: true,
            isTrial: false,
            mustChangePassword: false,
          }),
        );
      });
      await page.route('**/wps/member/info', (route) =>
        route.fulfill({
          json: { success: true, value: { ...MEMBER, account: 'agent01', isAgent: true, type: 1 } },
        }),
      );
    },
    ready: (p) => expect(p.getByTestId('agent-home-page')).toBeVisible(),
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
            await screen.prepare?.(page);
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
