import type { ServiceElements } from '@crewline/protocol';
import { expect, test } from '@playwright/test';
import { PROCESSED_RELIEF_PORT } from '../playwright.config';
import { MENU_REFERRER, PATHS } from '../src/app/paths';
import { nextAnswer, shownPage } from './support/answers';
import { expectAccessible, screenshot } from './support/look';
import { chooseMenuItem, menuItems } from './support/menu';
import { PHONE_ONLY } from './support/one-size';
import { openMenu, signIn } from './support/sign-in';

type Medical = ServiceElements<'mta_medicalScheduling'>;
type Training = ServiceElements<'mta_trainingAssignments'>;
type PickedJobs = ServiceElements<'mta_vrPickedJobs'>;

const entry = (page: import('@playwright/test').Page, title: string) =>
  shownPage(page).locator('ion-item').filter({ hasText: title });

test.describe('My Time as 200001 (RTO)', () => {
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

  test('VR Picked Jobs is empty for a train operator who does not bid for relief', PHONE_ONLY, async ({ page }) => {
    await signIn(page, '200001');
    await chooseMenuItem(page, 'My Time');
    await entry(page, 'VR Picked Jobs').click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.myTime.vrPickedJobs}$`));
    await expect(shownPage(page).getByText('No relief work awarded')).toBeVisible();
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
