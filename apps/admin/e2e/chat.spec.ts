import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { signIn as signInPlayer } from '../../web/e2e/support/sign-in.ts';

const PLAYER = { username: 'walletuser', password: 'Wallet#2026' };

/*
 * A member on the site and an operator on the console chat live, in two browser contexts. Both
 * talk to one server here; two nodes through Redis are proven by chat.two-nodes.test.ts.
 */
test('a member and an operator chat: messages, typing and read marks both ways', async ({
  browser,
}) => {
  const member = await (await browser.newContext()).newPage();
  await signInPlayer(member, PLAYER);
  // The floating service menu's chat toggle opens the chat (Bengali first).
  await member.getByTestId('service-toggle').click();
  await member.getByRole('button', { name: 'চ্যাট', exact: true }).click();
  const panel = member.getByTestId('chat-panel');
  await expect(panel).toBeVisible();
  const text = `Hello support ${Date.now().toString(36)}`;
  await panel.getByRole('textbox').fill(text);
  await panel.getByRole('textbox').press('Enter');
  await expect(panel.getByTestId('chat-message').filter({ hasText: text })).toBeVisible();

  const console = await (await browser.newContext()).newPage();
  await console.goto('/admin/');
  await console.getByLabel('ভাষা').selectOption('EN');
  await console.getByLabel('Username').fill('support1');
  await console.getByLabel('Password').fill('Support#2026');
  await console.getByRole('button', { name: 'Sign in' }).click();
  const secret = await console.getByTestId('totp-secret').getAttribute('data-secret');
  await console
    .getByLabel('6-digit code')
    .fill(new TOTP({ secret: Secret.fromBase32(secret!) }).generate());
  await console.getByRole('button', { name: 'Verify' }).click();
  await console
    .getByRole('navigation', { name: 'Console menu' })
    .getByRole('link', { name: 'Live chat' })
    .click();
  const queue = console.getByTestId('chat-queue');
  await expect(queue.getByText(PLAYER.username)).toBeVisible();
  await expect(queue.getByTestId('chat-waited').first()).toContainText(/min/);
  await console.getByRole('button', { name: `Open: ${PLAYER.username}` }).click();
  const conversation = console.getByTestId('chat-conversation');
  await expect(conversation.getByText(text)).toBeVisible();

  // The member types: the desk sees it; the operator answers: the member sees it.
  // Typing marks are sent at most every 2 s and are not stored: one sent before the desk's socket
  // has subscribed is simply missed, as a person typing on would send another.
  await expect(async () => {
    await panel.getByRole('textbox').press('a');
    await expect(console.getByTestId('desk-typing')).toBeVisible({ timeout: 2_500 });
  }).toPass({ timeout: 30_000 });
  await console.getByTestId('chat-reply').fill('Checking your deposit now.');
  await console.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByText('Checking your deposit now.')).toBeVisible();
  // The member's page has it on screen: the desk shows it read (✓✓).
  await expect(conversation.getByText('Read by the member')).toBeAttached();
  // The operator has read the member's message: the member's mark turns to read ("পড়া হয়েছে").
  await expect(panel.getByText('পড়া হয়েছে').first()).toBeAttached();
});
