import { addDays, isoDateIn, LEAVE_BANKS, LEAVE_TEXTS, type LeaveBalances, sundayOnOrBefore } from '@crewline/protocol';
import { AGENCY_ZONE } from '../playwright.config';
import { earnedSum, formatDays, formatHours } from '../src/features/leave/leave-figures';
import { formatDisplayDate } from '../src/lib/date-format';
import { MENU_REFERRER, PATHS } from '../src/lib/paths';
import { e2eNow } from './support/clock';
import { DATED } from './support/dated';
import { expectAccessible, screenshot } from './support/look';
import { chooseMenuItem, menuItems } from './support/menu';
import { PHONE_ONLY } from './support/one-size';
import { openMenu, signIn } from './support/sign-in';
import { expect, type Page, test } from './support/test';

/** The server seeds the demo agency for its own today, in the agency's zone (the browser's too). */
const today = isoDateIn(e2eNow(), AGENCY_ZONE);
/** Timecards stop at the week before the current one: balances are as of its Saturday. */
const lastSaturday = addDays(today, -new Date(`${today}T00:00:00Z`).getUTCDay() - 1);
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The Ionic page whose title is `name` (pages left behind stay in the DOM, hidden). */
const screenTitled = (page: Page, name: string) =>
  page.locator('ion-router-outlet > .ion-page', { has: page.getByRole('heading', { level: 1, name, exact: true }) });
const balancesScreen = (page: Page) => screenTitled(page, 'Leave Balances');
const bankCard = (page: Page, code: string) => balancesScreen(page).locator(`section.leave-bank[data-bank="${code}"]`);
const figure = (page: Page, code: string, label: string) =>
  bankCard(page, code)
    .locator('.leave-figure')
    .filter({ has: page.getByText(label, { exact: true }) });

/** Counts the calls of `service` the page makes from now on. */
function countCalls(page: Page, service: string): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (r.url().endsWith(`/${service}`)) n++;
  });
  return () => n;
}

/** Opens Leave Balances from the menu and answers what the server sent. */
async function openLeaveBalances(page: Page): Promise<LeaveBalances> {
  const answer = page
    .waitForResponse((r) => r.url().endsWith('/mta_leaveBalances'))
    .then(async (r) => (await r.json()).Response.Elements as LeaveBalances);
  await chooseMenuItem(page, 'Leave Balances');
  await expect(page).toHaveURL(new RegExp(`${literal(PATHS.leaveBalances)}\\?${MENU_REFERRER}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Leave Balances' })).toBeVisible();
  return answer;
}

/** Every bank reads as the server said, and its figures re-add: earned − used − scheduled = available. */
async function expectBalancesShown(page: Page, balances: LeaveBalances): Promise<void> {
  expect(balances.asOf).toBe(lastSaturday);
  await expect(balancesScreen(page).getByTestId('leave-as-of')).toHaveText(
    `As of ${formatDisplayDate(balances.asOf)} · ${balances.year} leave year`,
  );
  await expect(balancesScreen(page).locator('section.leave-bank')).toHaveCount(LEAVE_BANKS.length);
  for (const bank of balances.banks) {
    expect(bank.availableMinutes).toBe(bank.earnedMinutes - bank.usedMinutes - bank.scheduledMinutes);
    await expect(bankCard(page, bank.bank).getByRole('heading')).toHaveText(`${bank.name} ${bank.bank}`);
    for (const [label, minutes] of [
      ['Earned', bank.earnedMinutes],
      ['Used', bank.usedMinutes],
      ['Scheduled', bank.scheduledMinutes],
      ['Available', bank.availableMinutes],
    ] as const) {
      await expect(figure(page, bank.bank, label).locator('dd')).toHaveText(
        `${formatHours(minutes)}${formatDays(minutes)}`,
      );
    }
    await expect(bankCard(page, bank.bank).locator('.leave-bank__sum').first()).toHaveText(earnedSum(bank));
    // The sick bank says how it relates to the sick-day allowance.
    if (bank.bank === 'SICK') await expect(bankCard(page, bank.bank)).toContainText(LEAVE_TEXTS.sickBankAndQuota);
    // No term that adds nothing ("0:00 h carried", "11 × 0:00 h accrued").
    await expect(bankCard(page, bank.bank).locator('.leave-bank__sum').first()).not.toHaveText(
      /(?<![\d:])0:00 h (carried|granted)|× 0:00 h/,
    );
    // The chart's bar says the same in words.
    await expect(balancesScreen(page).getByRole('img', { name: new RegExp(`^${bank.name}: `) })).toHaveAttribute(
      'aria-label',
      `${bank.name}: ${formatHours(bank.usedMinutes)} used, ${formatHours(bank.scheduledMinutes)} scheduled, ${formatHours(bank.availableMinutes)} available, of ${formatHours(bank.earnedMinutes)} earned`,
    );
  }
  await expect(balancesScreen(page).locator('.leave__note')).toContainText(LEAVE_TEXTS.dayLength);
}

test(
  'Leave Balances (DOB): every bank as of the latest timecard, kept for the session',
  DATED,
  async ({ page }, testInfo) => {
    await signIn(page, '100001');
    const calls = countCalls(page, 'mta_leaveBalances');
    const balances = await openLeaveBalances(page);
    await expectBalancesShown(page, balances);
    await expect(balancesScreen(page).locator('.leave__note')).toContainText(
      `Balances agree with your latest timecard, the week of ${formatDisplayDate(addDays(lastSaturday, -6))} to ${formatDisplayDate(lastSaturday)}.`,
    );
    // The demo operator has taken leave and has a vacation week ahead, two weeks on (the seed's):
    // scheduled in this leave year unless it falls in the next.
    const vacationAhead = addDays(sundayOnOrBefore(today), 14);
    const scheduled = balances.banks.find((b) => b.bank === 'VAC')?.scheduledMinutes;
    if (vacationAhead.startsWith(`${balances.year}-`)) expect(scheduled).toBeGreaterThan(0);
    expect(balances.banks.some((b) => b.usedMinutes > 0)).toBe(true);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'leave-balances-dob');
    await bankCard(page, 'COMP').scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, 'leave-balances-dob-scrolled');

    // Cached (docs/product.md#caching): to the quota absences and back as a new root page, no second call.
    await balancesScreen(page).getByText('Quota absences', { exact: true }).click();
    const viewer = screenTitled(page, `Quota absences ${today.slice(0, 4)}`);
    await viewer.getByText('Leave Balances', { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${literal(PATHS.leaveBalances)}$`));
    await expect(viewer).toHaveCount(0); // a root page: the old stack is gone
    await expect(bankCard(page, 'VAC')).toBeVisible();
    expect(calls()).toBe(1);
    await openMenu(page);
    await expect(menuItems(page).filter({ hasText: 'Leave Balances' })).toHaveClass(/menu-item--selected/);
  },
);

