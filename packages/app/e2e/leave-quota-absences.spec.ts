import { isoDateIn, LEAVE_TEXTS, type QuotaAbsences } from '@crewline/protocol';
import { AGENCY_ZONE } from '../playwright.config';
import { daysText } from '../src/features/leave/quota-figures';
import { dayName, formatDisplayDate } from '../src/lib/date-format';
import { MENU_REFERRER, PATHS } from '../src/lib/paths';
import { formatDuration } from '../src/lib/time-format';
import { e2eNow } from './support/clock';
import { DATED } from './support/dated';
import { expectAccessible, screenshot } from './support/look';
import { chooseMenuItem, closeMenu, menuItems } from './support/menu';
import { PHONE_ONLY } from './support/one-size';
import { openMenu, signIn } from './support/sign-in';
import { expect, type Page, test } from './support/test';

/** The server seeds the demo agency for its own today, in the agency's zone (the browser's too). */
const thisYear = Number(isoDateIn(e2eNow(), AGENCY_ZONE).slice(0, 4));
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The Ionic page whose title is `name` (pages left behind stay in the DOM, hidden). */
const screenTitled = (page: Page, name: string) =>
  page.locator('ion-router-outlet > .ion-page', { has: page.getByRole('heading', { level: 1, name, exact: true }) });
const yearItems = (page: Page) =>
  screenTitled(page, 'Quota Absences')
    .locator('ion-item')
    .filter({ has: page.locator('.quota-picker__year') });

/** The Elements of the next answer of mta_quotaAbsences. */
function nextAnswer(page: Page): Promise<QuotaAbsences> {
  return page
    .waitForResponse((r) => r.url().endsWith('/mta_quotaAbsences'))
    .then(async (r) => (await r.json()).Response.Elements as QuotaAbsences);
}

/** The viewer shows each quota as the server said: figures, bar and every absence. */
async function expectViewerShows(page: Page, answer: QuotaAbsences): Promise<void> {
  const viewer = screenTitled(page, `Quota absences ${answer.year}`);
  await expect(viewer).toBeVisible();
  await expect(viewer.locator('section.quota')).toHaveCount(answer.quotas.length);
  for (const quota of answer.quotas) {
    const card = viewer.locator(`section.quota[data-quota="${quota.code}"]`);
    expect(quota.remainingDays).toBe(quota.allowanceDays - quota.usedDays);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(`${quota.description} ${quota.code}`);
    // The sick quota says how it relates to the sick bank; no other quota mentions it.
    if (quota.code === 'SICK') await expect(card).toContainText(LEAVE_TEXTS.sickQuotaAndBank);
    else await expect(card).not.toContainText('Sick bank');
    await expect(card.locator('.leave-figure dd')).toHaveText([
      daysText(quota.allowanceDays),
      daysText(quota.usedDays),
      daysText(quota.remainingDays),
    ]);
    await expect(card.getByRole('progressbar')).toHaveAttribute(
      'aria-label',
      `${quota.description}: ${daysText(quota.usedDays)} used of ${daysText(quota.allowanceDays)}`,
    );
    if (quota.absences.length === 0) {
      await expect(card.locator('.quota__empty')).toHaveText(LEAVE_TEXTS.noQuotaAbsences(answer.year));
      continue;
    }
    const rows = card.locator('tbody tr');
    await expect(rows).toHaveCount(quota.absences.length);
    for (const [i, a] of quota.absences.entries()) {
      await expect(rows.nth(i).locator('td')).toHaveText([
        `${dayName(a.date)} ${formatDisplayDate(a.date)}`,
        `${LEAVE_TEXTS.absenceKinds[a.kind] ?? a.kind}${a.scheduled ? 'Scheduled' : ''}${a.payCode} · ${a.payCodeDescription}`,
        formatDuration(a.minutes),
      ]);
    }
  }
}

test('Quota absences (DOB): choose the year in the picker, then read its quotas', DATED, async ({ page }, testInfo) => {
  await signIn(page, '100001');
  const current = nextAnswer(page);
  await chooseMenuItem(page, 'Quota Absences');
  await expect(page).toHaveURL(new RegExp(`${literal(PATHS.quotaAbsencesPicker)}\\?${MENU_REFERRER}$`));
  const listed = await current;
  expect(listed.years.slice(0, 2)).toEqual([thisYear, thisYear - 1]);
  await expect(yearItems(page)).toHaveCount(listed.years.length);
  await expect(yearItems(page).locator('.quota-picker__year')).toHaveText(listed.years.map(String));
  await expect(yearItems(page).first()).toContainText('This year');
  await openMenu(page);
  await expect(menuItems(page).filter({ hasText: 'Quota Absences' })).toHaveClass(/menu-item--selected/);
  await closeMenu(page);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'quota-picker');

  // Last year: the sick days every employee has.
  const lastYear = nextAnswer(page);
  await yearItems(page)
    .filter({ hasText: String(thisYear - 1) })
    .click();
  await expect(page).toHaveURL(new RegExp(`${literal(PATHS.quotaAbsencesViewer)}$`));
  const last = await lastYear;
  expect(last.year).toBe(thisYear - 1);
  expect(last.quotas.reduce((n, q) => n + q.usedDays, 0)).toBeGreaterThan(0);
  await expectViewerShows(page, last);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'quota-viewer-last-year');

  // Back to the years, then this year.
  await page.getByRole('button', { name: 'Back to the years' }).click();
  await expect(page).toHaveURL(new RegExp(`${literal(PATHS.quotaAbsencesPicker)}`));
  const thisOne = nextAnswer(page);
  await yearItems(page)
    .filter({ hasText: String(thisYear) })
    .click();
  const now = await thisOne;
  expect(now.year).toBe(thisYear);
  await expectViewerShows(page, now);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'quota-viewer-this-year');

  // From the viewer to the balances the quotas sit beside.
  await screenTitled(page, `Quota absences ${thisYear}`).getByText('Leave Balances', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${literal(PATHS.leaveBalances)}$`));
  await expect(screenTitled(page, 'Leave Balances')).toBeVisible();
});

test(
  'Quota absences (RTO): no picker in the menu; the viewer from Leave Balances',
  PHONE_ONLY,
  async ({ page }, testInfo) => {
    await signIn(page, '200001');
    await openMenu(page);
    await expect(menuItems(page).filter({ hasText: 'Leave Balances' })).toHaveCount(1);
    await expect(menuItems(page).filter({ hasText: 'Quota Absences' })).toHaveCount(0);
    await closeMenu(page);

    await chooseMenuItem(page, 'Leave Balances');
    const answer = nextAnswer(page);
    await screenTitled(page, 'Leave Balances').getByText('Quota absences', { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${literal(PATHS.quotaAbsencesViewer)}$`));
    const shown = await answer;
    expect(shown.year).toBe(thisYear);
    await expectViewerShows(page, shown);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'quota-viewer-rto');
  },
);
