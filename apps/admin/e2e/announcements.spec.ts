import { expect, test } from '@playwright/test';
import { signInEditor } from '../../web/e2e/support/console-editor.ts';

/*
 * The console's announcements page on the second white label (its content editor is a
 * browser-test fixture): create, the public fetch sees it, switch off, delete.
 */
const PORT = Number(process.env.E2E_PORT ?? 3200);
const NOVA = `http://nova.localhost:${PORT}`;

test('a content editor creates, switches off and deletes an announcement', async ({ page }) => {
  const title = `Console notice ${Date.now().toString(36)}`;
  const publicTitles = async () => {
    const res = await page.request.get(
      `http://localhost:${PORT}/wps/system/announcements?types=PR&language=EN`,
      { headers: { merchant: 'nova' } },
    );
    const body = (await res.json()) as { value: { list: { title: string }[] } };
    return body.value.list.map((i) => i.title);
  };

  await signInEditor(page, NOVA);
  await page.getByRole('link', { name: 'Announcements' }).click();
  await page.getByTestId('announcement-new').click();
  await page.getByTestId('announcement-language').selectOption('EN');
  await page.getByTestId('announcement-type').selectOption('PR');
  // Bad input first: nothing is sent without a title.
  await page.getByTestId('announcement-save').click();
  await expect(page.getByText('Required, at most 100 characters.')).toBeVisible();
  await page.getByTestId('announcement-title').fill(title);
  await page.getByTestId('announcement-content').fill('<p>Double points <i>today</i></p>');
  await page.getByTestId('announcement-reward-center').check();
  await page.getByTestId('announcement-save').click();
  const row = page.getByTestId('announcement-row').filter({ hasText: title });
  await expect(row).toContainText('Promotion (PR)');
  await expect(row).toContainText('On');
  expect(await publicTitles()).toContain(title);

  await row.getByRole('button', { name: 'Switch off' }).click();
  await expect(row).toContainText('Off');
  expect(await publicTitles()).not.toContain(title);

  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(row).toHaveCount(0);
});
