import { formatDisplayDate } from '../src/lib/date-format';
import { MENU_REFERRER } from '../src/lib/paths';
import { editEnvironments } from './support/environments';
import { expectAccessible, screenshot } from './support/look';
import { chooseMenuItem } from './support/menu';
import { DEMO_PASSWORD, signIn } from './support/sign-in';
import { expect, test } from './support/test';

const SUPPORT = 'help@crewline.example; it-desk@crewline.example';

test.beforeEach(async ({ page }) => {
  await editEnvironments(page, (list) => {
    for (const env of list.servers) env.supportEmail = SUPPORT;
  });
});

test('About: version, platform, environment and the date language', async ({ page }, testInfo) => {
  await signIn(page, '100001');
  await chooseMenuItem(page, 'About');
  await expect(page).toHaveURL(new RegExp(`/home/about\\?${MENU_REFERRER}$`));
  const content = page.locator('ion-content.settings');
  await expect(content).toContainText('Version2.5.1-Desktop');
  await expect(content).toContainText('PlatformDesktop');
  await expect(content).toContainText('Typeproduction');
  await expect(content).toContainText(`Hosthttp://127.0.0.1:${new URL(page.url()).port}`);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'about');

  // Russian month names: the sample date and Home's dates follow the choice, which is kept.
  const today = await page.evaluate(() => new Intl.DateTimeFormat('en-CA').format(new Date()));
  await page.getByLabel('Dates in').selectOption('ru');
  await expect(page.getByTestId('today-date')).toContainText(formatDisplayDate(today, 'ru'));
  expect(await page.evaluate(() => localStorage.getItem('crewline_language'))).toBe('ru');
  await screenshot(page, testInfo, 'about-russian');
  await chooseMenuItem(page, 'Home');
  const expires = page.locator('dl.facts div', { hasText: 'Password expires' }).locator('dd');
  await expect(expires).toHaveText(/^\d{2}-[А-Яа-я]+-\d{2}$/);

  await chooseMenuItem(page, 'About');
  await page.getByLabel('Dates in').selectOption('device');
  await expect(page.getByTestId('today-date')).toContainText(formatDisplayDate(today, 'en-US'));
});

test('Support: contacts, password reset, send logs and clear cached data', async ({ page }, testInfo) => {
  await signIn(page, '200001');
  await chooseMenuItem(page, 'About');
  await page.getByText('Support', { exact: true }).click();
  await expect(page).toHaveURL(/\/home\/about\/support$/);

  const mail = page.locator('ion-item[href^="mailto:"]');
  await expect(mail).toHaveText(['help@crewline.example', 'it-desk@crewline.example']);
  await expect(mail.first()).toHaveAttribute('href', 'mailto:help@crewline.example');
  await expect(page.locator('ion-item', { hasText: 'Reset your password' })).toHaveAttribute('href', /^https?:\/\//);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'support');

  // Send logs: the masked in-memory log goes to mta_appLog, which is not itself logged.
  const sent = page.waitForRequest((r) => r.url().endsWith('/mta_appLog'));
  await page.getByText('Send logs', { exact: true }).click();
  const body = (await sent).postDataJSON() as { entries: { message: string }[]; batchId: string };
  expect(body.entries.length).toBeGreaterThan(0);
  expect(body.entries.some((e) => e.message.includes('mta_login'))).toBe(true);
  expect(JSON.stringify(body)).not.toContain(DEMO_PASSWORD);
  expect(body.entries.some((e) => e.message.includes('mta_appLog'))).toBe(false);
  const status = page.getByRole('status').filter({ hasText: 'Logs sent' });
  await expect(status).toContainText(`Logs sent: ${body.entries.length} entries. Reference`);
  await screenshot(page, testInfo, 'support-logs-sent');

  // A second batch does not contain the first send either.
  const again = page.waitForRequest((r) => r.url().endsWith('/mta_appLog'));
  await page.getByText('Send logs', { exact: true }).click();
  const second = (await again).postDataJSON() as { entries: { message: string }[]; batchId: string };
  expect(second.entries.some((e) => e.message.includes('mta_appLog'))).toBe(false);
  expect(second.batchId).not.toBe(body.batchId);

  await page.getByText('Clear cached data', { exact: true }).click();
  await expect(page.locator('ion-toast')).toContainText(/Cleared \d+ cached responses?/);
});
