import {
  ASSIGNMENT_TEXTS,
  addDays,
  SCHEDULED_ASSIGNMENTS_MAX_DAYS,
  type ScheduledAssignmentsElements,
} from '@crewline/protocol';
import { dayName, formatDisplayDate } from '../src/lib/date-format';
import { MENU_REFERRER, PATHS } from '../src/lib/paths';
import { crossesMidnight, formatMinutes, spokenMinutes } from '../src/lib/time-format';
import { chooseDate, clearDate, dateFieldText } from './support/date-field';
import { DATED } from './support/dated';
import { expectAccessible, screenshot } from './support/look';
import { chooseMenuItem } from './support/menu';
import { PHONE_ONLY } from './support/one-size';
import { card, openQuickChoice, viewer, viewerAnswer } from './support/scheduled-days';
import { signIn } from './support/sign-in';
import { expect, type Page, test } from './support/test';

/** Each card shows its date and day name, its kind in words, and the times of a working day. */
async function expectCardsMatch(page: Page, answer: ScheduledAssignmentsElements) {
  await expect(viewer(page).locator('article')).toHaveCount(answer.days.length);
  const shown = await viewer(page)
    .locator('article')
    .evaluateAll((cards) =>
      cards.map((c) => ({
        date: c.getAttribute('data-date'),
        heading: c.querySelector('h2')?.textContent ?? '',
        kind: c.querySelector('.sa-kind')?.textContent ?? '',
        times: [...c.querySelectorAll('.sa-times dd [aria-hidden="true"]')].map((dd) => dd.textContent),
        spokenTimes: [...c.querySelectorAll('.sa-times dd .visually-hidden')].map((dd) => dd.textContent),
        text: c.textContent ?? '',
      })),
    );
  expect(shown.map((c) => c.date)).toEqual(answer.days.map((d) => d.date));
  answer.days.forEach((day, i) => {
    const c = shown[i];
    expect(c?.heading, day.date).toContain(`${dayName(day.date)} ${formatDisplayDate(day.date)}`);
    expect(c?.kind, day.date).toBe(ASSIGNMENT_TEXTS.kinds[day.kind]);
    if (day.kind === 'WORK') {
      const w = day.work;
      expect(c?.times, day.date).toEqual([w.reportMinutes, w.startMinutes, w.endMinutes].map(formatMinutes));
      expect(c?.spokenTimes, day.date).toEqual([w.reportMinutes, w.startMinutes, w.endMinutes].map(spokenMinutes));
      expect(c?.text).toContain(`Job${w.jobCode}`);
      expect(c?.text).toContain(`Route${w.route}`);
      expect(c?.text).toContain(`Depot${w.depotName} (${w.depotCode})`);
      if (w.reliefPoint) expect(c?.text).toContain(`Relief${w.reliefPoint}`);
    }
    if (day.kind === 'HOLIDAY') expect(c?.text).toContain(day.holidayName);
    if (day.kind === 'TRAINING') expect(c?.text).toContain(day.training.course);
    if (day.kind === 'NOT_PICKED') expect(c?.text).toContain(ASSIGNMENT_TEXTS.notPicked);
  });
  // The key to X and B shows where a time crosses midnight.
  const times = answer.days.flatMap((d) =>
    d.kind === 'WORK'
      ? [d.work.reportMinutes, d.work.startMinutes, d.work.endMinutes, d.work.reliefMinutes ?? 0]
      : d.kind === 'TRAINING'
        ? [d.training.startMinutes ?? 0, d.training.endMinutes ?? 0]
        : [],
  );
  await expect(page.locator('.ion-page:not(.ion-page-hidden) .time-suffix-key')).toHaveCount(
    times.some(crossesMidnight) ? 1 : 0,
  );
}

/** The viewer's title: the range it shows. */
const rangeTitle = (page: Page) => page.locator('.ion-page:not(.ion-page-hidden) .sa-range h1');

test('DOB operator: the quick choices, and eight weeks of days', async ({ page }, testInfo) => {
  await signIn(page, '100001');
  await chooseMenuItem(page, 'Scheduled Assignments');
  await expect(page).toHaveURL(new RegExp(`${PATHS.scheduledAssignmentsPicker}\\?${MENU_REFERRER}$`));
  await expect(page.locator('ion-item', { hasText: 'Next 8 weeks' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'picker');

  const answer = await openQuickChoice(page, 'Next 8 weeks');
  expect(answer.days).toHaveLength(56);
  expect(answer.from).toBe(answer.today);
  await expect(rangeTitle(page)).toHaveText(`${formatDisplayDate(answer.from)} – ${formatDisplayDate(answer.to)}`);
  await expectCardsMatch(page, answer);
  await expect(card(page, answer.today).locator('.sa-day__today')).toHaveText('Today');
  // The demo operator has work, days off, a vacation week and a training day ahead.
  const kinds = new Set(answer.days.map((d) => d.kind));
  for (const kind of ['WORK', 'DAY_OFF', 'VACATION', 'TRAINING'] as const) expect(kinds).toContain(kind);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'viewer-8-weeks');

  const vacation = answer.days.find((d) => d.kind === 'VACATION');
  const training = answer.days.find((d) => d.kind === 'TRAINING');
  for (const [day, name] of [
    [vacation, 'viewer-vacation'],
    [training, 'viewer-training'],
  ] as const) {
    await card(page, day?.date ?? '').scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, name);
  }
});

