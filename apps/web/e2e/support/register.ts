import { expect, type Page } from '@playwright/test';

const input = (page: Page, testId: string) => page.getByTestId(testId).locator('input');

/**
 * Opens a new account by username through the sign-up popup (its bot check included) and waits
 * for the logged-in header. `firstTimeout` allows for the first page of a run (a cold server).
 */
export async function registerByUsername(
  page: Page,
  account: { username: string; password: string },
  firstTimeout = 15_000,
) {
  await page.goto('/register');
  const modal = page.getByTestId('modal-register');
  await expect(modal.getByTestId('register-form-username')).toBeVisible({ timeout: firstTimeout });
  await input(page, 'register-username').fill(account.username);
  await input(page, 'register-password').fill(account.password);
  await input(page, 'register-confirmPassword').fill(account.password);
  await page.getByTestId('register-terms').check();
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('header-account')).toBeVisible({ timeout: 30_000 });
  await expect(modal).toBeHidden();
}