test('Leave Balances (RTO): the banks, and the way to quota absences', PHONE_ONLY, async ({ page }, testInfo) => {
  await signIn(page, '200001');
  const balances = await openLeaveBalances(page);
  await expectBalancesShown(page, balances);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'leave-balances-rto');

  const quotas = page.waitForResponse((r) => r.url().endsWith('/mta_quotaAbsences'));
  await balancesScreen(page).getByText('Quota absences', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${literal(PATHS.quotaAbsencesViewer)}$`));
  expect((await quotas).request().postDataJSON()).not.toHaveProperty('year');
  await expect(screenTitled(page, `Quota absences ${today.slice(0, 4)}`)).toBeVisible();
  await page.getByRole('button', { name: 'Back to Leave Balances' }).click();
  await expect(page).toHaveURL(new RegExp(`${literal(PATHS.leaveBalances)}`));
  await expect(bankCard(page, 'VAC')).toBeVisible();
});

test('Leave Balances: an overdrawn bank and a new hire without a timecard read honestly', async ({
  page,
}, testInfo) => {
  // The demo agency never overdraws a bank: the server's real answer, edited to show how it would read.
  await page.route('**/mta_leaveBalances', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const elements = body.Response.Elements as LeaveBalances;
    elements.timecardWeekStart = null;
    for (const bank of elements.banks.filter((b) => b.bank === 'PERS')) {
      bank.scheduledMinutes += bank.earnedMinutes + 240;
      bank.availableMinutes = bank.earnedMinutes - bank.usedMinutes - bank.scheduledMinutes;
    }
    await route.fulfill({ response, json: body });
  });
  await signIn(page, '100003');
  const balances = await openLeaveBalances(page);
  const pers = balances.banks.find((b) => b.bank === 'PERS');
  if (!pers) throw new Error('no PERS bank');
  expect(pers.availableMinutes).toBeLessThan(0);

  await expect(balancesScreen(page).locator('.leave__note')).toContainText(LEAVE_TEXTS.noTimecardYet);
  await expect(figure(page, 'PERS', 'Available').locator('dd')).toHaveText(
    `${formatHours(pers.availableMinutes)}${formatDays(pers.availableMinutes)}`,
  );
  await expect(figure(page, 'PERS', 'Available')).toHaveClass(/leave-figure--overdrawn/);
  await expect(bankCard(page, 'PERS')).toContainText(LEAVE_TEXTS.overdrawn);
  await expect(balancesScreen(page).getByRole('img', { name: /^Personal: / })).toHaveAttribute(
    'aria-label',
    `Personal: ${formatHours(pers.usedMinutes)} used, ${formatHours(pers.scheduledMinutes)} scheduled, overdrawn by ${formatHours(-pers.availableMinutes)}, of ${formatHours(pers.earnedMinutes)} earned`,
  );
  await expect(balancesScreen(page).locator('.leave-chart__legend')).toContainText('End of earned');
  await expectAccessible(page);
  await screenshot(page, testInfo, 'leave-balances-overdrawn');
});
