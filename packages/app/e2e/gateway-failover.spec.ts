import { MESSAGES } from '@crewline/protocol';
import { PHONE_ONLY } from './support/one-size';
import { fillSignIn, openSignIn } from './support/sign-in';
import { expect, test } from './support/test';

test('the first gateway down: the second is used and sign-in works', PHONE_ONLY, async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('mta_getEnvironments')) asked.push(new URL(r.url()).pathname);
  });
  await page.route('**/gateway/east/**', (route) => route.abort('connectionrefused'));
  await openSignIn(page);
  expect(asked).toEqual(['/gateway/east/mta_getEnvironments', '/gateway/west/mta_getEnvironments']);
  await fillSignIn(page, '200001');
  await expect(page).toHaveURL(/\/home$/);
});

test('both gateways down: the status alert', PHONE_ONLY, async ({ page }) => {
  await page.route('**/gateway/east/**', (route) => route.abort('connectionrefused'));
  await page.route('**/gateway/west/**', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
  await page.goto('/');
  await expect(page.getByRole('alertdialog')).toContainText(MESSAGES.envFetchStatus(502));
});

test('no connection at all: status 0', PHONE_ONLY, async ({ page }) => {
  await page.route('**/gateway/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await expect(page.getByRole('alertdialog')).toContainText(MESSAGES.envFetchStatus0);
});
