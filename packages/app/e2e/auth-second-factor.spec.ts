import { SIGN_IN_TEXTS } from '@crewline/protocol';
import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { demoTotpSecret } from '../../server/src/seed/demo-sign-ins';
import { DEFAULT_SEED } from '../../server/src/seed/seed';
import { expectAccessible, screenshot } from './support/look';
import { PHONE_ONLY } from './support/one-size';
import { fillSignIn, openSignIn } from './support/sign-in';

const code = () => generate({ secret: demoTotpSecret(DEFAULT_SEED) });

test('100002 passes the second factor in the inline frame', async ({ page }, testInfo) => {
  await openSignIn(page);
  await fillSignIn(page, '100002');
  const frame = page.frameLocator('iframe[title="Two-step verification"]');
  await frame.getByLabel('Authentication code').fill('000000' === (await code()) ? '111111' : '000000');
  await frame.getByRole('button', { name: 'Verify' }).click();
  await expect(frame.getByText(SIGN_IN_TEXTS.secondFactorWrong)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'second-factor-wrong');

  await frame.getByLabel('Authentication code').fill(await code());
  await frame.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('region', { name: 'Welcome' })).toContainText('100002');
  await expectAccessible(page);
});

test('closing the second factor returns to sign-in', PHONE_ONLY, async ({ page }) => {
  await openSignIn(page);
  await fillSignIn(page, '100002');
  await expect(
    page.frameLocator('iframe[title="Two-step verification"]').getByLabel('Authentication code'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Duo authentication failed, please retry');
});
