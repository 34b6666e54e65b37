import { expect, type Page } from '@playwright/test';

const input = (page: Page, testId: string) => page.getByTestId(testId).locator('input');

/**
 * On /withdraw: sets the member's payment password and adds a bKash payee account where they are
 * missing (a member of an earlier run already has both).
 */
export async function preparePayout(
  page: Page,
  member: { password: string; realName: string },
  paymentPassword: string,
  payeeNumber: string,
) {
  const setPassword = page.getByTestId('pay-password-form');
  if (await setPassword.isVisible()) {
    await input(page, 'pay-password-login').fill(member.password);
    await input(page, 'pay-password-new').fill(paymentPassword);
    await input(page, 'pay-password-confirm').fill(paymentPassword);
    await page.getByTestId('pay-password-submit').click();
    await expect(setPassword).toBeHidden({ timeout: 15_000 });
  }
  if (await page.getByTestId('payee-empty').isVisible()) {
    await page.getByTestId('payee-add').click();
    await input(page, 'payee-bank').fill('bKash');
    await input(page, 'payee-name').fill(member.realName);
    await input(page, 'payee-number').fill(payeeNumber);
    await page.getByTestId('payee-save').click();
    await expect(page.getByTestId('payee-form')).toBeHidden({ timeout: 15_000 });
  }
}
