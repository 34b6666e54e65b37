import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInEditor } from './support/console-editor.ts';

/*
 * An operator publishes an announcement and a popup in the console; players see them. Runs on
 * the second white label (nova.localhost, seeded with a content editor for this suite), so its
 * popup never covers the pages the other suites drive on the demo site.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const NOVA = `http://nova.localhost:${PORT}`;
const stamp = Date.now().toString(36);
const NOTICE_EN = `Server upgrade tonight ${stamp}`;
const NOTICE_BN = `আজ রাতে সার্ভার আপগ্রেড ${stamp}`;
const POPUP_EN = `Weekend cashback ${stamp}`;
const POPUP_BN = `সাপ্তাহিক ক্যাশব্যাক ${stamp}`;

async function publish(
  page: Page,
  item: { language: 'BN' | 'EN'; type: string; execution: string; title: string; html: string },
) {
  await page.getByTestId('announcement-new').click();
  await page.getByTestId('announcement-language').selectOption(item.language);
  await page.getByTestId('announcement-type').selectOption(item.type);
  await page.getByTestId('announcement-execution').selectOption(item.execution);
  await page.getByTestId('announcement-title').fill(item.title);
  await page.getByTestId('announcement-content').fill(item.html);
  await page.getByTestId('announcement-save').click();
  await expect(page.getByTestId('announcement-new')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: item.title })).toBeVisible();
}

async function playerPage(
  browser: Browser,
  options: { width: number; theme: 'dark' | 'light'; language: 'BN' | 'EN'; motion?: 'reduce' },
) {
  const context = await browser.newContext({
    viewport: { width: options.width, height: 800 },
    reducedMotion: options.motion ?? 'no-preference',
  });
  await context.addInitScript(
    ({ theme, language }) => {
      localStorage.setItem('theme', theme);
      localStorage.setItem('lang', language);
      localStorage.setItem('hisLang', language);
    },
    { theme: options.theme, language: options.language },
  );
  return { context, page: await context.newPage() };
}

test('an operator publishes a notice and a popup; players see them in both languages', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInEditor(page, NOVA);
  await page.getByRole('link', { name: 'Announcements' }).click();
  await expect(page.getByRole('heading', { name: 'Announcements' })).toBeVisible();

  // The preview shows what the server keeps: the script is refused, the formatting stays.
  await page.getByTestId('announcement-new').click();
  await page.getByTestId('announcement-content').fill('<p>Hi<script>alert(1)</script></p>');
  await page.getByTestId('announcement-preview').click();
  await expect(page.getByRole('alert')).toContainText('Remove scripts');
  await page.getByTestId('announcement-content').fill('<p>Tonight <b>02:00</b></p>');
  await page.getByTestId('announcement-preview').click();
  await expect(page.getByTestId('announcement-preview-html').locator('b')).toHaveText('02:00');
  await page.getByRole('button', { name: 'Cancel' }).click();

  const notice = '<p>Games pause at <b>02:00</b>. <a href="https://status.example/">Status</a></p>';
  await publish(page, {
    language: 'EN',
    type: 'PL',
    execution: 'B',
    title: NOTICE_EN,
    html: notice,
  });
  await publish(page, {
    language: 'BN',
    type: 'PL',
    execution: 'B',
    title: NOTICE_BN,
    html: '<p>রাত <b>০২:০০</b>-এ গেম বন্ধ থাকবে।</p>',
  });
  await publish(page, {
    language: 'EN',
    type: 'PU',
    execution: 'B',
    title: POPUP_EN,
    html: '<p>10% back every weekend.</p>',
  });
  await publish(page, {
    language: 'BN',
    type: 'PU',
    execution: 'B',
    title: POPUP_BN,
    html: '<p>প্রতি সপ্তাহান্তে ১০% ফেরত।</p>',
  });

  // A phone in English, light theme: the popup first, once per session.
  const phone = await playerPage(browser, { width: 360, theme: 'light', language: 'EN' });
  await phone.page.goto(`${NOVA}/`);
  const popup = phone.page.getByTestId('popup-visitor');
  await expect(popup).toBeVisible({ timeout: 15_000 });
  await expect(popup).toContainText(POPUP_EN);
  await expect(popup.getByTestId('announcement-content')).toHaveText('10% back every weekend.');
  await expect(phone.page.locator('html')).toHaveAttribute('data-theme', 'light');
  const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
  expect(await phone.page.evaluate(() => sessionStorage.getItem('ANONYMOUS_POPUP'))).toBe('closed');
  await phone.page.reload();
  await expect(phone.page.getByTestId('home-page')).toBeVisible();
  // The marquee shows the notice; a click opens the notice popup at that item.
  const marquee = phone.page.getByTestId('notice-marquee');
  const item = marquee.getByTestId('marquee-item').filter({ hasText: NOTICE_EN });
  await expect(item).toHaveCount(1);
  await expect(phone.page.getByTestId('popup-visitor')).toBeHidden();
  await marquee.hover();
  await item.dispatchEvent('click');
  const noticeModal = phone.page.getByTestId('modal-notice');
  await expect(noticeModal).toBeVisible();
  const content = noticeModal.getByTestId('announcement-content');
  await expect(content).toContainText('Games pause at 02:00.');
  // The sanitised link opens in a new tab without a handle on this page.
  await expect(content.getByRole('link', { name: 'Status' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  // Clicking the open item again collapses it.
  await noticeModal.getByRole('button', { name: new RegExp(NOTICE_EN) }).click();
  await expect(content).toBeHidden();
  await phone.context.close();

  // A desktop in Bengali, dark theme, without motion: the Bengali versions.
  const desk = await playerPage(browser, {
    width: 1440,
    theme: 'dark',
    language: 'BN',
    motion: 'reduce',
  });
  await desk.page.goto(`${NOVA}/`);
  const deskPopup = desk.page.getByTestId('popup-visitor');
  await expect(deskPopup).toContainText(POPUP_BN, { timeout: 15_000 });
  await expect(desk.page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await deskPopup.getByRole('button', { name: 'বন্ধ করুন' }).first().click();
  await expect(deskPopup).toBeHidden();
  const bnItem = desk.page.getByTestId('marquee-item').filter({ hasText: NOTICE_BN });
  // Reduced motion: the titles stand still, so a plain click works.
  await bnItem.click();
  await expect(desk.page.getByTestId('modal-notice')).toContainText('রাত ০২:০০-এ গেম বন্ধ থাকবে।');
  await desk.page.keyboard.press('Escape');
  // The badge opens every announcement: the popup is listed there too.
  await desk.page.getByTestId('marquee-all').click();
  const all = desk.page.getByTestId('modal-announcement');
  await expect(all.getByTestId('announcement-item')).toHaveCount(2);
  await expect(all).toContainText(POPUP_BN);
  await desk.context.close();
});
