import { EXEC_BASE_PATH, MESSAGES, PASSWORD_TEXTS, type ServiceElements, SIGN_IN_TEXTS } from '@crewline/protocol';
import { PASSWORD_PORT } from '../playwright.config';
import { HOME_TEXTS } from '../src/features/home/home-texts';
import { formatDisplayDate } from '../src/lib/date-format';
import { PATHS } from '../src/lib/paths';
import { anotherPhone } from './support/another-phone';
import { expectAccessible, screenshot } from './support/look';
import { chooseMenuItem } from './support/menu';
import { DEMO_PASSWORD, expectPopup, fillSignIn, openMenu, openSignIn, signIn } from './support/sign-in';
import { expect, type Page, test } from './support/test';

// A new password signs out every other session of the employee: these run on a server of their
// own (playwright.config.ts, PASSWORD_PORT), each size as a demo employee of its own whose
// password expires soon, so no other journey's session or demo password is touched.
test.use({ baseURL: `http://127.0.0.1:${PASSWORD_PORT}` });

const FIRST = 'seven brass lanterns at dawn';
const SECOND = 'a quiet harbour before the ferries';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillChange(page: Page, current: string, next: string, again = next): Promise<void> {
  await field(page, PASSWORD_TEXTS.currentPassword).fill(current);
  await field(page, PASSWORD_TEXTS.newPassword).fill(next);
  await field(page, PASSWORD_TEXTS.repeatPassword).fill(again);
  await page.getByRole('button', { name: PASSWORD_TEXTS.change }).click();
}

/** A change the server makes: its notice names the expiry the server answered. */
async function changeAndExpectNotice(page: Page, current: string, next: string): Promise<void> {
  const answer = page.waitForResponse((r) => r.url().endsWith(`${EXEC_BASE_PATH}mta_changePassword`));
  await fillChange(page, current, next);
  const body = (await (await answer).json()) as { Response: { Elements: ServiceElements<'mta_changePassword'> } };
  const expiresOn = formatDisplayDate(body.Response.Elements.passwordExpiresOn, 'en-US');
  await expect(page.locator('ion-toast').last()).toContainText(PASSWORD_TEXTS.changed(expiresOn));
}

test("change password from Home's action, then from the menu's expiry note; the old one is refused", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // 100001's password expires in 10 days, 100003's today (demo/demo-sign-ins.ts).
  const passId = testInfo.project.name === 'phone' ? '100001' : '100003';
  const other = await anotherPhone(browser, baseURL);
  try {
    await signIn(other, passId);
    await signIn(page, passId);

    // Home asks for a change and leads to the screen.
    await page.getByText(HOME_TEXTS.changePassword).click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.changePassword}$`));
    await expect(page.getByRole('heading', { level: 1, name: PASSWORD_TEXTS.title })).toBeVisible();
    // The rules before anything is typed, read with the new password's field.
    await expect(page.getByText(PASSWORD_TEXTS.rules)).toBeVisible();
    const next = field(page, PASSWORD_TEXTS.newPassword);
    await expect(next).toHaveAttribute('autocomplete', 'new-password');
    await expect(field(page, PASSWORD_TEXTS.currentPassword)).toHaveAttribute('autocomplete', 'current-password');
    await expect(next).toHaveAccessibleDescription(PASSWORD_TEXTS.rules);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'change-password');

    // What the app can tell, it tells before sending, under the field, read with it.
    await fillChange(page, DEMO_PASSWORD, FIRST, `${FIRST}!`);
    const again = field(page, PASSWORD_TEXTS.repeatPassword);
    await expect(again).toHaveAccessibleDescription(PASSWORD_TEXTS.mismatch);
    await expect(again).toBeFocused();
    // Show and hide what was typed.
    await page.getByRole('button', { name: `Show ${PASSWORD_TEXTS.newPassword.toLowerCase()}`, exact: true }).click();
    await expect(next).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: `Hide ${PASSWORD_TEXTS.newPassword.toLowerCase()}`, exact: true }).click();
    await expect(next).toHaveAttribute('type', 'password');
    await expectAccessible(page);
    await screenshot(page, testInfo, 'change-password-mismatch');

    // What only the server knows, it says: the envelope's refusals, in place.
    await fillChange(page, DEMO_PASSWORD, 'qwerty123456');
    await expect(next).toHaveAccessibleDescription(`${PASSWORD_TEXTS.rules} ${PASSWORD_TEXTS.common}`);
    await fillChange(page, 'not my password', FIRST);
    const current = field(page, PASSWORD_TEXTS.currentPassword);
    await expect(current).toHaveAccessibleDescription(PASSWORD_TEXTS.currentWrong);
    await expect(current).toBeFocused();
    await screenshot(page, testInfo, 'change-password-refused');

    // The change: a notice that says the other devices are signed out; Home asks no more.
    await changeAndExpectNotice(page, DEMO_PASSWORD, FIRST);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText(HOME_TEXTS.changePassword)).toHaveCount(0);
    await screenshot(page, testInfo, 'change-password-done');

    // The other device was signed out.
    await chooseMenuItem(other, 'About');
    await expect(other).toHaveURL(/\/$/);
    await expectPopup(other, MESSAGES.sessionExpired);

    // The menu's note shows the expiry the server set, no longer highlighted, and leads to the screen again.
    await openMenu(page);
    const note = page.locator('ion-menu .expiry-note');
    await expect(note).toHaveText(/^Password expires in \d+ days \(on \d{2}\/\d{2}\)$/);
    await expect(note).toHaveAttribute('data-highlighted', 'false');
    await screenshot(page, testInfo, 'change-password-menu-note');
    await note.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.changePassword}$`));
    await changeAndExpectNotice(page, FIRST, SECOND);
    await expect(page).toHaveURL(/\/home$/);

    // Signed out, the old password is refused and the new one lets the employee in.
    await openMenu(page);
    await page.locator('ion-menu').getByText('Logout').click();
    await openSignIn(page);
    await fillSignIn(page, passId, FIRST);
    await expectPopup(page, SIGN_IN_TEXTS.invalidCredentials);
    await fillSignIn(page, passId, SECOND);
    await expect(page).toHaveURL(/\/home$/);
  } finally {
    await other.close();
  }
});
