import {
  DEFAULT_WELCOME_TEXT,
  MESSAGES,
  STORAGE_WELCOME_MESSAGE,
  TOAST_DISMISS_MS,
  WELCOME_MESSAGE_DEFAULT_COLOR,
} from '@crewline/protocol';
import { editEnvironments, environmentsServed } from './support/environments';
import { useFakeAndroid } from './support/fake-capacitor';
import { expectAccessible, screenshot } from './support/look';
import { DESKTOP_ONLY, PHONE_ONLY } from './support/one-size';
import { openSignIn } from './support/sign-in';
import { expect, type Page, test } from './support/test';

const welcome = (page: Page) => page.getByRole('region', { name: 'Welcome message' });
const toast = (page: Page) => page.locator('ion-toast');

test("shows the server's desktop message on the sign-in screen, in the default colour", async ({ page }, testInfo) => {
  await openSignIn(page);
  await expect(welcome(page)).toHaveText(DEFAULT_WELCOME_TEXT);
  const background = await welcome(page).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background.replace(/\s/g, '')).toBe(WELCOME_MESSAGE_DEFAULT_COLOR.replace(/\s/g, ''));
  await expectAccessible(page);
  await screenshot(page, testInfo, 'welcome-message');
});

test('appears on the sign-in picture before the app has loaded, where the screen then draws it', async ({ page }) => {
  // Hold the app's code back: the picture alone is on screen, with the message from start-up.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const pictured = page.locator('#boot .welcome-message');
  await expect(pictured).toHaveText(DEFAULT_WELCOME_TEXT);
  const before = await pictured.boundingBox();
  release();
  await expect(welcome(page)).toHaveText(DEFAULT_WELCOME_TEXT);
  await expect(page.locator('#boot')).toHaveCount(0);
  expect(await welcome(page).boundingBox()).toEqual(before);
});

test('desktop and mobile each get their own message, with its title and colour', DESKTOP_ONLY, async ({ page }) => {
  await editEnvironments(page, (list) => {
    list.welcomeMessage = { title: 'Mobile', message: 'For phones', dismissible: true };
    list.welcomeMessage_desktop = { title: 'Notice', message: 'For desktops', dismissible: false, color: '#d7ecff' };
  });
  await openSignIn(page);
  await expect(welcome(page)).toContainText('Notice');
  await expect(welcome(page)).toContainText('For desktops');
  await expect(welcome(page).getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
  expect(await welcome(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(215, 236, 255)');

  const phone = await page.context().newPage();
  await useFakeAndroid(phone, { appVersion: '2.5.1' });
  await editEnvironments(phone, (list) => {
    list.welcomeMessage = { title: 'Mobile', message: 'For phones', dismissible: true };
  });
  await openSignIn(phone);
  await expect(welcome(phone)).toContainText('For phones');
});

test(
  "dismissing hides it for now; 'Don't show again' keeps it hidden until the text changes",
  PHONE_ONLY,
  async ({ page }, testInfo) => {
    await openSignIn(page);
    await welcome(page).getByRole('button', { name: 'Dismiss' }).click();
    await expect(welcome(page)).toHaveCount(0);
    await expect(toast(page)).toContainText(MESSAGES.notificationDismissed);
    await screenshot(page, testInfo, 'welcome-dismissed-toast');
    // The toast goes by itself after TOAST_DISMISS_MS; nothing was stored.
    await expect(toast(page)).toBeHidden({ timeout: TOAST_DISMISS_MS + 2_000 });
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_WELCOME_MESSAGE)).toBeNull();
    await page.reload();
    await expect(welcome(page)).toHaveText(DEFAULT_WELCOME_TEXT);

    await welcome(page).getByRole('button', { name: 'Dismiss' }).click();
    await toast(page).getByRole('button', { name: MESSAGES.dontShowAgain }).click();
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_WELCOME_MESSAGE))
      .toBe(DEFAULT_WELCOME_TEXT);
    const served = environmentsServed(page);
    await page.reload();
    await served;
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expect(welcome(page)).toHaveCount(0);

    // A new text is shown again.
    await editEnvironments(page, (list) => {
      list.welcomeMessage_desktop = { ...list.welcomeMessage_desktop, message: 'Pick opens Monday.' };
    });
    await page.reload();
    await expect(welcome(page)).toHaveText('Pick opens Monday.');
  },
);

for (const [range, shown] of [
  [{ fromVersion: '2.5.1', toVersion: '2.5.1' }, true],
  [{ fromVersion: '2.5.2' }, false],
  [{ toVersion: '2.5.0' }, false],
  [{ fromVersion: '2.0.0', toVersion: '3.0.0' }, true],
] as const) {
  test(
    `version range ${JSON.stringify(range)} for app 2.5.1-Desktop: ${shown ? 'shown' : 'hidden'}`,
    DESKTOP_ONLY,
    async ({ page }) => {
      await editEnvironments(page, (list) => {
        list.welcomeMessage_desktop = { title: '', message: 'Ranged message', dismissible: true, ...range };
      });
      const served = environmentsServed(page);
      await openSignIn(page);
      await served;
      await expect(welcome(page)).toHaveCount(shown ? 1 : 0);
    },
  );
}

test('a message without text is not shown', DESKTOP_ONLY, async ({ page }) => {
  await editEnvironments(page, (list) => {
    list.welcomeMessage_desktop = { title: 'Empty', message: '  ', dismissible: true };
  });
  const served = environmentsServed(page);
  await openSignIn(page);
  await served;
  await expect(welcome(page)).toHaveCount(0);
});
