import { addDays, isoDateIn, type ServiceElements, sundayOnOrBefore } from '@crewline/protocol';
import { AGENCY_ZONE, PORT, PROCESSED_RELIEF_PORT, SECOND_PICK_PORT } from '../playwright.config';
import { PAPERS_TEXTS } from '../src/features/my-time/miscellaneous/papers';
import { formatDisplayDate } from '../src/lib/date-format';
import { MENU_REFERRER, PATHS } from '../src/lib/paths';
import { nextAnswer, shownPage } from './support/answers';
import { e2eNow } from './support/clock';
import { chooseDate } from './support/date-field';
import { DATED } from './support/dated';
import { expectAccessible, screenshot } from './support/look';
import { chooseMenuItem, menuItems } from './support/menu';
import { PHONE_ONLY } from './support/one-size';
import { card as dayCard, openQuickChoice } from './support/scheduled-days';
import { openMenu, signIn } from './support/sign-in';
import { expect, type Page, test } from './support/test';

type Medical = ServiceElements<'mta_medicalScheduling'>;
type Training = ServiceElements<'mta_trainingAssignments'>;
type PickedJobs = ServiceElements<'mta_vrPickedJobs'>;
type DayOff = ServiceElements<'mta_requestDayOffGet'>;
type Sick = ServiceElements<'mta_notifyInOutGetAll'>;
type VacationDays = ServiceElements<'mta_vacationInDaysGet'>;
type HolidayChoices = ServiceElements<'mta_holidayAccruePayGet'>;

/** What a bank holds for days of `date`'s leave year: a day is charged to the bank of its own year. */
function bankOfYear<B extends { year: number }>(yearBanks: readonly B[], date: string, also: (b: B) => boolean) {
  const held = yearBanks.find((b) => b.year === Number(date.slice(0, 4)) && also(b));
  if (!held) throw new Error(`no bank of ${date.slice(0, 4)} in the answer`);
  return held;
}

