import { PICK_RESULT_TEXTS, type ServiceElements } from '@crewline/protocol';
import { MENU_REFERRER, PATHS } from '../src/lib/paths';
import { nextAnswer, shownPage } from './support/answers';
import { DATED } from './support/dated';
import { expectAccessible, screenshot } from './support/look';
import { chooseMenuItem } from './support/menu';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

test('100001: the pick’s holidays, not picked yet, with the turn to come', DATED, async ({ page }, testInfo) => {
  await signIn(page, '100001');
  const answer = nextAnswer<ServiceElements<'mta_pickedHolidays'>>(page, 'mta_pickedHolidays');
  await chooseMenuItem(page, 'Picked Holidays');
  await expect(page).toHaveURL(new RegExp(`${PATHS.pickedHolidaysViewer}\\?${MENU_REFERRER}$`));
  const data = await answer;
  const rows = shownPage(page).getByRole('list', { name: 'Holidays' }).locator('ion-item');
  await expect(rows).toHaveCount(data.holidays.length);
  for (const [i, h] of data.holidays.entries()) {
    await expect(rows.nth(i)).toContainText(h.name);
    await expect(rows.nth(i)).toContainText(PICK_RESULT_TEXTS.holidayStatuses[h.status]);
  }
  await expect(shownPage(page).getByText(/Your turn: /)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'picked-holidays');
});

for (const [passId, viewer] of [
  ['100001', PATHS.scheduledVacationWeeksViewerDob],
  ['200001', PATHS.scheduledVacationWeeksViewerRto],
] as const) {
  test(`${passId}: scheduled vacation weeks, a year and its weeks day by day`, DATED, async ({ page }, testInfo) => {
    await signIn(page, passId);
    const years = nextAnswer<ServiceElements<'mta_scheduledVacationWeeks'>>(page, 'mta_scheduledVacationWeeks');
    await chooseMenuItem(page, 'Scheduled Vacation Weeks');
    const { years: list } = await years;
    const year = list[0] as (typeof list)[number];
    const items = shownPage(page).getByRole('list', { name: 'Years' }).locator('ion-item');
    await expect(items).toHaveCount(list.length);
    await expect(items.first()).toContainText(`${year.weeks} ${year.weeks === 1 ? 'week' : 'weeks'} of vacation`);
    await expectAccessible(page);
    await screenshot(page, testInfo, `vacation-years-${passId}`);

    const weeks = nextAnswer<ServiceElements<'mta_scheduledVacationWeekDetails'>>(
      page,
      'mta_scheduledVacationWeekDetails',
    );
    await items.first().click();
    await expect(page).toHaveURL(new RegExp(`${viewer}$`));
    const details = await weeks;
    await expect(shownPage(page).getByRole('heading', { level: 1, name: `Vacation ${year.year}` })).toBeVisible();
    const rows = shownPage(page)
      .getByRole('list', { name: `Vacation weeks of ${year.year}` })
      .locator('ion-item');
    await expect(rows).toHaveCount(details.weeks.length);
    const days = details.weeks[0]?.days.length;
    await expect(rows.first()).toContainText(`${days} ${days === 1 ? 'day' : 'days'}`);
    await expectAccessible(page);
    await screenshot(page, testInfo, `vacation-weeks-${passId}`);
  });
}
