import { ATTACHMENT_NAME_MAX, addDays, isoDateIn } from '@crewline/protocol';
import { AGENCY_ZONE } from '../playwright.config';
import { PAPERS_TEXTS } from '../src/features/my-time/miscellaneous/papers';
import { PATHS } from '../src/lib/paths';
import { nextAnswer, shownPage } from './support/answers';
import { e2eNow } from './support/clock';
import { chooseDate } from './support/date-field';
import { screenshot } from './support/look';
import { chooseMenuItem } from './support/menu';
import { DESKTOP_ONLY, PHONE_ONLY } from './support/one-size';
import { signIn } from './support/sign-in';
import { expect, type Page, test } from './support/test';

/** The box of the content column of the screen on show. */
async function column(page: Page): Promise<{ x: number; width: number }> {
  // The page a forward move leaves stays in place under the new one, which comes after it.
  const box = await page.locator('.ion-page:not(.ion-page-hidden) ion-content .screen-column').last().boundingBox();
  expect(box).not.toBeNull();
  return { x: Math.round(box?.x ?? 0), width: Math.round(box?.width ?? 0) };
}

test(
  'on a desktop every screen sits in the same column, and a main action is as wide as its words',
  DESKTOP_ONLY,
  async ({ page }, testInfo) => {
    await signIn(page, '200001');
    const home = await column(page);
    // Wider than a phone, narrower than the 1280-wide window, centred.
    expect(home.width).toBeGreaterThan(800);
    expect(home.width).toBeLessThan(1280);
    expect(home.x * 2 + home.width).toBe(1280);

    for (const item of [
      'Timecard',
      'Scheduled Assignments',
      'Leave Balances',
      'Picked Jobs',
      'OT Availability',
      'About',
    ]) {
      await chooseMenuItem(page, item);
      await expect(page.locator('.ion-page:not(.ion-page-hidden) h1').first()).toBeVisible();
      expect(await column(page), item).toEqual(home);
    }
    // The OT availability Submit bar lines up with the column above it.
    await chooseMenuItem(page, 'OT Availability');
    const bar = await page.locator('.ot-submit').boundingBox();
    expect(Math.round(bar?.x ?? 0)).toBe(home.x);

    // A one-card screen: the same column; the picker's main action is not a full-width bar.
    await chooseMenuItem(page, 'Scheduled Assignments');
    const show = page.getByRole('button', { name: 'Show assignments' });
    const button = await show.boundingBox();
    expect(button?.width ?? 0).toBeLessThan(home.width / 2);
    await page.locator('ion-item', { hasText: 'Today' }).click();
    await expect(page).toHaveURL(new RegExp(PATHS.scheduledAssignmentsViewer));
    await expect(page.locator('.ion-page:not(.ion-page-hidden) .sa-days article')).toHaveCount(1);
    expect(await column(page)).toEqual(home);
    await screenshot(page, testInfo, 'one-day');
  },
);

test.describe('on the narrowest phone (320 pixels)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('a choice says all it says: radio labels wrap rather than cut off', PHONE_ONLY, async ({ page }, testInfo) => {
    await signIn(page, '200001');
    await chooseMenuItem(page, 'My Time');
    await shownPage(page).locator('ion-item').filter({ hasText: 'Request Day Off' }).click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.myTime.requestDayOff}$`));
    await shownPage(page)
      .getByRole('link', { name: /Request a day off/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.myTime.addDayOffPopup}$`));
    const labels = shownPage(page).locator('ion-radio').locator('[part="label"]');
    await expect(labels.first()).toBeVisible();
    // "Charge to Compensatory (2 days left)" is wider than the phone: all of it shows, on two lines.
    for (const label of await labels.all()) {
      const { scroll, client } = await label.evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
      expect(scroll).toBeLessThanOrEqual(client);
    }
    await screenshot(page, testInfo, 'add-day-off-320');
  });

  test(
    'a file name without a space wraps inside its card, shortened to what the request carries',
    PHONE_ONLY,
    async ({ page }, testInfo) => {
      await signIn(page, '300001');
      await chooseMenuItem(page, 'My Time');
      await shownPage(page).locator('ion-item').filter({ hasText: 'Miscellaneous' }).click();
      await expect(page).toHaveURL(new RegExp(`${PATHS.myTime.miscellaneous}$`));
      const form = shownPage(page);
      await form.getByRole('radio', { name: 'Jury duty' }).click();
      await chooseDate(page, 'First day', addDays(isoDateIn(e2eNow(), AGENCY_ZONE), 21));
      // A scan named by a phone's app: no space, longer than a request carries.
      const scan = `Scanned_summons_${'0123456789'.repeat(14)}.pdf`;
      await form
        .getByLabel(PAPERS_TEXTS.label)
        .setInputFiles({ name: scan, mimeType: 'application/pdf', buffer: Buffer.from('%PDF') });
      const submitted = nextAnswer<{ request: { attachment: { name: string } | null } }>(
        page,
        'mta_miscellaneousSubmit',
      );
      await form.getByRole('button', { name: 'Submit the request' }).click();
      const named = (await submitted).request.attachment?.name ?? '';
      expect(named).toHaveLength(ATTACHMENT_NAME_MAX);
      expect(named.endsWith('….pdf')).toBe(true);
      const card = form.locator('li.my-time__card').filter({ hasText: named });
      await card.scrollIntoViewIfNeeded();
      const box = await card.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
      const { scroll, client } = await card.evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
      expect(scroll).toBeLessThanOrEqual(client);
      await screenshot(page, testInfo, 'long-file-name-320');
    },
  );
});
