import { expectAccessible, screenshot } from './support/look';
import { chooseMenuItem, closeMenu, menuItems } from './support/menu';
import { PHONE_ONLY } from './support/one-size';
import { withFreshCode } from './support/second-factor';
import { fillSignIn, openMenu, openSignIn, signIn } from './support/sign-in';
import { expect, test } from './support/test';

/**
 * The menu of each demo sign-in: the items whose screens exist and whose role rule lets the
 * employee in (every rule of every route is unit-tested on the table).
 */
const COMMON = ['Timecard', 'Scheduled Assignments', 'Leave Balances', 'Picked Jobs'];
const DOB = [
  'Home',
  'Upcoming Pick',
  ...COMMON,
  'Picked Holidays',
  'Scheduled Vacation Weeks',
  'Quota Absences',
  'Pick Board',
  'Pick Preferences',
  'About',
  'Logout',
];
const SHOWN: Record<string, string[]> = {
  '100001': DOB,
  '100002': DOB,
  '100003': DOB.filter((item) => item !== 'Upcoming Pick'),
  '200001': [
    'Home',
    ...COMMON,
    'Scheduled Vacation Weeks',
    'OT Availability',
    'Pick Board',
    'My Time',
    'About',
    'Logout',
  ],
  '200002': [
    'Home',
    ...COMMON,
    'Scheduled Vacation Weeks',
    'OT Availability',
    'VR Preferences',
    'Pick Board',
    'My Time',
    'About',
    'Logout',
  ],
  '300001': ['Home', ...COMMON, 'Scheduled Vacation Weeks', 'My Time', 'About', 'Logout'],
};

// On a desktop the menu is the same: a bus operator's and a train operator's are looked at there.
const LOOKED_AT_ON_DESKTOP = ['100001', '200001'];

for (const passId of ['100001', '100003', '200001', '200002', '300001']) {
  const sizes = LOOKED_AT_ON_DESKTOP.includes(passId) ? {} : PHONE_ONLY;
  test(`${passId}: the Welcome header and the items whose screens exist`, sizes, async ({ page }, testInfo) => {
    await signIn(page, passId);
    await openMenu(page);
    const menu = page.locator('ion-menu');
    await expect(menu).toContainText('Welcome');
    await expect(menu).toContainText(passId);
    await expect(menuItems(page)).toHaveText(SHOWN[passId] ?? []);
    await expect(menuItems(page).first()).toHaveClass(/menu-item--selected/);
    await expectAccessible(page);
    await screenshot(page, testInfo, `menu-${passId}`);
  });
}

test('one menu item is the current page, however many were visited', PHONE_ONLY, async ({ page }) => {
  await signIn(page, '100001');
  for (const title of ['Timecard', 'Leave Balances', 'Home', 'Scheduled Assignments']) {
    await chooseMenuItem(page, title);
    await openMenu(page);
    // The attribute lands on ion-item's inner button (shadow DOM): count everywhere in the menu.
    await expect(page.locator('ion-menu [aria-current="page"]')).toHaveCount(1);
    const selected = page.locator('ion-menu ion-item.menu-item--selected');
    await expect(selected).toContainText(title);
    // On the item itself, or on its inner button when ion-item has moved it there.
    await expect(
      page.locator(
        'ion-menu ion-item.menu-item--selected[aria-current="page"], ion-menu ion-item.menu-item--selected [aria-current="page"]',
      ),
    ).toHaveCount(1);
    await closeMenu(page);
  }
});

test('100002 (second factor): the items of a DOB operator with an upcoming pick', PHONE_ONLY, async ({ page }) => {
  await openSignIn(page);
  await fillSignIn(page, '100002');
  const frame = page.frameLocator('iframe[title="Two-step verification"]');
  await withFreshCode(async (code) => {
    await frame.getByLabel('Authentication code').fill(code);
    await frame.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
  await openMenu(page);
  await expect(page.locator('ion-menu')).toContainText('100002');
  await expect(menuItems(page)).toHaveText(SHOWN['100002'] ?? []);
});
