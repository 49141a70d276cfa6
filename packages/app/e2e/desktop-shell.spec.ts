import { MESSAGES } from '@crewline/protocol';
import { pretendAppVersion } from './support/environments';
import { expectAccessible, screenshot } from './support/look';
import { DESKTOP_ONLY } from './support/one-size';
import { fillSignIn, openSignIn } from './support/sign-in';
import { expect, test } from './support/test';

/**
 * The desktop shell: Electron's preload exposes window.crewlineDesktop (packages/desktop,
 * bridge.ts). Here an init script stands in for the preload; the app build is the same.
 */
test.beforeEach(async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  await page.addInitScript(
    ({ origin }) => {
      const exits: number[] = [];
      Object.defineProperty(window, 'crewlineDesktop', {
        value: Object.freeze({
          platform: 'desktop',
          version: '2.5.1-Desktop',
          // The shell's configured gateways: here west first, to show they are the ones used.
          gatewayUrls: [`${origin}/gateway/west`, `${origin}/gateway/east`],
          apiKey: 'crewline-demo-key',
          exit: () => exits.push(Date.now()),
        }),
      });
      Object.defineProperty(window, '__desktopExits', { value: exits });
    },
    { origin },
  );
});

test("the app uses the shell's gateways, API key and version", DESKTOP_ONLY, async ({ page }, testInfo) => {
  const asked: Array<{ path: string; version: string | null; key: string | undefined }> = [];
  page.on('request', (r) => {
    if (!r.url().includes('mta_getEnvironments')) return;
    const url = new URL(r.url());
    asked.push({ path: url.pathname, version: url.searchParams.get('version'), key: r.headers()['x-api-key'] });
  });
  const logins: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/mta_login')) logins.push(r.postDataJSON().Version);
  });
  await openSignIn(page);
  expect(asked[0]).toEqual({
    path: '/gateway/west/mta_getEnvironments',
    version: '2.5.1-Desktop',
    key: 'crewline-demo-key',
  });
  await fillSignIn(page, '100001');
  await expect(page).toHaveURL(/\/home$/);
  expect(logins).toEqual(['2.5.1-Desktop']);
  // Inside Electron the shell is the installed app: no service worker.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'desktop-shell-home');
});

test("the out-of-date alert's Exit quits through the shell", DESKTOP_ONLY, async ({ page }) => {
  await pretendAppVersion(page, '1.0.0-Desktop');
  await page.goto('/');
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(MESSAGES.outOfDate);
  await alert.getByRole('button', { name: 'Exit' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __desktopExits: number[] }).__desktopExits.length))
    .toBe(1);
});
