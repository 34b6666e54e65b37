import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { signIn } from './support/sign-in.ts';

const PLAYER = { username: 'player01', password: 'Player#2026' };
/** A tiny real PNG (1×1), the screenshot the player attaches. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

/** Signs the support desk in through the console API (first sign-in binds an authenticator). */
async function supportToken(request: APIRequestContext): Promise<string> {
  const headers = { merchant: 'demo', language: 'EN' };
  const first = await request.post('/wps/admin/session/login', {
    headers,
    data: { username: 'support1', password: 'Support#2026' },
  });
  expect(first.status()).toBe(200);
  const { value } = (await first.json()) as {
    value: { token: string; enrollment: { secret: string } | null };
  };
  expect(value.enrollment, 'support1 is enrolled by this spec only').not.toBeNull();
  const code = new TOTP({ secret: Secret.fromBase32(value.enrollment!.secret) }).generate();
  const second = await request.post('/wps/admin/session/totp', {
    headers: { ...headers, authorization: `Bearer ${value.token}` },
    data: { code },
  });
  expect(second.status()).toBe(200);
  return ((await second.json()) as { value: { token: string } }).value.token;
}

const captchaAnswer = async (page: Page, key: string) => {
  const res = await page.request.get(`/wps/test/captcha?key=${encodeURIComponent(key)}`, {
    headers: { merchant: 'demo' },
  });
  return ((await res.json()) as { value: string }).value;
};

test('a player sends feedback with an image and reads the desk’s answer', async ({ page }) => {
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

  // Account menu › Feedback opens the popup with the form.
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('account-menu-feedback').click();
  const modal = page.getByTestId('modal-feedback');
  await expect(modal.getByTestId('feedback-form')).toBeVisible({ timeout: 15_000 });

  // Nothing filled: the spec's message names the empty fields.
  await modal.getByTestId('feedback-submit').click();
  await expect(modal.getByTestId('feedback-error')).toHaveText(
    'Question type, Description, Captcha is empty',
  );

  await modal.getByTestId('feedback-type').locator('select').selectOption('2');
  const text = `My withdrawal of 500 has not arrived yet (${Date.now()}).`;
  await modal.getByTestId('feedback-content').fill(text);
  await expect(modal.getByTestId('feedback-counter')).toHaveText(`${[...text].length} / 200`);
  await modal
    .getByTestId('feedback-images-input')
    .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
  await expect(modal.getByRole('button', { name: 'Remove screen.png' })).toBeVisible();
  await expect(modal.getByTestId('captcha-image')).toBeVisible();
  const answer = await captchaAnswer(page, captchaKeys.at(-1) ?? '');
  await modal.getByTestId('captcha-field').locator('input').fill(answer);
  await modal.getByTestId('feedback-submit').click();
  await expect(modal.getByTestId('feedback-sent')).toBeVisible({ timeout: 15_000 });

  // The desk answers through the console API.
  const token = await supportToken(page.request);
  const desk = { merchant: 'demo', language: 'EN', authorization: `Bearer ${token}` };
  const queue = await page.request.get('/wps/admin/feedback?state=OPEN', { headers: desk });
  const list = (
    (await queue.json()) as {
      value: { list: { id: number; content: string; imageCount: number }[] };
    }
  ).value.list;
  const mine = list.find((f) => f.content === text);
  expect(mine?.imageCount).toBe(1);
  const reply = await page.request.post(`/wps/admin/feedback/${mine!.id}/reply`, {
    headers: desk,
    data: { content: 'We found it: the payment went out today. Sorry for the wait.' },
  });
  expect(reply.status()).toBe(200);

  // The player reads the answer under "My feedback", with their image.
  await modal.getByTestId('feedback-see-mine').click();
  const item = modal.getByTestId('feedback-item').first();
  await expect(item.getByTestId('feedback-item-content')).toHaveText(text);
  await expect(item.getByTestId('feedback-reply')).toContainText(
    'We found it: the payment went out today.',
  );
  await expect(item.getByRole('img', { name: 'Image 1 of your feedback' })).toBeVisible();
  // …and in the inbox, as a personal message.
  await page.keyboard.press('Escape');
  await page.goto('/messageV2');
  await expect(page.getByTestId('message-item').first()).toContainText('Reply to your feedback', {
    timeout: 15_000,
  });
});
