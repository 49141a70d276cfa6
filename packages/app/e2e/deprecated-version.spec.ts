import { MESSAGES } from '@crewline/protocol';
import { pretendAppVersion } from './support/environments';
import { expectAccessible, screenshot } from './support/look';
import { PHONE_ONLY } from './support/one-size';
import { expect, test } from './support/test';

test('an app below the minimum version is told to update and can only exit', PHONE_ONLY, async ({ page }, testInfo) => {
  // The server decides from the version the app sends; pretend this build is an old one.
  await pretendAppVersion(page, '1.0.0-Desktop');
  await page.goto('/');
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(MESSAGES.initFailedTitle);
  await expect(alert).toContainText(MESSAGES.outOfDate);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'deprecated');
  await alert.getByRole('button', { name: 'Exit' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
});
