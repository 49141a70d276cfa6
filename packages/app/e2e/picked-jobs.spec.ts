import { PICKED_JOB_TEXTS, type ServiceElements } from '@crewline/protocol';
import { formatDisplayDate } from '../src/lib/date-format';
import { MENU_REFERRER, PATHS } from '../src/lib/paths';
import { crossesMidnight, formatDuration, formatMinutes, spokenMinutes } from '../src/lib/time-format';
import { spokenText, visibleText } from '../test/read-aloud';
import { nextAnswer } from './support/answers';
import { expectAccessible, screenshot } from './support/look';
import { chooseMenuItem } from './support/menu';
import { PHONE_ONLY } from './support/one-size';
import { signIn } from './support/sign-in';
import { expect, type Page, test } from './support/test';

type Dates = ServiceElements<'mta_pickedJobsDates'>;
type Details = ServiceElements<'mta_pickedJobDetails'>;

/** The browser's language (Playwright's default locale). */
const LOCALE = 'en-US';
const range = (from: string, to: string) => `${formatDisplayDate(from, LOCALE)} – ${formatDisplayDate(to, LOCALE)}`;

const periodItems = (page: Page) => page.locator('ion-list.picked-periods ion-item');
const card = (page: Page) => page.locator('article.job-card');
const fact = (scope: ReturnType<typeof card>, label: string) =>
  scope
    .locator('dl.facts div', { has: scope.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

async function openPicker(page: Page): Promise<Dates> {
  const dates = nextAnswer<Dates>(page, 'mta_pickedJobsDates');
  await chooseMenuItem(page, 'Picked Jobs');
  await expect(page).toHaveURL(new RegExp(`${PATHS.pickedJobsPicker}\\?${MENU_REFERRER}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Picked Jobs' })).toBeVisible();
  return dates;
}

/** Everything the card says about a job, checked against the server's details. */
async function expectJobCard(scope: ReturnType<typeof card>, { job }: Details): Promise<void> {
  await expect(scope.getByRole('heading', { level: 2 })).toHaveText(
    `${PICKED_JOB_TEXTS.statuses[job.period.status]} job ${job.jobCode}`,
  );
  await expect(scope.locator('.period-status')).toHaveText(PICKED_JOB_TEXTS.statuses[job.period.status]);
  await expect(scope.locator('.job-card__dates')).toHaveText(
    range(job.period.effectiveDate, job.period.expirationDate),
  );
  await expect(scope.locator('.job-card__where')).toHaveText(`${job.route} · ${job.depotName}`);
  const days = scope.getByRole('list', { name: 'Weekly pattern' }).getByRole('listitem');
  await expect(days).toHaveText(job.week.map((d) => `${d.day}${d.works ? 'Work' : 'Off'}`));
  // Times read as the spec writes them; a screen reader hears what they mean.
  await expect(fact(scope, 'Report')).toBeVisible();
  expect(await fact(scope, 'Report').evaluate(visibleText)).toBe(formatMinutes(job.reportMinutes));
  expect(await fact(scope, 'Report').evaluate(spokenText)).toBe(spokenMinutes(job.reportMinutes));
  const startEnd = await fact(scope, 'Start – end').evaluate(visibleText);
  expect(startEnd).toBe(`${formatMinutes(job.startMinutes)} – ${formatMinutes(job.endMinutes)}`);
  expect(startEnd).toMatch(/^\d{2}:\d{2}[APX] – \d{2}:\d{2}[APX]$/);
  expect(await fact(scope, 'Start – end').evaluate(spokenText)).toBe(
    `${spokenMinutes(job.startMinutes)} to ${spokenMinutes(job.endMinutes)}`,
  );
  const crosses = [job.startMinutes, job.endMinutes, job.reportMinutes, job.reliefMinutes ?? 0].some(crossesMidnight);
  await expect(scope.locator('.time-suffix-key')).toHaveCount(crosses ? 1 : 0);
  await expect(fact(scope, 'Paid a day')).toHaveText(formatDuration(job.paidMinutesPerDay));
  await expect(fact(scope, 'Paid a week')).toHaveText(
    `${formatDuration(job.paidMinutesPerWeek)} (${job.workDaysPerWeek} days)`,
  );
  await expect(fact(scope, 'Depot')).toHaveText(`${job.depotName} (${job.depotCode}), ${job.depotBorough}`);
  if (job.reliefPoint) {
    expect(await fact(scope, 'Relief').evaluate(visibleText)).toBe(
      `${job.reliefPoint}, ${formatMinutes(job.reliefMinutes ?? 0)}`,
    );
  } else {
    await expect(fact(scope, 'Relief')).toHaveCount(0);
  }
}

test('100001 (DOB): the pick periods, the current job with no future one yet, and a past job', async ({
  page,
}, testInfo) => {
  await signIn(page, '100001');
  const { periods } = await openPicker(page);
  expect(periods.map((p) => p.status)).toEqual(['CURRENT', 'PAST', 'PAST']);
  await expect(periodItems(page)).toHaveCount(3);
  for (const [i, p] of periods.entries()) {
    const item = periodItems(page).nth(i);
    await expect(item.locator('.picked-period__title')).toHaveText(p.description);
    await expect(item.locator('.picked-period__dates')).toHaveText(
      `${range(p.effectiveDate, p.expirationDate)} · ${p.jobCode}`,
    );
    await expect(item.locator('.period-status')).toHaveText(p.status === 'PAST' ? [] : ['Current']);
  }
  await expectAccessible(page);
  await screenshot(page, testInfo, 'picker-dob');

  // The current period: its job alone, and the note that the next one is not picked yet.
  const [current, , oldest] = periods;
  if (!current || !oldest) throw new Error('expected three periods');
  const currentDetails = nextAnswer<Details>(page, 'mta_pickedJobDetails', { pickPeriodId: current.pickPeriodId });
  await periodItems(page).first().click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.pickedJobsViewer}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Current and future jobs' })).toBeVisible();
  await expect(card(page)).toHaveCount(1);
  await expectJobCard(card(page), await currentDetails);
  await expect(page.getByRole('button', { name: 'Next job' })).toHaveCount(0);
  await expect(page.locator('.picked-jobs__note')).toHaveText(
    PICKED_JOB_TEXTS.notYetPicked(formatDisplayDate(current.expirationDate, LOCALE)),
  );
  await expectAccessible(page);
  await screenshot(page, testInfo, 'viewer-dob-current');

  // Back, then a past period: that period's job.
  await page.getByRole('button', { name: 'Back to Picked Jobs' }).click();
  await expect(page).toHaveURL(new RegExp(PATHS.pickedJobsPicker));
  const pastDetails = nextAnswer<Details>(page, 'mta_pickedJobDetails', { pickPeriodId: oldest.pickPeriodId });
  await periodItems(page).nth(2).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Past job' })).toBeVisible();
  const past = await pastDetails;
  expect(past.job.jobCode).toBe(oldest.jobCode);
  await expectJobCard(card(page), past);
  await expect(fact(card(page), 'Pick window')).toHaveText(
    range(past.job.period.pickStartDate, past.job.period.pickEndDate),
  );
  await expect(page.locator('.picked-jobs__note')).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'viewer-dob-past');
});

test('200001 (RTO): the current and future jobs as slides, by buttons and by keyboard', async ({ page }, testInfo) => {
  await signIn(page, '200001');
  const { periods } = await openPicker(page);
  expect(periods.map((p) => p.status)).toEqual(['FUTURE', 'CURRENT', 'PAST']);
  await expect(periodItems(page).locator('.period-status')).toHaveText(['Future', 'Current']);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'picker-rto');

  const [future, current] = periods;
  if (!future || !current) throw new Error('expected a future and a current period');
  const details = [
    nextAnswer<Details>(page, 'mta_pickedJobDetails', { pickPeriodId: current.pickPeriodId }),
    nextAnswer<Details>(page, 'mta_pickedJobDetails', { pickPeriodId: future.pickPeriodId }),
  ];
  await periodItems(page).nth(1).click();
  const carousel = page.getByRole('region', { name: 'Current and future jobs', exact: true });
  const slides = carousel.locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(2);
  await expect(slides.first()).toHaveAttribute('aria-label', `1 of 2: Current job ${current.jobCode}`);
  await expect(slides.last()).toHaveAttribute('aria-label', `2 of 2: Future job ${future.jobCode}`);
  await expect(carousel.locator('.job-carousel__position')).toHaveText('1 of 2');
  await expect(slides.first()).toBeInViewport({ ratio: 0.9 });
  await expect(slides.last()).not.toBeInViewport();
  const [currentJob, futureJob] = await Promise.all(details);
  if (!currentJob || !futureJob) throw new Error('expected both details');
  await expectJobCard(slides.first().locator('article.job-card'), currentJob);
  await expectJobCard(slides.last().locator('article.job-card'), futureJob);
  await expect(page.locator('.picked-jobs__note')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Previous job' })).toHaveAttribute('aria-disabled', 'true');
  await expectAccessible(page);
  await screenshot(page, testInfo, 'viewer-rto-current');

  await page.getByRole('button', { name: 'Next job' }).click();
  await expect(carousel.locator('.job-carousel__position')).toHaveText('2 of 2');
  await expect(slides.last()).toBeInViewport({ ratio: 0.9 });
  await expect(page.getByRole('button', { name: 'Next job' })).toHaveAttribute('aria-disabled', 'true');
  await expectAccessible(page);
  await screenshot(page, testInfo, 'viewer-rto-future');

  // The keyboard: the track takes focus and the arrow keys move between jobs.
  const track = carousel.getByRole('list', { name: /use the arrow keys/ });
  await track.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(carousel.locator('.job-carousel__position')).toHaveText('1 of 2');
  await expect(slides.first()).toBeInViewport({ ratio: 0.9 });
  await page.keyboard.press('End');
  await expect(carousel.locator('.job-carousel__position')).toHaveText('2 of 2');

  // Choosing the future period in the picker opens the viewer at its slide.
  await page.getByRole('button', { name: 'Back to Picked Jobs' }).click();
  await periodItems(page).first().click();
  await expect(page.locator('.job-carousel__position')).toHaveText('2 of 2');
  await expect(page.locator('[aria-roledescription="slide"]').last()).toBeInViewport({ ratio: 0.9 });
});

/** Leaves in the answer of mta_pickedJobsDates only the periods `keep` accepts, as for an employee with fewer jobs. */
async function keepPeriods(page: Page, keep: (p: Dates['periods'][number]) => boolean): Promise<void> {
  await page.route(/\/mta_pickedJobsDates$/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.Response.Elements.periods = (body.Response.Elements as Dates).periods.filter(keep);
    await route.fulfill({ response, json: body });
  });
}

test('an employee without picked jobs reads why the list is empty', PHONE_ONLY, async ({ page }, testInfo) => {
  await keepPeriods(page, () => false);
  await signIn(page, '100003');
  await openPicker(page);
  await expect(page.getByRole('heading', { level: 2, name: PICKED_JOB_TEXTS.noPeriodsTitle })).toBeVisible();
  await expect(page.getByText(PICKED_JOB_TEXTS.noPeriods)).toBeVisible();
  await expect(periodItems(page)).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'picker-empty');
});

test('an employee with only past jobs is told so above them', PHONE_ONLY, async ({ page }, testInfo) => {
  await keepPeriods(page, (p) => p.status === 'PAST');
  await signIn(page, '100003');
  await openPicker(page);
  await expect(periodItems(page)).toHaveCount(2);
  await expect(page.getByRole('note')).toContainText(PICKED_JOB_TEXTS.noSlidesTitle);
  await expect(page.getByRole('note')).toContainText(PICKED_JOB_TEXTS.noSlides);
  await expect(periodItems(page).locator('.period-status')).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'picker-past-only');
  await periodItems(page).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Past job' })).toBeVisible();
  await expect(card(page).locator('.period-status')).toHaveText('Past');
});
