import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in.ts';

const PLAYER = { username: 'player01', password: 'Player#2026' };
/** Markup a member might type to run code in someone's browser: it must stay text. */
const PAYLOAD = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

const captchaAnswer = async (page: Page, key: string) => {
  const res = await page.request.get(`/wps/test/captcha?key=${encodeURIComponent(key)}`, {
    headers: { merchant: 'demo' },
  });
  return ((await res.json()) as { value: string }).value;
};

const ran = (page: Page) => page.evaluate(() => (window as { __xss?: number }).__xss ?? null);

test('markup a member writes in chat and feedback is shown as text and never runs', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'EN');
    localStorage.setItem('hisLang', 'EN');
  });
  const captchaKeys: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/wps/captcha') captchaKeys.push(url.searchParams.get('key') ?? '');
  });
  await signIn(page, PLAYER);

  // Live chat: the message goes out and comes back as the same characters.
  await page.goto('/liveChat');
  await expect(page.getByTestId('chat-panel')).toBeVisible({ timeout: 15_000 });
  const chatText = `${PAYLOAD} ${Date.now()}`;
  await page.locator('#chat-text').fill(chatText);
  await page.locator('#chat-text').press('Enter');
  await expect(page.getByTestId('chat-message').last()).toContainText(chatText, {
    timeout: 15_000,
  });
  await page.reload();
  await expect(page.getByTestId('chat-message').last()).toContainText(chatText, {
    timeout: 15_000,
  });
  expect(await ran(page)).toBeNull();

  // Feedback: stored as written, listed back as text.
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('account-menu-feedback').click();
  const modal = page.getByTestId('modal-feedback');
  await expect(modal.getByTestId('feedback-form')).toBeVisible({ timeout: 15_000 });
  await modal.getByTestId('feedback-type').locator('select').selectOption('0');
  const feedbackText = `${PAYLOAD.slice(0, 150)} ${Date.now()}`;
  await modal.getByTestId('feedback-content').fill(feedbackText);
  await expect(modal.getByTestId('captcha-image')).toBeVisible();
  await modal
    .getByTestId('captcha-field')
    .locator('input')
    .fill(await captchaAnswer(page, captchaKeys.at(-1) ?? ''));
  await modal.getByTestId('feedback-submit').click();
  await expect(modal.getByTestId('feedback-sent')).toBeVisible({ timeout: 15_000 });
  await modal.getByTestId('feedback-see-mine').click();
  await expect(
    modal.getByTestId('feedback-item-content').filter({ hasText: feedbackText }),
  ).toHaveCount(1);
  expect(await ran(page)).toBeNull();
  // No element the payload names exists in the page.
  expect(await page.locator('img[src="x"]').count()).toBe(0);
});
