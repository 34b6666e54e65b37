import { expect, type Page } from '@playwright/test';

const input = (page: Page, testId: string) => page.getByTestId(testId).locator('input');

/**
 * Signs a member in through the login popup. Earlier suites fail logins on purpose from this same
 * address, so the server may ask for a captcha (3 failures in 15 minutes); the e2e fixture route
 * `/wps/test/captcha` gives its answer.
 */
export async function signIn(page: Page, member: { username: string; password: string }) {
  const captchaKeys: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/wps/captcha') captchaKeys.push(url.searchParams.get('key') ?? '');
  });
  await page.goto('/login');
  await expect(page.getByTestId('modal-login')).toBeVisible({ timeout: 15_000 });
  await input(page, 'login-username').fill(member.username);
  await input(page, 'login-password').fill(member.password);
  await page.getByTestId('login-submit').click();
  const signedIn = page.getByTestId('header-account');
  const captcha = page.getByTestId('captcha-field');
  await expect(signedIn.or(captcha)).toBeVisible({ timeout: 60_000 });
  if (await captcha.isVisible()) {
    await expect(page.getByTestId('captcha-image')).toBeVisible();
    const merchant = await page.evaluate(() => sessionStorage.getItem('merchant'));
    const answer = await page.request.get(
      `/wps/test/captcha?key=${encodeURIComponent(captchaKeys.at(-1) ?? '')}`,
      { headers: merchant ? { merchant } : {} },
    );
    const { value } = (await answer.json()) as { value: string };
    await input(page, 'captcha-field').fill(value);
    await input(page, 'login-password').fill(member.password);
    await page.getByTestId('login-submit').click();
  }
  await expect(signedIn).toBeVisible({ timeout: 60_000 });
}
