import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app would show for the secret the console displayed. */
const codeFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

const flag = (
  tree: { modId: string; enabled: boolean; childrenNodes: unknown[] }[],
  id: string,
): boolean | undefined => {
  for (const node of tree) {
    if (node.modId === id) return node.enabled;
    const found = flag(node.childrenNodes as typeof tree, id);
    if (found !== undefined) return found;
  }
  return undefined;
};

async function signInAsOwner(page: Page) {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  // Bengali first; the operator switches to English.
  await expect(page.getByRole('heading', { name: 'কনসোলে সাইন ইন করুন' })).toBeVisible();
  await page.getByLabel('ভাষা').selectOption('EN');
  await page.getByLabel('Username').fill('owner');
  await page.getByLabel('Password').fill('Owner#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Link an authenticator' })).toBeVisible();
  const secret = await page.getByTestId('totp-secret').getAttribute('data-secret');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // What the operator reads on screen is the same key, in groups of four.
  await expect(page.getByTestId('totp-secret')).toHaveText(secret!);
  await page.getByLabel('6-digit code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('authenticator code is not correct');
  await page.getByLabel('6-digit code').fill(codeFor(secret!));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
}

test('an owner runs the console end to end', async ({ page }) => {
  await signInAsOwner(page);
  const menu = page.getByRole('navigation', { name: 'Console menu' });

  // Members: search, open, lock then unlock.
  await page.getByLabel('Username starts with').fill('player01');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/username=player01/);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await page.getByRole('link', { name: 'player01' }).click();
  await expect(page.getByRole('heading', { name: 'player01' })).toBeVisible();
  await expect(page.getByText('Rahim Uddin')).toBeVisible();

  await page.getByRole('button', { name: 'Lock account' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Lock player01?');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/Account locked; \d+ session\(s\) ended\./)).toBeVisible();
  await expect(page.locator('dd .badge', { hasText: 'Locked' })).toBeVisible();
  await page.getByRole('button', { name: 'Unlock account' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Account unlocked.')).toBeVisible();
  await expect(page.locator('dd .badge', { hasText: 'Active' })).toBeVisible();

  // Outbox.
  await menu.getByRole('link', { name: 'Outbox' }).click();
  await expect(page.getByRole('heading', { name: 'Sms and email outbox' })).toBeVisible();
  await expect(page.getByText(/every look at this page is recorded/)).toBeVisible();

  // A module flag: the player site serves it at once.
  await menu.getByRole('link', { name: 'Site modules' }).click();
  const freeplay = page.getByRole('switch', { name: /FREEPLAY3/ });
  await expect(freeplay).toBeChecked();
  await freeplay.click();
  await expect(freeplay).not.toBeChecked();
  const site = await (await page.request.get('/wps/system/site')).json();
  expect(flag(site.value.whitelabel, 'FREEPLAY3')).toBe(false);

  // A registration field rule: registration serves it at once.
  await menu.getByRole('link', { name: 'Registration fields' }).click();
  await page.getByLabel('Email: Required').check();
  await page.getByLabel('Email: Min length').fill('6');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  const register = await (await page.request.get('/wps/system/setting/register')).json();
  expect(register.value.fields.email).toMatchObject({ required: true, minLength: 6 });

  // The audit log shows all of it.
  await menu.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  const table = page.locator('table');
  for (const action of [
    'operator.totp_failed',
    'operator.totp_bind',
    'operator.login',
    'member.lock',
    'member.unlock',
    'outbox.read',
    'settings.module',
    'settings.register_fields',
  ]) {
    await expect(table.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
  }

  // Sign out ends the session.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await page.goto('/admin/members');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
});
