import { MESSAGES, SECOND_FACTOR_RETURN_PATH, type ServiceElements } from '@crewline/protocol';
import { STATUS_BAR_COLOR } from '../src/platform/shell-colors';
import { nextAnswer, shownPage } from './support/answers';
import { emitNative, nativeCalls, useFakeAndroid } from './support/fake-capacitor';
import { expectAccessible, screenshot } from './support/look';
import { chooseMenuItem } from './support/menu';
import { PHONE_ONLY } from './support/one-size';
import { withFreshCode } from './support/second-factor';
import { fillSignIn, openSignIn, signIn } from './support/sign-in';
import { expect, test } from './support/test';

/** The native shell on an Android device: status bar, safe area, version, in-app browser. */

test(
  'start-up: the native version, a dark status bar with the fixed colour, the bottom safe area',
  PHONE_ONLY,
  async ({ page }, testInfo) => {
    await useFakeAndroid(page, { appVersion: '2.5.1', safeAreaBottom: '34px' });
    const versions: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('mta_getEnvironments')) versions.push(new URL(r.url()).searchParams.get('version') ?? '');
    });
    await openSignIn(page);

    // The version is the native app's, without the desktop suffix.
    expect(versions[0]).toBe('2.5.1');

    await expect
      .poll(async () => (await nativeCalls(page)).filter((c) => c.plugin === 'StatusBar'))
      .toEqual([
        { plugin: 'StatusBar', method: 'setStyle', options: { style: 'DARK' } },
        { plugin: 'StatusBar', method: 'setBackgroundColor', options: { color: STATUS_BAR_COLOR } },
      ]);

    await expect(page.locator('html')).toHaveClass(/(^|\s)safe-area-bottom(\s|$)/);
    const gap = await page.evaluate(() => {
      const app = document.querySelector('ion-app');
      return app ? window.innerHeight - app.getBoundingClientRect().bottom : -1;
    });
    expect(gap).toBe(34);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'native-sign-in');
  },
);

test(
  'second factor: closing the in-app browser early fails with the Duo message',
  PHONE_ONLY,
  async ({ page }, testInfo) => {
    await useFakeAndroid(page);
    await openSignIn(page);
    await fillSignIn(page, '100002');
    await expect
      .poll(async () => (await nativeCalls(page)).find((c) => c.method === 'openInWebView')?.options.url)
      .toMatch(/\/auth\/second-factor\?token=/);
    // The inline frame is the desktop's way; native never shows it.
    await expect(page.locator('iframe[title="Two-step verification"]')).toHaveCount(0);

    await emitNative(page, 'InAppBrowser', 'browserClosed');
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText(MESSAGES.duoFailed);
    await expect(alert).toContainText('Duo authentication failed, please retry');
    await screenshot(page, testInfo, 'native-duo-failed');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expect(page).toHaveURL(/\/$/);
  },
);

test('second factor: the page passed in the in-app browser signs in', PHONE_ONLY, async ({ page, context }) => {
  await useFakeAndroid(page);
  await openSignIn(page);
  await fillSignIn(page, '100002');
  let pageUrl = '';
  await expect
    .poll(async () => {
      pageUrl = String((await nativeCalls(page)).find((c) => c.method === 'openInWebView')?.options.url ?? '');
      return pageUrl;
    })
    .toMatch(/\/auth\/second-factor\?token=/);

  // The in-app browser: the server's real page in a window of its own (no opener, no parent).
  const browser = await context.newPage();
  await browser.goto(pageUrl);
  await withFreshCode(async (code) => {
    await browser.getByLabel('Authentication code').fill(code);
    await browser.getByRole('button', { name: 'Verify' }).click();
    // With no opener and no parent, the result page goes on to the return page by itself
    // (protocol/second-factor-return.ts); the in-app browser reports that page's address.
    await browser.waitForURL((url) => url.pathname === SECOND_FACTOR_RETURN_PATH);
  });
  await expect(browser.getByText('You can close this window.')).toBeVisible();
  await emitNative(page, 'InAppBrowser', 'browserPageNavigationCompleted', { url: browser.url() });

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('region', { name: 'Welcome' })).toContainText('100002');
  expect((await nativeCalls(page)).some((c) => c.plugin === 'InAppBrowser' && c.method === 'close')).toBe(true);
});

test(
  "the schedule report opens in the phone's viewer: saved to the app's cache, then opened as a PDF",
  PHONE_ONLY,
  async ({ page }) => {
    await useFakeAndroid(page);
    await signIn(page, '100001');
    await chooseMenuItem(page, 'Pick Board');
    const report = nextAnswer<ServiceElements<'mta_populationAttachment'>>(page, 'mta_populationAttachment');
    await shownPage(page).getByRole('button', { name: 'Schedule report (PDF)' }).click();
    const file = await report;
    await expect
      .poll(async () => (await nativeCalls(page)).filter((c) => c.plugin === 'Filesystem' || c.plugin === 'FileOpener'))
      .toEqual([
        {
          plugin: 'Filesystem',
          method: 'writeFile',
          options: { path: file.fileName, data: file.base64, directory: 'CACHE' },
        },
        {
          plugin: 'FileOpener',
          method: 'open',
          options: {
            filePath: `file:///data/user/0/org.crewline.app/cache/${file.fileName}`,
            contentType: 'application/pdf',
          },
        },
      ]);
    expect(atob(file.base64.slice(0, 12))).toMatch(/^%PDF-/);
  },
);
