import { expect, type Locator, type Page } from '@playwright/test';

const input = (page: Page, testId: string) => page.getByTestId(testId).locator('input');

interface Member {
  username: string;
  password: string;
}

/** Remembers the key of every captcha image the page loads (the last one is on screen). */
function watchCaptchaKeys(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/wps/captcha') keys.push(url.searchParams.get('key') ?? '');
  });
  return keys;
}

/**
 * Submits a login form (`<prefix>-username`, `-password`, `-submit`) and, when the server asks
 * for a captcha, answers it through the e2e fixture route `/wps/test/captcha` and submits again.
 * Earlier suites fail logins on purpose from this same address, so the server may ask for one
 * (3 failures in 15 minutes) on any later login.
 */
async function submitLogin(page: Page, prefix: string, member: Member, done: Locator) {
  const keys = watchCaptchaKeys(page);
  await input(page, `${prefix}-username`).fill(member.username);
  await input(page, `${prefix}-password`).fill(member.password);
  await page.getByTestId(`${prefix}-submit`).click();
  const captcha = page.getByTestId('captcha-field');
  await expect(done.or(captcha)).toBeVisible({ timeout: 60_000 });
  if (await captcha.isVisible()) {
    await expect(page.getByTestId('captcha-image')).toBeVisible();
    const merchant = await page.evaluate(() => sessionStorage.getItem('merchant'));
    const answer = await page.request.get(
      `/wps/test/captcha?key=${encodeURIComponent(keys.at(-1) ?? '')}`,
      { headers: merchant ? { merchant } : {} },
    );
    const { value } = (await answer.json()) as { value: string };
    await input(page, 'captcha-field').fill(value);
    await input(page, `${prefix}-password`).fill(member.password);
    await page.getByTestId(`${prefix}-submit`).click();
  }
  await expect(done).toBeVisible({ timeout: 60_000 });
}

/** Signs a member in through the login popup. */
export async function signIn(page: Page, member: Member) {
  await page.goto('/login');
  await expect(page.getByTestId('modal-login')).toBeVisible({ timeout: 15_000 });
  await submitLogin(page, 'login', member, page.getByTestId('header-account'));
}

/** Signs an agent in on the agent login page (`/agent`); it lands on the agent centre. */
export async function signInAgent(page: Page, agent: Member) {
  await page.goto('/agent');
  await submitLogin(page, 'agent', agent, page.getByTestId('agent-name'));
  await expect(page).toHaveURL(/\/agentHome/);
}
