import { SIGN_IN_TEXTS } from '@crewline/protocol';
import { generate } from 'otplib';
import { demoTotpSecret } from '../../server/src/demo/demo-sign-ins';
import { DEFAULT_SEED } from '../../server/src/demo/seed';
import { e2eNow } from './support/clock';
import { expectAccessible, screenshot } from './support/look';
import { PHONE_ONLY } from './support/one-size';
import { withFreshCode } from './support/second-factor';
import { fillSignIn, openSignIn } from './support/sign-in';
import { expect, test } from './support/test';

/** A code that is none of the three the server accepts now (this step and one either side). */
async function wrongCode(): Promise<string> {
  const epoch = Math.floor(e2eNow().getTime() / 1000);
  const valid = new Set(
    await Promise.all([-30, 0, 30].map((d) => generate({ secret: demoTotpSecret(DEFAULT_SEED), epoch: epoch + d }))),
  );
  return ['000000', '111111', '222222', '333333'].find((c) => !valid.has(c)) ?? '444444';
}

test('100002 passes the second factor in the inline frame', async ({ page }, testInfo) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
  });
  await openSignIn(page);
  await fillSignIn(page, '100002');
  const frame = page.frameLocator('iframe[title="Two-step verification"]');
  await frame.getByLabel('Authentication code').fill(await wrongCode());
  await frame.getByRole('button', { name: 'Verify' }).click();
  await expect(frame.getByText(SIGN_IN_TEXTS.secondFactorWrong)).toBeVisible();
  // One title: the frame's header; the page in it shows no heading of its own.
  await expect(page.getByText('Two-step verification', { exact: true })).toHaveCount(1);
  await expect(frame.getByRole('heading', { name: 'Two-step verification' })).toBeHidden();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'second-factor-wrong');

  await withFreshCode(async (fresh) => {
    await frame.getByLabel('Authentication code').fill(fresh);
    await frame.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
  // The page posted to the app's own origin only: no "target origin does not match" warnings.
  expect(warnings.filter((w) => w.includes('postMessage'))).toEqual([]);
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
