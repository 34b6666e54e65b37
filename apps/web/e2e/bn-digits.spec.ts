import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in.ts';

// Issue 14: with BN chosen (and the demo white label on its default, Bengali digits), no number
// a player reads is written with Latin digits. Text that is not a number to a reader (a
// username, an order or game code) is marked `data-latin` or `translate="no"` and skipped.

const PLAYER = { username: 'player01', password: 'Player#2026' };

let page: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  page = await browser.newPage();
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'BN');
    localStorage.setItem('hisLang', 'BN');
  });
  await signIn(page, PLAYER);
});

test.afterAll(async () => {
  await page.close();
});

/** Visible text holding a Latin digit, outside `[data-latin]` and `[translate="no"]`. */
async function latinDigitTexts(target: Page): Promise<string[]> {
  return target.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!/[0-9]/.test(text)) continue;
      const element = node.parentElement;
      if (!element) continue;
      if (element.closest('[data-latin], [translate="no"], script, style, noscript, template')) {
        continue;
      }
      if (!element.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true })) continue;
      const label = element.getAttribute('data-testid') ?? element.className.toString();
      found.push(`${text.trim()}  <${element.tagName.toLowerCase()} ${label}>`);
    }
    return found;
  });
}

async function expectBengaliDigits(path: string, ready: (p: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  // Let counters and lists finish their first paint.
  await page.waitForTimeout(1000);
  expect(await latinDigitTexts(page), `Latin digits on ${path}`).toEqual([]);
}

test('dice: the game page after a winning round has no Latin digits in BN', async () => {
  await page.goto('/bgs/dice');
  await expect(page.getByTestId('bgs-balance')).toContainText('.', { timeout: 15_000 });
  // The round is steered to "under 98.00" (a 97 % chance) so that player01 wins and the home
  // page's winner board then shows a name with a digit in it ("pl***1").
  await page.route('**/wps/inhouse/bet', async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({
      postData: JSON.stringify({ ...body, params: { direction: 'under', targetHundredths: 9800 } }),
    });
  });
  let won = false;
  for (let attempt = 0; attempt < 6 && !won; attempt += 1) {
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/wps/inhouse/bet') && r.request().method() === 'POST',
    );
    await page.getByTestId('bgs-play').click();
    const response = await answer;
    expect(response.ok()).toBe(true);
    const { value } = (await response.json()) as { value: { round: { payout: string } } };
    won = Number(value.round.payout) > 0;
    await expect(page.getByTestId('bgs-play')).toBeEnabled();
  }
  await page.unroute('**/wps/inhouse/bet');
  expect(won, 'a 97 % round won within six tries').toBe(true);
  await expect(page.getByTestId('dice-roll')).not.toBeEmpty();
  await page.waitForTimeout(1000);
  expect(await latinDigitTexts(page), 'Latin digits on /bgs/dice').toEqual([]);
});

test('home page, with the winner board showing player01: no Latin digits in BN', async () => {
  await expectBengaliDigits('/', async (p) => {
    await expect(p.getByTestId('header-balance')).toContainText('.', { timeout: 15_000 });
    await expect(p.getByTestId('winner-top').first()).toBeVisible({ timeout: 15_000 });
  });
});

test('betting record (with the dice round): no Latin digits in BN', async () => {
  await expectBengaliDigits('/personalHistoryCopy', async (p) => {
    await expect(p.getByTestId('bets-table-row').first()).toBeVisible({ timeout: 15_000 });
  });
});

test('transaction records: no Latin digits in BN', async () => {
  await expectBengaliDigits('/transactionHistory', async (p) => {
    await expect(p.getByTestId('transactions-table-row').first()).toBeVisible({ timeout: 15_000 });
  });
});

test('player centre: no Latin digits in BN', async () => {
  await expectBengaliDigits('/member', async (p) => {
    await expect(p.locator('main')).toBeVisible({ timeout: 15_000 });
  });
});

test('wallet, profit, rewards and messages pages: no Latin digits in BN', async () => {
  test.setTimeout(90_000);
  for (const path of [
    '/depositv2',
    '/withdraw',
    '/transferFund',
    '/personalProfit',
    '/bonusDetails',
    '/rewardCenter',
    '/messageV2',
  ]) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    expect.soft(await latinDigitTexts(page), `Latin digits on ${path}`).toEqual([]);
  }
});
