import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { demoTotpSecret } from '../../server/src/seed/demo-sign-ins';
import { DEFAULT_SEED } from '../../server/src/seed/seed';
import { expectAccessible, screenshot } from './support/look';
import { menuItems } from './support/menu';
import { fillSignIn, openMenu, openSignIn, signIn } from './support/sign-in';

/**
 * The menu of each demo sign-in. Every role sees the same items today: only the routes whose
 * screens exist are menu items (the role rules of every route are unit-tested on the table).
 */
const SHOWN = ['Home', 'About', 'Logout'];

for (const passId of ['100001', '100003', '200001', '200002', '300001']) {
  test(`${passId}: the Welcome header and the items whose screens exist`, async ({ page }, testInfo) => {
    await signIn(page, passId);
    await openMenu(page);
    const menu = page.locator('ion-menu');
    await expect(menu).toContainText('Welcome');
    await expect(menu).toContainText(passId);
    await expect(menuItems(page)).toHaveText(SHOWN);
    await expect(menuItems(page).first()).toHaveClass(/menu-item--selected/);
    await expectAccessible(page);
    await screenshot(page, testInfo, `menu-${passId}`);
  });
}

test('100002 (second factor): the same items', async ({ page }) => {
  await openSignIn(page);
  await fillSignIn(page, '100002');
  const frame = page.frameLocator('iframe[title="Two-step verification"]');
  await frame.getByLabel('Authentication code').fill(await generate({ secret: demoTotpSecret(DEFAULT_SEED) }));
  await frame.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await openMenu(page);
  await expect(page.locator('ion-menu')).toContainText('100002');
  await expect(menuItems(page)).toHaveText(SHOWN);
});
