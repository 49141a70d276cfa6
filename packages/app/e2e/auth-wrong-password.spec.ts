import { SIGN_IN_TEXTS } from '@crewline/protocol';
import { expectAccessible, screenshot } from './support/look';
import { expectPopup, fillSignIn, openSignIn } from './support/sign-in';
import { expect, test } from './support/test';

test('a wrong password is refused with one clear message', async ({ page }, testInfo) => {
  await openSignIn(page);
  await fillSignIn(page, '300001', 'not-the-password');
  await expect(page.getByRole('alertdialog')).toContainText(SIGN_IN_TEXTS.invalidCredentials);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'wrong-password');
  await expectPopup(page, SIGN_IN_TEXTS.invalidCredentials);
  await expect(page).toHaveURL(/\/$/);

  // An unknown pass id gets the very same words.
  await fillSignIn(page, '999999', 'whatever');
  await expectPopup(page, SIGN_IN_TEXTS.invalidCredentials);
});
