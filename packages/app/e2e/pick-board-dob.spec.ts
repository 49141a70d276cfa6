import type { ServiceElements } from '@crewline/protocol';
import { packageFacts, standingOf } from '../src/domain/pick/package-facts';
import { MENU_REFERRER, PATHS } from '../src/lib/paths';
import { nextAnswer, shownPage } from './support/answers';
import { DATED } from './support/dated';
import { expectAccessible, screenshot } from './support/look';
import { chooseMenuItem } from './support/menu';
import { PHONE_ONLY } from './support/one-size';
import { signIn } from './support/sign-in';
import { expect, type Locator, type Page, test } from './support/test';

type Packages = ServiceElements<'mta_assignmentPackages'>;

const packageRows = (page: Page) => shownPage(page).getByRole('list', { name: 'Packages' }).getByRole('listitem');

/**
 * Scrolls the list from the top, half a screen at a time, until `row` is drawn: rows are
 * measured as drawn (their height differs between a phone and a desktop), so where a row sits
 * is only known once the list has passed it. Measuring can move the rows after it is drawn (the
 * row then leaves the drawn range): the search starts again until the row stays in view.
 */
async function scrollUntilShown(page: Page, scroller: Locator, row: Locator): Promise<void> {
  const search = async () => {
    await scroller.evaluate((el) => el.scrollTo({ top: 0 }));
    for (let i = 0; (await row.count()) === 0; i++) {
      if (i === 200) throw new Error('the row was never drawn');
      await scroller.evaluate((el) => el.scrollBy({ top: el.clientHeight / 2 }));
      // Two animation frames: the list draws what the scroll brought in.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    }
  };
  await expect(async () => {
    if ((await row.count()) === 0) await search();
    await row.evaluate((el) => el.scrollIntoView({ block: 'center' }), undefined, { timeout: 1_000 });
    await expect(row).toBeInViewport({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

async function openBoard(page: Page): Promise<void> {
  await chooseMenuItem(page, 'Pick Board');
  await expect(page).toHaveURL(new RegExp(`${PATHS.pickBoardDob.pickGroups}\\?${MENU_REFERRER}$`));
  await expect(shownPage(page).getByRole('heading', { level: 1, name: 'Pick Board' })).toBeVisible();
}

async function openPackages(page: Page): Promise<Packages> {
  const answer = nextAnswer<Packages>(page, 'mta_assignmentPackages');
  await shownPage(page).getByRole('button', { name: 'Packages' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.pickBoardDob.assignmentPackages}$`));
  const data = await answer;
  await expect(packageRows(page).first()).toBeVisible();
  return data;
}

test.describe('DOB pick board as 100001', () => {
  test('browses groups, packages (search, closed and projected), a package week, its calendar and a run', async ({
    page,
  }, testInfo) => {
    await signIn(page, '100001');
    const groups = nextAnswer<ServiceElements<'mta_pickGroups'>>(page, 'mta_pickGroups');
    await openBoard(page);
    const { pick } = await groups;
    await expect(shownPage(page).getByText(pick?.description as string)).toBeVisible();
    await expect(shownPage(page).getByText('Flatbush Depot')).toBeVisible();
    await expect(shownPage(page).getByText('Full-time bus operators')).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'pick-board-groups');

    // The population's schedule report opens as a PDF in the device's viewer (a new tab).
    const popup = page.waitForEvent('popup');
    await shownPage(page).getByRole('button', { name: 'Schedule report (PDF)' }).click();
    const viewer = await popup;
    expect(viewer.url()).toMatch(/^blob:/);
    await viewer.close();

    const data = await openPackages(page);
    expect(data.all).toBeGreaterThanOrEqual(250);
    expect(data.total).toBe(data.all);
    await expect(shownPage(page).getByText(`${data.open} of ${data.total} open`)).toBeVisible();
    // A 250-package list is read a page at a time and virtualised: only what is on screen is in the page.
    expect(data.packages.length).toBeLessThan(data.total);
    expect(await packageRows(page).count()).toBeLessThan(60);
    const first = data.packages[0] as Packages['packages'][number];
    const firstRow = packageRows(page).first();
    await expect(firstRow).toContainText(first.code);
    await expect(firstRow).toContainText(packageFacts(first));
    await expect(firstRow).toContainText(standingOf(first).label);
    await expect(firstRow).toHaveAttribute('aria-setsize', String(data.total));
    await expectAccessible(page);
    await screenshot(page, testInfo, 'pick-board-packages');

    // Scrolling to the end reads the next pages until the last package is in.
    const scroller = shownPage(page).locator('.board-scroller');
    const rows = [...data.packages];
    while (rows.length < data.total) {
      const more = nextAnswer<Packages>(page, 'mta_assignmentPackages');
      await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      const next = await more;
      expect(next.offset).toBe(rows.length);
      rows.push(...next.packages);
    }
    expect(new Set(rows.map((p) => p.packageId)).size).toBe(data.total);
    expect(rows.filter((p) => p.seatsLeft > 0)).toHaveLength(data.open);
    const last = rows.at(-1) as Packages['packages'][number];
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(packageRows(page).filter({ hasText: last.code })).toBeVisible();
    await expect(shownPage(page).getByText('Loading more packages…')).toHaveCount(0);
    await screenshot(page, testInfo, 'pick-board-packages-end');

    // A closed package says who took it; scrolling brings it in.
    // The last closed one: deep in the list, where the rows' estimated heights no longer tell where it is.
    const closed = rows.findLast((p) => p.seatsLeft === 0) as Packages['packages'][number];
    const closedRow = packageRows(page).filter({ hasText: closed.code });
    await scrollUntilShown(page, scroller, closedRow);
    await expect(closedRow).toContainText(`Taken by ${closed.takenBy.join(', ')}`);
    await expect(closedRow).toContainText('Closed');

    // Search by route: only packages working it stay, and the count says so.
    const route = (first.routes.split('/')[0] ?? '') as string;
    await shownPage(page).getByRole('button', { name: 'Search' }).click();
    await expect(shownPage(page).getByRole('heading', { level: 1, name: 'Search packages' })).toBeVisible();
    await shownPage(page).getByLabel('Route').selectOption(route);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'pick-board-search');
    const found = nextAnswer<Packages>(page, 'mta_assignmentPackages');
    await shownPage(page).getByRole('button', { name: 'Show packages' }).click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.pickBoardDob.assignmentPackages}$`));
    await expect(shownPage(page)).toHaveCount(1);
    const matching = rows.filter((p) => p.routes.split('/').includes(route));
    const search = await found;
    expect(search.total).toBe(matching.length);
    expect(search.packages.map((p) => p.packageId)).toEqual(
      matching.slice(0, search.packages.length).map((p) => p.packageId),
    );
    await expect(shownPage(page).getByText(`${matching.length} of ${data.all} packages match`)).toBeVisible();
    await expect(packageRows(page).first()).toContainText(matching[0]?.code as string);
    await shownPage(page).getByRole('button', { name: 'Clear search' }).click();
    await expect(shownPage(page).getByText(`${data.open} of ${data.total} open`)).toBeVisible();

    // By its code, as an operator who read the posted board knows it: part of it, in small letters, then Enter.
    const part = closed.code.slice(closed.code.indexOf('-') + 1);
    await shownPage(page).getByRole('button', { name: 'Search' }).click();
    const codeField = shownPage(page).getByLabel('Package code, or part of it');
    await codeField.fill(part.toLowerCase());
    const byCode = nextAnswer<Packages>(page, 'mta_assignmentPackages');
    await codeField.press('Enter');
    const withPart = rows.filter((p) => p.code.includes(part)).map((p) => p.code);
    expect(withPart).toContain(closed.code);
    expect((await byCode).packages.map((p) => p.code)).toEqual(withPart);
    await expect(page).toHaveURL(new RegExp(`${PATHS.pickBoardDob.assignmentPackages}$`));
    await expect(shownPage(page)).toHaveCount(1);
    await expect(packageRows(page)).toHaveCount(withPart.length);
    await expect(packageRows(page).filter({ hasText: closed.code })).toContainText('Closed');
    await shownPage(page).getByRole('button', { name: 'Clear search' }).click();
    await expect(shownPage(page).getByText(`${data.open} of ${data.total} open`)).toBeVisible();

    // A package's week: each working day's run with its times; the days off say so.
    const week = nextAnswer<ServiceElements<'mta_packageAssignments'>>(page, 'mta_packageAssignments');
    await packageRows(page).first().getByRole('button').click();
    await expect(shownPage(page).getByRole('heading', { level: 1, name: first.code })).toBeVisible();
    const { days } = await week;
    for (const d of days) {
      await expect(
        shownPage(page)
          .locator('ion-item')
          .filter({ hasText: new RegExp(`^${d.day} · `) }),
      ).toContainText(d.run ? d.run.code : 'Day off');
    }
    await expectAccessible(page);
    await screenshot(page, testInfo, 'pick-board-assignments');

    const calendar = nextAnswer<ServiceElements<'mta_assignmentsCalendar'>>(page, 'mta_assignmentsCalendar');
    await shownPage(page).getByRole('button', { name: 'Calendar' }).click();
    const cal = await calendar;
    const months = new Set(cal.days.map((d) => d.date.slice(0, 7))).size;
    await expect(shownPage(page).locator('section.month-grid')).toHaveCount(months);
    const holiday = cal.days.find((d) => d.holiday);
    if (holiday) await expect(shownPage(page).locator('td.month-day--holiday').first()).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'pick-board-calendar');
    await page.goBack();

    const run = days.find((d) => d.run)?.run;
    const pieces = nextAnswer<ServiceElements<'mta_calendarActivities'>>(page, 'mta_calendarActivities');
    await shownPage(page)
      .locator('ion-item')
      .filter({ hasText: run?.code as string })
      .first()
      .click();
    await expect(shownPage(page).getByRole('heading', { level: 1, name: `Run ${run?.code}` })).toBeVisible();
    const activities = await pieces;
    await expect(
      shownPage(page)
        .locator('ion-item')
        .filter({ hasText: /^Piece / }),
    ).toHaveCount(activities.pieces.length);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'pick-board-activities');
  });

  test('shows the vacation week strip and the holidays', DATED, async ({ page }, testInfo) => {
    await signIn(page, '100001');
    await openBoard(page);
    const vacations = nextAnswer<ServiceElements<'mta_vacations'>>(page, 'mta_vacations');
    await shownPage(page).getByRole('button', { name: 'Vacation weeks' }).click();
    const v = await vacations;
    const cells = shownPage(page).getByRole('list', { name: 'Vacation weeks' }).getByRole('listitem');
    await expect(cells).toHaveCount(v.weeks.length);
    await expect(shownPage(page).getByText(`You are owed ${v.weeksOwed} weeks`)).toBeVisible();
    await expect(shownPage(page).locator('.week-cell--restricted')).toHaveCount(
      v.weeks.filter((w) => w.restricted).length,
    );
    await expectAccessible(page);
    await screenshot(page, testInfo, 'pick-board-vacations');
    await page.goBack();

    const holidays = nextAnswer<ServiceElements<'mta_holidays'>>(page, 'mta_holidays');
    await shownPage(page).getByRole('button', { name: 'Holidays and ASPA days' }).click();
    const h = await holidays;
    const rows = shownPage(page).getByRole('list', { name: 'Pick holidays' }).locator('ion-item');
    await expect(rows).toHaveCount(h.holidays.length);
    const firstHoliday = h.holidays[0] as (typeof h.holidays)[number];
    await expect(rows.first()).toContainText(firstHoliday.name);
    await expect(rows.first()).toContainText(`${firstHoliday.mustWork} of ${firstHoliday.members} must work`);
    await expect(shownPage(page).getByRole('heading', { name: 'ASPA days' })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'pick-board-holidays');
  });

  test(
    'a board page opened without its choice says what to choose and leads back to the board',
    PHONE_ONLY,
    async ({ page }) => {
      await signIn(page, '100001');
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, PATHS.pickBoardDob.assignmentPackages);
      const empty = shownPage(page).getByRole('region', { name: 'Nothing chosen yet' });
      await expect(empty).toContainText('Choose a population on the pick board first.');
      await expectAccessible(page);
      await empty.getByRole('link', { name: 'Open the Pick Board' }).click();
      await expect(page).toHaveURL(new RegExp(`${PATHS.pickBoardDob.pickGroups}$`));
      await expect(shownPage(page).getByRole('heading', { level: 1, name: 'Pick Board' })).toBeVisible();
    },
  );

  test('is not what RTO staff get: their Pick Board is the RTO one', PHONE_ONLY, async ({ page }) => {
    await signIn(page, '200001');
    await chooseMenuItem(page, 'Pick Board');
    await expect(page).toHaveURL(new RegExp(`${PATHS.pickBoardRto.pickGroups}\\?${MENU_REFERRER}$`));
    // Opened in the app (a reload would sign out): the route's rule leads to /.
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, PATHS.pickBoardDob.assignmentPackages);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});
