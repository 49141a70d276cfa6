import { MESSAGES, MOCK_BASE_PATH, TOAST_DISMISS_MS } from '@crewline/protocol';
import { expect, test } from '@playwright/test';
import { expectAccessible, screenshot } from './support/look';
import { fillSignIn, openSignIn } from './support/sign-in';

/**
 * The browser development platform (spec §4): no environment fetch, the mock environment and
 * its toast, and every service call a GET of the generated assets/mocks/{service}.json. The
 * built app is told it is browser-dev by the init script (under `npm run dev` the Vite dev
 * server says so); the mock files are the generated ones of the build.
 */
test('browser-dev: no environment fetch, the dev toast, sign-in from the mock files', async ({ page }, testInfo) => {
  await page.addInitScript(() => {
    window.__CREWLINE_PLATFORM__ = 'browser-dev';
  });
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/^\/(gateway|ServiceManager|assets\/mocks)\//.test(path)) calls.push(`${r.method()} ${path}`);
  });

  const shown = Date.now();
  await openSignIn(page);
  const toast = page.locator('ion-toast').getByText(MESSAGES.platformDev);
  await expect(toast).toBeVisible();
  await screenshot(page, testInfo, 'browser-dev-toast');
  await expect(toast).toBeHidden({ timeout: TOAST_DISMISS_MS + 2_000 });
  expect(Date.now() - shown).toBeGreaterThanOrEqual(TOAST_DISMISS_MS - 500);

  await fillSignIn(page, '100001');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('region', { name: 'Welcome' })).toContainText('100001');
  await expectAccessible(page);

  expect(calls.filter((c) => !c.startsWith(`GET /${MOCK_BASE_PATH}`))).toEqual([]);
  expect(calls).toContain(`GET /${MOCK_BASE_PATH}mta_login.json`);
});
