import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import sharp from 'sharp';

/*
 * Banners and the help centre end to end: an operator uploads and publishes a banner in the
 * console; a player sees it on the home page in both languages, at 360 px and on a desktop, in
 * both themes; /help#term opens the terms article of the help centre.
 */

const TITLE = 'E2E festival banner';

async function signInOperator(page: Page) {
  await page.goto('/admin/');
  await page.getByLabel('ভাষা').selectOption('EN');
  await page.getByLabel('Username').fill('owner');
  await page.getByLabel('Password').fill('Owner#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Link an authenticator' })).toBeVisible();
  const secret = await page.getByTestId('totp-secret').getAttribute('data-secret');
  const code = new TOTP({ secret: Secret.fromBase32(secret!) }).generate();
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
}

/** An original test picture: a wide gradient with a gold disc. */
const picture = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400"><defs><linearGradient id="g"><stop offset="0" stop-color="#2a1a5c"/><stop offset="1" stop-color="#0b4a3e"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/><circle cx="900" cy="200" r="120" fill="#f5b731"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

test.describe.configure({ mode: 'serial' });

test('an operator publishes a banner; players see it in BN and EN, 360 px and desktop, both themes', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInOperator(page);
  await page
    .getByRole('navigation', { name: 'Console menu' })
    .getByRole('link', { name: 'Banners' })
    .click();
  await expect(page.getByRole('heading', { name: 'Banners', level: 1 })).toBeVisible();
  await expect(page.getByTestId('banner-list').locator('tbody tr')).toHaveCount(2);

  // A text file named like a picture is refused with a clear message.
  await page.getByTestId('banner-file').setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture at all'),
  });
  await expect(page.getByText('Please upload a PNG or JPG image.')).toBeVisible();

  await page.getByTestId('banner-file').setInputFiles({
    name: 'festival.png',
    mimeType: 'image/png',
    buffer: await picture(),
  });
  await expect(page.getByTestId('banner-uploaded')).toContainText('1200 × 400');
  await page.getByTestId('banner-title').fill(TITLE);
  await page.getByTestId('banner-linkage-type').selectOption('ROUTE');
  await page.getByTestId('banner-linkage').fill('javascript:alert(1)');
  await page.getByTestId('banner-save').click();
  await expect(page.getByText('A path starting with /, e.g. /promotions.').first()).toBeVisible();
  await page.getByTestId('banner-linkage').fill('/promotions');
  await page.getByTestId('banner-save').click();
  await expect(page.getByText('Banner added.')).toBeVisible();
  await expect(page.getByTestId('banner-list').locator('tbody tr')).toHaveCount(3);
  await expect(page.getByTestId('banner-list')).toContainText(TITLE);

  for (const width of [360, 1366]) {
    for (const lang of ['BN', 'EN']) {
      for (const theme of ['dark', 'light']) {
        const context = await browser.newContext({ viewport: { width, height: 800 } });
        await context.addInitScript(
          ([l, th]) => {
            localStorage.setItem('lang', l!);
            localStorage.setItem('hisLang', l!);
            localStorage.setItem('theme', th!);
          },
          [lang, theme],
        );
        const player = await context.newPage();
        await player.goto('/');
        await expect(player.locator('html')).toHaveAttribute('data-theme', theme);
        const carousel = player.getByTestId('home-banners');
        await expect(carousel).toBeVisible();
        // Seeded art plus the new banner: three slides, three dots.
        await expect(carousel.getByRole('button')).toHaveCount(3);
        const image = carousel.getByAltText(TITLE);
        await expect(image).toHaveCount(1);
        await carousel.getByRole('button').nth(2).click();
        await expect(image).toBeVisible();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        // Fixed 3:1 box at every width, and no sideways scrolling at 360 px.
        const box = await carousel.boundingBox();
        expect(Math.abs(box!.width / box!.height - 3)).toBeLessThan(0.05);
        const overflow = await player.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await image.click();
        await expect(player).toHaveURL(/\/promotions$/);
        await context.close();
      }
    }
  }
});

test('/help#term opens the help centre on the terms, in the page language', async ({ browser }) => {
  for (const [lang, title, text] of [
    ['EN', 'Terms & conditions', 'at least 18 years old'],
    ['BN', 'শর্তাবলি', '১৮ বছর'],
  ] as const) {
    const context = await browser.newContext();
    await context.addInitScript((l) => {
      localStorage.setItem('lang', l);
      localStorage.setItem('hisLang', l);
    }, lang);
    const page = await context.newPage();
    await page.goto('/help#term');
    const modal = page.getByTestId('modal-help');
    await expect(modal).toBeVisible();
    const panel = modal.getByRole('tabpanel');
    await expect(panel).toHaveAttribute('data-section', 'terms');
    await expect(panel.getByRole('heading', { name: title })).toBeVisible();
    await expect(panel).toContainText(text);
    await context.close();
  }
});
