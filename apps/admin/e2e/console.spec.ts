import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { GATEWAY_PORT_OFFSET } from '../../../playwright.shared.ts';
import { signIn as signInPlayer } from '../../web/e2e/support/sign-in.ts';

/** The code an authenticator app would show for the secret the console displayed. */
const codeFor = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

/** The owner's authenticator key, kept from the enrollment in the first test for later sign-ins. */
let ownerSecret: string | null = null;

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
  ownerSecret = secret;
}

/**
 * A later sign-in: the owner is enrolled now. A code is accepted once, within one step either
 * side, so the next step's code is fresh even inside the window the first test used.
 */
async function signInAgainAsOwner(page: Page) {
  expect(ownerSecret, 'the first test enrolls the owner').toBeTruthy();
  await page.goto('/admin/');
  await page.getByLabel('ভাষা').selectOption('EN');
  await page.getByLabel('Username').fill('owner');
  await page.getByLabel('Password').fill('Owner#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Authenticator code' })).toBeVisible();
  await page.getByLabel('6-digit code').fill(codeFor(ownerSecret!, Date.now() + 30_000));
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

  // Sms leaves through the demo gateway: a registration code arrives there, signed.
  const gateway = `http://127.0.0.1:${Number(new URL(page.url()).port) + GATEWAY_PORT_OFFSET}`;
  const asked = await page.request.post('/wps/verification/sms/register', {
    headers: { merchant: 'demo' },
    data: { mobileNo: '01812399001', countryDialingCode: '880' },
  });
  expect(asked.ok()).toBe(true);
  await expect
    .poll(async () => {
      const got = await (
        await page.request.get(`${gateway}/sms/messages?to=%2B8801812399001`)
      ).json();
      return (got.messages as { text: string }[]).length;
    })
    .toBe(1);
  const codeRow = page.getByTestId('outbox-table').locator('tr', { hasText: '+8801812399001' });
  await expect(async () => {
    await page.reload();
    await expect(codeRow).toContainText('Sent', { timeout: 1_000 });
  }).toPass();

  // Messaging settings: a test sms through the deployment's gateway; one the gateway refuses
  // shows as failed in the outbox and goes out with "Retry now".
  await menu.getByRole('link', { name: 'Sms and email settings' }).click();
  await expect(page.getByText(/deployment’s sms gateway is used/)).toBeVisible();
  await page.getByTestId('messaging-test-to').fill('+8801711000099');
  await page.getByTestId('messaging-test-send').click();
  await expect(page.getByTestId('messaging-test-result')).toContainText(
    'Delivered to the provider',
  );
  await page.request.post(`${gateway}/sms/fail-next`, { data: { count: 1 } });
  await page.getByTestId('messaging-test-to').fill('+8801711000098');
  await page.getByTestId('messaging-test-send').click();
  await expect(page.getByTestId('messaging-test-result')).toContainText(
    'Not delivered: sms gateway answered 503 UNAVAILABLE',
  );
  await menu.getByRole('link', { name: 'Outbox' }).click();
  await page.getByTestId('outbox-state').selectOption('failed');
  const failedRow = page.getByTestId('outbox-table').locator('tr', { hasText: '+8801711000098' });
  await expect(failedRow).toContainText('sms gateway answered 503 UNAVAILABLE');
  await failedRow.getByRole('button', { name: 'Retry now' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(failedRow).toHaveCount(0);
  await page.getByTestId('outbox-state').selectOption('sent');
  const resent = page.getByTestId('outbox-table').locator('tr', { hasText: '+8801711000098' });
  await expect(async () => {
    await page.reload();
    await expect(resent).toContainText('Tries: 1', { timeout: 1_000 });
  }).toPass();

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
    'messaging.test',
    'outbox.retry',
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

test.describe.serial('money and catalog screens', () => {
  // One signed-in owner for these tests: a second sign-in inside the same 30 seconds would need
  // an authenticator code the server has already seen.
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    await signInAgainAsOwner(page);
  });
  test.afterAll(async () => page.close());
  const menu = () => page.getByRole('navigation', { name: 'Console menu' });

  test('an owner opens the deposit queue and the reconciliation report', async () => {
    await menu().getByRole('link', { name: 'Deposits' }).click();
    await expect(page).toHaveURL(/\/admin\/wallet\/deposits$/);
    await expect(page.getByRole('heading', { name: 'Deposit queue' })).toBeVisible();
    await expect(page.getByLabel('Status')).toHaveValue('PENDING');
    await expect(page.getByRole('columnheader', { name: 'Order no.' })).toBeVisible();
    // The owner may review: the queue has its actions column; no refusal is shown.
    await expect(page.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByLabel('Status').selectOption('ALL');
    await expect(page).toHaveURL(/status=ALL/);
    await expect(page.getByRole('alert')).toHaveCount(0);

    await menu().getByRole('link', { name: 'Reconciliation' }).click();
    await expect(page.getByRole('heading', { name: 'Ledger reconciliation' })).toBeVisible();
    const banner = page.getByTestId('reconciliation-banner');
    await expect(banner).toContainText('The ledger balances.');
    await expect(page.getByRole('heading', { name: 'Balance per account kind' })).toBeVisible();
    await page.getByRole('button', { name: 'Run again' }).click();
    await expect(page.getByRole('button', { name: 'Run again' })).toBeEnabled();
    await expect(banner).toContainText('The ledger balances.');
  });

  test('an owner’s adjustments follow the two-person rule and keep the ledger balanced', async () => {
    await menu().getByRole('link', { name: 'Adjustments' }).click();
    await expect(page.getByText(/Adjustments up to 10,000\.00 apply at once/)).toBeVisible();
    await page.getByLabel('Find member by username').fill('player01');
    await page.getByRole('button', { name: /^player01 \(#\d+\)$/ }).click();

    // Below the threshold: applied at once.
    await page.getByLabel('Amount').fill('150');
    await page.getByLabel('Reason').fill('Goodwill credit');
    await page.getByRole('button', { name: 'Review and submit' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Credit 150.00 to player01');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('150.00 credited to player01.')).toBeVisible();

    // Above it: waits, and the operator who asked may not approve it.
    await page.getByLabel('Amount').fill('20000');
    await page.getByLabel('Reason').fill('VIP bonus, needs a second look');
    await page.getByRole('button', { name: 'Review and submit' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(/20,000\.00 for player01 saved: it waits/)).toBeVisible();
    const pending = page.getByRole('row', { name: /VIP bonus, needs a second look/ });
    await pending.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(pending.getByRole('alert')).toContainText(
      'A second operator must approve this adjustment.',
    );

    await menu().getByRole('link', { name: 'Reconciliation' }).click();
    await expect(page.getByTestId('reconciliation-banner')).toContainText('The ledger balances.');
  });

  test('an owner writes to one player, whose open inbox shows it at once', async ({ browser }) => {
    test.setTimeout(120_000);
    const player = await browser.newPage();
    await player.addInitScript(() => {
      localStorage.setItem('lang', 'EN');
      localStorage.setItem('hisLang', 'EN');
    });
    await signInPlayer(player, { username: 'player01', password: 'Player#2026' });
    // The adjustment above told the player already; they read everything first.
    await player.getByTestId('header-messages').click();
    await expect(player).toHaveURL(/\/messageV2$/);
    await expect(player.getByTestId('messages-inbox')).toContainText('Balance adjusted');
    await player.getByTestId('messages-read-all').click();
    await expect(player.getByTestId('unread-dot')).toHaveCount(0);

    await menu().getByRole('link', { name: 'Adjustments' }).click();
    await page.getByLabel('Find member by username').fill('player01');
    const found = page.getByRole('button', { name: /^player01 \(#\d+\)$/ });
    const memberId = /#(\d+)/.exec((await found.textContent()) ?? '')![1]!;

    await menu().getByRole('link', { name: 'Player messages' }).click();
    await page.getByTestId('message-audience').selectOption('MEMBER');
    await page.getByTestId('message-member-id').fill(memberId);
    await page.getByTestId('message-titleEn').fill('Your weekend bonus');
    await page.getByTestId('message-titleBn').fill('আপনার সাপ্তাহিক বোনাস');
    await page.getByTestId('message-contentEn').fill('It arrives on Monday.');
    await page.getByTestId('message-contentBn').fill('এটি সোমবার আসবে।');
    await page.getByTestId('message-send').click();
    await expect(page.getByText('Message sent.')).toBeVisible();
    await expect(page.getByTestId('sent-messages')).toContainText('Your weekend bonus');

    // Pushed over the player's socket: the dot and the open inbox update without a reload.
    await expect(player.getByTestId('unread-dot')).toBeVisible({ timeout: 15_000 });
    const item = player.getByTestId('message-item').filter({ hasText: 'Your weekend bonus' });
    await expect(item).toHaveAttribute('data-read', 'false');
    await item.getByTestId('message-toggle').click();
    await expect(item.getByTestId('message-content')).toHaveText('It arrives on Monday.');
    await expect(item).toHaveAttribute('data-read', 'true');
    await expect(player.getByTestId('unread-dot')).toHaveCount(0);
    await player.close();
  });

  test('an owner puts a game vendor under maintenance and players see it at once', async () => {
    const playerSees = async () => {
      const lanes = (await (await page.request.get('/lgw/games/vendors')).json()) as {
        value: { data: { lanes: { gameType: string; vendors: Record<string, unknown>[] }[] } };
      };
      return lanes.value.data.lanes
        .find((lane) => lane.gameType === 'RNG')!
        .vendors.find((v) => v.vassalage === 'PG')!;
    };
    await menu().getByRole('link', { name: 'Game vendors' }).click();
    await expect(page.getByRole('heading', { name: 'Game vendors' })).toBeVisible();
    const row = page.locator('tr', { has: page.getByRole('rowheader', { name: /^PG Pagoda/ }) });
    const maintenance = row.getByRole('switch', { name: 'PG Pagoda Games: under maintenance' });
    await expect(maintenance).not.toBeChecked();
    await expect(row.getByText('Open', { exact: true })).toBeVisible();

    await maintenance.click();
    await expect(page.getByText('PG Pagoda Games saved.')).toBeVisible();
    await expect(maintenance).toBeChecked();
    await expect(row).toContainText('Under maintenance until switched off');
    expect(await playerSees()).toMatchObject({ maintenance: true, maintenanceEnd: null });

    await row.getByRole('button', { name: 'End time for PG Pagoda Games' }).click();
    await row.getByLabel('Maintenance ends at (your local time)').fill('2099-06-01T10:30');
    await row.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(row).toContainText(/Under maintenance until .*2099/);
    expect((await playerSees()).maintenanceEnd).toMatch(/^2099-06-01T/);

    await maintenance.click();
    await expect(maintenance).not.toBeChecked();
    await expect(row.getByText('Open', { exact: true })).toBeVisible();
    expect(await playerSees()).toMatchObject({ maintenance: false, maintenanceEnd: null });

    await menu().getByRole('link', { name: 'Audit log' }).click();
    await expect(
      page.locator('table').getByRole('cell', { name: 'games.vendor.update', exact: true }),
    ).toHaveCount(3);
  });

  test('an owner creates an operator, schedules maintenance and adds an IP rule', async () => {
    // Operators: a new support operator with a generated password, shown once.
    await menu().getByRole('link', { name: 'Operators' }).click();
    await expect(page.getByRole('heading', { name: 'Operators', level: 1 })).toBeVisible();
    await page.getByTestId('operator-username').fill('e2eSupport');
    await page.getByTestId('operator-role').selectOption('support');
    await page.getByTestId('operator-create').click();
    await expect(page.getByTestId('operator-secret-value')).toHaveText(/^\S{10,64}$/);
    const row = page.getByTestId('operator-row-e2eSupport');
    await expect(row).toContainText('Support');
    await expect(row).toContainText('Enrols at next sign-in');
    await page.getByRole('button', { name: 'I have noted it' }).click();

    // Maintenance: a window far ahead is scheduled (players unaffected), then called off.
    await menu().getByRole('link', { name: 'Site operations' }).click();
    const maintenance = page.getByTestId('site-maintenance');
    await expect(maintenance.getByTestId('maintenance-state')).toHaveText(
      'Players reach the site normally.',
    );
    await maintenance.getByTestId('maintenance-start').fill('2099-06-01T10:00');
    await maintenance.getByTestId('maintenance-end').fill('2099-06-01T12:00');
    await maintenance.getByTestId('maintenance-submit').click();
    await expect(maintenance.getByTestId('maintenance-state')).toHaveText(
      'Maintenance is scheduled and has not begun.',
    );
    await expect(maintenance.getByTestId('maintenance-window')).toContainText('2099');
    const status = async () =>
      (
        (await (await page.request.get('/wps/system/status')).json()) as {
          value: { status: number };
        }
      ).value.status;
    expect(await status()).toBe(0);
    await maintenance.getByRole('button', { name: 'End maintenance' }).click();
    await maintenance.getByRole('button', { name: 'Confirm' }).click();
    await expect(maintenance.getByTestId('maintenance-state')).toHaveText(
      'Players reach the site normally.',
    );

    // Region: an IP rule is added and listed (restriction stays off).
    const region = page.getByTestId('site-region');
    await region.getByTestId('region-kind').selectOption('DENY_IP');
    await region.getByTestId('region-value').fill('198.51.100.0/24');
    await region.getByTestId('region-note').fill('e2e');
    await region.getByTestId('region-add').click();
    await expect(region.getByTestId('region-rules')).toContainText('198.51.100.0/24');

    await menu().getByRole('link', { name: 'Audit log' }).click();
    // The log was opened earlier in this session: read it afresh.
    await page.reload();
    for (const action of ['operator.create', 'site.region_rule_add']) {
      await expect(
        page.locator('table').getByRole('cell', { name: action, exact: true }),
      ).toHaveCount(1);
    }
    await expect(
      page.locator('table').getByRole('cell', { name: 'site.maintenance', exact: true }),
    ).toHaveCount(2);
  });

  test('an owner writes a help article; the site shows it without its script', async () => {
    await menu().getByRole('link', { name: 'Help centre' }).click();
    await expect(page.getByRole('heading', { name: 'Help centre', level: 1 })).toBeVisible();
    await page.getByTestId('help-language').selectOption('EN');
    await expect(page.getByRole('heading', { name: 'Rules and policies' })).toBeVisible();
    await page.getByTestId('help-slug').fill('withdrawals');
    await page.getByTestId('help-title').fill('Withdrawals');
    await page
      .getByTestId('help-body')
      .fill('<p onclick="x()">Paid within a day.<script>alert(1)</script></p>');
    await page.getByTestId('help-save').click();
    await expect(page.getByText('#withdrawals')).toBeVisible();
    const help = (await (
      await page.request.get('/wps/system/helpCenter', { headers: { language: 'EN' } })
    ).json()) as { value: { categories: { articles: { slug: string; body: string }[] }[] } };
    const article = help.value.categories
      .flatMap((c) => c.articles)
      .find((a) => a.slug === 'withdrawals');
    expect(article?.body).toBe('<p>Paid within a day.</p>');
  });
});
