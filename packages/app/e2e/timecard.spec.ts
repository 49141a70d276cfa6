import {
  addDays,
  isoDateIn,
  PAY_CATEGORIES,
  type PayCode,
  TIMECARD_TEXTS,
  type TimecardElements,
  type TimecardWeek,
} from '@crewline/protocol';
import { AGENCY_ZONE } from '../playwright.config';
import { dayName, formatDisplayDate } from '../src/lib/date-format';
import { MENU_REFERRER, PATHS } from '../src/lib/paths';
import { formatDuration } from '../src/lib/time-format';
import { spokenText, visibleText } from '../test/read-aloud';
import { e2eNow } from './support/clock';
import { chooseDate } from './support/date-field';
import { datedAnd } from './support/dated';
import { expectAccessible, screenshot } from './support/look';
import { chooseMenuItem } from './support/menu';
import { PHONE_ONLY } from './support/one-size';
import { expectPopup, signIn } from './support/sign-in';
import { expect, type Locator, type Page, type TestInfo, test } from './support/test';

/** The server seeds the demo agency for its own today, in the agency's zone (the browser's too). */
const today = isoDateIn(e2eNow(), AGENCY_ZONE);
const currentWeek = addDays(today, -new Date(`${today}T00:00:00Z`).getUTCDay());
/** Payroll's timecards stop at the week before the current one. */
const latestWeek = addDays(currentWeek, -7);

/**
 * Payroll's weeks, after the current week when the list shows it (in progress, listed once it
 * holds leave recorded: a holiday, a day off, a sick day).
 */
function payrollWeeks(weeks: TimecardWeek[]): TimecardWeek[] {
  if (weeks[0]?.status !== 'IN_PROGRESS') return weeks;
  expect(weeks[0].weekStart).toBe(currentWeek);
  return weeks.slice(1);
}

const range = (weekStart: string) => `${formatDisplayDate(weekStart)} – ${formatDisplayDate(addDays(weekStart, 6))}`;
const regexSafe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const pickerItems = (page: Page) => page.locator('ion-list[aria-label="Pay weeks, newest first"] ion-item');
const viewer = (page: Page) => page.locator('ion-content.timecard');
const days = (page: Page) => viewer(page).locator('section.tc-day');
const weekHeading = (page: Page) => viewer(page).getByRole('heading', { level: 1 });
const previousButton = (page: Page) => page.getByRole('button', { name: 'Previous week' });
const nextButton = (page: Page) => page.getByRole('button', { name: 'Next week' });

/** The Elements of the next answer of `service`. */
function answerOf<T>(page: Page, service: string): Promise<T> {
  return page
    .waitForResponse((r) => r.url().endsWith(`/${service}`))
    .then(async (r) => (await r.json()).Response.Elements as T);
}

/**
 * Signs in and opens the picker from the menu; answers the weeks the server listed. Home asks
 * for them first and the picker shows that answer, so the wait starts before signing in.
 */
