import { expect, test } from '@playwright/test';

test('/login opens the login popup over home; outside click keeps it, Escape closes', async ({
  page,
}) => {
  await page.goto('/login');
  const modal = page.getByTestId('modal-login');
  await expect(modal).toBeVisible();
  await expect(modal).toHaveAttribute('role', 'dialog');
  await expect(page.getByTestId('home-page')).toBeAttached();
  await expect(modal.getByRole('tab')).toHaveCount(2);

  await page.mouse.click(8, 400);
  await page.waitForTimeout(300);
  await expect(modal).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('the login popup locks page scroll and closes with its close button', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('header-login').click();
  const modal = page.getByTestId('modal-login');
  await expect(modal).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', /.*/);
  await modal.getByRole('button', { name: 'বন্ধ করুন' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('header-login')).toBeFocused();
});

test('the login popup can be dragged by its header', async ({ page }) => {
  await page.goto('/login');
  const modal = page.getByTestId('modal-login');
  await expect(modal).toBeVisible();
  await page.waitForTimeout(300); // let the open animation settle before measuring
  const before = await modal.boundingBox();
  const title = modal.getByRole('heading', { name: 'লগ ইন' });
  const box = await title.boundingBox();
  if (!before || !box) throw new Error('modal not laid out');
  await page.mouse.move(box.x + 10, box.y + 10);
  await page.mouse.down();
  await page.mouse.move(box.x + 110, box.y + 60, { steps: 5 });
  await page.mouse.up();
  const after = await modal.boundingBox();
  expect((after?.x ?? 0) - before.x).toBeCloseTo(100, -1);
  expect((after?.y ?? 0) - before.y).toBeCloseTo(50, -1);
});

test('/register opens the register popup and can switch to login', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByTestId('modal-register')).toBeVisible();
  await page.getByTestId('modal-register').getByRole('button', { name: 'লগ ইন' }).click();
  await expect(page.getByTestId('modal-login')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a login-required page redirects to /login with the popup', async ({ page }) => {
  await page.goto('/member');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('modal-login')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/vnLottery?gameCode=TCG_LOTTO_VN');
  await expect(page).toHaveURL(/\/login$/);
});

test('/help#term opens the help popup on the terms section', async ({ page }) => {
  await page.goto('/help#term');
  const help = page.getByTestId('modal-help');
  await expect(help).toBeVisible();
  await expect(help.getByRole('tab', { name: 'শর্তাবলি' })).toHaveAttribute('aria-selected', 'true');
  await expect(help.getByRole('tabpanel')).toContainText('১৮');
});

test('footer help links open the help popup', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('footer').getByRole('button', { name: 'গোপনীয়তা নীতি' }).click();
  const help = page.getByTestId('modal-help');
  await expect(help).toBeVisible();
  await expect(help.getByRole('tab', { name: 'গোপনীয়তা নীতি' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('a visitor’s reward centre and invite entries open the login popup', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  for (const entry of ['side-menu-reward-center', 'side-menu-invite']) {
    await page.getByTestId('side-menu').getByTestId(entry).click();
    await expect(page.getByTestId('modal-login')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('modal-login')).toHaveCount(0);
  }
  await expect(page).not.toHaveURL(/rewardCenter|referral/);
});
