import { readFileSync } from 'node:fs';
import { ENROL_TEXTS, EXEC_BASE_PATH, PASSWORD_TEXTS, PICK_OFFICE_TEXTS } from '@crewline/protocol';
import { generate } from 'otplib';
import { dataDir, PORT } from '../playwright.config';
import { e2eNow } from './support/clock';
import { RESET_ACCOUNT_KEY } from './support/enrolment-codes-key';
import { expectAccessible, screenshot } from './support/look';
import { menuItems } from './support/menu';
import { DESKTOP_ONLY } from './support/one-size';
import { openMenu, signInAsOffice } from './support/sign-in';
import { expect, test } from './support/test';

const T = PICK_OFFICE_TEXTS;
const NEW_PASSWORD = 'copper kettles by the river';

/** The employee the supervisor resets: given a password before the server started (support/enrolment-codes.ts). */
function resetAccount(): string {
  const codes = JSON.parse(readFileSync(`${dataDir(PORT)}-enrol.json`, 'utf8'));
  const passId = codes[RESET_ACCOUNT_KEY]?.passId;
  if (!passId) throw new Error('no account to reset was prepared');
  return passId;
}

test(
  'the supervisor makes a reset code for an employee, shown once, and the employee sets up the account again with it',
  DESKTOP_ONLY,
  async ({ page }, testInfo) => {
    const passId = resetAccount();
    await signInAsOffice(page, '900002');
    await openMenu(page);
    await expect(menuItems(page)).toHaveText([
      'Live Monitor',
      'Pick Calendar',
      'Phone-in Lists',
      'Corrections',
      'Results',
      'Accounts',
      'Logout',
    ]);
    await menuItems(page).filter({ hasText: 'Accounts' }).click();
    await expect(page.getByRole('heading', { name: T.accounts, level: 1 })).toBeVisible();

    await page.getByRole('searchbox', { name: T.accountFindEmployee }).fill(passId);
    const found = page.waitForResponse((r) => r.url().endsWith(`${EXEC_BASE_PATH}mta_officeFindEmployees`));
    await page.getByRole('button', { name: T.find }).click();
    const employee = (await (await found).json()).Response.Elements.employees.find(
      (e: { PASS_ID: string }) => e.PASS_ID === passId,
    );
    expect(employee.HAS_PASSWORD).toBe('Y');
    await expect(page.getByText(T.hasAccount).first()).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'office-accounts-found');

    await page.getByRole('button', { name: `${T.makeResetCode}: ${employee.NAME}` }).click();
    await expect(page.getByText(T.resetConfirm(employee.NAME))).toBeVisible();
    const made = page.waitForResponse((r) => r.url().endsWith(`${EXEC_BASE_PATH}mta_officeEnrolmentCode`));
    await page.getByRole('button', { name: T.resetConfirmed }).click();
    const answer = (await (await made).json()).Response.Elements;
    expect(answer.RESET).toBe('Y');
    await expect(page.getByTestId('enrolment-code')).toHaveText(answer.CODE);
    await expect(page.getByText(T.codeOnce)).toBeVisible();
    await expect(page.getByRole('img', { name: T.codeQrAlt })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'office-accounts-code');
    const link = new URL((await page.getByTestId('enrolment-link').getAttribute('href')) ?? '');

    // The supervisor is done; the employee opens the link and sets the account up again.
    await page.getByRole('button', { name: T.done }).click();
    await openMenu(page);
    await page.locator('ion-menu').getByText('Logout').click();
    await page.goto(`${link.pathname}${link.hash}`);
    await expect(page.getByLabel(ENROL_TEXTS.code)).toHaveValue(answer.CODE);
    await expect(page.getByLabel(ENROL_TEXTS.passId)).toHaveValue(passId);
    await page.getByRole('button', { name: ENROL_TEXTS.continue }).click();
    await expect(page.getByRole('heading', { name: ENROL_TEXTS.passwordStep })).toBeVisible();
    await page.getByLabel(PASSWORD_TEXTS.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(PASSWORD_TEXTS.repeatPassword, { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: ENROL_TEXTS.continue }).click();
    await expect(page.getByRole('heading', { name: ENROL_TEXTS.secondFactorStep })).toBeVisible();
    const key = (await page.getByTestId('totp-key').innerText()).replaceAll(' ', '');
    await page
      .getByLabel(ENROL_TEXTS.firstCode)
      .fill(await generate({ secret: key, epoch: Math.floor(e2eNow().getTime() / 1000) }));
    await page.getByRole('button', { name: ENROL_TEXTS.finish }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('region', { name: 'Welcome' })).toContainText(passId);
  },
);
