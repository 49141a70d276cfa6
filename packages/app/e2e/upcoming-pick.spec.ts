import { daysBetween, headerDateToIso, type LoginElements } from '@crewline/protocol';
import { headerDateText, headerDateTimeText } from '../src/lib/header-dates';
import { MENU_REFERRER, PATHS } from '../src/lib/paths';
import { NO_DATE_TIME, NO_VALUE } from '../src/session/profile';
import { shownPage } from './support/answers';
import { DATED } from './support/dated';
import { expectAccessible, screenshot } from './support/look';
import { chooseMenuItem, closeMenu, menuItems } from './support/menu';
import { PHONE_ONLY } from './support/one-size';
import { openMenu, signIn } from './support/sign-in';
import { expect, type Page, test } from './support/test';

type PickFields = Pick<
  LoginElements,
  | 'PICK_DATES_DATE_TIME'
  | 'PICK_DATES_TYPE'
  | 'PICK_DATES_DESCRIPTION'
  | 'PICK_DATES_START'
  | 'PICK_DATES_END'
  | 'PICK_DATES_EFFECTIVE'
  | 'PICK_DATES_EXPIRATION'
>;

/** The browser's language (Playwright's default locale). */
const LOCALE = 'en-US';

/** The upcoming pick the server answered at sign-in. */
function pickAnswered(page: Page): Promise<PickFields> {
  return page
    .waitForResponse((r) => r.url().endsWith('/mta_login'))
    .then(async (r) => (await r.json()).Response.Elements as PickFields);
}

/** Blanks some pick fields of every profile answer (sign-in and the fresh profile), as an agency may leave them. */
async function blankPickFields(page: Page, fields: (keyof PickFields)[]): Promise<void> {
  await page.route(/\/(mta_login|mta_loginTicket)$/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const elements = body.Response?.Elements;
    if (elements) for (const f of fields) elements[f] = '  ';
    await route.fulfill({ response, json: body });
  });
}

const facts = (page: Page) => page.locator('ion-content.settings dl.facts');
const fact = (page: Page, label: string) =>
  facts(page)
    .locator('div', { has: page.locator('dt', { hasText: label }) })
    .locator('dd');

test('100001: the pick turn and the pick dates, shown dd-Mon-yy', DATED, async ({ page }, testInfo) => {
  const answered = pickAnswered(page);
  await signIn(page, '100001');
  const pick = await answered;
  await chooseMenuItem(page, 'Upcoming Pick');
  await expect(page).toHaveURL(new RegExp(`${PATHS.upcomingPick}\\?${MENU_REFERRER}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Pick' })).toBeVisible();

  await expect(fact(page, 'Your turn')).toHaveText(headerDateTimeText(pick.PICK_DATES_DATE_TIME, LOCALE));
  await expect(fact(page, 'Your turn')).toHaveText(
    /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}[AP]$/,
  );
  await expect(fact(page, 'Type')).toHaveText(pick.PICK_DATES_TYPE);
  await expect(fact(page, 'Description')).toHaveText(pick.PICK_DATES_DESCRIPTION);
  const dates: [string, string][] = [
    ['Pick opens', pick.PICK_DATES_START],
    ['Pick closes', pick.PICK_DATES_END],
    ['Effective', pick.PICK_DATES_EFFECTIVE],
    ['Expires', pick.PICK_DATES_EXPIRATION],
  ];
  for (const [label, value] of dates) {
    await expect(fact(page, label)).toHaveText(headerDateText(value, LOCALE));
    await expect(fact(page, label)).toHaveText(/^\d{2}-[A-Z][a-z]{2}-\d{2}$/);
  }
  // The seeded turn is days ahead: said as a count of days on the agency's calendar (the browser is in New York too).
  const today = await page.evaluate(() => new Intl.DateTimeFormat('en-CA').format(new Date()));
  const turnDay = headerDateToIso(pick.PICK_DATES_DATE_TIME.split(' ')[0]) ?? '';
  expect(daysBetween(today, turnDay)).toBeGreaterThan(1);
  await expect(page.locator('.upcoming-pick__countdown')).toHaveText(
    `Your turn is in ${daysBetween(today, turnDay)} days.`,
  );

  await openMenu(page);
  await expect(menuItems(page).filter({ hasText: 'Upcoming Pick' })).toHaveClass(/menu-item--selected/);
  await closeMenu(page);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'upcoming-pick');

  // On to the ranked lists the turn will use, and back.
  await page.getByText('Your pick preferences', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.pickPreferencesOverview}$`));
  await expect(shownPage(page).getByRole('heading', { level: 1, name: 'Pick Preferences' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${PATHS.upcomingPick}\\?${MENU_REFERRER}$`));

  // On to the picked jobs, the work the pick replaces.
  await shownPage(page).getByText('Your picked jobs', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.pickedJobsPicker}$`));
});

test("100001: what the agency left blank shows the spec's placeholders", PHONE_ONLY, async ({ page }, testInfo) => {
  await blankPickFields(page, ['PICK_DATES_DATE_TIME', 'PICK_DATES_TYPE', 'PICK_DATES_END']);
  await signIn(page, '100001');
  await chooseMenuItem(page, 'Upcoming Pick');
  await expect(fact(page, 'Your turn')).toHaveText(NO_DATE_TIME);
  await expect(fact(page, 'Type')).toHaveText(NO_VALUE);
  await expect(fact(page, 'Pick closes')).toHaveText(NO_VALUE);
  await expect(fact(page, 'Pick opens')).toHaveText(/^\d{2}-[A-Z][a-z]{2}-\d{2}$/);
  await expect(page.locator('.upcoming-pick__countdown')).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'upcoming-pick-placeholders');
});

test('100003: no upcoming pick, no menu item, and the path leads to /', PHONE_ONLY, async ({ page }) => {
  await signIn(page, '100003');
  await openMenu(page);
  await expect(menuItems(page).filter({ hasText: 'Picked Jobs' })).toHaveCount(1);
  await expect(menuItems(page).filter({ hasText: 'Upcoming Pick' })).toHaveCount(0);
  await closeMenu(page);
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, PATHS.upcomingPick);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});
