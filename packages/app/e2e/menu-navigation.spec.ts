import { expectAccessible } from './support/look';
import { chooseMenuItem, closeMenu, menuItems } from './support/menu';
import { PHONE_ONLY } from './support/one-size';
import { openMenu, signIn } from './support/sign-in';
import { expect, test } from './support/test';

test('a menu item opens its page as the root, replacing the history entry', async ({ page }) => {
  await signIn(page, '200001');
  await chooseMenuItem(page, 'About');
  await expect(page).toHaveURL(/\/home\/about\?referrer=menu$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Crewline' })).toBeVisible();

  // The area's item is selected, on its sub-pages too.
  await openMenu(page);
  await expect(menuItems(page).filter({ hasText: 'About' })).toHaveClass(/menu-item--selected/);
  await expect(menuItems(page).filter({ hasText: 'Home' })).not.toHaveClass(/menu-item--selected/);
  await closeMenu(page);
  await page.getByText('Support', { exact: true }).click();
  await expect(page).toHaveURL(/\/home\/about\/support$/);
  await expect(menuItems(page).filter({ hasText: 'About' })).toHaveClass(/menu-item--selected/);
  await page.getByRole('button', { name: 'Back to About' }).click();
  await expect(page).toHaveURL(/\/home\/about/);

  // Home replaced About: going back does not return to About (nor to the replaced Home).
  await chooseMenuItem(page, 'Home');
  await expect(page).toHaveURL(/\/home\?referrer=menu$/);
  await expect(page.getByRole('region', { name: 'Welcome' })).toContainText('200001');
  const before = page.url();
  await page.goBack();
  await expect(page).not.toHaveURL(/\/home\/about/);
  expect(page.url() === before || !page.url().includes('/home')).toBe(true);
});

test('a path no route has leads to /, under a known area too', PHONE_ONLY, async ({ page }) => {
  await signIn(page, '200001');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/home/my-time/no-such-area');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test(
  'a route of another role leads to /: the DOB pick board opened by an RTO employee',
  PHONE_ONLY,
  async ({ page }) => {
    await signIn(page, '200001');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/home/pick-board-dob/assignment-packages');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  },
);

test('logout clears the session, disables the menu and replaces history', PHONE_ONLY, async ({ page }) => {
  await signIn(page, '200002');
  await chooseMenuItem(page, 'About');
  await openMenu(page);
  await menuItems(page).filter({ hasText: 'Logout' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => (document.querySelector('ion-menu') as HTMLElement & { disabled: boolean }).disabled),
    )
    .toBe(true);
  await expectAccessible(page);
  await page.goBack();
  await expect(page).not.toHaveURL(/\/home/);
});