/** Weekdays from a week ahead not already asked for. */
function candidateDays(today: string, requests: DayOff['requests']): string[] {
  const taken = new Set(requests.filter((r) => r.status !== 'CANCELLED').map((r) => r.date));
  const days: string[] = [];
  for (let i = 7; i < 60; i++) {
    const d = addDays(today, i);
    const weekday = new Date(`${d}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5 && !taken.has(d)) days.push(d);
  }
  return days;
}

const entry = (page: Page, title: string) => shownPage(page).locator('ion-item').filter({ hasText: title });

test.describe('My Time as 200001 (RTO)', () => {
  // Phone and desktop run side by side, both as 200001: the desktop run has a server of its own
  // (the one the desktop pick list journey uses), so neither sees the other's sick days or requests.
  test.use({
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern; it needs none.
    baseURL: async ({}, use, testInfo) =>
      use(`http://127.0.0.1:${testInfo.project.name === 'desktop' ? SECOND_PICK_PORT : PORT}`),
  });

  test('the hub, then medical appointments and training with how a training day is paid', async ({
    page,
  }, testInfo) => {
    await signIn(page, '200001');
    const medical = nextAnswer<Medical>(page, 'mta_medicalScheduling');
    const training = nextAnswer<Training>(page, 'mta_trainingAssignments');
    await chooseMenuItem(page, 'My Time');
    await expect(page).toHaveURL(new RegExp(`${PATHS.myTime.root}\\?${MENU_REFERRER}$`));
    const { appointments } = await medical;
    const { today, assignments } = await training;
    expect(appointments.length).toBeGreaterThan(0);
    await expect(entry(page, 'Medical Scheduling / Training')).toContainText('Next medical: ');
    await expect(entry(page, 'Medical Scheduling / Training')).toContainText('Next training: ');
    await expect(entry(page, 'VR Picked Jobs')).toContainText('No relief work awarded');
    await expectAccessible(page);
    await screenshot(page, testInfo, 'my-time-hub');

    await entry(page, 'Medical Scheduling / Training').click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.myTime.medicalSchedulingTraining}$`));
    const appointmentsList = shownPage(page).getByRole('list', { name: 'Medical appointments' });
    await expect(appointmentsList).toContainText(appointments[0]?.kind as string);
    await expect(appointmentsList).toContainText(appointments[0]?.location as string);
    const next = assignments.find((a) => a.date >= today);
    const coming = shownPage(page).getByRole('list', { name: 'Training to come' });
    await expect(coming).toContainText(next?.course as string);
    await expect(coming).toContainText(next?.location as string);
    const details = nextAnswer<ServiceElements<'mta_trainingDetailsByDate'>>(page, 'mta_trainingDetailsByDate', {
      date: next?.date,
    });
    await coming
      .getByRole('button', { name: /How it is paid/ })
      .first()
      .click();
    const { training: day } = await details;
    await expect(coming).toContainText(`under ${day?.payCode}`);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'my-time-medical-training');
  });

  test(
    'asks for a day off charged to a bank, sees it approved and the bank lower, then cancels it',
    DATED,
    async ({ page }, testInfo) => {
      await signIn(page, '200001');
      const before = nextAnswer<DayOff>(page, 'mta_requestDayOffGet');
      await chooseMenuItem(page, 'My Time');
      const { yearBanks, requests, today } = await before;
      await entry(page, 'Request Day Off').click();
      await expect(page).toHaveURL(new RegExp(`${PATHS.myTime.requestDayOff}$`));
      await expect(shownPage(page).getByRole('link', { name: 'Request a day off' })).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, testInfo, 'my-time-day-off-list');
      await shownPage(page).getByRole('link', { name: 'Request a day off' }).click();
      await expect(page).toHaveURL(new RegExp(`${PATHS.myTime.addDayOffPopup}$`));
      // Each size charges a bank of its own: two banks checked, one per run.
      const { code, name } =
        testInfo.project.name === 'phone' ? { code: 'COMP', name: 'Compensatory' } : { code: 'PERS', name: 'Personal' };
      // As a person would: a day refused (a regular day off, a day already off) is said in a popup; try the next.
      // The bank is chosen after the day: its radio shows the bank of the day's own leave year.
      const refreshed = nextAnswer<DayOff>(page, 'mta_requestDayOffGet');
      let request: ServiceElements<'mta_requestDayOffAdd'>['request'] | undefined;
      for (const date of candidateDays(today, requests).slice(0, 12)) {
        await chooseDate(page, 'Day off', date);
        await shownPage(page)
          .getByRole('radio', { name: new RegExp(`Charge to ${name}`) })
          .click();
        if (!request) {
          await expectAccessible(page);
          await screenshot(page, testInfo, 'my-time-day-off-add');
        }
        const answer = page.waitForResponse((r) => r.url().endsWith('/mta_requestDayOffAdd'));
        await shownPage(page).getByRole('button', { name: 'Request the day off' }).click();
        const body = await (await answer).json();
        if (body.success) {
          request = body.Response.Elements.request;
          break;
        }
        await expect(page.getByRole('alertdialog')).toContainText(/regular day off|already off/);
        await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
      }
      if (!request) throw new Error('no day among the candidates was taken');
      expect(request.bank).toBe(code);
      const chosen = bankOfYear(yearBanks, request.date, (b) => b.bank === code);
      await expect(page).toHaveURL(new RegExp(`${PATHS.myTime.requestDayOff}$`));
      // Both runs use the same server and employee: the card of this run's day.
      const card = shownPage(page)
        .getByRole('list', { name: 'Your day-off requests' })
        .locator('li')
        .filter({ hasText: formatDisplayDate(request.date, 'en-US') });
      await expect(card).toContainText(request.status === 'APPROVED' ? 'Approved' : 'Waitlisted');
      await expect(card).toContainText(`Charged to ${name}`);
      const held = bankOfYear((await refreshed).yearBanks, request.date, (b) => b.bank === code).availableMinutes;
      if (request.status === 'APPROVED') expect(held).toBeLessThanOrEqual(chosen.availableMinutes - 480);
      const days = Math.floor(held / 480);
      await expect(
        shownPage(page)
          .getByRole('list', { name: 'What your banks hold' })
          .locator('li')
          .filter({ hasText: String(chosen.year) })
          .getByText(`${name}: ${days <= 0 ? 'none' : days === 1 ? '1 day' : `${days} days`}`),
      ).toBeVisible();
      const cancelled = nextAnswer<ServiceElements<'mta_requestDayOffDelete'>>(page, 'mta_requestDayOffDelete');
      await card.getByRole('button', { name: /Cancel request/ }).click();
      await page.getByRole('button', { name: 'Cancel request', exact: true }).click();
      expect((await cancelled).requests.find((r) => r.dayOffId === request.dayOffId)?.status).toBe('CANCELLED');
      await expect(card).toContainText('Cancelled');
    },
  );

  test(
    'notifies out sick, sees today sick on the scheduled assignments and the timecard, then notifies in',
    DATED,
    async ({ page }, testInfo) => {
      await signIn(page, '200001');
      const first = nextAnswer<Sick>(page, 'mta_notifyInOutGetAll');
      await chooseMenuItem(page, 'My Time');
      expect((await first).open).toBeNull();
      await expect(entry(page, 'Sick Notify In/Out')).toContainText('Fit for duty');
      await entry(page, 'Sick Notify In/Out').click();
      await expect(page).toHaveURL(new RegExp(`${PATHS.myTime.sickNotifyInOut}$`));
      await expect(shownPage(page).getByRole('region', { name: 'Where you stand' })).toContainText('Fit for duty');
      await expectAccessible(page);
      await screenshot(page, testInfo, 'my-time-sick-fit');

      await shownPage(page).getByRole('link', { name: 'Notify out sick' }).click();
      await expect(page).toHaveURL(new RegExp(`${PATHS.myTime.notifyInOutPopup}$`));
      await expect(shownPage(page).locator('ion-input input')).not.toHaveValue('');
      await expectAccessible(page);
      await screenshot(page, testInfo, 'my-time-sick-notify-out');
      const out = nextAnswer<Sick>(page, 'mta_notifyInOutAddAndGet');
      await shownPage(page).getByRole('button', { name: 'Notify out sick' }).click();
      const { open } = await out;
      if (!open) throw new Error('notifying out opened no spell');
      await expect(page).toHaveURL(new RegExp(`${PATHS.myTime.sickNotifyInOut}$`));
      const standing = shownPage(page).getByRole('region', { name: 'Where you stand' });
      await expect(standing).toContainText('Out sick');
      await expect(shownPage(page).getByRole('list', { name: 'Your notifications' })).toContainText(
        'Notified out sick',
      );
      await expectAccessible(page);
      await screenshot(page, testInfo, 'my-time-sick-out');

      // The records follow at once: today is sick on the scheduled assignments when it is a work day.
      await shownPage(page).getByRole('button', { name: 'My Time' }).click();
      await chooseMenuItem(page, 'Scheduled Assignments');
      const schedule = await openQuickChoice(page, 'Next 8 weeks');
      const today = schedule.days.find((d) => d.date === schedule.today);
      expect(today?.kind === 'SICK').toBe(open.sickDays.includes(schedule.today));
      if (today?.kind === 'SICK') await expect(dayCard(page, schedule.today)).toContainText('Sick');
      await screenshot(page, testInfo, 'my-time-sick-schedule');

      // And on this week's timecard, in progress until payroll enters the week: today is a sick
      // line when it was charged. The week is listed once it holds leave; otherwise it is the week
      // after the latest one payroll holds.
      await shownPage(page).locator('ion-back-button').click();
      const payWeeks = nextAnswer<ServiceElements<'mta_timecardWeeks'>>(page, 'mta_timecardWeeks');
      await chooseMenuItem(page, 'Timecard');
      const listed = (await payWeeks).weeks;
      const sickToday = open.sickDays.includes(schedule.today);
      if (sickToday) expect(listed[0]?.status).toBe('IN_PROGRESS');
      const weeks = shownPage(page).getByRole('list', { name: 'Pay weeks, newest first' }).locator('ion-item');
      // The list read before the notice may show for a moment while it is read again: the week
      // to open is the one the answer after the notice puts first.
      const newest = listed[0];
      if (!newest) throw new Error('no pay week listed');
      await expect(weeks.first()).toContainText(formatDisplayDate(newest.weekStart, 'en-US'));
      const week = nextAnswer<ServiceElements<'mta_timecard'>>(page, 'mta_timecard');
      await weeks.first().click();
      let { timecard, weekStart } = await week;
      if (listed[0]?.status !== 'IN_PROGRESS') {
        // The answer for the week after: the week shown may be asked for again meanwhile.
        const current = nextAnswer<ServiceElements<'mta_timecard'>>(page, 'mta_timecard', {
          weekStart: addDays(weekStart, 7),
        });
        await page.getByRole('button', { name: 'Next week' }).click();
        ({ timecard, weekStart } = await current);
      }
      expect(weekStart).toBe(sundayOnOrBefore(schedule.today));
      expect(timecard?.status).toBe('IN_PROGRESS');
      await expect(page).toHaveURL(new RegExp(`\\?week=${weekStart}$`));
      await expect(page.locator('.tc-week__title .tc-status')).toHaveText('In progress');
      const todayOnCard = timecard?.days.find((d) => d.date === schedule.today);
      expect(todayOnCard?.lines.some((l) => l.payCode === 'SICK')).toBe(sickToday);
      const todayShown = shownPage(page).getByRole('region', {
        name: new RegExp(formatDisplayDate(schedule.today, 'en-US')),
      });
      if (sickToday) await expect(todayShown).toContainText('SICK');
      else await expect(todayShown).not.toContainText('SICK');
      await expectAccessible(page);
      await screenshot(page, testInfo, 'my-time-sick-timecard');
      await page.getByRole('button', { name: 'Back to pay weeks' }).click();
      await expect(page).toHaveURL(new RegExp(`${PATHS.timecardPicker}`));
      await chooseMenuItem(page, 'My Time');
      await entry(page, 'Sick Notify In/Out').click();
      await expect(shownPage(page).getByRole('link', { name: /Notify in/ })).toBeVisible();
      await shownPage(page)
        .getByRole('link', { name: /Notify in/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`${PATHS.myTime.notifyInOutPopup}$`));
      // A minute after notifying out (the form starts at the server's now, the same minute).
      const field = shownPage(page).locator('ion-input input');
      const later = new Date(new Date(open.outAt).getTime() + 60_000);
      // The field holds the agency's wall clock (New York), YYYY-MM-DDTHH:mm.
      const wallClock = new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'America/New_York',
        dateStyle: 'short',
        timeStyle: 'short',
      }).format(later);
      await field.fill(wallClock.replace(' ', 'T'));
      const back = nextAnswer<Sick>(page, 'mta_notifyInOutAddAndGet');
      await shownPage(page).getByRole('button', { name: 'Notify in', exact: true }).click();
      const after = await back;
      expect(after.open).toBeNull();
      // Back the same day: that day stays a sick day.
      expect(after.spells[0]?.sickDays).toEqual(open.sickDays);
      await expect(standing).toContainText('Fit for duty');
      await expect(shownPage(page).getByRole('list', { name: 'Your notifications' })).toContainText(
        'Notified in, fit for duty',
      );
      await screenshot(page, testInfo, 'my-time-sick-back');
    },
  );

  test(
    'takes a single vacation day, sees it on the scheduled assignments and the bank lower, then gives it back',
    DATED,
    async ({ page }, testInfo) => {
      await signIn(page, '200001');
      // The days 200001 works, from the scheduled assignments: a vacation day is one of them.
      await chooseMenuItem(page, 'Scheduled Assignments');
      const before = await openQuickChoice(page, 'Next 8 weeks');
      const worked = new Set(before.days.filter((d) => d.kind === 'WORK').map((d) => d.date));
      await shownPage(page).locator('ion-back-button').click();
      const first = nextAnswer<VacationDays>(page, 'mta_vacationInDaysGet');
      await chooseMenuItem(page, 'My Time');
      const { today, openDates, yearBanks } = await first;
      await expect(entry(page, 'Vacation In Days')).toContainText('Bank: ');
      await entry(page, 'Vacation In Days').click();
      await expect(page).toHaveURL(new RegExp(`${PATHS.myTime.vacationInDays}$`));
      await expectAccessible(page);
      await screenshot(page, testInfo, 'my-time-vacation-days');
      // Days 200001 works with a place left (the day-off journey may have taken one first).
      const ahead = openDates
        .filter((d) => d.placesLeft > 0 && d.date >= addDays(today, 14) && worked.has(d.date))
        .map((d) => d.date);
      // A regular day off is refused in a popup; after OK the screen is whole again, for screen readers too.
      const rdo = openDates.find(
        (d) => d.placesLeft > 0 && before.days.some((x) => x.date === d.date && x.kind === 'DAY_OFF'),
      );
      if (!rdo) throw new Error('no regular day off of 200001 with vacation places in the next 8 weeks');
      await chooseDate(page, 'Vacation day', rdo.date);
      await shownPage(page).getByRole('button', { name: 'Take the day as vacation' }).click();
      await expect(page.getByRole('alertdialog')).toContainText('regular day off');
      await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
      await expect(page.locator('ion-router-outlet').first()).not.toHaveAttribute('aria-hidden', 'true');
      let taken: VacationDays | undefined;
      let date = '';
      for (date of ahead.slice(0, 6)) {
        await chooseDate(page, 'Vacation day', date);
        await expect(shownPage(page).getByText(/vacation places? left that day/)).toBeVisible();
        const answer = page.waitForResponse((r) => r.url().endsWith('/mta_vacationInDaysSave'));
        await shownPage(page).getByRole('button', { name: 'Take the day as vacation' }).click();
        const body = await (await answer).json();
        if (body.success) {
          taken = body.Response.Elements as VacationDays;
          break;
        }
        await expect(page.getByRole('alertdialog')).toContainText('already off');
        await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
      }
      if (!taken) throw new Error('no date among the candidates was taken');
      expect(taken.days.map((d) => d.date)).toContain(date);
      // Charged to the bank of the day's own leave year (next year's, in the year's last weeks).
      const held = bankOfYear(yearBanks, date, () => true).availableMinutes;
      const charged = bankOfYear(taken.yearBanks, date, () => true).availableMinutes;
      expect(charged).toBeLessThanOrEqual(held - 480);
      const list = shownPage(page).getByRole('list', { name: 'Your vacation days' });
      await expect(list).toContainText(formatDisplayDate(date, 'en-US'));
      await expectAccessible(page);
      await screenshot(page, testInfo, 'my-time-vacation-days-taken');

      await shownPage(page).getByRole('button', { name: 'My Time' }).click();
      await chooseMenuItem(page, 'Scheduled Assignments');
      const schedule = await openQuickChoice(page, 'Next 8 weeks');
      expect(schedule.days.find((d) => d.date === date)?.kind).toBe('VACATION');
      await expect(dayCard(page, date)).toContainText('Vacation');
      await shownPage(page).locator('ion-back-button').click();

      await chooseMenuItem(page, 'My Time');
      await entry(page, 'Vacation In Days').click();
      const given = nextAnswer<VacationDays>(page, 'mta_vacationInDaysSave');
      await shownPage(page)
        .getByRole('button', { name: new RegExp(`Give back ${formatDisplayDate(date, 'en-US')}`) })
        .click();
      await page.getByRole('button', { name: 'Give it back', exact: true }).click();
      const after = await given;
      expect(after.days.map((d) => d.date)).not.toContain(date);
      expect(bankOfYear(after.yearBanks, date, () => true).availableMinutes).toBe(charged + 480);
    },
  );

  test(
    'chooses to bank a worked holiday, then to be paid for it; a closed one is read-only',
    DATED,
    async ({ page }, testInfo) => {
      // Home reads them first (a choice still to make is a reminder there); My Time may use that answer.
      const first = nextAnswer<HolidayChoices>(page, 'mta_holidayAccruePayGet');
      await signIn(page, '200001');
      await chooseMenuItem(page, 'My Time');
      const { holidays } = await first;
      const holiday = holidays.find((h) => h.open);
      if (!holiday) throw new Error('200001 has no holiday open to choose');
      await expect(entry(page, 'Holidays Accrue/Pay')).toContainText(/holidays? to choose|Nothing to choose/);
      await entry(page, 'Holidays Accrue/Pay').click();
      await expect(page).toHaveURL(new RegExp(`${PATHS.myTime.holidaysAccruePay}$`));
      const list = shownPage(page).getByRole('list', { name: 'Holidays you work' });
      const card = list.locator('li').filter({ hasText: holiday.name });
      const closed = holidays.find((h) => !h.open);
      if (closed) await expect(list.locator('li').filter({ hasText: closed.name })).toContainText('Closed on');
      await expectAccessible(page);
      await screenshot(page, testInfo, 'my-time-holidays');

      for (const [label, choice] of [
        ['Bank it (holiday bank)', 'ACCRUE'],
        ['Paid on the timecard', 'PAY'],
      ] as const) {
        const saved = nextAnswer<HolidayChoices>(page, 'mta_holidayAccruePaySave');
        await card.getByRole('radio', { name: label }).click();
        expect((await saved).holidays.find((h) => h.date === holiday.date)?.choice).toBe(choice);
        await expect(card.getByRole('radio', { name: label })).toHaveAttribute('aria-checked', 'true');
      }
      await expect(card).toContainText('You can change it until');
      await screenshot(page, testInfo, 'my-time-holidays-chosen');
    },
  );

  test('submits a jury duty request with its dates, a note and the summons described, and sees it listed', async ({
    page,
  }, testInfo) => {
    await signIn(page, '200001');
    await chooseMenuItem(page, 'My Time');
    await entry(page, 'Miscellaneous').click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.myTime.miscellaneous}$`));
    const form = shownPage(page);
    await form.getByRole('radio', { name: 'Jury duty' }).click();
    const today = isoDateIn(e2eNow(), AGENCY_ZONE);
    const first = addDays(today, 20);
    await chooseDate(page, 'First day', first);
    await chooseDate(page, 'Last day (optional)', addDays(first, 2));
    const note = `Kings County summons ${testInfo.project.name}`;
    await form.getByLabel('Note (optional)').fill(note);
    const papers = form.getByLabel(PAPERS_TEXTS.label);
    // A photo the request cannot name is refused in the field's words; the summons is named.
    await papers.setInputFiles({ name: 'summons.heic', mimeType: 'image/heic', buffer: Buffer.from('heic') });
    await expect(form.getByText(PAPERS_TEXTS.refused)).toBeVisible();
    const summons = Buffer.from('%PDF-1.4 summons');
    await papers.setInputFiles({ name: 'jury-summons.pdf', mimeType: 'application/pdf', buffer: summons });
    await expect(form.getByText(PAPERS_TEXTS.named('jury-summons.pdf', summons.length))).toBeVisible();
    await expect(form.getByText(PAPERS_TEXTS.refused)).toHaveCount(0);
    // Removed, the request names no papers until a file is chosen again.
    await form.getByRole('button', { name: PAPERS_TEXTS.remove }).click();
    await expect(form.getByText(PAPERS_TEXTS.hint)).toBeVisible();
    await expect(papers).toBeFocused();
    await papers.setInputFiles({ name: 'jury-summons.pdf', mimeType: 'application/pdf', buffer: summons });
    await expect(form.getByText(PAPERS_TEXTS.named('jury-summons.pdf', summons.length))).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'my-time-miscellaneous');
    const submitted = nextAnswer<ServiceElements<'mta_miscellaneousSubmit'>>(page, 'mta_miscellaneousSubmit');
    await form.getByRole('button', { name: 'Submit the request' }).click();
    const { request } = await submitted;
    expect(request).toMatchObject({ kind: 'JURY', firstDay: first, note, status: 'SUBMITTED' });
    expect(request.attachment).toMatchObject({ name: 'jury-summons.pdf', type: 'application/pdf' });
    const card = form
      .getByRole('list', { name: 'Your miscellaneous requests' })
      .locator('li')
      .filter({ hasText: note });
    await expect(card).toContainText(`Submitted · no. ${request.requestNumber}`);
    await expect(card).toContainText('Papers: jury-summons.pdf');
  });

  test('VR Picked Jobs is empty for a train operator who does not bid for relief', PHONE_ONLY, async ({ page }) => {
    await signIn(page, '200001');
    await chooseMenuItem(page, 'My Time');
    await entry(page, 'VR Picked Jobs').click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.myTime.vrPickedJobs}$`));
    // The My Time list says the same under its VR Picked Jobs entry, and stays shown while the
    // screen slides in: the screen's own empty state is its heading.
    await expect(shownPage(page).getByRole('heading', { name: 'No relief work awarded' })).toBeVisible();
    await expectAccessible(page);
  });

  test('100001 (DOB) has no My Time, and its address leads to /', PHONE_ONLY, async ({ page }) => {
    await signIn(page, '100001');
    await openMenu(page);
    await expect(menuItems(page).filter({ hasText: 'My Time' })).toHaveCount(0);
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, PATHS.myTime.medicalSchedulingTraining);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('My Time as 200002 after their relief turn was processed', () => {
  test.use({ baseURL: `http://127.0.0.1:${PROCESSED_RELIEF_PORT}` });

  test('VR Picked Jobs lists the relief work awarded, with the job, whose vacation and the weeks', async ({
    page,
  }, testInfo) => {
    await signIn(page, '200002');
    const picked = nextAnswer<PickedJobs>(page, 'mta_vrPickedJobs');
    await chooseMenuItem(page, 'My Time');
    const { jobs } = await picked;
    expect(jobs.length).toBeGreaterThan(0);
    await expect(entry(page, 'VR Picked Jobs')).toContainText(
      `${jobs.length} relief job${jobs.length === 1 ? '' : 's'} awarded`,
    );
    await entry(page, 'VR Picked Jobs').click();
    const cards = shownPage(page).getByRole('list', { name: 'Relief work awarded' }).locator('li');
    await expect(cards).toHaveCount(jobs.length);
    for (const [i, j] of jobs.entries()) {
      await expect(cards.nth(i)).toContainText(`Job ${j.bid.job.code}`);
      await expect(cards.nth(i)).toContainText(`Covering ${j.bid.covering}`);
      await expect(cards.nth(i)).toContainText(`your choice ${j.choice}`);
    }
    await expectAccessible(page);
    await screenshot(page, testInfo, 'my-time-vr-picked-jobs');
  });
});