async function signInAndOpenPicker(page: Page, passId: string): Promise<TimecardWeek[]> {
  const weeks = answerOf<{ weeks: TimecardWeek[] }>(page, 'mta_timecardWeeks');
  await signIn(page, passId);
  await chooseMenuItem(page, 'Timecard');
  await expect(page).toHaveURL(new RegExp(`${regexSafe(PATHS.timecardPicker)}\\?${MENU_REFERRER}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Pay weeks' })).toBeVisible();
  return (await weeks).weeks;
}

/** Each week of the list reads as the server said: range, status and hours, newest first. */
async function expectPickerShows(page: Page, weeks: TimecardWeek[]): Promise<void> {
  await expect(pickerItems(page)).toHaveCount(weeks.length);
  await expect(pickerItems(page)).toHaveText(
    weeks.map(
      (w) => `${range(w.weekStart)}${TIMECARD_TEXTS.statuses[w.status]}${formatDuration(w.totalMinutes)} hours`,
    ),
  );
}

function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** The viewer shows the answered week line by line, and totals that are the sums of its lines. */
async function expectViewerShows(page: Page, answer: TimecardElements, payCodes: PayCode[]): Promise<void> {
  const timecard = answer.timecard;
  if (!timecard) throw new Error(`no timecard for ${answer.weekStart}`);
  await expect(weekHeading(page)).toHaveText(range(answer.weekStart));
  await expect(page.locator('.tc-week__title .tc-status')).toHaveText(TIMECARD_TEXTS.statuses[timecard.status]);
  await expect(days(page)).toHaveCount(7);

  const colours = new Map(payCodes.map((p) => [p.code, p]));
  for (const [i, day] of timecard.days.entries()) {
    const section = days(page).nth(i);
    await expect(section.locator('h2')).toHaveText(`${dayName(day.date)} ${formatDisplayDate(day.date)}`);
    if (day.lines.length === 0) {
      await expect(section.locator('.tc-day__off')).toHaveText(
        timecard.status === 'IN_PROGRESS' ? TIMECARD_TEXTS.notEntered : TIMECARD_TEXTS.dayOff,
      );
      continue;
    }
    await expect(section.locator('.tc-day__total')).toHaveText(`${formatDuration(day.totalMinutes)} hours`);
    const rows = section.locator('li.tc-row');
    await expect(rows).toHaveCount(day.lines.length);
    await expect(rows.locator('.tc-chip')).toHaveText(day.lines.map((l) => l.payCode));
    await expect(rows.locator('.tc-row__hours')).toHaveText(day.lines.map((l) => formatDuration(l.minutes)));
    const first = day.lines[0];
    const colour = first && colours.get(first.payCode)?.color;
    if (colour) await expect(rows.first().locator('.tc-chip')).toHaveCSS('background-color', rgb(colour));
  }

  // The totals are the sums of the lines, per category and for the week.
  const lines = timecard.days.flatMap((d) => d.lines);
  const sum = (category: string) =>
    lines.filter((l) => colours.get(l.payCode)?.category === category).reduce((s, l) => s + l.minutes, 0);
  const totals = page.locator('.tc-totals dl');
  for (const category of PAY_CATEGORIES) {
    await expect(
      totals
        .locator('div', { has: page.locator('dt', { hasText: TIMECARD_TEXTS.categories[category] }) })
        .locator('dd'),
    ).toHaveText(formatDuration(sum(category)));
  }
  const hours = sum('STRAIGHT') + sum('OVERTIME') + sum('LEAVE');
  expect(timecard.totals.totalMinutes).toBe(hours);
  expect(timecard.days.reduce((s, d) => s + d.totalMinutes, 0)).toBe(hours);
  await expect(totals.locator('.tc-totals__sum dd')).toHaveText(formatDuration(hours));

  // The legend: each code used, once, with its description and week total.
  const legend = page.locator('.tc-legend li.tc-row');
  await expect(legend.locator('.tc-chip')).toHaveText(timecard.codeTotals.map((c) => c.payCode));
  await expect(legend.locator('.tc-row__description')).toHaveText(
    timecard.codeTotals.map((c) => colours.get(c.payCode)?.description ?? c.payCode),
  );
  for (const { payCode, minutes } of timecard.codeTotals) {
    expect(lines.filter((l) => l.payCode === payCode).reduce((s, l) => s + l.minutes, 0)).toBe(minutes);
  }
}

/** The top and the bottom of a long page. */
type Scrollable = { scrollToBottom(ms: number): Promise<void>; scrollToTop(ms: number): Promise<void> };

async function screenshotScrolled(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const content = page.locator('ion-content.timecard');
  await screenshot(page, testInfo, `${name}-top`);
  await content.evaluate((el) => (el as unknown as Scrollable).scrollToBottom(0));
  await screenshot(page, testInfo, `${name}-bottom`);
  await content.evaluate((el) => (el as unknown as Scrollable).scrollToTop(0));
}

/** Taps a week of the picker and answers what the server sent for it. */
async function openWeek(page: Page, item: Locator, weekStart: string) {
  const answer = answerOf<TimecardElements>(page, 'mta_timecard');
  await item.click();
  await expect(page).toHaveURL(new RegExp(`${regexSafe(PATHS.timecardViewer)}\\?week=${weekStart}$`));
  return answer;
}

for (const passId of ['100001', '200001']) {
  // The same screens: on a desktop, the train operator's longer week.
  const sizes = passId === '200001' ? {} : datedAnd(PHONE_ONLY);
  test(`${passId}: the pay weeks, then the long latest week day by day`, sizes, async ({ page }, testInfo) => {
    const colours = answerOf<{ payCodes: PayCode[] }>(page, 'mta_timecardColors');
    const weeks = await signInAndOpenPicker(page, passId);
    const payroll = payrollWeeks(weeks);

    expect(payroll.map((w) => w.weekStart)).toEqual(Array.from({ length: 26 }, (_, i) => addDays(latestWeek, -7 * i)));
    expect(payroll.map((w) => w.status)).toEqual(['PENDING', ...Array(25).fill('APPROVED')]);
    await expectPickerShows(page, weeks);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'picker');

    const latest = pickerItems(page).nth(weeks.length - payroll.length);
    const answer = await openWeek(page, latest, latestWeek);
    const payCodes = (await colours).payCodes;
    await expectViewerShows(page, answer, payCodes);

    // The long week: overtime on every day worked, and a day off worked.
    const card = answer.timecard;
    const worked = card?.days.filter((d) => d.lines.some((l) => l.payCode === 'REG')) ?? [];
    expect(worked.length).toBeGreaterThan(0);
    for (const day of worked) expect(day.lines.map((l) => l.payCode)).toContain('OT');
    expect(card?.days.some((d) => d.lines.some((l) => l.payCode === 'RDO'))).toBe(true);
    const detail = page.locator('.tc-row__detail').first();
    await expect(detail).toBeVisible();
    expect(await detail.evaluate(visibleText)).toMatch(/^\S+ · \d{2}:\d{2}[APXB] – \d{2}:\d{2}[APXB]$/);
    expect(await detail.evaluate(spokenText)).toMatch(/^\S+ · \d{1,2}:\d{2} [ap]m( next day| the day before)? to /);

    await expect(previousButton(page)).toBeEnabled();
    await expectAccessible(page);
    await screenshotScrolled(page, testInfo, 'viewer');

    // Next, the current week: in progress before payroll enters it, only the leave recorded.
    const current = answerOf<TimecardElements>(page, 'mta_timecard');
    await nextButton(page).click();
    await expect(page).toHaveURL(new RegExp(`\\?week=${currentWeek}$`));
    const inProgress = (await current).timecard;
    expect(inProgress?.status).toBe('IN_PROGRESS');
    await expectViewerShows(page, await current, payCodes);
    for (const day of inProgress?.days ?? []) {
      for (const line of day.lines)
        expect(['LEAVE', 'PREMIUM']).toContain(payCodes.find((c) => c.code === line.payCode)?.category);
    }
    await expect(viewer(page).getByText(TIMECARD_TEXTS.inProgress)).toBeVisible();
    const notEntered = inProgress?.days.filter((d) => d.lines.length === 0).length ?? 0;
    await expect(viewer(page).getByText(TIMECARD_TEXTS.notEntered, { exact: true })).toHaveCount(notEntered);
    await expect(viewer(page).getByText(TIMECARD_TEXTS.dayOff, { exact: true })).toHaveCount(0);
    await expect(nextButton(page)).toBeDisabled();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'viewer-in-progress');
    await previousButton(page).click();
    await expect(page).toHaveURL(new RegExp(`\\?week=${latestWeek}$`));

    // Previous week, in place; Back returns to the list.
    const earlier = answerOf<TimecardElements>(page, 'mta_timecard');
    await previousButton(page).click();
    await expect(page).toHaveURL(new RegExp(`\\?week=${addDays(latestWeek, -7)}$`));
    await expectViewerShows(page, await earlier, payCodes);
    await expect(nextButton(page)).toBeEnabled();
    await page.getByRole('button', { name: 'Back to pay weeks' }).click();
    await expect(page).toHaveURL(new RegExp(`${regexSafe(PATHS.timecardPicker)}`));
    await expect(pickerItems(page)).toHaveCount(weeks.length);
  });
}

test('100003: a week without a timecard reads as an empty week', async ({ page }, testInfo) => {
  const listed = await signInAndOpenPicker(page, '100003');
  const weeks = payrollWeeks(listed);
  const gap = addDays(currentWeek, -28);
  expect(weeks.map((w) => w.weekStart)).not.toContain(gap);
  expect(weeks.map((w) => w.weekStart)).toContain(addDays(gap, 7));
  expect(weeks.map((w) => w.weekStart)).toContain(addDays(gap, -7));
  await expectPickerShows(page, listed);

  await openWeek(page, pickerItems(page).filter({ hasText: range(latestWeek) }), latestWeek);
  await expect(days(page)).toHaveCount(7);
  // Walk back to the gap: three weeks before the latest.
  for (let week = latestWeek; week > gap; ) {
    week = addDays(week, -7);
    await previousButton(page).click();
    await expect(page).toHaveURL(new RegExp(`\\?week=${week}$`));
    await expect(weekHeading(page)).toHaveText(range(week));
  }
  await expect(page.getByRole('heading', { name: TIMECARD_TEXTS.noTimecardTitle })).toBeVisible();
  await expect(page.getByText(TIMECARD_TEXTS.noTimecard)).toBeVisible();
  await expect(days(page)).toHaveCount(0);
  await expect(page.locator('.tc-totals')).toHaveCount(0);
  await expect(previousButton(page)).toBeEnabled();
  await expect(nextButton(page)).toBeEnabled();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'empty-week');

  // And on, to the week before it, which has its timecard again.
  await previousButton(page).click();
  await expect(page).toHaveURL(new RegExp(`\\?week=${addDays(gap, -7)}$`));
  await expect(days(page)).toHaveCount(7);
});

/** Goes to an address inside the running app, as a link would. */
async function openAddress(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('100001: a viewer address without a usable week says what to choose', PHONE_ONLY, async ({ page }, testInfo) => {
  await signInAndOpenPicker(page, '100001');

  const tuesday = addDays(latestWeek, 2);
  await openAddress(page, `${PATHS.timecardViewer}?week=${tuesday}`);
  await expect(weekHeading(page)).toHaveText(TIMECARD_TEXTS.chooseWeekTitle);
  await expect(viewer(page)).toContainText(TIMECARD_TEXTS.notSunday(tuesday));
  await expectAccessible(page);
  await screenshot(page, testInfo, 'not-a-sunday');
  await viewer(page).getByRole('link', { name: 'Pay weeks' }).click();
  await expect(page).toHaveURL(new RegExp(`${regexSafe(PATHS.timecardPicker)}`));

  // No week at all: nothing to type; any day chosen in the calendar opens the week holding it.
  await openAddress(page, PATHS.timecardViewer);
  await expect(weekHeading(page)).toHaveText(TIMECARD_TEXTS.chooseWeekTitle);
  await expect(viewer(page)).toContainText(TIMECARD_TEXTS.chooseWeek);
  await expect(viewer(page)).not.toContainText('YYYY');
  await expectAccessible(page);
  await screenshot(page, testInfo, 'choose-week');
  const shown = answerOf<TimecardElements>(page, 'mta_timecard');
  await chooseDate(page, TIMECARD_TEXTS.dayInWeek, addDays(latestWeek, 3));
  await expect(page).toHaveURL(new RegExp(`${regexSafe(PATHS.timecardViewer)}\\?week=${latestWeek}$`));
  await expect(weekHeading(page)).toHaveText(range(latestWeek));
  expect((await shown).weekStart).toBe(latestWeek);

  // A week that has not started: the server's refusal, in the popup, and no week shown.
  const next = addDays(currentWeek, 7);
  await openAddress(page, `${PATHS.timecardViewer}?week=${next}`);
  await expectPopup(page, TIMECARD_TEXTS.future(next));
  // The screen keeps the reason, and offers no retry: asking again would be refused again.
  await expect(viewer(page)).toContainText(TIMECARD_TEXTS.future(next));
  await expect(viewer(page)).not.toContainText(TIMECARD_TEXTS.loadFailed);
  await expect(viewer(page).getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(days(page)).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'week-not-started');
});
