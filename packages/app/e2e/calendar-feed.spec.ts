import { CALENDAR_FEED_TEXTS } from '@crewline/protocol';
import { expectAccessible, screenshot } from './support/look';
import { chooseMenuItem } from './support/menu';
import { signIn } from './support/sign-in';
import { type APIRequestContext, expect, type Page, test } from './support/test';

const FEED_URL = /^http:\/\/127\.0\.0\.1:\d+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/;

const section = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Calendar feed' }) });
const action = (page: Page, label: string) => section(page).locator('ion-item', { hasText: label });

/** The link shown once after creating or renewing it. */
async function shownLink(page: Page): Promise<string> {
  const input = section(page).getByLabel('Your calendar link');
  await expect(input).toHaveValue(FEED_URL);
  return input.inputValue();
}

/** Fetches the feed as a calendar app would: no cookies, no session. */
async function fetchFeed(request: APIRequestContext, url: string) {
  const res = await request.get(url);
  return { status: res.status(), type: res.headers()['content-type'], text: await res.text() };
}

/** Confirms (or cancels) the alert that asks before a link stops working. */
async function answerAlert(page: Page, text: string, button: string) {
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(text);
  await alert.getByRole('button', { name: button }).click();
  await expect(alert).toBeHidden();
}

test('calendar feed: create a link, subscribe to it, renew it, turn it off', async ({
  page,
  context,
  request,
}, testInfo) => {
  // Each size signs in as another employee: the two run at once and each changes its own link.
  await signIn(page, testInfo.project.name === 'phone' ? '100001' : '200001');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await chooseMenuItem(page, 'About');
  await expect(section(page)).toContainText(CALENDAR_FEED_TEXTS.explanation);
  await expect(action(page, 'Create calendar link')).toBeVisible();
  await expectAccessible(page);
  await section(page).scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'about-calendar-feed-off');

  // Create: the link is shown once, with Copy and Add to calendar.
  await action(page, 'Create calendar link').click();
  const first = await shownLink(page);
  await expect(section(page)).toContainText(CALENDAR_FEED_TEXTS.shownOnce);
  await expect(action(page, 'Add to calendar')).toHaveAttribute('href', first.replace(/^http:/, 'webcal:'));
  await action(page, 'Copy link').click();
  await expect(page.locator('ion-toast')).toContainText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
  await expect(section(page)).toContainText('Last read by a calendar');
  await expect(section(page)).toContainText('Not yet');
  await expectAccessible(page);
  await section(page).scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'about-calendar-feed-created');

  // A calendar subscribes: the feed is an iCalendar stream of the employee's schedule.
  const feed = await fetchFeed(request, first);
  expect(feed.status).toBe(200);
  expect(feed.type).toBe('text/calendar; charset=utf-8');
  expect(feed.text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  expect(feed.text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(feed.text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York\r\n');
  expect(feed.text.match(/BEGIN:VEVENT\r\n/g)?.length ?? 0).toBeGreaterThan(20);
  expect(feed.text).toMatch(/\r\nSUMMARY:Work: [^\r\n]+\r\n/);
  expect(feed.text).toContain('\r\nSUMMARY:Vacation\r\n');
  expect(feed.text).toMatch(/\r\nDTSTART;TZID=America\/New_York:\d{8}T\d{6}\r\n/);

  // Back on About, the status says when a calendar last read it.
  await chooseMenuItem(page, 'Home');
  await chooseMenuItem(page, 'About');
  await expect(section(page).locator('ion-item', { hasText: 'Last read by a calendar' })).not.toContainText('Not yet');

  // Renew, after a confirmation: a cancel changes nothing; then the old link stops working.
  await action(page, 'Renew link').click();
  await answerAlert(page, CALENDAR_FEED_TEXTS.confirmRenew, 'Cancel');
  expect((await fetchFeed(request, first)).status).toBe(200);
  await action(page, 'Renew link').click();
  await answerAlert(page, CALENDAR_FEED_TEXTS.confirmRenew, 'Renew link');
  const second = await shownLink(page);
  expect(second).not.toBe(first);
  const gone = await fetchFeed(request, first);
  expect(gone.status).toBe(404);
  expect(gone.text).toBe('Not found');
  expect((await fetchFeed(request, second)).status).toBe(200);

  // Turn off, after a confirmation: the link answers 404 and the section offers a new one.
  await action(page, 'Turn off').click();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'about-calendar-feed-confirm-off');
  await answerAlert(page, CALENDAR_FEED_TEXTS.confirmTurnOff, 'Turn off');
  await expect(action(page, 'Create calendar link')).toBeVisible();
  await expect(section(page).getByLabel('Your calendar link')).toHaveCount(0);
  expect((await fetchFeed(request, second)).status).toBe(404);
  await expectAccessible(page);
});
