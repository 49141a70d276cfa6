import {
  AVAILABILITY_TEXTS,
  addDays,
  type OfferedShift,
  OT_AVAILABILITY_DAYS,
  type OtAvailabilityElements,
} from '@crewline/protocol';
import { dayName, formatDisplayDate } from '../src/lib/date-format';
import { MENU_REFERRER, PATHS } from '../src/lib/paths';
import { expectAccessible, screenshot } from './support/look';
import { chooseMenuItem, closeMenu, menuItems } from './support/menu';
import { PHONE_ONLY } from './support/one-size';
import { expectPopup, openMenu, signIn } from './support/sign-in';
import { expect, type Page, test } from './support/test';

const dayLabel = (iso: string) => `${dayName(iso)} ${formatDisplayDate(iso, 'en-US')}`;
const day = (page: Page, iso: string) => page.getByRole('group', { name: dayLabel(iso) });
const toggle = (page: Page, iso: string, shift: 'AM' | 'PM' | 'Night') =>
  day(page, iso).getByRole('button', { name: shift, exact: true });
const pressed = (page: Page) => page.locator('.ot-toggle[aria-pressed="true"]');
const status = (page: Page) => page.locator('.ot-submit__status');

/** Opens OT Availability from the menu and waits for its 28 days. */
async function openOtAvailability(page: Page): Promise<void> {
  await chooseMenuItem(page, 'OT Availability');
  await expect(page).toHaveURL(new RegExp(`${PATHS.otAvailability}\\?${MENU_REFERRER}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Overtime availability' })).toBeVisible();
  await expect(page.locator('fieldset.ot-day__shifts')).toHaveCount(OT_AVAILABILITY_DAYS);
}

/** What the server sends next for the screen (start waiting before signing in: home asks first). */
async function nextAnswer(page: Page): Promise<OtAvailabilityElements> {
  const response = await page.waitForResponse((r) => r.url().endsWith('/mta_otAvailability'));
  return (await response.json()).Response.Elements as OtAvailabilityElements;
}

/**
 * Both RTO sign-ins outside SIRTOA may offer overtime. Each browser size takes its own, so the
 * phone and desktop runs (at the same time, on one server) never change each other's data.
 */
const SIGN_IN = { phone: '200001', desktop: '200002' } as const;

test('see, toggle and submit the shifts, find them stored after signing in again', async ({ page }, testInfo) => {
  const passId = SIGN_IN[testInfo.project.name as keyof typeof SIGN_IN] ?? '200001';
  // Home asks first (no overtime offered yet is an action item) and the screen shows that answer.
  const answer = nextAnswer(page);
  await signIn(page, passId);
  await openOtAvailability(page);
  const served = await answer;

  // The window starts today and holds 28 days; nothing is offered on a fresh agency.
  expect(served.lastDate).toBe(addDays(served.firstDate, OT_AVAILABILITY_DAYS - 1));
  await expect(page.getByTestId('ot-last-submitted')).toHaveText(AVAILABILITY_TEXTS.nothingOffered);
  await expect(page.getByRole('heading', { name: 'This week' })).toBeVisible();
  await expect(day(page, served.firstDate)).toBeVisible();
  await expect(pressed(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();

  // The seeded vacation week falls in the window: its days are disabled, with the reason.
  expect(served.vacationDates.length, `${passId} has no vacation day in the next 28 days`).toBeGreaterThan(0);
  const vacation = served.vacationDates[0] ?? '';
  await expect(page.locator('.ot-day', { has: day(page, vacation) })).toContainText(AVAILABILITY_TEXTS.onVacationNote);
  for (const shift of ['AM', 'PM', 'Night'] as const) await expect(toggle(page, vacation, shift)).toBeDisabled();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'ot-availability-empty');
  await day(page, vacation).scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'ot-availability-vacation');

  // Choose three shifts on two working days.
  const free = Array.from({ length: OT_AVAILABILITY_DAYS }, (_, i) => addDays(served.firstDate, i)).filter(
    (d) => !served.vacationDates.includes(d),
  );
  const [d1 = '', d2 = ''] = [free[1], free.at(-2)];
  await toggle(page, d1, 'AM').click();
  await toggle(page, d1, 'Night').click();
  await toggle(page, d2, 'PM').click();
  await expect(toggle(page, d1, 'AM')).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle(page, d1, 'PM')).toHaveAttribute('aria-pressed', 'false');
  await expect(status(page)).toHaveText('3 shifts selectedUnsaved changes');
  await expectAccessible(page);
  await screenshot(page, testInfo, 'ot-availability-unsaved');

  // Undo goes back to what the server holds; the changes survive a trip to another page.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(pressed(page)).toHaveCount(0);
  await toggle(page, d1, 'AM').click();
  await toggle(page, d1, 'Night').click();
  await toggle(page, d2, 'PM').click();
  await chooseMenuItem(page, 'About');
  await openOtAvailability(page);
  await expect(pressed(page)).toHaveCount(3);
  await expect(status(page)).toContainText('Unsaved changes');

  // The server's words on a refusal: a day it will not take (sent behind the screen's back).
  await page.route('**/mta_submitAvailability', async (route) => {
    const body = route.request().postDataJSON() as { offered: OfferedShift[] };
    await route.continue({
      postData: JSON.stringify({ ...body, offered: [...body.offered, { date: vacation, shift: 'AM' }] }),
    });
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectPopup(page, AVAILABILITY_TEXTS.onVacation(vacation));
  await expect(status(page)).toContainText('Unsaved changes');
  await page.unrouteAll({ behavior: 'wait' });

  // Submit: the button says it is saving while the server works, then a toast confirms.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/mta_submitAvailability', async (route) => {
    await held;
    await route.continue();
  });
  const sent = page.waitForRequest((r) => r.url().endsWith('/mta_submitAvailability'));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  await expect(toggle(page, d2, 'AM')).toBeDisabled();
  expect((await sent).postDataJSON().offered).toEqual([
    { date: d1, shift: 'AM' },
    { date: d1, shift: 'NIGHT' },
    { date: d2, shift: 'PM' },
  ]);
  release();
  await expect(page.locator('ion-toast')).toContainText('Availability saved: 3 shifts offered.');
  await expect(status(page)).toHaveText('3 shifts selected');
  await expect(page.getByTestId('ot-last-submitted')).toContainText('3 shifts offered, last submitted');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await page.unrouteAll({ behavior: 'wait' });
  await screenshot(page, testInfo, 'ot-availability-saved');

  // A new start of the app: the shifts come back from the server.
  await page.reload();
  const again = nextAnswer(page);
  await signIn(page, passId);
  await openOtAvailability(page);
  expect((await again).offered).toHaveLength(3);
  await expect(pressed(page)).toHaveCount(3);
  for (const [d, shift] of [
    [d1, 'AM'],
    [d1, 'Night'],
    [d2, 'PM'],
  ] as const) {
    await expect(toggle(page, d, shift)).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(status(page)).toHaveText('3 shifts selected');
  await expectAccessible(page);
  await screenshot(page, testInfo, 'ot-availability-stored');

  // Taking every shift back and submitting clears the availability.
  for (const [d, shift] of [
    [d1, 'AM'],
    [d1, 'Night'],
    [d2, 'PM'],
  ] as const) {
    await toggle(page, d, shift).click();
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('ion-toast')).toContainText('Availability cleared: no overtime shifts offered.');
  await expect(page.getByTestId('ot-last-submitted')).toHaveText(AVAILABILITY_TEXTS.nothingOffered);
});

test('300001 (SIRTOA): no OT Availability item, and the path leads to /', PHONE_ONLY, async ({ page }) => {
  await signIn(page, '300001');
  await openMenu(page);
  await expect(menuItems(page).filter({ hasText: 'About' })).toHaveCount(1);
  await expect(menuItems(page).filter({ hasText: 'OT Availability' })).toHaveCount(0);
  await closeMenu(page);
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, PATHS.otAvailability);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});
