import { BACK_BUTTON_TEXTS, BACK_EXIT_WINDOW_MS } from '@crewline/protocol';
import { backButtonListened, hasExited, pressBack, useFakeAndroid } from './support/fake-capacitor';
import { expectAccessible, screenshot } from './support/look';
import { chooseMenuItem } from './support/menu';
import { PHONE_ONLY } from './support/one-size';
import { openMenu, openSignIn, signIn } from './support/sign-in';
import { expect, type Page, test } from './support/test';

/** The native platform on an Android device: the hardware back button (docs/product.md#hardware-back-button). */
test.beforeEach(async ({ page }) => {
  await useFakeAndroid(page);
});

async function back(page: Page): Promise<void> {
  await expect.poll(() => backButtonListened(page)).toBe(true);
  // Ionic starts relaying the press to the app ('ionBackButton') from a chunk it loads once
  // the first screen is idle; a press before that is dropped, as on a device.
  await page.waitForLoadState('networkidle');
  expect(await pressBack(page)).toBe(true);
}

test('on sign-in: the first press hints, a second within 2 s exits', PHONE_ONLY, async ({ page }, testInfo) => {
  await openSignIn(page, '/login');
  await back(page);
  const hint = page.locator('ion-toast').getByText(BACK_BUTTON_TEXTS.tapAgainToExit);
  await expect(hint).toBeVisible();
  expect(await hasExited(page)).toBe(false);
  // The second press at once: a screenshot or a wait between the two can pass the 2 s window
  // on a busy machine.
  expect(await pressBack(page)).toBe(true);
  await expect.poll(() => hasExited(page)).toBe(true);
  await screenshot(page, testInfo, 'back-on-sign-in');
});

test('on sign-in: after the 2 s window a press only hints again', PHONE_ONLY, async ({ page }) => {
  await openSignIn(page);
  await back(page);
  await expect(page.locator('ion-toast').getByText(BACK_BUTTON_TEXTS.tapAgainToExit)).toBeVisible();
  // The toast lasts TOAST_BACK_MS (2 s): it is gone when the window has passed.
  await expect(page.locator('ion-toast').getByText(BACK_BUTTON_TEXTS.tapAgainToExit)).toBeHidden();
  await page.waitForTimeout(100);
  await back(page);
  await expect(page.locator('ion-toast').getByText(BACK_BUTTON_TEXTS.tapAgainToExit)).toBeVisible();
  await page.waitForTimeout(BACK_EXIT_WINDOW_MS / 4);
  expect(await hasExited(page)).toBe(false);
});

test(
  'on a top-level menu page: Logout / Are you sure? — No stays, Yes signs out to /',
  PHONE_ONLY,
  async ({ page }, testInfo) => {
    await signIn(page, '100001');
    await back(page);
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText(BACK_BUTTON_TEXTS.logoutHeader);
    await expect(alert).toContainText(BACK_BUTTON_TEXTS.logoutMessage);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'back-on-home');
    await alert.getByRole('button', { name: BACK_BUTTON_TEXTS.no }).click();
    await expect(alert).toBeHidden();
    await expect(page).toHaveURL(/\/home$/);

    await back(page);
    await alert.getByRole('button', { name: BACK_BUTTON_TEXTS.yes }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    // Signed out: home is closed again.
    await page.goto('/home');
    await expect(page).toHaveURL(/\/$/);
  },
);

test('elsewhere: back one page (Support → About); About itself is a menu page', PHONE_ONLY, async ({ page }) => {
  await signIn(page, '200001');
  await chooseMenuItem(page, 'About');
  await expect(page).toHaveURL(/\/home\/about\?referrer=menu$/);
  await page.getByText('Support', { exact: true }).click();
  await expect(page).toHaveURL(/\/home\/about\/support$/);

  await back(page);
  await expect(page).toHaveURL(/\/home\/about\?referrer=menu$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await back(page);
  await expect(page.getByRole('alertdialog')).toContainText(BACK_BUTTON_TEXTS.logoutMessage);
});

test('an open menu closes first; the rules run only when nothing is open', PHONE_ONLY, async ({ page }) => {
  await signIn(page, '100001');
  await openMenu(page);
  // Open once its animation is over (a press during it finds no open menu yet).
  await expect
    .poll(() =>
      page.evaluate(() => (document.querySelector('ion-menu') as unknown as { isOpen(): Promise<boolean> }).isOpen()),
    )
    .toBe(true);
  await back(page);
  await expect(page.locator('ion-menu')).toBeHidden();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
