import { readFileSync } from 'node:fs';
import { ENROL_LINK_PARAMS, ENROL_PATH, ENROL_TEXTS, EXEC_BASE_PATH, PASSWORD_TEXTS } from '@crewline/protocol';
import { generate } from 'otplib';
import { dataDir, PORT } from '../playwright.config';
import { PATHS } from '../src/lib/paths';
import { e2eNow } from './support/clock';
import { expectAccessible, screenshot } from './support/look';
import { expectPopup, fillSignIn, openMenu, openSignIn } from './support/sign-in';
import { expect, type Page, test } from './support/test';

const NEW_PASSWORD = 'seven brass lanterns at dawn';
const CHANGED_PASSWORD = 'a quiet harbour before the ferries';

/** This project's employee and code, made before the server started (support/enrolment-codes.ts). */
function enrolment(project: string): { passId: string; code: string } {
  const codes = JSON.parse(readFileSync(`${dataDir(PORT)}-enrol.json`, 'utf8'));
  const mine = codes[project];
  if (!mine) throw new Error(`no enrolment code for the ${project} run`);
  return mine;
}

/** The key as the screen's text alternative gives it, for those who cannot scan the QR code. */
async function keyFromQrAlt(page: Page): Promise<string> {
  const alt = (await page.getByRole('img', { name: /QR code/ }).getAttribute('alt')) ?? '';
  const prefix = ENROL_TEXTS.qrAlt('');
  expect(alt.startsWith(prefix.slice(0, -1))).toBe(true);
  return alt.slice(prefix.length - 1, -1).replaceAll(' ', '');
}

test('an employee sets up their account with the office code (password, authenticator app by QR), signs in with them, then changes the password from the menu expiry note', async ({
  page,
}, testInfo) => {
  const { passId, code } = enrolment(testInfo.project.name);
  if (testInfo.project.name === 'phone') {
    // From the sign-in screen's link, typing what the office gave.
    await openSignIn(page);
    await page.getByRole('link', { name: ENROL_TEXTS.link }).click();
    await expect(page).toHaveURL(new RegExp(`${ENROL_PATH}$`));
    // The sign-in page stays behind it (Ionic keeps it), with a Pass ID of its own: this form's.
    const form = page.getByRole('form', { name: ENROL_TEXTS.title });
    await form.getByLabel(ENROL_TEXTS.passId).fill(passId);
    await form.getByLabel(ENROL_TEXTS.code).fill(code.toLowerCase());
  } else {
    // From the office's link: pass id and code filled in, and taken off the address.
    const link = new URLSearchParams({ [ENROL_LINK_PARAMS.passId]: passId, [ENROL_LINK_PARAMS.code]: code });
    await page.goto(`${ENROL_PATH}#${link}`);
    await expect(page.getByLabel(ENROL_TEXTS.code)).toHaveValue(code);
    await expect(page.getByLabel(ENROL_TEXTS.passId)).toHaveValue(passId);
    expect(new URL(page.url()).hash).toBe('');
  }
  await expect(page.getByRole('heading', { name: ENROL_TEXTS.title })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'enrol-code');
  await page.getByRole('button', { name: ENROL_TEXTS.continue }).click();

  await expect(page.getByRole('heading', { name: ENROL_TEXTS.passwordStep })).toBeVisible();
  await expect(page.getByText(PASSWORD_TEXTS.rules)).toBeVisible();
  const password = page.getByLabel(PASSWORD_TEXTS.newPassword, { exact: true });
  const again = page.getByLabel(PASSWORD_TEXTS.repeatPassword, { exact: true });
  await password.fill(NEW_PASSWORD);
  await again.fill(`${NEW_PASSWORD}!`);
  await page.getByRole('button', { name: ENROL_TEXTS.continue }).click();
  await expect(page.getByRole('alert')).toHaveText(PASSWORD_TEXTS.mismatch);
  await again.fill(NEW_PASSWORD);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'enrol-password');
  await page.getByRole('button', { name: ENROL_TEXTS.continue }).click();

  await expect(page.getByRole('heading', { name: ENROL_TEXTS.secondFactorStep })).toBeVisible();
  const key = await keyFromQrAlt(page);
  await expect(page.getByText(ENROL_TEXTS.cantScan)).toBeVisible();
  expect((await page.getByTestId('totp-key').innerText()).replaceAll(' ', '')).toBe(key);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'enrol-authenticator');

  // A wrong first code is refused; the server's words, and the step stays.
  await page.getByLabel(ENROL_TEXTS.firstCode).fill('000000');
  await page.getByRole('button', { name: ENROL_TEXTS.finish }).click();
  const now = Math.floor(e2eNow().getTime() / 1000);
  const valid = await Promise.all([-30, 0, 30].map((d) => generate({ secret: key, epoch: now + d })));
  if (!valid.includes('000000')) await expectPopup(page, ENROL_TEXTS.totpWrong);

  await page
    .getByLabel(ENROL_TEXTS.firstCode)
    .fill(await generate({ secret: key, epoch: Math.floor(e2eNow().getTime() / 1000) }));
  await page.getByRole('button', { name: ENROL_TEXTS.finish }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('region', { name: 'Welcome' })).toContainText(passId);
  await expectAccessible(page);

  // Signed out, the first sign-in with what was set up: the new password, then the app's code
  // (the next 30-second step: the one that confirmed the app is spent, and the server allows one ahead).
  await openMenu(page);
  await page.locator('ion-menu').getByText('Logout').click();
  await openSignIn(page);
  await fillSignIn(page, passId, NEW_PASSWORD);
  const frame = page.frameLocator('iframe[title="Two-step verification"]');
  const nextStep = (Math.floor(e2eNow().getTime() / 1000 / 30) + 1) * 30;
  await frame.getByLabel('Authentication code').fill(await generate({ secret: key, epoch: nextStep }));
  await frame.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('region', { name: 'Welcome' })).toContainText(passId);

  // The menu's expiry note counts from the password just set, and leads to Change password.
  await openMenu(page);
  const note = page.locator('ion-menu .expiry-note');
  await expect(note).toHaveText(/^Password expires in \d+ days \(on \d{2}\/\d{2}\)$/);
  await note.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.changePassword}$`));
  await page.getByLabel(PASSWORD_TEXTS.currentPassword, { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(PASSWORD_TEXTS.newPassword, { exact: true }).fill(CHANGED_PASSWORD);
  await page.getByLabel(PASSWORD_TEXTS.repeatPassword, { exact: true }).fill(CHANGED_PASSWORD);
  const changed = page.waitForResponse((r) => r.url().endsWith(`${EXEC_BASE_PATH}mta_changePassword`));
  await page.getByRole('button', { name: PASSWORD_TEXTS.change }).click();
  expect((await changed).ok()).toBe(true);
  await expect(page).toHaveURL(/\/home$/);
  await screenshot(page, testInfo, 'enrol-password-changed');
});
