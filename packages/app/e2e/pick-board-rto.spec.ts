import { PICK_BOARD_TEXTS, type ServiceElements } from '@crewline/protocol';
import { packageFacts } from '../src/domain/pick/package-facts';
import { MENU_REFERRER, PATHS } from '../src/lib/paths';
import { nextAnswer, shownPage } from './support/answers';
import { expectAccessible, screenshot } from './support/look';
import { chooseMenuItem, menuItems } from './support/menu';
import { PHONE_ONLY } from './support/one-size';
import { openMenu, signIn } from './support/sign-in';
import { expect, type Page, test } from './support/test';

const packageRows = (page: Page) => shownPage(page).getByRole('list', { name: 'Packages' }).getByRole('listitem');

test.describe('RTO pick board as 200001', () => {
  test('browses the terminal’s pick: packages, a package’s week and days off, the work program, vacation weeks', async ({
    page,
  }, testInfo) => {
    await signIn(page, '200001');
    const groups = nextAnswer<ServiceElements<'mta_rtoPickGroups'>>(page, 'mta_rtoPickGroups');
    await chooseMenuItem(page, 'Pick Board');
    await expect(page).toHaveURL(new RegExp(`${PATHS.pickBoardRto.pickGroups}\\?${MENU_REFERRER}$`));
    const { pick, groups: mine } = await groups;
    await expect(shownPage(page).getByText(pick?.description as string)).toBeVisible();
    await expect(shownPage(page).getByText(mine[0]?.name as string)).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'rto-board-groups');

    // Packages: the RTO services answer, a page at a time.
    const packages = nextAnswer<ServiceElements<'mta_rtoAssignmentPackages'>>(page, 'mta_rtoAssignmentPackages');
    await shownPage(page).getByRole('button', { name: 'Packages' }).click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.pickBoardRto.assignmentPackages}$`));
    const list = await packages;
    await expect(shownPage(page).getByText(`${list.open} of ${list.total} open`)).toBeVisible();
    const first = list.packages[0] as (typeof list.packages)[number];
    await expect(packageRows(page).first()).toContainText(first.code);
    await expect(packageRows(page).first()).toContainText(packageFacts(first));
    await expectAccessible(page);
    await screenshot(page, testInfo, 'rto-board-packages');

    // A package's week, and its days off over the pick (package RDOs).
    const week = nextAnswer<ServiceElements<'mta_rtoPackageAssignments'>>(page, 'mta_rtoPackageAssignments');
    const rdos = nextAnswer<ServiceElements<'mta_rtoPackageRdos'>>(page, 'mta_rtoPackageRdos');
    await packageRows(page).first().getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.pickBoardRto.assignments}$`));
    await expect(shownPage(page).getByRole('heading', { level: 1, name: first.code })).toBeVisible();
    const w = await week;
    const offDays = await rdos;
    const worked = w.days.filter((d) => d.run !== null);
    await expect(shownPage(page).getByRole('list', { name: 'The week' }).locator('ion-item')).toHaveCount(7);
    await expect(shownPage(page).getByText(`${worked[0]?.day} · ${worked[0]?.run?.code}`)).toBeVisible();
    const daysOff = shownPage(page).getByRole('region', { name: 'Days off' });
    await expect(daysOff).toContainText(
      `${offDays.rdoPair} every week · ${offDays.dates.length} days off over the pick`,
    );
    await expectAccessible(page);
    await screenshot(page, testInfo, 'rto-board-package');

    // The work program: the population's crew jobs by line and day type.
    await page.goBack();
    await page.goBack();
    await expect(shownPage(page).getByRole('heading', { level: 1, name: 'Pick Board' })).toBeVisible();
    const program = nextAnswer<ServiceElements<'mta_rtoWorkProgram'>>(page, 'mta_rtoWorkProgram');
    await shownPage(page).getByRole('button', { name: 'Work program' }).click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.pickBoardRto.workProgram}$`));
    const p = await program;
    const line = p.line as NonNullable<typeof p.line>;
    const weekday = line.dayTypes[0] as (typeof line.dayTypes)[number];
    await expect(
      shownPage(page)
        .getByRole('heading', { name: new RegExp(`· ${weekday.jobs.length} jobs?$`) })
        .first(),
    ).toBeVisible();
    // A job by its heading: a package row of the page just left may bear the same code while it slides out.
    await expect(
      shownPage(page)
        .getByRole('heading', { name: weekday.jobs[0]?.code as string, exact: true })
        .first(),
    ).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'rto-board-work-program');
    // Another line: its jobs are asked for and shown.
    const second = p.lines[1] as string;
    const other = nextAnswer<ServiceElements<'mta_rtoWorkProgram'>>(page, 'mta_rtoWorkProgram', { line: second });
    await shownPage(page).locator('ion-segment-button', { hasText: second }).click();
    const o = await other;
    await expect(
      shownPage(page)
        .getByRole('heading', { name: o.line?.dayTypes[0]?.jobs[0]?.code as string, exact: true })
        .first(),
    ).toBeVisible();

    // The vacation weeks as a strip.
    await page.goBack();
    const vacations = nextAnswer<ServiceElements<'mta_rtoVacations'>>(page, 'mta_rtoVacations');
    await shownPage(page).getByRole('button', { name: 'Vacation weeks' }).click();
    const v = await vacations;
    await expect(shownPage(page).getByRole('list', { name: 'Vacation weeks' }).getByRole('listitem')).toHaveCount(
      v.weeks.length,
    );
    await expectAccessible(page);
    await screenshot(page, testInfo, 'rto-board-vacations');
  });

  test(
    '200002 (class HR) has no work pick in progress: the board says so and leads to the relief bids',
    PHONE_ONLY,
    async ({ page }, testInfo) => {
      const answered = nextAnswer<ServiceElements<'mta_rtoPickGroups'>>(page, 'mta_rtoPickGroups');
      await signIn(page, '200002');
      await chooseMenuItem(page, 'Pick Board');
      expect((await answered).pick).toBeNull();
      const empty = shownPage(page).getByRole('region', { name: PICK_BOARD_TEXTS.noPickTitle });
      await expect(empty).toContainText(PICK_BOARD_TEXTS.noPick);
      await expect(empty).toContainText(PICK_BOARD_TEXTS.reliefBids);
      await expectAccessible(page);
      await screenshot(page, testInfo, 'rto-board-none-relief');
      await empty.getByRole('link', { name: PICK_BOARD_TEXTS.openReliefBids }).click();
      await expect(page).toHaveURL(new RegExp(`${PATHS.vrSelectedBids}$`));
      await expect(shownPage(page).getByRole('heading', { level: 1, name: 'VR Preferences' })).toBeVisible();
    },
  );

  test('300001 (SIRTOA) has no pick board, and its address leads to /', PHONE_ONLY, async ({ page }) => {
    await signIn(page, '300001');
    await openMenu(page);
    await expect(menuItems(page).filter({ hasText: 'Leave Balances' })).toHaveCount(1);
    await expect(menuItems(page).filter({ hasText: 'Pick Board' })).toHaveCount(0);
    // Opened in the app (a reload would sign out): the route's rule leads to /.
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, PATHS.pickBoardRto.pickGroups);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});
