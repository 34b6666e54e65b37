import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/**
 * The editor's authenticator key, kept in a file per server so a retry (a new worker) or
 * another suite of the same run can sign in again after the first enrollment.
 */
const secretFile = (origin: string) =>
  path.join(tmpdir(), `console-editor-${new URL(origin).port}.secret`);

const codeFor = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

/** Signs the second white label's content editor (a browser-test fixture) into the console. */
export async function signInEditor(page: Page, origin: string) {
  await page.goto(`${origin}/admin/`);
  await page.getByLabel('ভাষা').selectOption('EN');
  await page.getByLabel('Username').fill('editor');
  await page.getByLabel('Password').fill('Editor#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const enroll = page.getByRole('heading', { name: 'Link an authenticator' });
  const known = page.getByRole('heading', { name: 'Authenticator code' });
  await expect(enroll.or(known)).toBeVisible();
  let secret: string;
  if (await enroll.isVisible()) {
    secret = (await page.getByTestId('totp-secret').getAttribute('data-secret'))!;
    writeFileSync(secretFile(origin), secret);
  } else {
    expect(existsSync(secretFile(origin)), 'the editor enrolled in this run').toBe(true);
    secret = readFileSync(secretFile(origin), 'utf8');
  }
  // A code works once: the next step's code is fresh even right after an enrollment.
  await page.getByLabel('6-digit code').fill(codeFor(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('navigation', { name: 'Console menu' })).toBeVisible();
}
