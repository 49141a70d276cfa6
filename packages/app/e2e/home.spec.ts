import {
  addDays,
  type OtAvailabilityElements,
  type ScheduledAssignmentsElements,
  type TimecardWeek,
  type WorkedHoliday,
} from '@crewline/protocol';
import {
  dayAwayName,
  holidayChoicesDue,
  nextDayAway,
  nextWorkingDay,
  shiftsOfferedSoon,
  thisWeek,
} from '../src/features/home/home-summary';
import { HOME_TEXTS } from '../src/features/home/home-texts';
import { dayName, formatDayDate, formatDisplayDate } from '../src/lib/date-format';
import { PATHS } from '../src/lib/paths';
import { formatDuration } from '../src/lib/time-format';
import { DATED } from './support/dated';
import { expectAccessible, screenshot } from './support/look';
import { PHONE_ONLY } from './support/one-size';
import { signIn } from './support/sign-in';
import { expect, type Page, test } from './support/test';

/** The Elements of the first answer of `service` from now on. */
function answerOf<T>(page: Page, service: string): Promise<T> {
  return page
    .waitForResponse((r) => r.url().endsWith(`/${service}`))
    .then(async (r) => (await r.json()).Response.Elements as T);
}

/** Where the home's pick turn leads, by demo sign-in. */
const PICK_LINKS: Record<string, { label: string; path: string; heading: string }> = {
  '100001': { label: HOME_TEXTS.seePick.upcomingPick, path: PATHS.upcomingPick, heading: 'Upcoming Pick' },
  '200001': { label: HOME_TEXTS.seePick.rtoBoard, path: PATHS.pickBoardRto.pickGroups, heading: 'Pick Board' },
};

const card = (page: Page, title: string) =>
  page.locator('.ion-page:not(.ion-page-hidden) section.card', { has: page.getByRole('heading', { name: title }) });

for (const passId of ['100001', '200001', '300001']) {
  test(
    `${passId}: home shows what is next, this week and what needs action, from the services`,
    DATED,
    async ({ page }, testInfo) => {
      const calls: string[] = [];
      page.on('request', (r) => {
        const service = /\/(mta_\w+)$/.exec(r.url())?.[1];
        if (service) calls.push(service);
      });
      const schedule = answerOf<ScheduledAssignmentsElements>(page, 'mta_scheduledAssignments');
      const weeks = answerOf<{ weeks: TimecardWeek[] }>(page, 'mta_timecardWeeks');
      const overtime = passId === '200001' ? answerOf<OtAvailabilityElements>(page, 'mta_otAvailability') : undefined;
      const holidays =
        passId === '100001' ? undefined : answerOf<{ holidays: WorkedHoliday[] }>(page, 'mta_holidayAccruePayGet');
      await signIn(page, passId);
      const { days, today } = await schedule;

      // The greeting is not the menu's card: the date and who is signed in.
      await expect(page.getByRole('region', { name: 'Welcome' })).toContainText(`Pass ID ${passId}`);

      const next = nextWorkingDay(days, today);
      const nextCard = card(page, HOME_TEXTS.nextTitle);
      if (next?.kind === 'WORK')
        await expect(nextCard.locator('.home-next__job')).toHaveText(`${next.work.jobCode} · ${next.work.route}`);
      else if (next?.kind === 'TRAINING')
        await expect(nextCard.locator('.home-next__job')).toHaveText(next.training.course);
      else await expect(nextCard).toContainText(HOME_TEXTS.nextNone);
      // The next day without work says 'Today' or 'Tomorrow' as the assignment does.
      const away = nextDayAway(days, today);
      if (away) {
        const relative =
          away.date === today
            ? `${HOME_TEXTS.today} `
            : away.date === addDays(today, 1)
              ? `${HOME_TEXTS.tomorrow} `
              : '';
        await expect(nextCard.locator('.home-next__away')).toContainText(
          `${HOME_TEXTS.nextAway}: ${dayAwayName(away)}, ${relative}${dayName(away.date)} ${formatDisplayDate(away.date, 'en-US')}`,
        );
      }

      const week = thisWeek(days, today);
      const weekCard = card(page, HOME_TEXTS.weekTitle);
      await expect(weekCard).toContainText(
        `${HOME_TEXTS.weekWork(week.workDays)}, ${HOME_TEXTS.weekLeft(week.workDaysLeft)}`,
      );
      await expect(weekCard).toContainText(`${formatDuration(week.paidMinutes)} h`);
      // The last week payroll holds: the current week in progress is not one.
      const last = (await weeks).weeks.find((w) => w.status !== 'IN_PROGRESS');
      if (last) await expect(weekCard).toContainText(`${formatDuration(last.totalMinutes)} h`);
      else await expect(weekCard).toContainText(HOME_TEXTS.noTimecards);

      const actions = card(page, HOME_TEXTS.actionTitle);
      // Both have a pick turn; each is led where their role may prepare it (an RTO crew has no
      // Upcoming Pick screen: the link once led 200001 to a route that sent them to sign in).
      const pickLink = PICK_LINKS[passId];
      if (pickLink) await expect(actions).toContainText(`${HOME_TEXTS.pickTurn}: `);
      if (overtime) {
        const offered = shiftsOfferedSoon(await overtime, today);
        if (offered === 0) await expect(actions).toContainText(HOME_TEXTS.otNoneOffered);
        else await expect(actions).not.toContainText(HOME_TEXTS.otNoneOffered);
      }
      // RTO staff are reminded of a worked holiday's bank-or-pay choice still to make, and led to it.
      if (holidays) {
        const due = holidayChoicesDue((await holidays).holidays, today);
        await expect(actions.getByText(HOME_TEXTS.seeHolidayChoice)).toHaveCount(due.length);
        for (const holiday of due) {
          await expect(actions).toContainText(
            HOME_TEXTS.holidayChoice(
              holiday.name,
              formatDayDate(holiday.date, 'en-US'),
              formatDisplayDate(holiday.closesOn, 'en-US'),
            ),
          );
        }
      }
      if (passId === '300001') await expect(actions.locator('ion-item, .home-card__quiet')).not.toHaveCount(0);
      // 200001's medical appointment (a demo sign-in's flag): RTO staff read when and where in My Time.
      if (passId === '200001') {
        await expect(actions).toContainText(HOME_TEXTS.medical);
        await expect(actions).not.toContainText(HOME_TEXTS.medicalAtCrewOffice);
        await expect(actions.getByText(HOME_TEXTS.seeMedical)).toBeVisible();
      }

      await expectAccessible(page);
      await screenshot(page, testInfo, `home-${passId}`);
      // Only the services of the employee's role are asked: no overtime for DOB or SIRTOA.
      expect(calls.includes('mta_otAvailability')).toBe(passId === '200001');
      expect(calls.includes('mta_holidayAccruePayGet')).toBe(passId !== '100001');

      if (pickLink) {
        await actions.getByText(pickLink.label).click();
        await expect(page).toHaveURL(new RegExp(`${pickLink.path}$`));
        await expect(page.getByRole('heading', { level: 1, name: pickLink.heading, exact: true })).toBeVisible();
      }
    },
  );
}

test(
  '200001: the medical appointment leads to My Time, where its date, time and place are',
  PHONE_ONLY,
  async ({ page }) => {
    await signIn(page, '200001');
    await card(page, HOME_TEXTS.actionTitle).getByText(HOME_TEXTS.seeMedical).click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.myTime.medicalSchedulingTraining}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Medical Scheduling / Training' })).toBeVisible();
  },
);
