import { editEnvironments, environmentsServed } from './support/environments';
import { useFakeAndroid } from './support/fake-capacitor';
import { expectAccessible, screenshot } from './support/look';
import { DESKTOP_ONLY, PHONE_ONLY } from './support/one-size';
import { openSignIn } from './support/sign-in';
import { expect, test } from './support/test';

const STORE = 'https://play.google.com/store/apps/details?id=example.crewline';

test(
  'a newer Android release: a notice with the store link, sign-in still open',
  PHONE_ONLY,
  async ({ page }, testInfo) => {
    await useFakeAndroid(page, { appVersion: '2.5.1' });
    await editEnvironments(page, (list) => {
      for (const env of list.servers) Object.assign(env, { androidVersion: '2.10.0', androidUrl: STORE });
    });
    await openSignIn(page);
    const notice = page.getByRole('complementary', { name: 'Update available' });
    await expect(notice).toContainText('Version 2.10.0 is available.');
    await expect(notice.getByRole('link', { name: 'Get the update' })).toHaveAttribute('href', STORE);
    await expect(page.getByLabel('Pass ID')).toBeEditable();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'update-notice');
  },
);

test('the same or an older release: no notice', PHONE_ONLY, async ({ page }) => {
  await useFakeAndroid(page, { appVersion: '2.5.1' });
  await editEnvironments(page, (list) => {
    for (const env of list.servers) Object.assign(env, { androidVersion: '2.5.1', androidUrl: STORE });
  });
  const served = environmentsServed(page);
  await openSignIn(page);
  await served;
  await expect(page.getByRole('complementary', { name: 'Update available' })).toHaveCount(0);
});

test('desktop has no store release: no notice', DESKTOP_ONLY, async ({ page }) => {
  await editEnvironments(page, (list) => {
    for (const env of list.servers) Object.assign(env, { androidVersion: '9.0.0', androidUrl: STORE });
  });
  const served = environmentsServed(page);
  await openSignIn(page);
  await served;
  await expect(page.getByRole('complementary', { name: 'Update available' })).toHaveCount(0);
});