test(
  'DOB operator: dates of their own, checked in the app, up to days no pick covers yet',
  PHONE_ONLY,
  async ({ page }, testInfo) => {
    // A long journey: six dates chosen month by month in the calendar, three answers checked.
    test.slow();
    await signIn(page, '100001');
    await chooseMenuItem(page, 'Scheduled Assignments');
    const today = await page.evaluate(() => new Intl.DateTimeFormat('en-CA').format(new Date()));

    // Dates are chosen in a calendar and read as the app writes them (dd-Mon-yy), never typed.
    await expect(dateFieldText(page, 'From')).toHaveText(formatDisplayDate(today));
    await expect(dateFieldText(page, 'To (optional)')).toHaveText('Same day');
    await expect(page.locator('input[type="date"]')).toHaveCount(0);

    // The app refuses what the server would, in the same words. The end date's calendar keeps
    // within the longest range from the start; a start moved back afterwards can still exceed it.
    const longest = addDays(today, SCHEDULED_ASSIGNMENTS_MAX_DAYS - 1);
    await chooseDate(page, 'To (optional)', longest);
    await expect(dateFieldText(page, 'To (optional)')).toHaveText(formatDisplayDate(longest));
    const earlier = addDays(today, -1);
    await chooseDate(page, 'From', earlier);
    await page.getByRole('button', { name: 'Show assignments' }).click();
    await expect(page.getByRole('alert')).toHaveText(ASSIGNMENT_TEXTS.tooLong(earlier, longest));
    await expect(page).toHaveURL(new RegExp(`${PATHS.scheduledAssignmentsPicker}`));
    await expectAccessible(page);
    await screenshot(page, testInfo, 'picker-too-long');

    await chooseDate(page, 'From', addDays(longest, 1));
    await page.getByRole('button', { name: 'Show assignments' }).click();
    await expect(page.getByRole('alert')).toHaveText(ASSIGNMENT_TEXTS.order);

    // The current pick's work expires before the upcoming pick takes effect (45 to 61 days from
    // today): the days after it have no job yet.
    await chooseDate(page, 'From', addDays(today, 50));
    await chooseDate(page, 'To (optional)', addDays(today, 70));
    const later = viewerAnswer(page);
    await page.getByRole('button', { name: 'Show assignments' }).click();
    const laterAnswer = await later;
    await expectCardsMatch(page, laterAnswer);
    const unpicked = laterAnswer.days.filter((d) => d.kind === 'NOT_PICKED');
    expect(unpicked.length).toBeGreaterThanOrEqual(10);
    expect(laterAnswer.days.at(-1)?.kind).toBe('NOT_PICKED');
    await card(page, unpicked[0]?.date ?? '').scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'viewer-not-picked');
    await page.locator('.ion-page:not(.ion-page-hidden) ion-back-button').click();

    // One day: no end date.
    const day = addDays(today, 3);
    await chooseDate(page, 'From', day);
    await clearDate(page, 'To (optional)');
    await expect(dateFieldText(page, 'To (optional)')).toHaveText('Same day');
    const single = viewerAnswer(page);
    await page.getByRole('button', { name: 'Show assignments' }).click();
    const singleAnswer = await single;
    await expect(rangeTitle(page)).toHaveText(`${dayName(day)} ${formatDisplayDate(day)}`);
    expect(singleAnswer.days.map((d) => d.date)).toEqual([day]);
    await expectCardsMatch(page, singleAnswer);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'viewer-one-day');
  },
);

test(
  "RTO train operator: this week, then the next 8 weeks reaching the future pick's job",
  DATED,
  async ({ page }, testInfo) => {
    await signIn(page, '200001');
    await chooseMenuItem(page, 'Scheduled Assignments');
    const week = await openQuickChoice(page, 'This week');
    expect(week.days).toHaveLength(7);
    expect(new Date(`${week.from}T00:00:00Z`).getUTCDay()).toBe(0);
    await expectCardsMatch(page, week);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'rto-this-week');

    await page.locator('.ion-page:not(.ion-page-hidden) ion-back-button').click();
    const eight = await openQuickChoice(page, 'Next 8 weeks');
    await expectCardsMatch(page, eight);
    const jobs = new Set(eight.days.flatMap((d) => (d.kind === 'WORK' ? [d.work.jobCode] : [])));
    expect(jobs.size).toBe(2);
    expect(eight.days.some((d) => d.kind === 'NOT_PICKED')).toBe(false);
    await screenshot(page, testInfo, 'rto-8-weeks');
  },
);

test(
  'a viewer address with a range too long says so and leads back to the picker',
  PHONE_ONLY,
  async ({ page }, testInfo) => {
    await signIn(page, '100003');
    const from = '2026-01-01';
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `${PATHS.scheduledAssignmentsViewer}?from=${from}&to=2026-12-31`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ASSIGNMENT_TEXTS.chooseDaysTitle);
    await expect(page.locator('.sa-message p')).toHaveText(ASSIGNMENT_TEXTS.tooLong(from, '2026-12-31'));
    await expectAccessible(page);
    await screenshot(page, testInfo, 'viewer-bad-range');
    await page.getByRole('button', { name: 'Choose dates' }).click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.scheduledAssignmentsPicker}$`));
  },
);
