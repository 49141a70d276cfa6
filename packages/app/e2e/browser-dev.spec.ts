import { MESSAGES, MOCK_BASE_PATH, TOAST_DISMISS_MS } from '@crewline/protocol';
import { shownPage } from './support/answers';
import { expectAccessible, screenshot } from './support/look';
import { chooseMenuItem } from './support/menu';
import { PHONE_ONLY } from './support/one-size';
import { fillSignIn, openSignIn } from './support/sign-in';
import { expect, type Page, test } from './support/test';

/** Makes the page's app browser-dev; the gateway, service and mock-file requests it makes, as they go. */
async function asBrowserDev(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    window.__CREWLINE_PLATFORM__ = 'browser-dev';
  });
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/^\/(gateway|ServiceManager|assets\/mocks)\//.test(path)) calls.push(`${r.method()} ${path}`);
  });
  return calls;
}

/**
 * The browser development platform (docs/product.md#environment-start-up): no environment fetch, the mock environment and
 * its toast, and every service call a GET of the generated assets/mocks/{service}.json. The
 * built app is told it is browser-dev by the init script (under `npm run dev` the Vite dev
 * server says so); the mock files are the generated ones of the build.
 */
test(
  'browser-dev: no environment fetch, the dev toast, sign-in from the mock files',
  PHONE_ONLY,
  async ({ page }, testInfo) => {
    const calls = await asBrowserDev(page);

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
  },
);

test(
  'browser-dev: the pick board and pick preferences read the generated mock files',
  PHONE_ONLY,
  async ({ page }, testInfo) => {
    const calls = await asBrowserDev(page);
    await openSignIn(page);
    await fillSignIn(page, '100001');
    await expect(page).toHaveURL(/\/home$/);
    const shown = shownPage(page);

    await chooseMenuItem(page, 'Pick Board');
    await expect(shown.getByText('Full-time bus operators')).toBeVisible();
    await shown.getByRole('button', { name: 'Packages' }).click();
    const rows = shown.getByRole('list', { name: 'Packages' }).getByRole('listitem');
    await expect(rows.first()).toContainText('FB-FT101');
    await rows.first().getByRole('button').click();
    await expect(shown.getByRole('heading', { level: 1, name: 'FB-FT101' })).toBeVisible();
    await expectAccessible(page);
    // Back to the board (a top-level screen with the menu button).
    await page.goBack();
    await page.goBack();
    await expect(shown.getByRole('heading', { level: 1, name: 'Pick Board' })).toBeVisible();

    await chooseMenuItem(page, 'Pick Preferences');
    await expect(shown.getByRole('region', { name: 'Projection' })).toContainText('Projected: your ');
    await expect(shown.getByRole('list', { name: 'Your ranked list' }).getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'browser-dev-pick-preferences');

    expect(calls.filter((c) => !c.startsWith(`GET /${MOCK_BASE_PATH}`))).toEqual([]);
    for (const service of ['mta_pickGroups', 'mta_assignmentPackages', 'mta_packageAssignments', 'mta_pickProjection'])
      expect(calls).toContain(`GET /${MOCK_BASE_PATH}${service}.json`);
  },
);
