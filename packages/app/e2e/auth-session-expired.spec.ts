import { MESSAGES } from '@crewline/protocol';
import { SHORT_SESSION_PORT } from '../playwright.config';
import { PHONE_ONLY } from './support/one-size';
import { expectPopup, fillSignIn, openSignIn } from './support/sign-in';
import { expect, test } from './support/test';

test.use({ baseURL: `http://127.0.0.1:${SHORT_SESSION_PORT}` });

test('an idle session expires: back to sign-in with the message', PHONE_ONLY, async ({ page }) => {
  await openSignIn(page);
  await fillSignIn(page, '200001');
  await expect(page).toHaveURL(/\/home$/);
  // This server's sessions go idle after 4 s. Coming back to the app checks the session.
  await page.waitForTimeout(5_000);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect(page).toHaveURL(/\/$/);
  await expectPopup(page, MESSAGES.sessionExpired);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
