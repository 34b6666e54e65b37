import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/**
 * The editor's authenticator key, kept in a file per server so a retry (a new worker) or
 * another suite of the same run can sign in again after the first enrollment.
 */
const secretFile = (origin: string, username: string) =>
  path.join(tmpdir(), `console-${username}-${new URL(origin).port}.secret`);

const codeFor = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

/** Signs the second white label's content editor (a browser-test fixture) into the console. */
export function signInEditor(page: Page, origin: string) {
  return signInOperator(page, origin, 'editor', 'Editor#2026');
}

/**
 * Signs an operator into the console of the white label at `origin`, enrolling the
 * authenticator on the first sign-in of the run.
 */
export async function signInOperator(
  page: Page,
  origin: string,
  username: string,
  password: string,
) {
  await page.goto(`${origin}/admin/`);
  await page.getByLabel('ভাষা').selectOption('EN');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const enroll = page.getByRole('heading', { name: 'Link an authenticator' });
  const known = page.getByRole('heading', { name: 'Authenticator code' });
  await expect(enroll.or(known)).toBeVisible();
  let secret: string;
  if (await enroll.isVisible()) {
    secret = (await page.getByTestId('totp-secret').getAttribute('data-secret'))!;
    writeFileSync(secretFile(origin, username), secret);
  } else {
    expect(existsSync(secretFile(origin, username)), `${username} enrolled in this run`).toBe(true);
    secret = readFileSync(secretFile(origin, username), 'utf8');
  }
  // A code works once: the next step's code is fresh even right after an enrollment.
  await page.getByLabel('6-digit code').fill(codeFor(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('navigation', { name: 'Console menu' })).toBeVisible();
}
